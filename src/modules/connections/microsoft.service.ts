/**
 * Connecting a Microsoft 365 / Outlook.com account through the OAuth flow of `oauth-flow.ts`;
 * the account is named by Graph's `/me`. Without MICROSOFT_CLIENT_ID, Microsoft is not offered:
 * the start answers 404 `microsoft_not_configured`. Microsoft has no revocation endpoint for
 * these tokens: removing the connection forgets them.
 */
import type { Principal } from '../../domain/policy.js';
import { accountName } from './microsoft-api.js';
import {
  describeMicrosoftOauth,
  microsoftAuthorizationRequest,
  microsoftExchangeCode,
  microsoftRedirectUrl,
} from './microsoft-oauth.js';
import {
  finishAuthorization,
  notConfigured,
  startAuthorization,
  type OAuthCallbackQuery,
  type OAuthFlowDeps,
  type OAuthProvider,
} from './oauth-flow.js';

function microsoftProvider(deps: OAuthFlowDeps): OAuthProvider {
  const ms = deps.microsoft;
  return {
    kind: 'microsoft',
    label: 'Microsoft',
    setting: 'MICROSOFT_CLIENT_ID',
    configured: ms !== null,
    server: ms?.graphBaseUrl ?? 'https://graph.microsoft.com/v1.0',
    request() {
      if (!ms) throw notConfigured(this);
      return microsoftAuthorizationRequest(ms, deps.publicUrl);
    },
    async exchange(params, expected) {
      if (!ms) throw notConfigured(this);
      const tokens = await microsoftExchangeCode(ms, deps.outbound, params, {
        ...expected,
        publicUrl: deps.publicUrl,
      });
      const api = {
        base: ms.graphBaseUrl,
        accessToken: tokens.access_token,
        limits: deps.outbound,
      };
      return { tokens, account: await accountName(api) };
    },
    describe: describeMicrosoftOauth,
  };
}

export function microsoftMethods(deps: OAuthFlowDeps, maxConnections: number) {
  const provider = microsoftProvider(deps);
  return {
    microsoftStatus(principal: Principal) {
      const admin = principal.role === 'administrator';
      return {
        microsoft: {
          configured: deps.microsoft !== null,
          redirect_url: admin ? microsoftRedirectUrl(deps.publicUrl) : null,
        },
      };
    },

    /** A new authorization under way; answers Microsoft's consent page. */
    startMicrosoft: (principal: Principal, session: string | undefined) =>
      startAuthorization(deps, principal, session, provider),

    /** Microsoft's redirect back; answers where the dashboard shows the outcome. */
    microsoftCallback: (
      principal: Principal,
      session: string | undefined,
      query: OAuthCallbackQuery,
    ) => finishAuthorization(deps, principal, session, query, provider, maxConnections),
  };
}
