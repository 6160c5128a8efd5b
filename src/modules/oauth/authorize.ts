import type { Db } from '../../db/database.js';
import type { OAuthClientRow } from '../../db/tables-oauth.js';
import { isScope, SCOPES, type Scope } from '../../domain/scopes.js';
import { findClient } from './oauth.repo.js';

/** The authorization request's parameters (query of /oauth/authorize, body of the consent). */
export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  scope?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resource?: string;
}

export interface CheckedRequest {
  client: OAuthClientRow;
  redirectUri: string;
  scopes: Scope[];
  state: string | undefined;
  codeChallenge: string;
}

/**
 * An authorization request's verdict: `fatal` (unknown client or redirect URI: never sent to
 * that URI: it may be an attacker's), `redirect` (an error the client hears at its redirect URI), or
 * the checked request.
 */
export type AuthorizeVerdict =
  { fatal: string } | { redirect: string } | { request: CheckedRequest };

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_STATE = 500;

/** The redirect URI with these parameters added to its query. */
export function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

function scopesOf(scope: string | undefined): Scope[] | undefined {
  const asked = (scope ?? '').split(' ').filter((s) => s !== '');
  if (asked.length === 0) return [...SCOPES];
  if (!asked.every(isScope)) return undefined;
  return [...new Set(asked)] as Scope[];
}

/**
 * `resources`: what a `resource` parameter (RFC 8707) may name; a token is good for all of them,
 * so the parameter is checked, not recorded.
 */
export async function checkAuthorize(
  db: Db,
  params: AuthorizeParams,
  resources: readonly string[],
): Promise<AuthorizeVerdict> {
  const client =
    typeof params.client_id === 'string' && params.client_id.length <= 64
      ? await findClient(db, params.client_id)
      : undefined;
  if (!client) return { fatal: 'Unknown client_id.' };
  const uris = JSON.parse(client.redirect_uris) as string[];
  const redirectUri = params.redirect_uri;
  if (typeof redirectUri !== 'string' || !uris.includes(redirectUri)) {
    return { fatal: 'redirect_uri is not one the client registered.' };
  }
  const state = typeof params.state === 'string' ? params.state : undefined;
  const refuse = (error: string, description: string) => ({
    redirect: withQuery(redirectUri, { error, error_description: description, state }),
  });
  if (state !== undefined && state.length > MAX_STATE) {
    return refuse('invalid_request', `state is at most ${MAX_STATE} characters.`);
  }
  if (params.response_type !== 'code') {
    return refuse('unsupported_response_type', 'response_type must be code.');
  }
  if (params.code_challenge_method !== 'S256') {
    return refuse('invalid_request', 'PKCE is required with code_challenge_method S256.');
  }
  if (typeof params.code_challenge !== 'string' || !CHALLENGE.test(params.code_challenge)) {
    return refuse('invalid_request', 'code_challenge must be an S256 challenge.');
  }
  if (params.resource !== undefined && !resources.includes(params.resource)) {
    return refuse('invalid_target', `resource must be one of: ${resources.join(' ')}.`);
  }
  const scopes = scopesOf(params.scope);
  if (!scopes) return refuse('invalid_scope', `scope may hold only: ${SCOPES.join(' ')}.`);
  return {
    request: { client, redirectUri, scopes, state, codeChallenge: params.code_challenge },
  };
}
