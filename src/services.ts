import { randomBytes } from 'node:crypto';
import type { Database } from './db/database.js';
import type { WindowCounter } from './infra/counters.js';
import { insertSettingIfAbsent } from './modules/settings/settings.repo.js';
import { createAuthService } from './modules/users/auth.service.js';
import { createUsersService } from './modules/users/users.service.js';

export interface ServiceDeps {
  database: Database;
  counter: WindowCounter;
  clock: () => number;
}

const SECRET_KEY = 'app_password_secret';

/**
 * The HMAC key for application passwords: generated once, stored in the database, so every
 * instance sharing the database verifies the same passwords. Never configured, never defaulted.
 */
export async function loadAppPasswordSecret(database: Database, now: number): Promise<string> {
  return insertSettingIfAbsent(database.db, SECRET_KEY, randomBytes(32).toString('hex'), now);
}

export async function createServices({ database, counter, clock }: ServiceDeps) {
  const db = database.db;
  const secret = await loadAppPasswordSecret(database, clock());
  return {
    auth: createAuthService({ db, secret, counter, clock }),
    users: createUsersService({ db, secret, clock }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
