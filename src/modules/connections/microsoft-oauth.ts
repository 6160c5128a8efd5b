/**
 * Microsoft's OAuth 2.0 (identity platform v2, tenant `common`) with oauth4webapi: the
 * authorization URL (code flow, PKCE S256, `state`), exchanging the code and refreshing the
 * access token ahead of its expiry. Every request goes through `outbound` (time and size
 * limits); the URLs are the administrator's configuration (`MICROSOFT_LOGIN_BASE_URL`), so private
 * addresses are allowed for them. Microsoft has no revocation endpoint for these tokens:
 * disconnecting forgets them, and the account's owner removes the app's consent at
 * https://myapps.microsoft.com to end the grant itself.
 */
import * as oauth from 'oauth4webapi';
import type { MicrosoftSettings } from '../../config-sections.js';
import { GrantRevoked, oauthRequestOptions } from './oauth-fetch.js';
import { OutboundError, type OutboundOptions } from '../../infra/outbound.js';

export const MICROSOFT_SCOPES =
  'offline_access Calendars.ReadWrite OnlineMeetings.ReadWrite User.Read';
export const MICROSOFT_CALLBACK_PATH = '/api/v2/connections/microsoft/callback';
/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

export const microsoftRedirectUrl = (publicUrl: string) => `${publicUrl}${MICROSOFT_CALLBACK_PATH}`;

/** Microsoft refused the refresh token (revoked, expired): only connecting anew helps. */
export class MicrosoftGrantRevoked extends GrantRevoked {}

/** What a Microsoft connection keeps sealed. */
export interface MicrosoftTokens {
  refresh_token: string;
  access_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

function serverOf(ms: MicrosoftSettings): oauth.AuthorizationServer {
  const base = `${ms.loginBaseUrl}/common/oauth2/v2.0`;
  return {
    issuer: `${ms.loginBaseUrl}/common/v2.0`,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
  };
}

/** oauth4webapi's requests, sent by `outbound` with its limits. */
function requestOptions(ms: MicrosoftSettings, limits: OutboundOptions) {
  return oauthRequestOptions(ms.loginBaseUrl, limits);
}

const clientOf = (ms: MicrosoftSettings): oauth.Client => ({ client_id: ms.clientId });
const authOf = (ms: MicrosoftSettings) => oauth.ClientSecretPost(ms.clientSecret);

/** A new state and PKCE verifier, and the URL of Microsoft's consent page for them. */
export async function microsoftAuthorizationRequest(ms: MicrosoftSettings, publicUrl: string) {
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(serverOf(ms).authorization_endpoint as string);
  url.search = new URLSearchParams({
    client_id: ms.clientId,
    redirect_uri: microsoftRedirectUrl(publicUrl),
    response_type: 'code',
    response_mode: 'query',
    scope: MICROSOFT_SCOPES,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return { state, verifier, url: url.href };
}

const tokensOf = (answer: oauth.TokenEndpointResponse, now: number, refresh?: string) => {
  const refreshToken = answer.refresh_token ?? refresh;
  if (!refreshToken) throw new OutboundError('Microsoft gave no refresh token.');
  return {
    refresh_token: refreshToken,
    access_token: answer.access_token,
    expires_at: now + Math.max(60, Math.min(answer.expires_in ?? 3600, 86_400)) * 1000,
  };
};

/** Exchanges the callback's code for the tokens. */
export async function microsoftExchangeCode(
  ms: MicrosoftSettings,
  limits: OutboundOptions,
  params: URLSearchParams,
  expected: { state: string; verifier: string; publicUrl: string; now: number },
): Promise<MicrosoftTokens> {
  const as = serverOf(ms);
  const client = clientOf(ms);
  try {
    const checked = oauth.validateAuthResponse(as, client, params, expected.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      authOf(ms),
      checked,
      microsoftRedirectUrl(expected.publicUrl),
      expected.verifier,
      requestOptions(ms, limits),
    );
    const answer = await oauth.processAuthorizationCodeResponse(as, client, response);
    return tokensOf(answer, expected.now);
  } catch (error) {
    throw describeMicrosoftOauth(error);
  }
}

/**
 * The tokens to call Graph with: unchanged while the access token has more than
 * REFRESH_MARGIN_MS to live, else refreshed (`MicrosoftGrantRevoked` on `invalid_grant`).
 */
export async function freshMicrosoftTokens(
  ms: MicrosoftSettings,
  limits: OutboundOptions,
  tokens: MicrosoftTokens,
  now: number,
): Promise<MicrosoftTokens> {
  if (tokens.expires_at - now > REFRESH_MARGIN_MS) return tokens;
  const as = serverOf(ms);
  const client = clientOf(ms);
  try {
    const response = await oauth.refreshTokenGrantRequest(
      as,
      client,
      authOf(ms),
      tokens.refresh_token,
      { ...requestOptions(ms, limits), additionalParameters: { scope: MICROSOFT_SCOPES } },
    );
    const answer = await oauth.processRefreshTokenResponse(as, client, response);
    return tokensOf(answer, now, tokens.refresh_token);
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant') {
      throw new MicrosoftGrantRevoked('Microsoft access was revoked or expired: reconnect.');
    }
    throw describeMicrosoftOauth(error);
  }
}

/** An error of the flow as the host may see it (never a token). */
export function describeMicrosoftOauth(error: unknown): Error {
  if (error instanceof OutboundError || error instanceof MicrosoftGrantRevoked) return error;
  if (
    error instanceof oauth.ResponseBodyError ||
    error instanceof oauth.AuthorizationResponseError
  ) {
    return new OutboundError(`Microsoft refused: ${error.error}.`);
  }
  return new OutboundError('Microsoft answered something unexpected.');
}
