/**
 * The README's walkthrough, run as written against a fresh server: if an example there stops
 * working, this fails. Only the administrator's password and the port differ from the text.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { serve, type Running } from '../../src/server.js';
import { freePort } from '../helpers/free-port.js';

const run = promisify(execFile);
const README = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const PASSWORD = 'walkthrough-password-1234';

/** The shell block between the walkthrough markers. */
function walkthrough(): string {
  const section =
    /<!-- walkthrough:start -->\s*```sh\n([\s\S]*?)```\s*<!-- walkthrough:end -->/.exec(README);
  if (!section?.[1]) throw new Error('README has no walkthrough block');
  return section[1];
}

describe('the README walkthrough', () => {
  let dir: string;
  let running: Running;
  let port: number;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-walkthrough-'));
    port = await freePort();
    running = await serve(
      loadConfig({
        DATA_DIR: path.join(dir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'silent',
        SLOTBOOK_ADMIN_LOGIN: 'admin',
        SLOTBOOK_ADMIN_EMAIL: 'admin@example.com',
        SLOTBOOK_ADMIN_APP_PASSWORD: PASSWORD,
      }),
      () => undefined,
    );
  });
  afterAll(async () => {
    await running.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs from an empty server to a booking made, moved and cancelled, with its e-mails', async () => {
    const script = walkthrough()
      .replace(/^ADMIN='admin:[^']*'/m, `ADMIN='admin:${PASSWORD}'`)
      .replaceAll('http://localhost:8080', `http://localhost:${port}`);
    expect(script).toContain(`ADMIN='admin:${PASSWORD}'`);
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', TZ: 'UTC' },
      timeout: 60_000,
    });
    const lines = stdout.trim().split('\n');
    expect(lines.slice(0, 4)).toEqual(['admin', 'admin', 'admin', '2']);
    expect(lines).toContain('Data has been updated');
    const page = lines.find((l) => l.startsWith(`http://localhost:${port}/book/`));
    expect(page).toBeDefined();
    const html = await fetch(page!);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('Consultation');
    // Monday's override (14:00-15:30 London, 45 minutes) as the guest in Kolkata sees it.
    expect(stdout).toMatch(
      /\[ '\d{4}-\d\d-\d\d (19:30|18:30):00', '\d{4}-\d\d-\d\d (20:15|19:15):00' \]/,
    );
    // 14:45 London is 14:45 UTC in winter, 13:45 UTC in summer.
    expect(stdout).toMatch(/\d{4}-\d\d-\d\d 1[34]:45:00\ncancelled\n/);
    const mails = lines.filter((l) => l.endsWith('.eml'));
    expect(mails.length).toBeGreaterThanOrEqual(4);
  });
});
