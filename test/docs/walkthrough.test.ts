/**
 * The API walkthrough (docs/API.md) and the README's example, run as written against a fresh
 * server: if an example there stops working, this fails. Only the administrator's password and
 * the port differ from the text.
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
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const API_DOC = fs.readFileSync(path.join(ROOT, 'docs/API.md'), 'utf8');
const PASSWORD = 'walkthrough-password-1234';

/** The shell block between `<!-- name:start -->` and `<!-- name:end -->` in docs/API.md. */
function block(name: string): string {
  const section = new RegExp(
    `<!-- ${name}:start -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\`\\s*<!-- ${name}:end -->`,
  ).exec(API_DOC);
  if (!section?.[1]) throw new Error(`docs/API.md has no ${name} block`);
  return section[1];
}

describe('the API walkthrough', () => {
  let dir: string;
  let running: Running;
  let port: number;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
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
        // The webhook example's receiver is this test's, on loopback.
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      }),
      () => undefined,
    );
  });
  afterAll(async () => {
    await running.stop();
    await receiver.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs from an empty server to a booking made, moved and cancelled, with its e-mails and a webhook', async () => {
    const script = `${block('walkthrough')}${block('webhooks')}`
      .replace('https://crm.example.com/slotbook', receiver.url)
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
    expect(mails).toHaveLength(5);
    // The webhook example: the ping answered 200, and it is the one delivery in the log.
    expect(lines.slice(-2)).toEqual(['200', '1']);
    expect(receiver.received.map((r) => r.json.type)).toEqual(['webhook.ping']);
    const subjects = mails.map(
      (name) =>
        /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(dir, 'data/mail', name), 'utf8'))?.[1],
    );
    for (const subject of ['invited', 'Confirmation', 'New Booking', 'Rescheduled', 'Cancelled']) {
      expect(
        subjects.some((s) => s?.includes(subject)),
        subject,
      ).toBe(true);
    }
  });

  it("answers the README's example as the administrator", async () => {
    const example = /```sh\n(curl [^\n]*\/users\/me)\n```/.exec(README)?.[1];
    if (!example) throw new Error('README has no curl example');
    const script = example
      .replace(/-u 'admin:[^']*'/, `-u 'admin:${PASSWORD}'`)
      .replace('http://localhost:8080', `http://localhost:${port}`);
    expect(script).toContain(PASSWORD);
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', `${script} --fail`], {
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(JSON.parse(stdout)).toMatchObject({ username: 'admin' });
  });
});
