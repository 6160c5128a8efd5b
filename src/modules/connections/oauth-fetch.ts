/**
 * oauth4webapi's requests to a provider's OAuth server, sent by `outbound` with its time and size
 * limits; plain http only when the configured base URL is (a stand-in or a private proxy).
 */
import * as oauth from 'oauth4webapi';
import { outbound, type OutboundOptions } from '../../infra/outbound.js';

/** The provider refused the refresh token (revoked, expired): only connecting anew helps. */
export class GrantRevoked extends Error {}

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
