import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bootstrapAdministrator } from '../../src/bootstrap.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Dialect } from '../../src/db/database.js';
import { createMemoryCounter, type WindowCounter } from '../../src/infra/counters.js';
import type { Role } from '../../src/domain/policy.js';
import { createUser, issueAppPassword } from '../../src/modules/users/user-rules.js';
import { loadAppPasswordSecret } from '../../src/services.js';
import { createTestDatabase, type TestDatabase } from './db.js';

export const ADMIN_PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';

export interface Account {
  id: number;
  login: string;
  password: string;
  /** `Authorization` header value. */
  auth: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDb: TestDatabase;
  admin: Account;
  secret: string;
  /** Injects a request as `as` (an account), or anonymously when `as` is null. */
  request(options: InjectOptions & { as?: Account | null }): Promise<LightMyRequestResponse>;
  createAccount(options?: {
    role?: Role;
    permissions?: string[];
    login?: string;
  }): Promise<Account>;
  close(): Promise<void>;
}

export function basic(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  counter?: WindowCounter;
  clock?: () => number;
  logStream?: DestinationStream;
  /** Share another app's database, as a second process would; it is not dropped on close. */
  testDb?: TestDatabase;
}

let sequence = 0;

/**
 * The usual setup of a describe block: an app (and its own database) created before its tests
 * and closed after them. The object returned stands for that app from the first hook on.
 */
export function useTestApp(dialect: Dialect, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(dialect, options);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('the test app exists only once its describe block has begun');
      return Reflect.get(current, key);
    },
  });
}

export async function createTestApp(
  dialect: Dialect,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDatabase(dialect));
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    SLOTBOOK_ADMIN_LOGIN: 'admin',
    SLOTBOOK_ADMIN_EMAIL: 'admin@example.com',
    SLOTBOOK_ADMIN_APP_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });
  const clock = options.clock ?? Date.now;
  const app = await buildApp({
    config,
    database: testDb.database,
    counter: options.counter ?? createMemoryCounter(clock),
    clock,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const secret = await loadAppPasswordSecret(testDb.database, clock());
  await bootstrapAdministrator(config, testDb.database, secret, clock());
  const admin: Account = {
    id: 1,
    login: 'admin',
    password: ADMIN_PASSWORD,
    auth: basic('admin', ADMIN_PASSWORD),
  };

  return {
    app,
    config,
    testDb,
    admin,
    secret,
    request({ as = admin, ...inject }) {
      const headers = { ...(inject.headers ?? {}), ...(as ? { authorization: as.auth } : {}) };
      return app.inject({ ...inject, headers });
    },
    async createAccount({ role = 'host', permissions, login } = {}) {
      sequence += 1;
      const name = login ?? `${role}${sequence}x${Math.floor(Math.random() * 1e6)}`;
      const user = await createUser(testDb.database.db, clock(), {
        login: name,
        email: `${name}@example.com`,
        role,
        ...(permissions ? { permissions } : {}),
      });
      const { password } = await issueAppPassword(
        testDb.database.db,
        secret,
        clock(),
        user.id,
        'test',
      );
      return { id: user.id, login: user.login, password, auth: basic(user.login, password) };
    },
    async close() {
      await app.close();
      if (!options.testDb) await testDb.drop();
    },
  };
}

/** Asserts the API's error shape and returns the body. */
export function errorBody(response: LightMyRequestResponse, status: number, code: string) {
  const body = response.json<{
    code: string;
    message: string;
    data: { status: number } & Record<string, unknown>;
  }>();
  if (response.statusCode !== status || body.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.statusCode} ${response.body}`);
  }
  if (
    typeof body.message !== 'string' ||
    body.message.length === 0 ||
    body.data.status !== status
  ) {
    throw new Error(`malformed error body: ${response.body}`);
  }
  return body;
}
