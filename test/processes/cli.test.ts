/**
 * The installed `slotbook` command as an operator runs it: migrating, managing users and
 * application passwords, errors on stderr with a non-zero exit, serving through the bin and
 * stopping on SIGTERM, version and help.
 *
 * Over 30 seconds: every command runs the real program as its own process (each start loads the
 * whole program), and the serving case waits for it to answer and to stop.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { basic } from '../helpers/app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { freePort } from '../helpers/free-port.js';

const BIN = path.resolve('bin/slotbook.js');

/** The DATABASE_URL that points a separate process at the test's own database. */
function envFor(testDb: TestDatabase): Record<string, string> {
  const env: Record<string, string> = { DATA_DIR: testDb.dataDir, LOG_LEVEL: 'warn' };
  if (testDb.databaseUrl) env.DATABASE_URL = testDb.databaseUrl;
  return env;
}

async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(DIALECTS)('slotbook CLI (%s)', (dialect) => {
  let testDb: TestDatabase;
  afterEach(() => testDb.drop());

  it('migrates, creates and lists users, and manages application passwords', async () => {
    testDb = await createTestDatabase(dialect);
    const env = envFor(testDb);
    expect(await cli(['migrate'], env)).toMatchObject({
      code: 0,
      out: 'The schema was already up to date.',
    });

    const created = await cli(
      [
        'users',
        'create',
        '--login',
        'grace',
        '--email',
        'grace@example.com',
        '--role',
        'administrator',
        '--name',
        'Grace Hopper',
      ],
      env,
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toMatch(
      /^Created user \d+ \(grace, administrator\)\.\nThey choose their password at \(once, within 72 hours\): http:\/\/localhost:8080\/app\/set-password\?token=[\w-]{43}$/,
    );

    const listed = await cli(['users', 'list'], env);
    expect(listed.out).toMatch(/\tgrace\tgrace@example\.com\tadministrator\tactive$/m);
    await testDb.database.db
      .updateTable('users')
      .set({ deactivated_at: Date.now() })
      .where('login', '=', 'grace')
      .execute();
    expect((await cli(['users', 'list'], env)).out).toMatch(
      /\tgrace\tgrace@example\.com\tadministrator\tdeactivated$/m,
    );
    await testDb.database.db
      .updateTable('users')
      .set({ deactivated_at: null })
      .where('login', '=', 'grace')
      .execute();

    const issued = await cli(
      ['app-passwords', 'create', '--user', 'grace', '--name', 'deploy'],
      env,
    );
    expect(issued.code).toBe(0);
    expect(issued.out).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);

    const passwords = await cli(['app-passwords', 'list', '--user', 'grace'], env);
    const uuid = passwords.out.split('\t')[0] ?? '';
    expect(passwords.out).toContain('\tdeploy');
    expect(
      await cli(['app-passwords', 'revoke', '--user', 'grace', '--uuid', uuid], env),
    ).toMatchObject({ code: 0 });
    expect((await cli(['app-passwords', 'list', '--user', 'grace'], env)).out).toBe('');
  });

  it('reports errors on stderr with a non-zero exit', async () => {
    testDb = await createTestDatabase(dialect);
    const env = envFor(testDb);
    const cases: [string[], number, RegExp][] = [
      [['frobnicate'], 2, /Unknown command: frobnicate/],
      [['users', 'create', '--login', 'x'], 2, /needs --login and --email/],
      [
        ['users', 'create', '--login', 'x', '--email', 'x@example.com', '--role', 'king'],
        2,
        /--role must be one of/,
      ],
      [['users', 'create', '--bogus'], 2, /Unknown option/],
      [
        ['app-passwords', 'create', '--user', 'nobody'],
        1,
        /^slotbook: No user has the login or e-mail "nobody" \(`slotbook users list` lists them\)\.$/,
      ],
      [
        ['app-passwords', 'revoke', '--user', 'nobody'],
        1,
        /^slotbook: No user has the login or e-mail "nobody"/,
      ],
      [['serve', '--port'], 2, /--port/],
    ];
    for (const [argv, code, message] of cases) {
      const result = await cli(argv, env);
      expect(result.code, argv.join(' ')).toBe(code);
      expect(result.err).toMatch(message);
      // Usage only for a command used wrongly, not for one that found nothing to act on.
      expect(result.err.includes('Usage:'), argv.join(' ')).toBe(code === 2);
      expect(result.out).toBe('');
    }
    await cli(['users', 'create', '--login', 'twice', '--email', 'twice@example.com'], env);
    const dup = await cli(
      ['users', 'create', '--login', 'twice', '--email', 'other@example.com'],
      env,
    );
    expect(dup).toMatchObject({ code: 1, err: 'slotbook: The username twice is already taken.' });
    const badConfig = await cli(['migrate'], { ...env, PORT: 'eighty' });
    expect(badConfig.code).toBe(1);
    expect(badConfig.err).toContain('PORT must be an integer');
  });

  it('serves through the installed bin and shuts down cleanly on SIGTERM', async () => {
    testDb = await createTestDatabase(dialect);
    const port = await freePort();
    const password = 'Aa11 Bb22 Cc33 Dd44 Ee55 Ff66';
    // The command line's --port and --host win over the environment's.
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', String(port), '--host', '127.0.0.1'],
      {
        env: {
          ...process.env,
          ...envFor(testDb),
          PORT: '1',
          HOST: '192.0.2.1',
          SLOTBOOK_ADMIN_LOGIN: 'boot',
          SLOTBOOK_ADMIN_EMAIL: 'boot@example.com',
          SLOTBOOK_ADMIN_APP_PASSWORD: password,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const res = await waitFor(
        () => stderr,
        `http://127.0.0.1:${port}/wp-json/fluent-booking/v2/users/me`,
        basic('boot', password),
      );
      expect(res.status, stderr).toBe(200);
      expect(await res.json()).toMatchObject({ username: 'boot' });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});

describe('slotbook CLI without a database', () => {
  it('prints its version', async () => {
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(await cli(['--version'], {})).toMatchObject({ code: 0, out: `slotbook ${version}` });
  });

  it('prints usage for help', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-cli-'));
    const result = await cli(['help'], { DATA_DIR: dir });
    expect(result.code).toBe(0);
    expect(result.out).toContain('app-passwords create --user L');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

async function waitFor(
  stderr: () => string,
  url: string,
  authorization: string,
): Promise<Response> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await fetch(url, { headers: { authorization } });
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`server did not answer: ${stderr()}`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
