/**
 * Calls to Zoom for one connection through the shared token session (`oauth-tokens.ts`): the
 * access token refreshed a minute before it expires, or once when Zoom refuses it; Zoom rotates
 * the refresh token, which the session's one-refresh-at-a-time and adopting a winner's tokens
 * allow for.
 */
import type { ZoomSettings } from '../../config-sections.js';
import type { Db } from '../../db/database.js';
import type { ConnectionRow } from '../../db/tables-connections.js';
import { AccessRefused } from './google-api.js';
import { OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { tokenSession, type TokenSource } from './oauth-tokens.js';
import type { Sealer } from './sealing.js';
import type { ZoomApi } from './zoom-api.js';
import { refreshZoomTokens } from './zoom-oauth.js';

export interface ZoomDeps {
  db: Db;
  clock: () => number;
  sealer: Sealer;
  outbound: OutboundOptions;
  zoom: ZoomSettings | null;
}

const notConfigured = () => new OutboundError('Zoom is not configured on this server.');

/** How Zoom's tokens are refreshed: a minute ahead of their expiry. */
function zoomTokens(deps: ZoomDeps): TokenSource {
  return {
    label: 'Zoom',
    marginMs: 60_000,
    refresh(tokens, now) {
      if (!deps.zoom) throw notConfigured();
      return refreshZoomTokens(deps.zoom, deps.outbound, tokens, now);
    },
    refused: (error) => error instanceof AccessRefused,
  };
}

/** Runs `call` against the connection's Zoom account with a valid access token. */
export async function withZoom<T>(
  row: ConnectionRow,
  deps: ZoomDeps,
  call: (api: ZoomApi) => Promise<T>,
): Promise<T> {
  const zoom = deps.zoom;
  if (!zoom) throw notConfigured();
  const authorized = tokenSession(deps, row, zoomTokens(deps));
  return authorized((accessToken) =>
    call({ base: zoom.apiBaseUrl, accessToken, limits: deps.outbound }),
  );
}
