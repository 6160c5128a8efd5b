/**
 * A Slotbook app for a load script's server process: SQLite in a temporary folder (removed when
 * the process exits), migrated, with the bench administrator, not yet listening.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { bootstrapAdministrator } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMemoryCounter } from '../src/infra/counters.js';
import { loadAppPasswordSecret } from '../src/services.js';
import { BENCH_LOGIN, BENCH_PASSWORD } from './seed.js';

export async function benchApp(name: string, port: number, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `slotbook-${name}-`));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  process.on('SIGTERM', () => process.exit(0));
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SLOTBOOK_ADMIN_LOGIN: BENCH_LOGIN,
    SLOTBOOK_ADMIN_EMAIL: 'bench@example.com',
    SLOTBOOK_ADMIN_APP_PASSWORD: BENCH_PASSWORD,
    ...env,
  });
  const database = openDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(database);
  const secret = await loadAppPasswordSecret(database, Date.now());
  await bootstrapAdministrator(config, database, secret, Date.now());
  const app = await buildApp({ config, database, counter: createMemoryCounter() });
  return { app, database };
}
