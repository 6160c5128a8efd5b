/**
 * Personal access tokens: each user lists, creates and revokes their own; a token authenticates
 * as `Authorization: Bearer sbp_...` within its scopes; an expired, revoked or unknown one is a
 * 401 with a Bearer challenge; nobody sees or revokes another user's tokens.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp } from '../helpers/app.js';
import { issueToken } from '../helpers/access-tokens.js';
import { DIALECTS } from '../helpers/db.js';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 28, 12);

describe.each(DIALECTS)('personal access tokens (%s)', (dialect) => {
  let now = START;
  const t = useTestApp(dialect, { clock: () => now });

  it('creates a token shown once, lists it without the secret, and revokes it', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const expires = new Date(START + 30 * DAY).toISOString();
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/access-tokens',
      as: owner,
      payload: { name: 'My assistant', scopes: ['bookings:read'], expires_at: expires },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.token).toMatch(/^sbp_[A-Za-z0-9_-]{43}$/);
    expect(created.access_token).toEqual({
      id: expect.any(Number),
      name: 'My assistant',
      scopes: ['bookings:read'],
      calendar_ids: null,
      expires_at: `${expires.slice(0, 19)}+00:00`,
      last_used_at: null,
      last_ip: null,
      created_at: '2026-11-28T12:00:00+00:00',
    });
    const stored = await t.testDb.database.db.selectFrom('access_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));

    const list = await t.request({ url: '/api/v2/access-tokens', as: owner });
    expect(list.json().access_tokens).toEqual([created.access_token]);
    expect(list.body).not.toContain(created.token);

    const bearer = { ...owner, auth: `Bearer ${created.token}` };
    expect((await t.request({ url: '/api/v2/schedules', as: bearer })).statusCode).toBe(200);

    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/v2/access-tokens/${created.access_token.id}`,
      as: owner,
    });
    expect(revoke.json()).toMatchObject({
      deleted: true,
      previous: { id: created.access_token.id },
    });
    const refused = await t.request({ url: '/api/v2/schedules', as: bearer });
    errorBody(refused, 401, 'invalid_token');
    expect(refused.headers['www-authenticate']).toMatch(
      /^Bearer error="invalid_token", resource_metadata="http.*\/\.well-known\/oauth-protected-resource\/api\/v2"$/,
    );
    expect(
      (await t.request({ url: '/api/v2/access-tokens', as: owner })).json().access_tokens,
    ).toEqual([]);
  });

  it('refuses bad input with 4xx naming the field', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const create = (payload: object) =>
      t.request({ method: 'POST', url: '/api/v2/access-tokens', as: owner, payload });
    const cases: [object, number, string][] = [
      [{ name: 'x', scopes: [] }, 422, 'rest_validation_failed'],
      [{ name: 'x', scopes: ['bookings:delete'] }, 422, 'rest_validation_failed'],
      [{ name: '', scopes: ['bookings:read'] }, 422, 'rest_validation_failed'],
      [{ name: 'x'.repeat(101), scopes: ['bookings:read'] }, 422, 'rest_validation_failed'],
      [
        { name: 'x', scopes: ['bookings:read'], expires_at: 'tomorrow' },
        422,
        'rest_validation_failed',
      ],
      [
        { name: 'x', scopes: ['bookings:read'], expires_at: new Date(START - 1000).toISOString() },
        422,
        'rest_validation_failed',
      ],
      [
        {
          name: 'x',
          scopes: ['bookings:read'],
          expires_at: new Date(START + 400 * DAY).toISOString(),
        },
        422,
        'rest_validation_failed',
      ],
      [{ name: 'x', scopes: ['bookings:read'], calendar_ids: [1] }, 422, 'rest_validation_failed'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await create(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      errorBody(res, status, code);
    }
    const rows = await t.testDb.database.db
      .selectFrom('access_tokens')
      .selectAll()
      .where('user_id', '=', owner.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses an expired token, an unknown one, and one of a deactivated user', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const { account } = await issueToken(t, owner, ['bookings:read'], {
      expires_at: new Date(START + DAY).toISOString(),
    });
    expect((await t.request({ url: '/api/v2/schedules', as: account })).statusCode).toBe(200);
    now = START + DAY;
    errorBody(await t.request({ url: '/api/v2/schedules', as: account }), 401, 'invalid_token');
    now = START;
    const forged = { ...owner, auth: `Bearer sbp_${'A'.repeat(43)}` };
    errorBody(await t.request({ url: '/api/v2/schedules', as: forged }), 401, 'invalid_token');
    const other = { ...owner, auth: 'Bearer sbx_whatever' };
    errorBody(await t.request({ url: '/api/v2/schedules', as: other }), 401, 'invalid_token');

    const deactivate = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${owner.id}`,
      payload: { active: false },
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    errorBody(await t.request({ url: '/api/v2/schedules', as: account }), 401, 'invalid_token');
  });

  it("keeps each user's tokens to themselves", async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const other = await t.createAccount({ role: 'host' });
    const { id } = await issueToken(t, owner, ['bookings:read']);
    const theirs = await t.request({ url: '/api/v2/access-tokens', as: other });
    expect(theirs.json().access_tokens).toEqual([]);
    const adminList = await t.request({ url: '/api/v2/access-tokens' });
    expect(adminList.json().access_tokens).toEqual([]);
    for (const as of [other, t.admin]) {
      const res = await t.request({ method: 'DELETE', url: `/api/v2/access-tokens/${id}`, as });
      errorBody(res, 404, 'access_token_not_found');
    }
    const missing = await t.request({
      method: 'DELETE',
      url: '/api/v2/access-tokens/987654321',
      as: other,
    });
    errorBody(missing, 404, 'access_token_not_found');
  });

  it('lets a token do only what its scopes allow, naming the scope it lacks', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const { account } = await issueToken(t, owner, ['bookings:read', 'event-types:read']);
    expect((await t.request({ url: '/api/v2/schedules', as: account })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/v2/calendars', as: account })).statusCode).toBe(200);
    const write = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: account,
      payload: { title: 'Not allowed' },
    });
    const body = errorBody(write, 403, 'rest_forbidden');
    expect(body.message).toContain('event-types:write');
    expect(body.data.scope).toBe('event-types:write');
    const contacts = await t.request({ url: '/api/v2/contacts', as: account });
    expect(errorBody(contacts, 403, 'rest_forbidden').message).toContain('contacts:read');
    // Without the token, the same user may do all of it.
    const own = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: owner,
      payload: { title: 'Allowed' },
    });
    expect(own.statusCode, own.body).toBeLessThan(300);
  });

  it('does not let a token manage tokens, even with every scope', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const all = [
      'bookings:read',
      'bookings:write',
      'availability:read',
      'event-types:read',
      'event-types:write',
      'contacts:read',
      'webhooks:write',
    ];
    const { id, account } = await issueToken(t, owner, all);
    for (const [method, url] of [
      ['GET', '/api/v2/access-tokens'],
      ['POST', '/api/v2/access-tokens'],
      ['DELETE', `/api/v2/access-tokens/${id}`],
      ['GET', `/api/v2/users/${owner.id}`],
      ['POST', `/api/v2/users/${owner.id}/application-passwords`],
    ] as const) {
      const res = await t.request({
        method,
        url,
        as: account,
        payload: { name: 'again', scopes: all },
      });
      errorBody(res, 403, 'rest_forbidden');
    }
    expect(
      (await t.request({ url: '/api/v2/access-tokens', as: owner })).json().access_tokens,
    ).toHaveLength(1);
  });

  it('tells any token who it acts for, whatever its scopes', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    for (const scopes of [['contacts:read'], ['bookings:write', 'webhooks:write']]) {
      const { account } = await issueToken(t, owner, scopes);
      const me = await t.request({ url: '/api/v2/users/me', as: account });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ id: owner.id, role: 'host' });
    }
  });

  it('records when and where a token was last used, at most once a minute', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    const { account } = await issueToken(t, owner, ['bookings:read']);
    const use = (remoteAddress: string) =>
      t.request({ url: '/api/v2/schedules', as: account, remoteAddress });
    const lastUsed = async () =>
      (await t.request({ url: '/api/v2/access-tokens', as: owner })).json().access_tokens[0];
    await use('10.0.0.1');
    expect(await lastUsed()).toMatchObject({
      last_used_at: '2026-11-28T12:00:00+00:00',
      last_ip: '10.0.0.1',
    });
    now = START + 30_000;
    await use('10.0.0.1');
    expect((await lastUsed()).last_used_at).toBe('2026-11-28T12:00:00+00:00');
    await use('10.0.0.2');
    expect(await lastUsed()).toMatchObject({
      last_used_at: '2026-11-28T12:00:30+00:00',
      last_ip: '10.0.0.2',
    });
    now = START + 120_000;
    await use('10.0.0.2');
    expect((await lastUsed()).last_used_at).toBe('2026-11-28T12:02:00+00:00');
  });

  it('limits how many working tokens a user holds', async () => {
    now = START;
    const owner = await t.createAccount({ role: 'host' });
    await t.testDb.database.db
      .insertInto('access_tokens')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          user_id: owner.id,
          name: `t${i}`,
          token_hash: `${owner.id}x${i}x`.padEnd(64, '0'),
          scopes: '["bookings:read"]',
          created_at: START,
        })),
      )
      .execute();
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/access-tokens',
      as: owner,
      payload: { name: 'one too many', scopes: ['bookings:read'] },
    });
    errorBody(res, 409, 'too_many_access_tokens');
  });
});
