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
import { OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { openTokens, revokedMessage, sealTokens, type OAuthTokens } from './oauth-tokens.js';
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

/** Refreshes under way in this process, by connection: one at a time per connection. */
const refreshing = new Map<number, Promise<unknown>>();

/**
 * Tokens fresher than `held` that another refresh stored meanwhile (this process's or another's),
 * or null. Zoom rotates the refresh token, so a refresh that lost such a race is refused with
 * the spent one: the winner's tokens are used instead of marking the grant revoked.
 */
async function storedSince(deps: ZoomDeps, row: ConnectionRow, held: string) {
  const now = await repo.findConnection(deps.db, row.id);
  if (!now || now.sealed === held || now.needs_reconnect === 1) return null;
  row.sealed = now.sealed;
  return openTokens(deps, now);
}

async function refreshed(
  deps: ZoomDeps,
  zoom: ZoomSettings,
  row: ConnectionRow,
  tokens: OAuthTokens,
) {
  const held = row.sealed;
  const newer = await storedSince(deps, row, held);
  if (newer && newer.expires_at - REFRESH_MARGIN_MS > deps.clock()) return newer;
  let fresh: OAuthTokens;
  try {
    fresh = await refreshZoomTokens(zoom, deps.outbound, newer ?? tokens, deps.clock());
  } catch (error) {
    if (!(error instanceof ZoomGrantRevoked)) throw error;
    const won = await storedSince(deps, row, row.sealed);
    if (won) return won;
    await repo.updateConnection(deps.db, row.id, { needs_reconnect: 1 });
    throw error;
  }
  const sealed = sealTokens(deps, row.user_id, row.kind, fresh);
  await repo.updateConnection(deps.db, row.id, { sealed });
  row.sealed = sealed;
  return fresh;
}

/** Runs `call` against the connection's Zoom account with a valid access token. */
export async function withZoom<T>(
  row: ConnectionRow,
  deps: ZoomDeps,
  call: (api: ZoomApi) => Promise<T>,
): Promise<T> {
  if (row.needs_reconnect === 1) throw new ZoomGrantRevoked(revokedMessage('Zoom'));
  const zoom = deps.zoom;
  if (!zoom) throw new OutboundError('Zoom is not configured on this server.');
  let tokens = openTokens(deps, row);
  const refresh = async () => {
    while (refreshing.has(row.id)) await refreshing.get(row.id)?.catch(() => undefined);
    const run = refreshed(deps, zoom, row, tokens);
    refreshing.set(row.id, run);
    try {
      tokens = await run;
    } finally {
      refreshing.delete(row.id);
    }
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
