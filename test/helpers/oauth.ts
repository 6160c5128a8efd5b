/** The OAuth flow as a client and a person go through it: registration, consent, tokens. */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Account, TestApp } from './app.js';

export const REDIRECT = 'http://127.0.0.1:8765/callback';
export const verifier = () => randomBytes(32).toString('base64url');
export const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');

export async function register(t: TestApp, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/oauth/register', as: null, payload: body });
}

export async function newClient(t: TestApp): Promise<string> {
  const res = await register(t, { client_name: 'Assistant', redirect_uris: [REDIRECT] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ client_id: string }>().client_id;
}

export function authorizeQuery(
  clientId: string,
  challenge: string,
  extra: Record<string, string> = {},
) {
  return {
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'bookings:read',
    state: 'xyz',
    ...extra,
  };
}

/** The person approves: the code the client receives at its redirect URI. */
export async function approve(t: TestApp, person: Account, clientId: string, challenge: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v2/oauth/consent',
    as: person,
    payload: { ...authorizeQuery(clientId, challenge), approve: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const to = new URL(res.json<{ redirect_to: string }>().redirect_to);
  expect(to.searchParams.get('state')).toBe('xyz');
  return to.searchParams.get('code')!;
}

export async function token(t: TestApp, form: Record<string, string>) {
  return t.request({
    method: 'POST',
    url: '/oauth/token',
    as: null,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function tokensFor(t: TestApp, person: Account) {
  const clientId = await newClient(t);
  const v = verifier();
  const code = await approve(t, person, clientId, challengeOf(v));
  const res = await token(t, {
    grant_type: 'authorization_code',
    code,
    code_verifier: v,
    client_id: clientId,
    redirect_uri: REDIRECT,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { clientId, code, v, ...res.json<{ access_token: string; refresh_token: string }>() };
}

export const asBearer = (person: Account, value: string) => ({
  ...person,
  auth: `Bearer ${value}`,
});
