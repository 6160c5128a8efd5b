/**
 * Zoom's OAuth 2.0 with oauth4webapi: the authorization URL (code flow, PKCE S256, `state`; the
 * scopes are those of the app registered with Zoom), exchanging the code, refreshing the access
 * token (Zoom rotates the refresh token on each refresh) and revoking the grant
 * (`POST /oauth/revoke`). The client authenticates with HTTP Basic. Every request goes through
 * `outbound` (time and size limits); the URLs are the administrator's configuration
 * (`ZOOM_OAUTH_BASE_URL`), so private addresses are allowed for them.
 */
import * as oauth from 'oauth4webapi';
import type { ZoomSettings } from '../../config-sections.js';
import { OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { GrantRevoked, oauthRequestOptions } from './oauth-fetch.js';
import type { OAuthTokens } from './oauth-tokens.js';

export const ZOOM_CALLBACK_PATH = '/api/v2/connections/zoom/callback';

export const zoomRedirectUrl = (publicUrl: string) => `${publicUrl}${ZOOM_CALLBACK_PATH}`;

/** Zoom refused the refresh token (revoked, expired): only connecting anew helps. */
export class ZoomGrantRevoked extends GrantRevoked {}

const tokensOf = (answer: oauth.TokenEndpointResponse, now: number, refresh?: string) => {
  const refreshToken = answer.refresh_token ?? refresh;
  if (!refreshToken) throw new OutboundError('Zoom gave no refresh token.');
  return {
    refresh_token: refreshToken,
    access_token: answer.access_token,
    expires_at: now + Math.max(60, Math.min(answer.expires_in ?? 3600, 86_400)) * 1000,
  };
};

function serverOf(zoom: ZoomSettings): oauth.AuthorizationServer {
  return {
    issuer: zoom.oauthBaseUrl,
    authorization_endpoint: `${zoom.oauthBaseUrl}/oauth/authorize`,
    token_endpoint: `${zoom.oauthBaseUrl}/oauth/token`,
    revocation_endpoint: `${zoom.oauthBaseUrl}/oauth/revoke`,
  };
}

const requestOptions = (zoom: ZoomSettings, limits: OutboundOptions) =>
  oauthRequestOptions(zoom.oauthBaseUrl, limits);
const clientOf = (zoom: ZoomSettings): oauth.Client => ({ client_id: zoom.clientId });
const authOf = (zoom: ZoomSettings) => oauth.ClientSecretBasic(zoom.clientSecret);

/** A new state and PKCE verifier, and the URL of Zoom's consent page for them. */
export async function zoomAuthorizationRequest(zoom: ZoomSettings, publicUrl: string) {
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(serverOf(zoom).authorization_endpoint as string);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: zoom.clientId,
    redirect_uri: zoomRedirectUrl(publicUrl),
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return { state, verifier, url: url.href };
}

/** Exchanges the callback's code for tokens. */
export async function exchangeZoomCode(
  zoom: ZoomSettings,
  limits: OutboundOptions,
  params: URLSearchParams,
  expected: { state: string; verifier: string; publicUrl: string; now: number },
): Promise<OAuthTokens> {
  const as = serverOf(zoom);
  const client = clientOf(zoom);
  try {
    const checked = oauth.validateAuthResponse(as, client, params, expected.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      authOf(zoom),
      checked,
      zoomRedirectUrl(expected.publicUrl),
      expected.verifier,
      requestOptions(zoom, limits),
    );
    const answer = await oauth.processAuthorizationCodeResponse(as, client, response);
    return tokensOf(answer, expected.now);
  } catch (error) {
    throw describeZoomOauth(error);
  }
}

/** A fresh access token (and refresh token); `ZoomGrantRevoked` when Zoom refuses the grant. */
export async function refreshZoomTokens(
  zoom: ZoomSettings,
  limits: OutboundOptions,
  tokens: OAuthTokens,
  now: number,
): Promise<OAuthTokens> {
  const as = serverOf(zoom);
  const client = clientOf(zoom);
  try {
    const response = await oauth.refreshTokenGrantRequest(
      as,
      client,
      authOf(zoom),
      tokens.refresh_token,
      requestOptions(zoom, limits),
    );
    const answer = await oauth.processRefreshTokenResponse(as, client, response);
    return tokensOf(answer, now, tokens.refresh_token);
  } catch (error) {
    // Zoom answers a revoked, expired or already rotated refresh token with invalid_grant, or
    // with invalid_request ("Invalid Token!"); either way only connecting anew helps.
    if (
      error instanceof oauth.ResponseBodyError &&
      (error.error === 'invalid_grant' || error.error === 'invalid_request')
    ) {
      throw new ZoomGrantRevoked('Zoom access was revoked or expired: reconnect.');
    }
    throw describeZoomOauth(error);
  }
}

/** Revokes the grant at Zoom with its access token (the whole authorization ends). */
export async function revokeZoomGrant(
  zoom: ZoomSettings,
  limits: OutboundOptions,
  accessToken: string,
): Promise<void> {
  const response = await oauth.revocationRequest(
    serverOf(zoom),
    clientOf(zoom),
    authOf(zoom),
    accessToken,
    requestOptions(zoom, limits),
  );
  await oauth.processRevocationResponse(response);
}

/** An error of the flow as the host may see it (never a token). */
export function describeZoomOauth(error: unknown): Error {
  if (error instanceof OutboundError || error instanceof ZoomGrantRevoked) return error;
  if (
    error instanceof oauth.ResponseBodyError ||
    error instanceof oauth.AuthorizationResponseError
  ) {
    return new OutboundError(`Zoom refused: ${error.error.slice(0, 100)}.`);
  }
  return new OutboundError('Zoom answered something unexpected.');
}
