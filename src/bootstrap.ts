import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { chunkAppPassword } from './modules/users/index.js';
import { countUsers } from './modules/users/index.js';
import { createUser, issueAppPassword } from './modules/users/index.js';
import { AppError } from './errors.js';
import { issuePasswordLink } from './modules/accounts/index.js';

export interface BootstrapResult {
  login: string;
  /** Set when the password was generated (not given by the environment). */
  password?: string;
  /** One-time link to set the dashboard password (with a generated password only). */
  passwordLink?: string;
  file?: string;
}

export const INITIAL_ADMIN_FILE = 'initial-admin.txt';

/**
 * First start: when there are no users, create an administrator, either from the
 * SLOTBOOK_ADMIN_* variables or with a generated application password that is written once to
 * `DATA_DIR/initial-admin.txt` (mode 0600). Returns null when users already exist.
 */
export async function bootstrapAdministrator(
  config: Config,
  database: Database,
  secret: string,
  now: number,
): Promise<BootstrapResult | null> {
  if ((await countUsers(database.db)) > 0) return null;
  const given = config.bootstrapAdmin;
  const login = given?.login ?? 'admin';
  let user;
  try {
    user = await createUser(database.db, now, {
      login,
      email: given?.email ?? 'admin@localhost.localdomain',
      name: 'Administrator',
      role: 'administrator',
    });
  } catch (error) {
    // Another process sharing the database created it first.
    if (error instanceof AppError && error.kind === 'conflict') return null;
    throw error;
  }
  const { password } = await issueAppPassword(
    database.db,
    secret,
    now,
    user.id,
    given ? 'Bootstrap' : 'Initial administrator',
    '',
    given?.appPassword,
  );
  if (given) return { login: user.login };

  const passwordLink = await issuePasswordLink(
    database.db,
    config.publicUrl,
    user.id,
    'first',
    now,
  );
  const file = path.join(config.dataDir, INITIAL_ADMIN_FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(
    file,
    `login: ${user.login}\napplication password: ${chunkAppPassword(password)}\n` +
      `dashboard password, set it once at: ${passwordLink}\n`,
    { mode: 0o600 },
  );
  return { login: user.login, password: chunkAppPassword(password), passwordLink, file };
}
