/** People with account passwords, signing in and using their set-password links. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.js';

export const PASSWORD = 'correct horse battery staple';

export function cookieOf(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const value = /slotbook_session=([^;]*)/.exec(header)?.[1] ?? '';
  return `slotbook_session=${value}`;
}

/** The set-password tokens of the e-mails of `kind` to `recipient`, newest first. */
export async function linkTokensFor(t: TestApp, recipient: string, kind: string) {
  const rows = await t.testDb.database.db
    .selectFrom('outbox')
    .select('text')
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => /\/app\/set-password\?token=([A-Za-z0-9_-]+)/.exec(r.text)?.[1] ?? '');
}

/** Waits for the `count`-th e-mail of `kind` to `recipient` and answers its token. */
export async function awaitLinkToken(t: TestApp, recipient: string, kind: string, count = 1) {
  await expect
    .poll(async () => (await linkTokensFor(t, recipient, kind)).length, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(count);
  return (await linkTokensFor(t, recipient, kind))[0] ?? '';
}

export function signIn(t: TestApp, login: string, password: string, from = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/sign-in',
    remoteAddress: from,
    payload: { login, password },
  });
}

export function setPassword(t: TestApp, token: string, password = PASSWORD, from = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/password/set',
    remoteAddress: from,
    payload: { token, password },
  });
}

export function requestReset(t: TestApp, login: string, from = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/password-reset',
    remoteAddress: from,
    payload: { login },
  });
}

/** A new user from the API, with the invitation link they were mailed (not used yet). */
export async function invitedUser(t: TestApp) {
  const login = `u${Math.floor(Math.random() * 1e9)}`;
  const created = await t.request({
    method: 'POST',
    url: '/api/v2/users',
    payload: { username: login, email: `${login}@example.com`, role: 'host' },
  });
  expect(created.statusCode).toBe(201);
  const email = `${login}@example.com`;
  const invitation = await awaitLinkToken(t, email, 'account_invitation');
  return { login, email, id: created.json<{ id: number }>().id, invitation };
}

/** A user who chose their password with their invitation. */
export async function personWithPassword(t: TestApp) {
  const user = await invitedUser(t);
  expect((await setPassword(t, user.invitation, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  return user;
}
