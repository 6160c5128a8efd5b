/**
 * Connecting a Zoom account: whether it is offered, the start (an OAuth state bound to the
 * dashboard session, then Zoom's consent page), the callback (the state checked and spent, the
 * code exchanged, the account named by `GET /users/me`, the connection made, or an existing one
 * of the same account given its new tokens), and revoking the grant on removal. A Zoom connection
 * has no calendar: it makes the meetings of its host's Zoom bookings. Without ZOOM_CLIENT_ID,
 * Zoom is not offered: the start answers 404 `zoom_not_configured`.
 */
import type { ConnectionRow } from '../../db/tables-connections.js';
import type { Principal } from '../../domain/policy.js';
import { AppError } from '../../errors.js';
import * as repo from './connections.repo.js';
import type { OauthTokens } from './oauth-fetch.js';
import { beginAuthorization, spendState } from './oauth-states.js';
import { syncConnection, syncDeadlineMs, type SyncDeps } from './sync.js';
import { zoomAccount } from './zoom-api.js';
import {
  describeZoomOauth,
  exchangeZoomCode,
  refreshZoomTokens,
  revokeZoomGrant,
  zoomAuthorizationRequest,
  zoomRedirectUrl,
} from './zoom-oauth.js';
import { openZoomTokens, zoomContext } from './zoom-session.js';

type ZoomServiceDeps = SyncDeps & { syncIntervalMs: number };

const ZOOM = { provider: 'zoom', label: 'Zoom' };
const BACK = '/app/connections';

const notConfigured = () =>
  new AppError(
    'not_found',
    'zoom_not_configured',
    'Zoom is not configured on this server (ZOOM_CLIENT_ID).',
  );

export interface ZoomCallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

async function saveConnection(
  deps: ZoomServiceDeps,
  principal: Principal,
  found: { tokens: OauthTokens; email: string },
  limit: number,
): Promise<ConnectionRow> {
  const now = deps.clock();
  const sealed = deps.sealer.seal(JSON.stringify(found.tokens), zoomContext(principal.userId));
  const mine = await repo.listConnections(deps.db, principal.userId);
  const same = mine.find((c) => c.kind === 'zoom' && c.username === found.email);
  if (same) {
    const patch = { sealed, needs_reconnect: 0, last_error: null, updated_at: now };
    await repo.updateConnection(deps.db, same.id, patch);
    return { ...same, ...patch };
  }
  if (mine.length >= limit) {
    throw new AppError(
      'validation',
      'connection_limit_reached',
      `A host has at most ${limit} calendar connections; delete one first.`,
    );
  }
  return repo.insertConnection(deps.db, {
    user_id: principal.userId,
    kind: 'zoom',
    name: found.email,
    server: deps.zoom?.apiBaseUrl ?? 'https://api.zoom.us/v2',
    username: found.email,
    sealed,
    next_sync_at: now + deps.syncIntervalMs,
    created_at: now,
    updated_at: now,
  });
}

export function zoomMethods(deps: ZoomServiceDeps, maxConnections: number) {
  const { clock } = deps;
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

    startZoom(principal: Principal, session: string | undefined) {
      const zoom = deps.zoom;
      if (!zoom) throw notConfigured();
      return beginAuthorization(deps, principal, session, ZOOM, () =>
        zoomAuthorizationRequest(zoom, deps.publicUrl),
      );
    },

    /** Zoom's redirect back; answers where the dashboard shows the outcome. */
    async zoomCallback(
      principal: Principal,
      session: string | undefined,
      query: ZoomCallbackQuery,
    ): Promise<string> {
      const zoom = deps.zoom;
      if (!zoom) throw notConfigured();
      const state = await spendState(deps, principal, session, query.state, ZOOM);
      if (query.error) {
        return `${BACK}?zoom_error=${encodeURIComponent(`Zoom did not connect: ${query.error}.`)}`;
      }
      let row: ConnectionRow;
      try {
        const params = new URLSearchParams({ state: query.state ?? '', code: query.code ?? '' });
        const tokens = await exchangeZoomCode(zoom, deps.outbound, params, {
          state: query.state ?? '',
          verifier: state.verifier,
          publicUrl: deps.publicUrl,
          now: clock(),
        });
        const api = {
          base: zoom.apiBaseUrl,
          accessToken: tokens.access_token,
          limits: deps.outbound,
        };
        const { email } = await zoomAccount(api);
        row = await saveConnection(deps, principal, { tokens, email }, maxConnections);
      } catch (error) {
        if (error instanceof AppError) throw error;
        return `${BACK}?zoom_error=${encodeURIComponent(describeZoomOauth(error).message)}`;
      }
      await syncConnection(row, deps, syncDeadlineMs(deps.syncIntervalMs));
      return `${BACK}?zoom_connected=${row.id}`;
    },

    /** Revokes a Zoom connection's grant at Zoom; a failure is not the host's to fix. */
    async revokeZoom(row: ConnectionRow): Promise<void> {
      if (row.kind !== 'zoom' || !deps.zoom) return;
      try {
        let tokens = openZoomTokens(deps, row);
        if (tokens.expires_at - 60_000 <= clock()) {
          tokens = await refreshZoomTokens(deps.zoom, deps.outbound, tokens, clock());
        }
        await revokeZoomGrant(deps.zoom, deps.outbound, tokens);
      } catch {
        // Deleted anyway: the tokens go with the row, and the host may remove the app in Zoom.
      }
    },
  };
}
