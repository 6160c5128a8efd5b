import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { explainStartupError } from './startup-errors.js';
import { AppError } from './errors.js';
import { ROLES, type Role } from './domain/policy.js';
import { issuePasswordLink } from './modules/accounts/index.js';
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
  serve [--port P] [--host H]             run the API (default); the options win over PORT, HOST
  migrate                                 bring the database schema up to date
  users create --login L --email E [--role R] [--name N]
  users list                              prints id, login, e-mail, role, active or deactivated
  app-passwords create --user L [--name N]   prints only the new password
  app-passwords list --user L
  app-passwords revoke --user L --uuid U
  --version                               print the version

Configuration comes from the environment (see README).`;

/** A command used wrongly: the message and the usage, exit code 2. */
class UsageError extends Error {}
/** A command that could not do what it was asked (a user that does not exist): exit code 1. */
class CommandError extends Error {}

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** `serve`'s own options, as the variables they stand for. */
function serveOptions(args: string[]): Record<string, string> {
  const { values } = parseArgs({
    args,
    options: { port: { type: 'string' }, host: { type: 'string' } },
  });
  return {
    ...(values.port !== undefined ? { PORT: values.port } : {}),
    ...(values.host !== undefined ? { HOST: values.host } : {}),
  };
}

/** Runs one command; returns the process exit code. Long-running `serve` resolves to -1. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // Options alone (`slotbook --port 9000`) are the default command's.
  const args =
    argv[0]?.startsWith('--') && !['--help', '--version'].includes(argv[0])
      ? ['serve', ...argv]
      : argv;
  const [command = 'serve', sub, ...rest] = args;
  let config: Config | undefined;
  try {
    if (command === 'help' || command === '--help' || command === '-h') {
      io.out(USAGE);
      return 0;
    }
    if (command === '--version' || command === 'version') {
      io.out(`slotbook ${VERSION}`);
      return 0;
    }
    if (command === 'serve') {
      config = loadConfig({ ...io.env, ...serveOptions(args.slice(1)) });
      stopOnSignals(await serve(config, io.out));
      return -1;
    }
    config = loadConfig(io.env);
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
      const link = await issuePasswordLink(
        database.db,
        config.publicUrl,
        user.id,
        'invite',
        Date.now(),
      );
      io.out(`They choose their password at (once, within 72 hours): ${link}`);
    });
  }
  if (sub === 'list') {
    parseArgs({ args, options: {} });
    return withDatabase(config, async (database) => {
      for (const u of await listUsers(database.db, { offset: 0, limit: 10_000 })) {
        const state = u.deactivated_at === null ? 'active' : 'deactivated';
        io.out(`${u.id}\t${u.login}\t${u.email}\t${u.role}\t${state}`);
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
    if (!user) {
      throw new CommandError(
        `No user has the login or e-mail "${values.user}" (\`slotbook users list\` lists them).`,
      );
    }
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
        throw new CommandError(`${user.login} has no application password ${values.uuid}.`);
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
  if (error instanceof ConfigError || error instanceof AppError || error instanceof CommandError) {
    io.err(`slotbook: ${error.message}`);
    return 1;
  }
  const explained = config && explainStartupError(error, config);
  io.err(`slotbook: ${explained ?? (error instanceof Error ? error.message : String(error))}`);
  return 1;
}
