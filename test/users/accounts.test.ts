import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { bootstrapAdministrator, INITIAL_ADMIN_FILE } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { createMemoryCounter } from '../../src/infra/counters.js';
import { loadAppPasswordSecret } from '../../src/services.js';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';

const PASSWORD = 'correct horse battery staple';

function cookieOf(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const value = /slotbook_session=([^;]*)/.exec(header)?.[1] ?? '';
  return `slotbook_session=${value}`;
}

/** The set-password token of the last e-mail of `kind` to `recipient`. */
async function linkTokenFor(t: TestApp, recipient: string, kind: string): Promise<string> {
  const rows = await t.testDb.database.db
    .selectFrom('outbox')
    .select(['text', 'html', 'subject'])
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .execute();
  const token = /\/app\/set-password\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} mail to ${recipient}`);
  return token;
}

async function signIn(t: TestApp, login: string, password: string, headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/sign-in',
    payload: { login, password },
    headers,
  });
}

async function setPassword(t: TestApp, token: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/password/set',
    payload: { token, password },
  });
}

/** An invited user who chose their password; answers their login and a signed-in cookie. */
async function invitedUser(t: TestApp, role = 'host') {
  const login = `u${Math.floor(Math.random() * 1e9)}`;
  const created = await t.request({
    method: 'POST',
    url: '/api/v2/users',
    payload: { username: login, email: `${login}@example.com`, role },
  });
  expect(created.statusCode).toBe(201);
  const token = await linkTokenFor(t, `${login}@example.com`, 'account_invitation');
  expect((await setPassword(t, token)).statusCode).toBe(200);
  const res = await signIn(t, login, PASSWORD);
  expect(res.statusCode).toBe(200);
  return { login, id: created.json<{ id: number }>().id, cookie: cookieOf(res) };
}

describe.each(DIALECTS)('sign-in for people (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('invites a new user by e-mail; the link sets a password once; the cookie signs in', async () => {
    t = await createTestApp(dialect);
    const user = await invitedUser(t);
    const me = await t.app.inject({ url: '/api/v2/users/me', headers: { cookie: user.cookie } });
    expect(me.json()).toMatchObject({ username: user.login, role: 'host' });
    const status = await t.app.inject({
      url: '/api/v2/accounts/me',
      headers: { cookie: user.cookie },
    });
    expect(status.json()).toEqual({
      has_password: true,
      signed_in_with: 'session',
      email_change: null,
    });

    // The invitation link worked once.
    const reused = await t.testDb.database.db
      .selectFrom('password_tokens')
      .select('used_at')
      .execute();
    expect(reused.every((r) => r.used_at !== null)).toBe(true);
    const token = await linkTokenFor(t, `${user.login}@example.com`, 'account_invitation');
    errorBody(await setPassword(t, token, 'another long password'), 422, 'invalid_link');
    errorBody(await setPassword(t, 'x'.repeat(43)), 422, 'invalid_link');
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only behind https, and stores the password with argon2id', async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://book.example.com' } });
    const user = await invitedUser(t);
    const res = await signIn(t, user.login, PASSWORD);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^slotbook_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; /);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    const stored = await t.testDb.database.db
      .selectFrom('account_passwords')
      .select('password_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(PASSWORD);
    await t.close();

    t = await createTestApp(dialect);
    const plain = await invitedUser(t);
    const again = await signIn(t, plain.login, PASSWORD);
    expect(String(again.headers['set-cookie'])).not.toContain('Secure');
  });

  it('refuses a wrong password, too short a password, and limits failures like API logins', async () => {
    t = await createTestApp(dialect);
    const user = await invitedUser(t);
    errorBody(await signIn(t, user.login, 'wrong password'), 401, 'invalid_credentials');
    errorBody(await signIn(t, 'nobody', 'wrong password'), 401, 'invalid_credentials');
    // A user without an account password cannot sign in with anything.
    errorBody(await signIn(t, 'admin', ''), 422, 'rest_validation_failed');
    errorBody(await signIn(t, 'admin', 'anything at all'), 401, 'invalid_credentials');
    // Ten failures on this account from this client, its e-mail counting as the same account.
    for (let i = 0; i < 9; i++)
      await signIn(t, i % 2 ? `${user.login}@example.com` : user.login, 'wrong password');
    const limited = errorBody(await signIn(t, user.login, PASSWORD), 429, 'rest_rate_limited');
    expect(limited.message).toMatch(/Too many/);
  });

  it('rotates the session at sign-in, lists sessions, ends one, and signs out everywhere', async () => {
    t = await createTestApp(dialect);
    const user = await invitedUser(t);
    const rotated = await signIn(t, user.login, PASSWORD, { cookie: user.cookie });
    const second = cookieOf(rotated);
    expect(second).not.toBe(user.cookie);
    // The cookie the browser had before signing in again no longer works.
    errorBody(
      await t.app.inject({ url: '/api/v2/users/me', headers: { cookie: user.cookie } }),
      401,
      'rest_forbidden',
    );
    const third = cookieOf(await signIn(t, user.login, PASSWORD));
    const list = await t.app.inject({
      url: '/api/v2/accounts/sessions',
      headers: { cookie: second },
    });
    const sessions = list.json<{ sessions: { id: number; current: boolean }[] }>().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    // Another user cannot end this user's session, and does not learn it exists.
    const other = await invitedUser(t);
    const notCurrent = sessions.find((s) => !s.current)!;
    errorBody(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/accounts/sessions/${notCurrent.id}`,
        headers: { cookie: other.cookie },
      }),
      404,
      'session_not_found',
    );
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/accounts/sessions/${notCurrent.id}`,
      headers: { cookie: second },
    });
    expect(ended.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v2/users/me', headers: { cookie: third } })).statusCode,
    ).toBe(401);

    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/accounts/sessions',
      headers: { cookie: second },
    });
    expect(everywhere.statusCode).toBe(200);
    expect(String(everywhere.headers['set-cookie'])).toContain('Max-Age=0');
    expect(
      (await t.app.inject({ url: '/api/v2/users/me', headers: { cookie: second } })).statusCode,
    ).toBe(401);
    // The other user's session is untouched.
    expect(
      (await t.app.inject({ url: '/api/v2/users/me', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('mails a reset link for a known account only, with the same answer; the reset signs out everywhere', async () => {
    t = await createTestApp(dialect);
    const user = await invitedUser(t);
    const ask = (login: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/accounts/password-reset',
        payload: { login },
      });
    const unknown = await ask('nobody@example.com');
    const known = await ask(`${user.login}@example.com`);
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    // The account is looked up and mailed after the answer.
    const resets = () =>
      t.testDb.database.db
        .selectFrom('outbox')
        .select('recipient')
        .where('kind', '=', 'account_password_reset')
        .execute();
    await expect.poll(resets).toEqual([{ recipient: `${user.login}@example.com` }]);

    const token = await linkTokenFor(t, `${user.login}@example.com`, 'account_password_reset');
    errorBody(await setPassword(t, token, 'short'), 422, 'rest_validation_failed');
    expect((await setPassword(t, token, 'a brand new password')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/v2/users/me', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(401);
    errorBody(await signIn(t, user.login, PASSWORD), 401, 'invalid_credentials');
    expect((await signIn(t, user.login, 'a brand new password')).statusCode).toBe(200);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    t = await createTestApp(dialect);
    const user = await invitedUser(t);
    const other = cookieOf(await signIn(t, user.login, PASSWORD));
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/accounts/password',
        headers: { cookie: user.cookie },
        payload: { current_password: current, new_password: 'the next long password' },
      });
    errorBody(await change('wrong one'), 422, 'rest_validation_failed');
    expect((await change(PASSWORD)).statusCode).toBe(200);
    const status = (cookie: string) =>
      t.app.inject({ url: '/api/v2/users/me', headers: { cookie } }).then((r) => r.statusCode);
    expect(await status(user.cookie)).toBe(200);
    expect(await status(other)).toBe(401);
  });

  it('refuses a cross-site write carrying a valid session cookie, and a cross-site sign-in', async () => {
    t = await createTestApp(dialect);
    const user = await invitedUser(t, 'administrator');
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/calendars',
        headers: {
          cookie: user.cookie,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
        payload: 'title=Evil',
      });
    errorBody(await post({ origin: 'https://evil.example' }), 403, 'cross_site_request');
    errorBody(await post({ 'sec-fetch-site': 'cross-site' }), 403, 'cross_site_request');
    const calendars = await t.testDb.database.db.selectFrom('calendars').selectAll().execute();
    expect(calendars).toEqual([]);
    errorBody(
      await signIn(t, user.login, PASSWORD, { origin: 'https://evil.example' }),
      403,
      'rest_forbidden',
    );
  });

  it("a viewer's session reads but cannot write", async () => {
    t = await createTestApp(dialect);
    const viewer = await invitedUser(t, 'viewer');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v2/calendars',
      headers: { cookie: viewer.cookie },
      payload: { title: 'Mine' },
    });
    expect(write.statusCode).toBe(403);
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/v2/accounts/invitations',
      headers: { cookie: viewer.cookie },
      payload: { user_id: 1 },
    });
    errorBody(invite, 403, 'rest_forbidden');
  });
});

describe.each(DIALECTS)('first administrator (%s)', (dialect) => {
  let testDb: TestDatabase;
  afterEach(() => testDb.drop());

  it('gets a one-time link to set the dashboard password, in the 0600 file', async () => {
    testDb = await createTestDatabase(dialect);
    const config = loadConfig({ DATA_DIR: testDb.dataDir, LOG_LEVEL: 'silent' });
    const secret = await loadAppPasswordSecret(testDb.database, Date.now());
    const result = await bootstrapAdministrator(config, testDb.database, secret, Date.now());
    const file = fs.readFileSync(path.join(testDb.dataDir, INITIAL_ADMIN_FILE), 'utf8');
    expect(result?.passwordLink).toMatch(/^http:\/\/localhost:8080\/app\/set-password\?token=/);
    expect(file).toContain(result?.passwordLink);
    const app = await buildApp({
      config,
      database: testDb.database,
      counter: createMemoryCounter(),
    });
    const token = new URL(result!.passwordLink!).searchParams.get('token');
    const set = () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/accounts/password/set',
        payload: { token, password: PASSWORD },
      });
    expect((await set()).statusCode).toBe(200);
    expect((await set()).statusCode).toBe(422);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v2/accounts/sign-in',
      payload: { login: 'admin', password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    await app.close();
  });
});
