import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisCounter } from '../../src/infra/counters.js';
import { basic, createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('authentication (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('gives each failure its exact 401 code and no Basic challenge', async () => {
    t = await createTestApp(dialect);
    const cases = [
      { auth: undefined, code: 'rest_forbidden' },
      { auth: 'Bearer abc', code: 'invalid_token' },
      { auth: 'Basic !!!notbase64', code: 'rest_forbidden' },
      { auth: basic('ghost', 'whatever'), code: 'invalid_username' },
      { auth: basic('ghost@example.com', 'whatever'), code: 'invalid_email' },
      { auth: basic('admin', 'wrong password'), code: 'incorrect_password' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        url: '/api/v2/users/me',
        headers: c.auth ? { authorization: c.auth } : {},
      });
      errorBody(res, 401, c.code);
      // A bearer token is challenged as one (RFC 6750); nothing else is.
      // It also names the resource metadata, where a client learns how to get a token (RFC 9728).
      const metadata = `resource_metadata="${new URL(t.config.publicUrl).origin}/.well-known/oauth-protected-resource/api/v2"`;
      expect(res.headers['www-authenticate']).toBe(
        c.code === 'invalid_token' ? `Bearer error="invalid_token", ${metadata}` : undefined,
      );
    }
  });

  it('accepts the password with or without spaces, by login or e-mail, any case', async () => {
    t = await createTestApp(dialect);
    for (const auth of [
      basic('admin', t.admin.password),
      basic('admin', t.admin.password.replace(/ /g, '')),
      basic('ADMIN', t.admin.password),
      basic('Admin@Example.com', t.admin.password),
    ]) {
      const res = await t.app.inject({ url: '/api/v2/users/me', headers: { authorization: auth } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: 1, username: 'admin' });
    }
  });

  it("does not accept one user's password for another user", async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    const res = await t.app.inject({
      url: '/api/v2/users/me',
      headers: { authorization: basic(host.login, t.admin.password) },
    });
    errorBody(res, 401, 'incorrect_password');
  });

  it('rate limits failed logins per login with 429 and Retry-After, even for the right password', async () => {
    let now = Date.parse('2026-11-21T10:00:00Z');
    t = await createTestApp(dialect, { clock: () => now });
    for (let i = 0; i < 10; i++) {
      errorBody(
        await t.request({
          url: '/api/v2/users/me',
          as: { ...t.admin, auth: basic('admin', 'nope') },
        }),
        401,
        'incorrect_password',
      );
    }
    const blocked = await t.request({ url: '/api/v2/users/me' });
    errorBody(blocked, 429, 'rest_rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    now += 61_000;
    expect((await t.request({ url: '/api/v2/users/me' })).statusCode).toBe(200);
  });

  it('records last use and stops accepting a revoked password', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    expect((await t.request({ url: '/api/v2/users/me', as: host })).statusCode).toBe(200);
    const list = await t.request({
      url: `/api/v2/users/${host.id}/application-passwords`,
      as: host,
    });
    const [entry] = list.json().application_passwords;
    expect(entry.last_used).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(entry.last_ip).toBe('127.0.0.1');
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/v2/users/${host.id}/application-passwords/${entry.uuid}`,
      as: host,
    });
    expect(revoke.statusCode).toBe(200);
    errorBody(await t.request({ url: '/api/v2/users/me', as: host }), 401, 'incorrect_password');
  });

  it('sees changes to a user at once, though their header was verified a moment ago', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    expect((await t.request({ url: '/api/v2/users/me', as: host })).statusCode).toBe(200);
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      payload: { name: 'Renamed Host' },
    });
    expect(renamed.statusCode).toBe(200);
    const me = await t.request({ url: '/api/v2/users/me', as: host });
    expect(me.json<{ name: string }>().name).toBe('Renamed Host');
    const deleted = await t.request({ method: 'DELETE', url: `/api/v2/users/${host.id}` });
    expect(deleted.statusCode).toBe(200);
    errorBody(await t.request({ url: '/api/v2/users/me', as: host }), 401, 'invalid_username');
  });

  it('locks out a caller whose right password was verified just before the failures', async () => {
    t = await createTestApp(dialect);
    expect((await t.request({ url: '/api/v2/users/me' })).statusCode).toBe(200);
    const wrong = { ...t.admin, auth: basic('admin', 'nope') };
    for (let i = 0; i < 10; i++) {
      errorBody(await t.request({ url: '/api/v2/users/me', as: wrong }), 401, 'incorrect_password');
    }
    errorBody(await t.request({ url: '/api/v2/users/me' }), 429, 'rest_rate_limited');
  });

  it('stops accepting a password revoked by another process within a second', async () => {
    t = await createTestApp(dialect);
    const other = await createTestApp(dialect, { testDb: t.testDb });
    try {
      const host = await t.createAccount();
      expect((await t.request({ url: '/api/v2/users/me', as: host })).statusCode).toBe(200);
      const list = await other.request({ url: `/api/v2/users/${host.id}/application-passwords` });
      const [entry] = list.json<{ application_passwords: { uuid: string }[] }>()
        .application_passwords;
      const revoke = await other.request({
        method: 'DELETE',
        url: `/api/v2/users/${host.id}/application-passwords/${entry?.uuid ?? ''}`,
      });
      expect(revoke.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      errorBody(await t.request({ url: '/api/v2/users/me', as: host }), 401, 'incorrect_password');
    } finally {
      await other.close();
    }
  });

  it('leaves public operations routes open', async () => {
    t = await createTestApp(dialect);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('failed-login limits shared through Redis', () => {
  it('blocks a login on every process once it failed ten times anywhere', async () => {
    const url = process.env.TEST_REDIS_URL ?? '';
    const prefix = `slotbook-test:${randomUUID()}:`;
    const dialect = DIALECTS[DIALECTS.length - 1] ?? 'sqlite';
    const a = await createTestApp(dialect, { counter: createRedisCounter(new Redis(url), prefix) });
    // A second app on the same database, as a second process would be.
    const b = await createTestApp(dialect, {
      counter: createRedisCounter(new Redis(url), prefix),
      testDb: a.testDb,
    });
    try {
      const host = await a.createAccount();
      const wrong = { ...host, auth: basic(host.login, 'wrong') };
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? a : b;
        errorBody(
          await app.request({ url: '/api/v2/users/me', as: wrong }),
          401,
          'incorrect_password',
        );
      }
      errorBody(await b.request({ url: '/api/v2/users/me', as: host }), 429, 'rest_rate_limited');
      errorBody(await a.request({ url: '/api/v2/users/me', as: host }), 429, 'rest_rate_limited');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
