/**
 * `POST /settings/test-email`: an administrator checks the mail settings with one real SMTP
 * conversation (a server in this process) and reads what the server said; the server's refusals
 * and an unreachable server are clear 502s; others are refused; at most 5 a minute per user.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type Account, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { freePort } from '../helpers/free-port.js';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp.js';

const URL_PATH = '/api/v2/settings/test-email';

describe.each(DIALECTS)('the test e-mail of the mail settings (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, {
      env: { PUBLIC_URL: 'https://book.example.com', SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const send = (as: Account | null, payload?: object) =>
    t.request({ method: 'POST', url: URL_PATH, as, ...(payload ? { payload } : {}) });

  it("sends to the administrator's own address and answers the server's reply", async () => {
    const admin = await t.createAccount({ role: 'administrator' });
    const res = await send(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      to: `${admin.login}@example.com`,
      transport: smtp.url,
      accepted: [`${admin.login}@example.com`],
      rejected: [],
    });
    expect(body.server_response).toMatch(/^250 /);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Slotbook test e-mail');
    expect(mail.messageId).toBe(body.message_id);
    expect(JSON.stringify(mail.to)).toContain(`${admin.login}@example.com`);
    expect(mail.from?.text).toContain('no-reply@book.example.com');
    expect(mail.text).toContain(admin.login);
  });

  it('sends to a given address', async () => {
    const admin = await t.createAccount({ role: 'administrator' });
    const res = await send(admin, { to: 'postmaster@example.org' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().to).toBe('postmaster@example.org');
    expect(smtp.received.map((m) => JSON.stringify(m.to))).toEqual([
      expect.stringContaining('postmaster@example.org'),
    ]);
  });

  it('answers 502 with what the server said when it refuses the recipient or the message', async () => {
    const admin = await t.createAccount({ role: 'administrator' });
    smtp.rejectRecipient('nobody@example.org');
    const rejected = errorBody(
      await send(admin, { to: 'nobody@example.org' }),
      502,
      'mail_not_sent',
    );
    expect(rejected.message).toContain(smtp.url);
    expect(rejected.message).toContain('550');
    expect(rejected.data).toMatchObject({ transport: smtp.url, response_code: 550 });

    smtp.refuseNext(1, 554);
    const refused = errorBody(await send(admin), 502, 'mail_not_sent');
    expect(refused.message).toContain('554');
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses hosts and viewers (403), anonymous callers (401) and a bad address (422)', async () => {
    const host = await t.createAccount({ role: 'host' });
    const viewer = await t.createAccount({ role: 'viewer' });
    errorBody(await send(host), 403, 'rest_forbidden');
    errorBody(await send(viewer, { to: 'x@example.org' }), 403, 'rest_forbidden');
    errorBody(await send(null), 401, 'rest_forbidden');
    const admin = await t.createAccount({ role: 'administrator' });
    errorBody(await send(admin, { to: 'not an address' }), 422, 'rest_validation_failed');
    errorBody(
      await send(admin, { to: 'x'.repeat(200) + '@example.org' }),
      422,
      'rest_validation_failed',
    );
    expect(smtp.received).toHaveLength(0);
  });

  it('sends at most 5 a minute per user (429 with Retry-After), without stopping others', async () => {
    const admin = await t.createAccount({ role: 'administrator' });
    for (let i = 0; i < 5; i += 1) expect((await send(admin)).statusCode).toBe(200);
    const sixth = await send(admin, { to: 'another@example.org' });
    errorBody(sixth, 429, 'rest_rate_limited');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(5);
    const other = await t.createAccount({ role: 'administrator' });
    expect((await send(other)).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('the test e-mail without a reachable server (%s)', (dialect) => {
  it('answers 502 naming the server when nothing listens there', async () => {
    const port = await freePort();
    const t = await createTestApp(dialect, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const body = errorBody(
        await t.request({ method: 'POST', url: URL_PATH, payload: {} }),
        502,
        'mail_not_sent',
      );
      expect(body.message).toContain(`smtp://127.0.0.1:${port}`);
      expect(body.data).toMatchObject({ smtp_error: 'ESOCKET' });
    } finally {
      await t.close();
    }
  });

  it('writes the message to the mail folder without SMTP_URL, and says so', async () => {
    const t = await createTestApp(dialect);
    try {
      const res = await t.request({ method: 'POST', url: URL_PATH });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ to: 'admin@example.com', transport: 'files' });
      expect(res.json().message).toContain('No SMTP_URL');
      const files = fs.readdirSync(path.join(t.config.dataDir, 'mail'));
      expect(files.filter((f) => f.includes('slotbook.test.'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
