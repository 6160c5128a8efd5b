/**
 * oauth4webapi's requests to a provider's OAuth server, sent by `outbound` with its time and size
 * limits; plain http only when the configured base URL is (a stand-in or a private proxy).
 */
import * as oauth from 'oauth4webapi';
import { outbound, OutboundError, type OutboundOptions } from './outbound.js';

/** What an OAuth connection keeps sealed (Google's and Zoom's tokens). */
export interface OauthTokens {
  refresh_token: string;
  access_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/**
 * The tokens of a token endpoint's answer: a new refresh token when the provider rotates it,
 * else the one held; a lifetime bounded to a minute .. a day (an hour when none is given).
 */
export function tokensOf(
  answer: oauth.TokenEndpointResponse,
  now: number,
  provider: string,
  refresh?: string,
): OauthTokens {
  const refreshToken = answer.refresh_token ?? refresh;
  if (!refreshToken) throw new OutboundError(`${provider} gave no refresh token.`);
  return {
    refresh_token: refreshToken,
    access_token: answer.access_token,
    expires_at: now + Math.max(60, Math.min(answer.expires_in ?? 3600, 86_400)) * 1000,
  };
}

export function oauthRequestOptions(baseUrl: string, limits: OutboundOptions) {
  const fetcher = async (url: string, init: oauth.CustomFetchOptions<string, unknown>) => {
    const body = init.body instanceof URLSearchParams ? init.body.toString() : undefined;
    const answer = await outbound(
      { method: init.method, url, headers: init.headers, ...(body === undefined ? {} : { body }) },
      { ...limits, allowPrivate: true },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(answer.status === 204 ? null : answer.body, {
      status: answer.status,
      headers,
    });
  };
  return {
    [oauth.customFetch]: fetcher,
    [oauth.allowInsecureRequests]: baseUrl.startsWith('http:'),
  };
}
