/**
 * What an operator reads when Slotbook starts, and when it cannot: each message names the
 * setting and the address or folder at fault.
 *
 * Over 30 seconds: each case starts the real program as its own process (about a second or more
 * each) and waits for it to serve or to exit.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { loadConfig } from '../../src/config.js';
import { serve } from '../../src/server.js';
import { freePort } from '../helpers/free-port.js';

const run = promisify(execFile);
const BIN = path.resolve('bin/slotbook.js');

async function cli(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('start-up messages', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-startup-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('says which migrations it applied, then that there were none', async () => {
    const env = { DATA_DIR: dir };
    const first = await cli(['migrate'], env);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^Applied \d+ migrations: 0001-foundation, .+\.$/);
    expect(await cli(['migrate'], env)).toMatchObject({
      code: 0,
      out: 'The schema was already up to date.',
    });
  });

  it('names the SQLite folder it cannot open', async () => {
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, '');
    const { code, err } = await cli(['migrate'], { DATA_DIR: file });
    expect(code).toBe(1);
    expect(err).toContain(`Cannot open the SQLite database in ${file} (DATA_DIR)`);
  });

  it('names the PostgreSQL address it cannot reach', async () => {
    const port = await freePort();
    const { code, err } = await cli(['migrate'], {
      DATA_DIR: dir,
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/slotbook`,
    });
    expect(code).toBe(1);
    expect(err).toContain(
      `Cannot reach the PostgreSQL database at 127.0.0.1:${port}/slotbook (DATABASE_URL): ECONNREFUSED`,
    );
    expect(err).not.toContain('secret');
  });

  it('creates no administrator when a port in use stops the start; shows the password on the next, then reminds of it', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const env = { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
    const failed = await cli(['serve'], env);
    await new Promise((resolve) => blocker.close(resolve));
    expect(failed.code).toBe(1);
    expect(failed.out).not.toContain('This password is shown only once');
    expect(fs.existsSync(path.join(dir, 'initial-admin.txt'))).toBe(false);
    expect(failed.err).toContain(
      `Port ${port} on 127.0.0.1 is already in use (PORT, HOST): stop the other server or choose another port.`,
    );

    const started = async () => {
      const lines: string[] = [];
      const running = await serve(loadConfig({ ...env, PORT: String(await freePort()) }), (l) =>
        lines.push(l),
      );
      await running.stop();
      return lines.join('\n');
    };
    expect(await started()).toContain('This password is shown only once');
    expect(await started()).toContain(
      `The first administrator's application password is in ${path.join(dir, 'initial-admin.txt')}`,
    );
  });

  it('warns at start when the SMTP server does not answer', async () => {
    const smtpPort = await freePort();
    const lines: string[] = [];
    const running = await serve(
      loadConfig({
        DATA_DIR: dir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      }),
      (l) => lines.push(l),
    );
    try {
      await expect
        .poll(() => lines.join('\n'), { timeout: 10_000 })
        .toContain(
          `Warning: the SMTP server (SMTP_URL) is not reachable: smtp://127.0.0.1:${smtpPort}: ESOCKET connect ECONNREFUSED`,
        );
    } finally {
      await running.stop();
    }
  });

  it('writes a readable log, one line per request, with LOG_FORMAT=pretty', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [BIN, 'serve'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_FORMAT: 'pretty',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      await expect.poll(() => stdout, { timeout: 20_000 }).toContain('Slotbook is ready');
      const res = await fetch(`http://127.0.0.1:${port}/api/v2/users/me`, {
        headers: { 'x-request-id': 'pretty-1' },
      });
      expect(res.status).toBe(401);
      await expect
        .poll(() => stdout, { timeout: 10_000 })
        .toMatch(
          /^\[[\d:.]+\] INFO: request completed: GET \/api\/v2\/users\/me 401 in [\d.]+ ms \{"reqId":"pretty-1"\}$/m,
        );
      expect(stdout.split('\n').filter((line) => line.includes('pretty-1'))).toHaveLength(1);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('reads .env from the working directory; the environment wins over it', async () => {
    fs.writeFileSync(path.join(dir, '.env'), 'DATA_DIR=./from-dotenv\nLOG_LEVEL=silent\n');
    const { stdout, stderr } = await run(process.execPath, [BIN, 'migrate'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(stderr).toContain('Settings read from .env.');
    expect(stdout).toMatch(/^Applied \d+ migrations/);
    expect(fs.existsSync(path.join(dir, 'from-dotenv', 'slotbook.sqlite'))).toBe(true);

    const other = path.join(dir, 'from-environment');
    await run(process.execPath, [BIN, 'migrate'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: other },
    });
    expect(fs.existsSync(path.join(other, 'slotbook.sqlite'))).toBe(true);
  });
});
