import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { explainStartupError } from './startup-errors.js';
import { AppError } from './errors.js';
import { ROLES, type Role } from './domain/policy.js';
import { chunkAppPassword } from './modules/users/index.js';
import { deleteAppPassword, listAppPasswords } from './modules/users/index.js';
import { findUserByLoginOrEmail, listUsers } from './modules/users/index.js';
import { createUser, issueAppPassword } from './modules/users/index.js';
import { openConfiguredDatabase, serve, stopOnSignals } from './server.js';
import { loadAppPasswordSecret } from './services.js';
import type { Database } from './db/database.js';

export interface CliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = `Usage: slotbook [command]

Commands:
  serve                                   run the API (default)
  migrate                                 bring the database schema up to date
  users create --login L --email E [--role R] [--name N]
  users list
  app-passwords create --user L [--name N]   prints only the new password
  app-passwords list --user L
  app-passwords revoke --user L --uuid U

Configuration comes from the environment (see README).`;

class UsageError extends Error {}

/** Runs one command; returns the process exit code. Long-running `serve` resolves to -1. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command = 'serve', sub, ...rest] = argv;
  let config: Config | undefined;
  try {
    if (command === 'help' || command === '--help' || command === '-h') {
      io.out(USAGE);
      return 0;
    }
    config = loadConfig(io.env);
    if (command === 'serve') {
      stopOnSignals(await serve(config, io.out));
      return -1;
    }
    if (command === 'migrate') return await migrateCommand(config, io);
    if (command === 'users') return await usersCommand(config, sub, rest, io);
    if (command === 'app-passwords') return await appPasswordsCommand(config, sub, rest, io);
    throw new UsageError(`Unknown command: ${command}`);
  } catch (error) {
    return report(error, io, config);
  }
}

/** Applies the migrations the database lacks and says which, or that there were none. */
async function migrateCommand(config: Config, io: CliIo): Promise<number> {
  const database = openConfiguredDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    io.out(
      applied.length
        ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}: ${applied.join(', ')}.`
        : 'The schema was already up to date.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function usersCommand(config: Config, sub: string | undefined, args: string[], io: CliIo) {
  if (sub === 'create') {
    const { values } = parseArgs({
      args,
      options: {
        login: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
      },
    });
    if (!values.login || !values.email)
      throw new UsageError('users create needs --login and --email');
    const role = (values.role ?? 'host') as Role;
    if (!ROLES.includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
    return withDatabase(config, async (database) => {
      const user = await createUser(database.db, Date.now(), {
        login: values.login ?? '',
        email: values.email ?? '',
        role,
        ...(values.name ? { name: values.name } : {}),
      });
      io.out(`Created user ${user.id} (${user.login}, ${user.role}).`);
    });
  }
  if (sub === 'list') {
    parseArgs({ args, options: {} });
    return withDatabase(config, async (database) => {
      for (const u of await listUsers(database.db, { offset: 0, limit: 10_000 })) {
        io.out(`${u.id}\t${u.login}\t${u.email}\t${u.role}`);
      }
    });
  }
  throw new UsageError('users needs a subcommand: create or list');
}

async function appPasswordsCommand(
  config: Config,
  sub: string | undefined,
  args: string[],
  io: CliIo,
) {
  const { values } = parseArgs({
    args,
    options: { user: { type: 'string' }, name: { type: 'string' }, uuid: { type: 'string' } },
  });
  if (!values.user) throw new UsageError(`app-passwords ${sub ?? ''} needs --user`);
  if (sub !== 'create' && sub !== 'list' && sub !== 'revoke') {
    throw new UsageError('app-passwords needs a subcommand: create, list or revoke');
  }
  return withDatabase(config, async (database) => {
    const user = await findUserByLoginOrEmail(database.db, values.user ?? '');
    if (!user) throw new UsageError(`No user ${values.user}`);
    if (sub === 'create') {
      const secret = await loadAppPasswordSecret(database, Date.now());
      const name = values.name ?? 'CLI';
      const { password } = await issueAppPassword(database.db, secret, Date.now(), user.id, name);
      io.out(chunkAppPassword(password));
    } else if (sub === 'list') {
      for (const p of await listAppPasswords(database.db, user.id)) io.out(`${p.uuid}\t${p.name}`);
    } else {
      if (!values.uuid) throw new UsageError('app-passwords revoke needs --uuid');
      if ((await deleteAppPassword(database.db, user.id, values.uuid)) === 0) {
        throw new UsageError(`No application password ${values.uuid} for ${user.login}`);
      }
      io.out(`Revoked ${values.uuid}.`);
    }
  });
}

async function withDatabase(
  config: Config,
  work: (database: Database) => Promise<void>,
): Promise<number> {
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database);
    await work(database);
    return 0;
  } finally {
    await database.close();
  }
}

function report(error: unknown, io: CliIo, config?: Config): number {
  if (
    error instanceof UsageError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    io.err(`slotbook: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (error instanceof ConfigError || error instanceof AppError) {
    io.err(`slotbook: ${error.message}`);
    return 1;
  }
  const explained = config && explainStartupError(error, config);
  io.err(`slotbook: ${explained ?? (error instanceof Error ? error.message : String(error))}`);
  return 1;
}
