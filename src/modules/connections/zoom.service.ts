/**
 * Connecting a Zoom account through the OAuth flow of `oauth-flow.ts`; the account is named by
 * Zoom's `GET /users/me`. A Zoom connection has no calendar: it makes the meetings of its host's
 * Zoom bookings (`zoom-meetings.ts`). Removing it revokes the grant at Zoom. Without
 * ZOOM_CLIENT_ID, Zoom is not offered: the start answers 404 `zoom_not_configured`.
 */
import type { ConnectionRow } from '../../db/tables-connections.js';
import type { Principal } from '../../domain/policy.js';
import {
  finishAuthorization,
  notConfigured,
  startAuthorization,
  type OAuthCallbackQuery,
  type OAuthFlowDeps,
  type OAuthProvider,
} from './oauth-flow.js';
import { zoomAccount } from './zoom-api.js';
import {
  describeZoomOauth,
  exchangeZoomCode,
  revokeZoomGrant,
  zoomAuthorizationRequest,
  zoomRedirectUrl,
} from './zoom-oauth.js';
import { withZoom } from './zoom-session.js';

function zoomProvider(deps: OAuthFlowDeps): OAuthProvider {
  const zoom = deps.zoom;
  return {
    kind: 'zoom',
    label: 'Zoom',
    setting: 'ZOOM_CLIENT_ID',
    configured: zoom !== null,
    server: zoom?.apiBaseUrl ?? 'https://api.zoom.us/v2',
    request() {
      if (!zoom) throw notConfigured(this);
      return zoomAuthorizationRequest(zoom, deps.publicUrl);
    },
    async exchange(params, expected) {
      if (!zoom) throw notConfigured(this);
      const tokens = await exchangeZoomCode(zoom, deps.outbound, params, {
        ...expected,
        publicUrl: deps.publicUrl,
      });
      const api = {
        base: zoom.apiBaseUrl,
        accessToken: tokens.access_token,
        limits: deps.outbound,
      };
      return { tokens, account: (await zoomAccount(api)).email };
    },
    describe: describeZoomOauth,
  };
}

export function zoomMethods(deps: OAuthFlowDeps, maxConnections: number) {
  const provider = zoomProvider(deps);
  return {
    zoomStatus(principal: Principal) {
      const admin = principal.role === 'administrator';
      return {
        zoom: {
          configured: deps.zoom !== null,
          redirect_url: admin ? zoomRedirectUrl(deps.publicUrl) : null,
        },
      };
    },

    /** A new authorization under way; answers Zoom's consent page. */
    startZoom: (principal: Principal, session: string | undefined) =>
      startAuthorization(deps, principal, session, provider),

    /** Zoom's redirect back; answers where the dashboard shows the outcome. */
    zoomCallback: (principal: Principal, session: string | undefined, query: OAuthCallbackQuery) =>
      finishAuthorization(deps, principal, session, query, provider, maxConnections),

    /** Revokes a Zoom connection's grant at Zoom; a failure is not the host's to fix. */
    async revokeZoom(row: ConnectionRow): Promise<void> {
      const zoom = deps.zoom;
      if (row.kind !== 'zoom' || !zoom) return;
      try {
        // Through the connections' token session: an access token about to expire is
        // refreshed first, as for any call to Zoom.
        await withZoom(row, deps, (api) => revokeZoomGrant(zoom, deps.outbound, api.accessToken));
      } catch {
        // Deleted anyway: the tokens go with the row, and the host may remove the app in Zoom.
      }
    },
  };
}
