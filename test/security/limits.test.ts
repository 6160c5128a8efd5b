/**
 * Limits that keep one client from hurting others: failed logins count per account and client,
 * guests' Idempotency-Keys belong to their client, /metrics needs its token, and each user has a
 * request budget on the authenticated routes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { basic, createTestApp, errorBody, type Account, type TestApp } from '../helpers/app.js';
import { bookableEvent, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('limits per account, client and user (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const me = (as: Account | { auth: string }, from: string) =>
    t.app.inject({
      url: '/api/v2/users/me',
      remoteAddress: from,
      headers: { authorization: as.auth },
    });

  it('locks an account only for the client that failed, not from every address', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    const wrong = { auth: basic(host.login, 'not the password') };
    for (let i = 0; i < 10; i++)
      errorBody(await me(wrong, '203.0.113.1'), 401, 'incorrect_password');
    const blocked = await me(host, '203.0.113.1');
    errorBody(blocked, 429, 'rest_rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The account's owner, from their own address, is not locked out by someone else's failures.
    expect((await me(host, '203.0.113.2')).statusCode).toBe(200);
  });

  it('counts the login and the e-mail of one account as one account', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    for (let i = 0; i < 5; i++) {
      errorBody(
        await me({ auth: basic(host.login, 'nope') }, '203.0.113.5'),
        401,
        'incorrect_password',
      );
      errorBody(
        await me({ auth: basic(`${host.login}@example.com`, 'nope') }, '203.0.113.5'),
        401,
        'incorrect_password',
      );
    }
    errorBody(await me(host, '203.0.113.5'), 429, 'rest_rate_limited');
    errorBody(
      await me({ auth: basic(`${host.login}@EXAMPLE.com`, host.password) }, '203.0.113.5'),
      429,
      'rest_rate_limited',
    );
    // Another account from the same client is not held by this account's failures.
    expect((await me(t.admin, '203.0.113.5')).statusCode).toBe(200);
  });

  it("never answers a guest's Idempotency-Key with another client's booking", async () => {
    t = await createTestApp(dialect, { clock: () => NOW });
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const post = (from: string, start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/events/${event.hash}/bookings`,
        remoteAddress: from,
        headers: { 'idempotency-key': 'booking-1' },
        payload: guest({ start_utc: start }),
      });
    const first = await post('198.51.100.1', '2031-02-03T10:00:00Z');
    expect(first.statusCode).toBe(201);
    // The same client retrying gets its answer back.
    const retry = await post('198.51.100.1', '2031-02-03T10:00:00Z');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // Another client with the same key and body is a request of its own: here, a taken slot.
    const other = await post('198.51.100.2', '2031-02-03T10:00:00Z');
    errorBody(other, 409, 'slot_unavailable');
    expect(other.body).not.toContain(first.json<{ booking_hash: string }>().booking_hash);
    // And with another start it books for itself, without a 409 about the key.
    const own = await post('198.51.100.2', '2031-02-03T11:00:00Z');
    expect(own.statusCode).toBe(201);
    expect(own.json<{ booking_hash: string }>().booking_hash).not.toBe(
      first.json<{ booking_hash: string }>().booking_hash,
    );
  });

  it('hides /metrics without METRICS_TOKEN and asks for the token when it is set', async () => {
    t = await createTestApp(dialect);
    errorBody(await t.request({ url: '/metrics', as: null }), 404, 'rest_no_route');
    errorBody(await t.request({ url: '/metrics' }), 404, 'rest_no_route');
    await t.close();

    const token = 'metrics-token-0123456789';
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: token } });
    errorBody(await t.request({ url: '/metrics', as: null }), 401, 'rest_forbidden');
    // An administrator's credentials are not the metrics token.
    errorBody(await t.request({ url: '/metrics' }), 401, 'rest_forbidden');
    const wrong = { authorization: `Bearer ${token}x` };
    errorBody(
      await t.request({ url: '/metrics', as: null, headers: wrong }),
      401,
      'rest_forbidden',
    );
    const right = { authorization: `Bearer ${token}` };
    const res = await t.request({ url: '/metrics', as: null, headers: right });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('slotbook_process_resident_memory_bytes');
  });

  it("limits each user's requests on authenticated routes, with Retry-After", async () => {
    let now = NOW;
    t = await createTestApp(dialect, { clock: () => now, env: { USER_RATE_LIMIT: '5' } });
    const host = await t.createAccount();
    for (let i = 0; i < 5; i++) expect((await me(host, '192.0.2.1')).statusCode).toBe(200);
    // From any address: the budget is the user's.
    const over = await me(host, '192.0.2.2');
    errorBody(over, 429, 'rest_rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Other users keep their own budget; public routes are not counted against anyone.
    expect((await me(t.admin, '192.0.2.1')).statusCode).toBe(200);
    expect((await t.request({ url: '/healthz', as: null })).statusCode).toBe(200);
    now += 61_000;
    expect((await me(host, '192.0.2.1')).statusCode).toBe(200);
  });
});
