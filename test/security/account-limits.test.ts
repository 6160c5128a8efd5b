/**
 * The account routes anybody may call cost little and are limited per client address: a
 * set-password link is checked before the password is hashed, sign-ins and set-password
 * attempts take a slot of their client's limit, a user keeps a bounded number of sessions, and
 * expired sessions and dead links are deleted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accountRetentionSteps } from '../../src/modules/accounts/index.js';
import { pruneOutbox } from '../../src/modules/outbox/retention.js';
import {
  cookieOf,
  PASSWORD,
  personWithPassword,
  requestReset,
  setPassword,
  signIn,
  awaitLinkToken,
} from '../helpers/accounts.js';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2031-03-03T09:00:00Z');

describe.each(DIALECTS)('limits of the account routes (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses an unknown link before looking at the password', async () => {
    t = await createTestApp(dialect);
    // Had the password been taken first, this would be a complaint about its length.
    errorBody(await setPassword(t, 'x'.repeat(43), 'short'), 422, 'invalid_link');
  });

  it('limits set-password attempts per client address, with Retry-After', async () => {
    t = await createTestApp(dialect);
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        setPassword(t, `${'y'.repeat(40)}${100 + i}`, PASSWORD, '198.51.100.7'),
      ),
    );
    const codes = attempts.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    const refused = attempts.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(6);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held by this one's attempts.
    errorBody(await setPassword(t, 'z'.repeat(43), PASSWORD, '198.51.100.8'), 422, 'invalid_link');
  });

  it('limits sign-ins per client address, successful ones included', async () => {
    t = await createTestApp(dialect);
    const person = await personWithPassword(t);
    for (let i = 0; i < 30; i++) {
      expect((await signIn(t, person.login, PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    }
    const over = await signIn(t, person.login, PASSWORD, '198.51.100.9');
    errorBody(over, 429, 'rest_rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(t, person.login, PASSWORD, '198.51.100.10')).statusCode).toBe(200);
  });

  it('keeps at most 20 sessions per user: a sign-in past them ends the one unused for longest', async () => {
    let now = NOW;
    t = await createTestApp(dialect, { clock: () => now });
    const person = await personWithPassword(t);
    const cookies: string[] = [];
    for (let i = 0; i < 22; i++) {
      now += 1_000;
      const res = await signIn(t, person.login, PASSWORD, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(200);
      cookies.push(cookieOf(res));
    }
    const me = (cookie: string) =>
      t.app.inject({ url: '/api/v2/accounts/sessions', headers: { cookie } });
    const list = await me(cookies[21] ?? '');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ sessions: unknown[] }>().sessions).toHaveLength(20);
    expect((await me(cookies[0] ?? '')).statusCode).toBe(401);
    expect((await me(cookies[1] ?? '')).statusCode).toBe(401);
    expect((await me(cookies[2] ?? '')).statusCode).toBe(200);
  });

  it('deletes expired sessions and used or expired links', async () => {
    let now = NOW;
    t = await createTestApp(dialect, { clock: () => now });
    const person = await personWithPassword(t);
    expect((await signIn(t, person.login, PASSWORD)).statusCode).toBe(200);
    expect((await requestReset(t, person.email)).statusCode).toBe(202);
    await awaitLinkToken(t, person.email, 'account_password_reset');
    const db = t.testDb.database.db;
    const rows = async () => ({
      sessions: (await db.selectFrom('sessions').select('id').execute()).length,
      links: (await db.selectFrom('password_tokens').select('id').execute()).length,
    });
    // Mailing the reset link deleted the used invitation.
    expect(await rows()).toEqual({ sessions: 1, links: 1 });
    // A new session and link of the user's delete their expired session and replaced link.
    now += 15 * DAY_MS;
    expect((await signIn(t, person.login, PASSWORD)).statusCode).toBe(200);
    expect((await requestReset(t, person.email)).statusCode).toBe(202);
    await awaitLinkToken(t, person.email, 'account_password_reset', 2);
    expect(await rows()).toEqual({ sessions: 1, links: 1 });
    // The retention loop deletes every user's, past its period.
    now += 45 * DAY_MS;
    await pruneOutbox(db, now - 30 * DAY_MS, { steps: accountRetentionSteps });
    expect(await rows()).toEqual({ sessions: 0, links: 0 });
  });
});
