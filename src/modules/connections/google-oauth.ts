/**
 * Google's OAuth 2.0 with oauth4webapi: the authorization URL (code flow, PKCE S256, `state`,
 * offline access), exchanging the code, refreshing the access token and revoking the grant.
 * Every request goes through `outbound` (time and size limits); the token and revocation URLs
 * are the administrator's configuration, never a user's, so private addresses are allowed for
 * them. `GOOGLE_OAUTH_BASE_URL` replaces both OAuth hosts, paths unchanged.
 */
import * as oauth from 'oauth4webapi';
import type { GoogleSettings } from '../../config-sections.js';
import { oauthRequestOptions, tokensOf as tokensFrom, type OauthTokens } from './oauth-fetch.js';
import { OutboundError, type OutboundOptions } from './outbound.js';

/** Reading calendars (busy time) and writing events (bookings received, with Meet links). */
export const GOOGLE_SCOPES =
  'openid email https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events';
export const GOOGLE_CALLBACK_PATH = '/api/v2/connections/google/callback';

export const googleRedirectUrl = (publicUrl: string) => `${publicUrl}${GOOGLE_CALLBACK_PATH}`;

/** Google refused the refresh token (revoked, expired): only connecting anew helps. */
export class GrantRevoked extends Error {}

/** What a Google connection keeps sealed. */
export type GoogleTokens = OauthTokens;

function serverOf(google: GoogleSettings): oauth.AuthorizationServer {
  const accounts = google.oauthBaseUrl ?? 'https://accounts.google.com';
  const tokens = google.oauthBaseUrl ?? 'https://oauth2.googleapis.com';
  return {
    issuer: accounts,
    authorization_endpoint: `${accounts}/o/oauth2/v2/auth`,
    token_endpoint: `${tokens}/token`,
    revocation_endpoint: `${tokens}/revoke`,
  };
}

/** oauth4webapi's requests, sent by `outbound` with its limits. */
function requestOptions(google: GoogleSettings, limits: OutboundOptions) {
  return oauthRequestOptions(google.oauthBaseUrl ?? '', limits);
}

const clientOf = (google: GoogleSettings): oauth.Client => ({ client_id: google.clientId });
const authOf = (google: GoogleSettings) => oauth.ClientSecretPost(google.clientSecret);

/** A new state and PKCE verifier, and the URL of Google's consent page for them. */
export async function authorizationRequest(google: GoogleSettings, publicUrl: string) {
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(serverOf(google).authorization_endpoint as string);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: googleRedirectUrl(publicUrl),
    response_type: 'code',
    scope: GOOGLE_SCOPES,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
  }).toString();
  return { state, verifier, url: url.href };
}

const tokensOf = (answer: oauth.TokenEndpointResponse, now: number, refresh?: string) =>
  tokensFrom(answer, now, 'Google', refresh);

/** Exchanges the callback's code; answers the tokens and the account's e-mail address. */
export async function exchangeCode(
  google: GoogleSettings,
  limits: OutboundOptions,
  params: URLSearchParams,
  expected: { state: string; verifier: string; publicUrl: string; now: number },
): Promise<{ tokens: GoogleTokens; email: string }> {
  const as = serverOf(google);
  const client = clientOf(google);
  const checked = oauth.validateAuthResponse(as, client, params, expected.state);
  const options = requestOptions(google, limits);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    authOf(google),
    checked,
    googleRedirectUrl(expected.publicUrl),
    expected.verifier,
    options,
  );
  const answer = await oauth.processAuthorizationCodeResponse(as, client, response, {
    requireIdToken: true,
  });
  const claims = oauth.getValidatedIdTokenClaims(answer);
  const email = typeof claims?.email === 'string' ? claims.email.slice(0, 200) : '';
  if (!email) throw new OutboundError('Google did not name the account (no e-mail address).');
  return { tokens: tokensOf(answer, expected.now), email };
}

/** A fresh access token; `GrantRevoked` when Google answers `invalid_grant`. */
export async function refreshTokens(
  google: GoogleSettings,
  limits: OutboundOptions,
  tokens: GoogleTokens,
  now: number,
): Promise<GoogleTokens> {
  const as = serverOf(google);
  const client = clientOf(google);
  try {
    const response = await oauth.refreshTokenGrantRequest(
      as,
      client,
      authOf(google),
      tokens.refresh_token,
      requestOptions(google, limits),
    );
    const answer = await oauth.processRefreshTokenResponse(as, client, response);
    return tokensOf(answer, now, tokens.refresh_token);
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') {
      throw new GrantRevoked('Google access was revoked or expired: reconnect.');
    }
    throw describeOauth(error);
  }
}

/** Revokes the grant at Google (best effort: the connection is deleted either way). */
export async function revokeGrant(
  google: GoogleSettings,
  limits: OutboundOptions,
  tokens: GoogleTokens,
): Promise<void> {
  const response = await oauth.revocationRequest(
    serverOf(google),
    clientOf(google),
    authOf(google),
    tokens.refresh_token,
    requestOptions(google, limits),
  );
  await oauth.processRevocationResponse(response);
}

/** An error of the flow as the host may see it (never a token). */
export function describeOauth(error: unknown): Error {
  if (error instanceof OutboundError || error instanceof GrantRevoked) return error;
  if (
    error instanceof oauth.ResponseBodyError ||
    error instanceof oauth.AuthorizationResponseError
  ) {
    return new OutboundError(`Google refused: ${error.error}.`);
  }
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    return new OutboundError('Google refused the access token.');
  }
  return new OutboundError('Google answered something unexpected.');
}
