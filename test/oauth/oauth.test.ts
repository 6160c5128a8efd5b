/**
 * The OAuth authorization server: metadata, registration, the authorization request's errors,
 * the consent, the token endpoint (PKCE, single-use codes, rotated refresh tokens with reuse
 * detection), revocation, and `sbo_` access tokens on the API with the consent's scopes.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  REDIRECT,
  verifier,
  challengeOf,
  register,
  newClient,
  authorizeQuery,
  approve,
  token,
  tokensFor,
  asBearer,
} from '../helpers/oauth.js';

describe.each(DIALECTS)('OAuth authorization server (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('publishes its metadata and the protected resources', async () => {
    const as = await t.request({ url: '/.well-known/oauth-authorization-server', as: null });
    const origin = new URL(t.config.publicUrl).origin;
    expect(as.json()).toMatchObject({
      issuer: origin,
      token_endpoint: `${origin}/oauth/token`,
      registration_endpoint: `${origin}/oauth/register`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
    });
    const mcp = await t.request({ url: '/.well-known/oauth-protected-resource/mcp', as: null });
    expect(mcp.json()).toMatchObject({
      resource: `${origin}/mcp`,
      authorization_servers: [origin],
    });
  });

  it('registers public clients only, with https or loopback redirect URIs', async () => {
    const bad = [
      { redirect_uris: ['http://example.com/cb'] },
      { redirect_uris: ['https://example.com/cb#x'] },
      { redirect_uris: [] },
      { redirect_uris: Array.from({ length: 6 }, (_, i) => `https://a.test/${i}`) },
      { redirect_uris: ['https://a.test/' + 'x'.repeat(600)] },
      { redirect_uris: ['https://a.test/cb'], token_endpoint_auth_method: 'client_secret_basic' },
      { redirect_uris: ['https://a.test/cb'], client_name: 'x'.repeat(101) },
      { redirect_uris: ['https://a.test/cb'], grant_types: ['client_credentials'] },
      ['not', 'an', 'object'],
    ];
    for (const body of bad) {
      const res = await register(t, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/^invalid_(redirect_uri|client_metadata)$/);
    }
    const ok = await register(t, { redirect_uris: ['https://a.test/cb', REDIRECT] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ token_endpoint_auth_method: 'none' });
  });

  it('refuses bad authorization requests', async () => {
    const clientId = await newClient(t);
    const c = challengeOf(verifier());
    const get = (query: Record<string, string>) =>
      t.request({ url: `/oauth/authorize?${new URLSearchParams(query)}`, as: null });
    const badRedirect = await get(
      authorizeQuery(clientId, c, { redirect_uri: 'https://evil.test/' }),
    );
    expect(badRedirect.statusCode).toBe(400);
    expect(badRedirect.headers.location).toBeUndefined();
    expect((await get(authorizeQuery('nope', c))).statusCode).toBe(400);
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge_method: '' }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: 'short' }, 'invalid_request'],
      [{ scope: 'bookings:read admin' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ resource: 'https://elsewhere.test/mcp' }, 'invalid_target'],
    ];
    for (const [extra, error] of cases) {
      const res = await get(authorizeQuery(clientId, c, extra));
      expect(res.statusCode).toBe(302);
      const to = new URL(res.headers.location as string);
      expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
      expect(to.searchParams.get('error'), JSON.stringify(extra)).toBe(error);
    }
    const resource = `${new URL(t.config.publicUrl).origin}/mcp`;
    const good = await get(authorizeQuery(clientId, c, { resource }));
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toMatch(/^\/app\/oauth\/consent\?/);
  });

  it('exchanges a code once, with its verifier; a reused code revokes its grant', async () => {
    const person = await t.createAccount({ role: 'host' });
    const clientId = await newClient(t);
    const v = verifier();
    const code = await approve(t, person, clientId, challengeOf(v));
    const form = {
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: REDIRECT,
    };
    const wrong = await token(t, { ...form, code_verifier: verifier() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');

    const person2 = await t.createAccount({ role: 'host' });
    const { access_token, clientId: c2, code: used, v: v2 } = await tokensFor(t, person2);
    const bearer = asBearer(person2, access_token);
    expect((await t.request({ url: '/api/v2/schedules', as: bearer })).statusCode).toBe(200);
    // Outside the consent's scopes: refused.
    expect((await t.request({ url: '/api/v2/contacts', as: bearer })).statusCode).toBe(403);
    const again = await token(t, {
      grant_type: 'authorization_code',
      code: used,
      code_verifier: v2,
      client_id: c2,
      redirect_uri: REDIRECT,
    });
    expect(again.json().error).toBe('invalid_grant');
    const dead = await t.request({ url: '/api/v2/schedules', as: bearer });
    expect(dead.statusCode).toBe(401);
    expect(dead.headers['www-authenticate']).toContain('resource_metadata=');
  });

  it('rotates refresh tokens; a reused one revokes the family', async () => {
    const person = await t.createAccount({ role: 'host' });
    const first = await tokensFor(t, person);
    const refresh = (value: string) =>
      token(t, { grant_type: 'refresh_token', refresh_token: value, client_id: first.clientId });
    const second = await refresh(first.refresh_token);
    expect(second.statusCode, second.body).toBe(200);
    const next = second.json<{ access_token: string; refresh_token: string }>();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    const bearer = asBearer(person, next.access_token);
    expect((await t.request({ url: '/api/v2/schedules', as: bearer })).statusCode).toBe(200);
    const replay = await refresh(first.refresh_token);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await t.request({ url: '/api/v2/schedules', as: bearer })).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(400);
  });

  it('revokes by token (RFC 7009) and by the person (connected apps)', async () => {
    const person = await t.createAccount({ role: 'host' });
    const one = await tokensFor(t, person);
    const revoke = await t.request({
      method: 'POST',
      url: '/oauth/revoke',
      as: null,
      payload: { token: one.refresh_token, client_id: one.clientId },
    });
    expect(revoke.statusCode).toBe(200);
    const bearer1 = asBearer(person, one.access_token);
    expect((await t.request({ url: '/api/v2/schedules', as: bearer1 })).statusCode).toBe(401);

    const two = await tokensFor(t, person);
    const apps = await t.request({ url: '/api/v2/oauth/connected-apps', as: person });
    expect(apps.json().connected_apps).toEqual([
      expect.objectContaining({ client_name: 'Assistant', redirect_hosts: ['127.0.0.1:8765'] }),
    ]);
    const id = apps.json().connected_apps[0].id as number;
    const other = await t.createAccount({ role: 'host' });
    const theirs = await t.request({
      method: 'DELETE',
      url: `/api/v2/oauth/connected-apps/${id}`,
      as: other,
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await t.request({
      method: 'DELETE',
      url: `/api/v2/oauth/connected-apps/${id}`,
      as: person,
    });
    expect(mine.statusCode).toBe(200);
    const bearer2 = asBearer(person, two.access_token);
    expect((await t.request({ url: '/api/v2/schedules', as: bearer2 })).statusCode).toBe(401);
    const refreshed = await token(t, {
      grant_type: 'refresh_token',
      refresh_token: two.refresh_token,
      client_id: two.clientId,
    });
    expect(refreshed.statusCode).toBe(400);
  });
});

describe('OAuth against a hostile client', () => {
  let now = Date.UTC(2026, 10, 28, 12);
  const t = useTestApp('sqlite', { clock: () => now });

  it('refuses a code after its minute, huge bodies, and floods of registrations', async () => {
    const person = await t.createAccount({ role: 'host' });
    const clientId = await newClient(t);
    const v = verifier();
    const code = await approve(t, person, clientId, challengeOf(v));
    now += 61_000;
    const late = await token(t, {
      grant_type: 'authorization_code',
      code,
      code_verifier: v,
      client_id: clientId,
      redirect_uri: REDIRECT,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_grant');

    const huge = await register(t, {
      redirect_uris: [REDIRECT],
      client_name: 'x'.repeat(20_000),
    });
    expect(huge.statusCode).toBe(413);
    const junk = await token(t, { grant_type: 'password', client_id: clientId });
    expect(junk.json().error).toBe('unsupported_grant_type');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await register(t, { redirect_uris: [REDIRECT] })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
