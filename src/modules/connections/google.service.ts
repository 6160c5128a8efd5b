/**
 * Connecting a Google account through the OAuth flow of `oauth-flow.ts`, and revoking the grant
 * on removal. Without GOOGLE_CLIENT_ID, Google is not offered: the start answers 404
 * `google_not_configured`.
 */
import type { ConnectionRow } from '../../db/tables-connections.js';
import type { Principal } from '../../domain/policy.js';
import {
  authorizationRequest,
  describeOauth,
  exchangeCode,
  googleRedirectUrl,
  revokeGrant,
} from './google-oauth.js';
import {
  finishAuthorization,
  notConfigured,
  startAuthorization,
  type OAuthCallbackQuery,
  type OAuthFlowDeps,
  type OAuthProvider,
} from './oauth-flow.js';
import { openTokens } from './oauth-tokens.js';

export type GoogleCallbackQuery = OAuthCallbackQuery;

function googleProvider(deps: OAuthFlowDeps): OAuthProvider {
  const google = deps.google;
  return {
    kind: 'google',
    label: 'Google',
    setting: 'GOOGLE_CLIENT_ID',
    configured: google !== null,
    server: google?.apiBaseUrl ?? 'https://www.googleapis.com',
    request() {
      if (!google) throw notConfigured(this);
      return authorizationRequest(google, deps.publicUrl);
    },
    async exchange(params, expected) {
      if (!google) throw notConfigured(this);
      const found = await exchangeCode(google, deps.outbound, params, {
        ...expected,
        publicUrl: deps.publicUrl,
      });
      return { tokens: found.tokens, account: found.email };
    },
    describe: describeOauth,
  };
}

export function googleMethods(deps: OAuthFlowDeps, maxConnections: number) {
  const provider = googleProvider(deps);
  return {
    googleStatus(principal: Principal) {
      const admin = principal.role === 'administrator';
      return {
        google: {
          configured: deps.google !== null,
          redirect_url: admin ? googleRedirectUrl(deps.publicUrl) : null,
        },
      };
    },

    /** A new authorization under way; answers Google's consent page to send the browser to. */
    startGoogle: (principal: Principal, session: string | undefined) =>
      startAuthorization(deps, principal, session, provider),

    /** Google's redirect back; answers where the dashboard shows the outcome. */
    googleCallback: (
      principal: Principal,
      session: string | undefined,
      query: GoogleCallbackQuery,
    ) => finishAuthorization(deps, principal, session, query, provider, maxConnections),

    /** Revokes a Google connection's grant at Google; a failure is not the host's to fix. */
    async revokeGoogle(row: ConnectionRow): Promise<void> {
      if (row.kind !== 'google' || !deps.google) return;
      try {
        await revokeGrant(deps.google, deps.outbound, openTokens(deps, row));
      } catch {
        // Deleted anyway: the tokens go with the row, and the host may revoke at Google too.
      }
    },
  };
}
