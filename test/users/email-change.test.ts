/**
 * A user changes their own e-mail address: asked with their password, applied only by the
 * one-time link mailed to the new address, told to the old one, and revealing nothing about
 * other accounts' addresses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, personWithPassword, signIn } from '../helpers/accounts.js';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  CONFIRM_LINK,
  confirmChange,
  confirmTokenFor,
  mailsTo,
  requestChange,
  sessionOf,
} from '../helpers/email-change.js';

describe.each(DIALECTS)('changing one’s own e-mail address (%s)', (dialect) => {
  let t: TestApp;
  let now = Date.parse('2031-03-01T09:00:00Z');
  afterEach(() => t.close());
  const start = async () => {
    now = Date.parse('2031-03-01T09:00:00Z');
    t = await createTestApp(dialect, { clock: () => now });
    return personWithPassword(t);
  };
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { cookie } })).json<{
      email: string;
    }>().email;
  const status = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/accounts/me', headers: { cookie } })).json<{
      email_change: { email: string; expires_at: string } | null;
    }>();

  it('applies the new address only when its link is opened, once', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    const other = await sessionOf(t, person.login, '10.0.0.2');
    const asked = await requestChange(t, cookie, {
      email: 'New.Address@Example.org',
      current_password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<{ message: string }>().message).toBe(
      'We sent a link to new.address@example.org — the change applies when you open it.',
    );
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect(await me(cookie)).toBe(person.email);
    expect((await status(cookie)).email_change).toEqual({
      email: 'new.address@example.org',
      expires_at: '2031-03-02T09:00:00+00:00',
    });
    expect((await signIn(t, 'new.address@example.org', PASSWORD)).statusCode).toBe(401);
    // The old address is told, without a link; the new one gets the link.
    const [notice] = await mailsTo(t, person.email, 'account_email_change_notice');
    expect(notice?.text).toContain('new.address@example.org');
    expect(notice?.text).not.toMatch(CONFIRM_LINK);
    const token = await confirmTokenFor(t, 'new.address@example.org');
    expect(token).not.toBe('');

    const confirmed = await confirmChange(t, token, cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await me(cookie)).toBe('new.address@example.org');
    expect((await status(cookie)).email_change).toBeNull();
    // The user's other sessions ended; the browser that confirmed stays signed in.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { cookie: other },
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await signIn(t, 'new.address@example.org', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, person.email, PASSWORD)).statusCode).toBe(401);
    errorBody(await confirmChange(t, token), 422, 'invalid_link');
  });

  it('needs the current password, and a valid address other than one’s own', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    const wrong = await requestChange(t, cookie, {
      email: 'someone@example.org',
      current_password: 'not the password',
    });
    expect(errorBody(wrong, 422, 'rest_validation_failed').data).toMatchObject({
      errors: { current_password: { incorrect: 'The current password is incorrect.' } },
    });
    errorBody(
      await requestChange(t, cookie, { email: 'someone@example.org' }),
      422,
      'rest_validation_failed',
    );
    for (const email of ['not an address', 'a@b', 'x@example.org, y@example.org', '']) {
      const bad = await requestChange(t, cookie, { email, current_password: PASSWORD });
      expect(bad.statusCode, email).toBe(422);
    }
    const same = await requestChange(t, cookie, {
      email: person.email.toUpperCase(),
      current_password: PASSWORD,
    });
    expect(errorBody(same, 422, 'rest_validation_failed').message).toBe(
      'This is already your e-mail address.',
    );
    expect(await mailsTo(t, 'someone@example.org', 'account_email_change')).toEqual([]);
    expect((await status(cookie)).email_change).toBeNull();
  });

  it('answers alike for an address another account uses, and mails that address no link', async () => {
    const person = await start();
    const holder = await personWithPassword(t);
    const cookie = await sessionOf(t, person.login);
    const asked = await requestChange(t, cookie, {
      email: holder.email,
      current_password: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<{ message: string }>().message).toBe(
      `We sent a link to ${holder.email} — the change applies when you open it.`,
    );
    expect((await status(cookie)).email_change?.email).toBe(holder.email);
    const [toHolder] = await mailsTo(t, holder.email, 'account_email_change');
    expect(toHolder?.text).toContain('another account already uses this address');
    expect(toHolder?.text).not.toMatch(CONFIRM_LINK);
    expect(await mailsTo(t, person.email, 'account_email_change_notice')).toHaveLength(1);
    expect(await me(cookie)).toBe(person.email);
  });

  it('refuses the link once the address was taken meanwhile', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    await requestChange(t, cookie, { email: 'wanted@example.org', current_password: PASSWORD });
    const token = await confirmTokenFor(t, 'wanted@example.org');
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: 'quicker', email: 'wanted@example.org', role: 'host' },
    });
    expect(created.statusCode).toBe(201);
    errorBody(await confirmChange(t, token), 422, 'email_taken');
    expect(await me(cookie)).toBe(person.email);
  });

  it('refuses an expired link, a replaced one and a cancelled one', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    const ask = async (email: string) => {
      const asked = await requestChange(t, cookie, { email, current_password: PASSWORD });
      expect(asked.statusCode, asked.body).toBe(202);
      return confirmTokenFor(t, email);
    };
    const expired = await ask('first@example.org');
    now += 24 * 3600_000 + 1;
    errorBody(await confirmChange(t, expired), 422, 'invalid_link');

    const replaced = await ask('second@example.org');
    const newest = await ask('third@example.org');
    errorBody(await confirmChange(t, replaced), 422, 'invalid_link');

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/accounts/email',
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await status(cookie)).email_change).toBeNull();
    errorBody(await confirmChange(t, newest), 422, 'invalid_link');
    expect(await me(cookie)).toBe(person.email);
    errorBody(await confirmChange(t, 'a'.repeat(43)), 422, 'invalid_link');
  });

  it('ends the pending change when the password changes', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    await requestChange(t, cookie, { email: 'later@example.org', current_password: PASSWORD });
    const token = await confirmTokenFor(t, 'later@example.org');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/accounts/password',
      headers: { cookie },
      payload: { current_password: PASSWORD, new_password: 'another long password' },
    });
    expect(changed.statusCode).toBe(200);
    errorBody(await confirmChange(t, token), 422, 'invalid_link');
  });

  it('changes only the user who asked, whoever opens the link', async () => {
    const asker = await start();
    const other = await personWithPassword(t);
    const askerCookie = await sessionOf(t, asker.login);
    const otherCookie = await sessionOf(t, other.login);
    await requestChange(t, askerCookie, {
      email: 'asker.new@example.org',
      current_password: PASSWORD,
    });
    const token = await confirmTokenFor(t, 'asker.new@example.org');
    // Another user cannot cancel it: their cancel is about their own change only.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/accounts/email',
      headers: { cookie: otherCookie },
    });
    expect((await status(otherCookie)).email_change).toBeNull();
    const confirmed = await confirmChange(t, token, otherCookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await me(otherCookie)).toBe(other.email);
    const asked = await t.request({ method: 'GET', url: `/api/v2/users/${asker.id}` });
    expect(asked.json<{ email: string }>().email).toBe('asker.new@example.org');
    // The asker's sessions ended; the other user's browser is not theirs and stays signed in.
    const askerNow = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { cookie: askerCookie },
    });
    expect(askerNow.statusCode).toBe(401);
  });

  it('limits the links an account gets, and needs a signed-in caller', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    for (let i = 1; i <= 3; i++) {
      const asked = await requestChange(
        t,
        cookie,
        { email: `n${i}@example.org`, current_password: PASSWORD },
        `192.0.2.${i}`,
      );
      expect(asked.statusCode).toBe(202);
    }
    const fourth = await requestChange(
      t,
      cookie,
      { email: 'n4@example.org', current_password: PASSWORD },
      '192.0.2.4',
    );
    errorBody(fourth, 429, 'rest_rate_limited');
    expect(fourth.headers['retry-after']).toBeDefined();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v2/accounts/email',
      payload: { email: 'x@example.org', current_password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves setting an address directly to administrators', async () => {
    const person = await start();
    const cookie = await sessionOf(t, person.login);
    const put = (email: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/users/${person.id}`,
        headers,
        payload: { email, name: 'Same Person' },
      });
    const direct = await put('direct@example.org', { cookie });
    expect(errorBody(direct, 422, 'rest_validation_failed').message).toContain(
      'POST /accounts/email',
    );
    expect(await me(cookie)).toBe(person.email);
    // The address as it is may be sent along with other fields.
    expect((await put(person.email.toUpperCase(), { cookie })).statusCode).toBe(200);
    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${person.id}`,
      payload: { email: 'set.by.admin@example.org' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await me(cookie)).toBe('set.by.admin@example.org');
  });
});
