/**
 * Calls to Zoom for one connection with a valid access token: refreshed a minute before it
 * expires (and once when Zoom refuses it), the new tokens sealed again at once since Zoom rotates
 * the refresh token. A refused grant marks the connection `needs_reconnect`: nothing is sent to
 * Zoom for it until the host connects the account anew.
 */
import type { ZoomSettings } from '../../config-sections.js';
import type { Db } from '../../db/database.js';
import type { ConnectionRow } from '../../db/tables-connections.js';
import * as repo from './connections.repo.js';
import { AccessRefused } from './google-api.js';
import type { OauthTokens } from './oauth-fetch.js';
import { OutboundError, type OutboundOptions } from './outbound.js';
import type { Sealer } from './sealing.js';
import type { ZoomApi } from './zoom-api.js';
import { refreshZoomTokens, ZoomGrantRevoked } from './zoom-oauth.js';

export interface ZoomDeps {
  db: Db;
  clock: () => number;
  sealer: Sealer;
  outbound: OutboundOptions;
  zoom: ZoomSettings | null;
}

/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** What sealing binds a Zoom connection's tokens to. */
export const zoomContext = (userId: number) => `connection:${userId}:zoom`;

export const openZoomTokens = (deps: Pick<ZoomDeps, 'sealer'>, row: ConnectionRow) =>
  JSON.parse(deps.sealer.open(row.sealed, zoomContext(row.user_id))) as OauthTokens;

export const revokedMessage = 'Zoom access was revoked or expired: reconnect.';

/** Runs `call` against the connection's Zoom account with a valid access token. */
export async function withZoom<T>(
  row: ConnectionRow,
  deps: ZoomDeps,
  call: (api: ZoomApi) => Promise<T>,
): Promise<T> {
  if (row.needs_reconnect === 1) throw new ZoomGrantRevoked(revokedMessage);
  const zoom = deps.zoom;
  if (!zoom) throw new OutboundError('Zoom is not configured on this server.');
  let tokens = openZoomTokens(deps, row);
  const refresh = async () => {
    try {
      tokens = await refreshZoomTokens(zoom, deps.outbound, tokens, deps.clock());
    } catch (error) {
      if (error instanceof ZoomGrantRevoked) {
        await repo.updateConnection(deps.db, row.id, { needs_reconnect: 1 });
      }
      throw error;
    }
    const sealed = deps.sealer.seal(JSON.stringify(tokens), zoomContext(row.user_id));
    await repo.updateConnection(deps.db, row.id, { sealed });
    row.sealed = sealed;
  };
  const api = () => ({
    base: zoom.apiBaseUrl,
    accessToken: tokens.access_token,
    limits: deps.outbound,
  });
  if (tokens.expires_at - REFRESH_MARGIN_MS <= deps.clock()) await refresh();
  try {
    return await call(api());
  } catch (error) {
    if (!(error instanceof AccessRefused)) throw error;
    await refresh();
    return call(api());
  }
}
