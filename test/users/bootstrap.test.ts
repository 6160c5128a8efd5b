import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bootstrapAdministrator, INITIAL_ADMIN_FILE } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { createMemoryCounter } from '../../src/infra/counters.js';
import { loadAppPasswordSecret } from '../../src/services.js';
import { basic } from '../helpers/app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';

describe.each(DIALECTS)('first start (%s)', (dialect) => {
  let testDb: TestDatabase;
  afterEach(() => testDb.drop());

  async function start(env: Record<string, string> = {}) {
    const config = loadConfig({ DATA_DIR: testDb.dataDir, LOG_LEVEL: 'silent', ...env });
    const secret = await loadAppPasswordSecret(testDb.database, Date.now());
    const result = await bootstrapAdministrator(config, testDb.database, secret, Date.now());
    const app = await buildApp({
      config,
      database: testDb.database,
      counter: createMemoryCounter(),
    });
    return { result, app };
  }

  it('creates an administrator with a generated password written once to a 0600 file', async () => {
    testDb = await createTestDatabase(dialect);
    const { result, app } = await start();
    expect(result?.login).toBe('admin');
    expect(result?.password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    const file = path.join(testDb.dataDir, INITIAL_ADMIN_FILE);
    expect(result?.file).toBe(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain(result?.password);
    const me = await app.inject({
      url: '/api/v2/users/me',
      headers: { authorization: basic('admin', result?.password ?? '') },
    });
    expect(me.json()).toMatchObject({ username: 'admin', role: 'administrator' });
    await app.close();

    // The second start finds a user and does nothing.
    const again = await start();
    expect(again.result).toBeNull();
    await again.app.close();
  });

  it('uses the SLOTBOOK_ADMIN_* variables when they are set, and writes no file', async () => {
    testDb = await createTestDatabase(dialect);
    const password = 'Zz11 Yy22 Xx33 Ww44 Vv55 Uu66';
    const { result, app } = await start({
      SLOTBOOK_ADMIN_LOGIN: 'Owner',
      SLOTBOOK_ADMIN_EMAIL: 'owner@example.com',
      SLOTBOOK_ADMIN_APP_PASSWORD: password,
    });
    expect(result).toEqual({ login: 'owner' });
    expect(fs.existsSync(path.join(testDb.dataDir, INITIAL_ADMIN_FILE))).toBe(false);
    const me = await app.inject({
      url: '/api/v2/users/me',
      headers: { authorization: basic('owner', password) },
    });
    expect(me.json()).toMatchObject({
      username: 'owner',
      email: 'owner@example.com',
      role: 'administrator',
    });
    await app.close();
  });

  it('keeps one secret for every instance sharing the database', async () => {
    testDb = await createTestDatabase(dialect);
    const [a, b] = await Promise.all([
      loadAppPasswordSecret(testDb.database, 1),
      loadAppPasswordSecret(testDb.database, 2),
    ]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
  });
});
