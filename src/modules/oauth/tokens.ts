import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import * as repo from './oauth.repo.js';
import {
  hashOAuthSecret,
  looksLikeOAuthSecret,
  newAccessToken,
  newRefreshToken,
  s256,
} from './secrets.js';

/** An access token lives an hour; a refresh token 30 days; a code 60 seconds. */
export const ACCESS_TOKEN_LIFE_MS = 3_600_000;
export const REFRESH_TOKEN_LIFE_MS = 30 * 86_400_000;
export const CODE_LIFE_MS = 60_000;

export interface TokenDeps {
  db: Db;
  secret: string;
  clock: () => number;
}

/** A token endpoint's answer: the tokens (200) or an OAuth error, `{ error, error_description }` (400). */
export type TokenAnswer =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; body: { error: string; error_description: string } };

const refuse = (error: string, error_description: string): TokenAnswer => ({
  ok: false,
  body: { error, error_description },
});
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new access and refresh token for the grant. */
async function issue(deps: TokenDeps, grantId: number, scopes: string): Promise<TokenAnswer> {
  const now = deps.clock();
  const access = newAccessToken();
  const refresh = newRefreshToken();
  const hash = (value: string) => hashOAuthSecret(deps.secret, value);
  await repo.insertToken(deps.db, {
    token_hash: hash(access),
    grant_id: grantId,
    kind: 'access',
    created_at: now,
    expires_at: now + ACCESS_TOKEN_LIFE_MS,
  });
  await repo.insertToken(deps.db, {
    token_hash: hash(refresh),
    grant_id: grantId,
    kind: 'refresh',
    created_at: now,
    expires_at: now + REFRESH_TOKEN_LIFE_MS,
  });
  return {
    ok: true,
    body: {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFE_MS / 1000,
      refresh_token: refresh,
      scope: (JSON.parse(scopes) as string[]).join(' '),
    },
  };
}

/**
 * `authorization_code`: the code once, within its minute, from its client, to its redirect URI,
 * with the verifier of its S256 challenge. A code used twice revokes its grant (it may have been stolen:
 * the tokens issued from it die too).
 */
async function exchangeCode(deps: TokenDeps, body: Record<string, unknown>): Promise<TokenAnswer> {
  const code = str(body.code);
  const verifier = str(body.code_verifier);
  if (!code || !looksLikeOAuthSecret(code)) return refuse('invalid_grant', 'Unknown code.');
  if (!verifier || !VERIFIER.test(verifier)) {
    return refuse('invalid_request', 'code_verifier (43 to 128 characters) is required.');
  }
  const found = await repo.findCode(deps.db, hashOAuthSecret(deps.secret, code));
  const now = deps.clock();
  if (!found || found.revoked_at !== null) return refuse('invalid_grant', 'Unknown code.');
  if (found.used_at !== null || !(await repo.useCode(deps.db, found.id, now))) {
    await repo.revokeGrant(deps.db, found.grant_id, now);
    return refuse('invalid_grant', 'The code was used already; its grant is revoked.');
  }
  if (found.expires_at <= now) return refuse('invalid_grant', 'The code has expired.');
  if (str(body.client_id) !== found.client_id) {
    return refuse('invalid_grant', 'The code was issued to another client.');
  }
  if (str(body.redirect_uri) !== found.redirect_uri) {
    return refuse('invalid_grant', 'redirect_uri differs from the authorization request.');
  }
  if (!sameText(s256(verifier), found.code_challenge)) {
    return refuse('invalid_grant', 'code_verifier does not match the code_challenge.');
  }
  return issue(deps, found.grant_id, found.scopes);
}

/**
 * `refresh_token`, rotated: each is good once and answers a new pair. One presented again
 * (stolen, or replayed) revokes the whole grant, the new pair with it.
 */
async function refresh(deps: TokenDeps, body: Record<string, unknown>): Promise<TokenAnswer> {
  const token = str(body.refresh_token);
  if (!token || !looksLikeOAuthSecret(token)) return refuse('invalid_grant', 'Unknown token.');
  const found = await repo.findToken(deps.db, hashOAuthSecret(deps.secret, token));
  const now = deps.clock();
  if (!found || found.kind !== 'refresh' || found.revoked_at !== null) {
    return refuse('invalid_grant', 'Unknown or revoked refresh token.');
  }
  if (str(body.client_id) !== found.client_id) {
    return refuse('invalid_grant', 'The token was issued to another client.');
  }
  if (found.used_at !== null || !(await repo.useToken(deps.db, found.id, now))) {
    await repo.revokeGrant(deps.db, found.grant_id, now);
    return refuse('invalid_grant', 'The refresh token was used already; its grant is revoked.');
  }
  if (found.expires_at <= now) return refuse('invalid_grant', 'The refresh token has expired.');
  return issue(deps, found.grant_id, found.scopes);
}

export async function tokenRequest(
  deps: TokenDeps,
  body: Record<string, unknown>,
): Promise<TokenAnswer> {
  if (!str(body.client_id)) return refuse('invalid_client', 'client_id is required.');
  switch (body.grant_type) {
    case 'authorization_code':
      return exchangeCode(deps, body);
    case 'refresh_token':
      return refresh(deps, body);
    default:
      return refuse('unsupported_grant_type', 'grant_type: authorization_code or refresh_token.');
  }
}
