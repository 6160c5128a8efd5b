import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, personWithPassword } from '../helpers/accounts.js';
import { DIALECTS } from '../helpers/db.js';
import { CONFIRM_LINK, confirmChange, requestChange, sessionOf } from '../helpers/email-change.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';

const LINK = /\/app\/set-password\?token=([A-Za-z0-9_-]+)/;

describe.each(DIALECTS)('account e-mails in the outbox (%s)', (dialect) => {
  let now = Date.parse('2031-01-01T08:00:00Z');
  let m: MailingApp;
  beforeAll(async () => {
    m = await startMailingApp(dialect, { clock: () => now });
  });
  afterAll(() => m?.close());

  const outboxRows = (recipient: string) =>
    m.t.testDb.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute();

  it('keeps the set-password link until the e-mail is sent, then only the metadata', async () => {
    const login = `invited${Math.floor(Math.random() * 1e6)}`;
    const email = `${login}@example.com`;
    const created = await m.t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: login, email, role: 'host' },
    });
    expect(created.statusCode, created.body).toBe(201);

    // The SMTP server is busy at first: the e-mail waits for its retry with its link.
    m.smtp.refuseNext(1);
    expect(await m.deliver()).toHaveLength(0);
    const [waiting] = await outboxRows(email);
    expect(waiting).toMatchObject({ kind: 'account_invitation', status: 'queued' });
    const token = LINK.exec(waiting!.text)?.[1];
    expect(token).toBeDefined();

    now += 3_600_000;
    const [mail] = await m.deliver();
    expect(mail?.text).toContain(token);

    const [sent] = await outboxRows(email);
    expect(sent).toMatchObject({ kind: 'account_invitation', status: 'sent', recipient: email });
    expect(sent!.subject).toBe('You have been invited to Slotbook');
    expect(JSON.stringify(sent)).not.toContain(token);

    // The link the user received still works.
    const set = await m.t.app.inject({
      method: 'POST',
      url: '/api/v2/accounts/password/set',
      payload: { token, password: 'correct horse battery staple' },
    });
    expect(set.statusCode, set.body).toBe(200);

    // A password reset's e-mail is forgotten the same way once sent.
    const reset = await m.t.app.inject({
      method: 'POST',
      url: '/api/v2/accounts/password-reset',
      payload: { login },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    await m.t.app.settled(); // the reset's e-mail is written after the answer
    const [resetMail] = await m.deliver();
    const resetToken = LINK.exec(resetMail?.text ?? '')?.[1];
    expect(resetToken).toBeDefined();
    const rows = await outboxRows(email);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['account_invitation', 'sent'],
      ['account_password_reset', 'sent'],
    ]);
    expect(JSON.stringify(rows)).not.toContain(resetToken);
  });

  it('mails the new address its confirmation link over SMTP, and the old one a notice', async () => {
    const person = await personWithPassword(m.t);
    await m.deliver(); // the invitation
    const cookie = await sessionOf(m.t, person.login);
    const newEmail = `moved${Math.floor(Math.random() * 1e6)}@example.org`;
    const asked = await requestChange(m.t, cookie, { email: newEmail, current_password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(202);

    const mails = await m.deliver();
    const toNew = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes(newEmail));
    const toOld = mails.find((mail) => mail.to && JSON.stringify(mail.to).includes(person.email));
    expect(toNew?.subject).toBe('Confirm your new Slotbook e-mail address');
    const token = CONFIRM_LINK.exec(toNew?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(toNew?.text).toContain(`https://book.example.com/app/confirm-email?token=${token}`);
    expect(toNew?.html).toContain(`/app/confirm-email?token=${token}`);
    expect(toOld?.subject).toBe('A change of your Slotbook e-mail address was asked for');
    expect(toOld?.text).toContain(newEmail);
    expect(toOld?.text).not.toMatch(CONFIRM_LINK);

    // Once sent, the outbox keeps no working link.
    const [sent] = await outboxRows(newEmail);
    expect(sent).toMatchObject({ kind: 'account_email_change', status: 'sent' });
    expect(JSON.stringify(sent)).not.toContain(token);
    expect((await confirmChange(m.t, token ?? '')).statusCode).toBe(200);
  });
});
