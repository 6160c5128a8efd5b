/**
 * The tokens of an OAuth connection (Google, Microsoft, Zoom): sealed at rest, bound to the connection's
 * owner and kind, refreshed before they expire (or once when the provider refuses the access
 * token), the refreshed ones sealed again. A refused grant marks the connection
 * `needs_reconnect`; it is not used again until the host connects the account anew.
 */
import type { Db } from '../../db/database.js';
import type { ConnectionRow } from '../../db/tables-connections.js';
import * as repo from './connections.repo.js';
import { GrantRevoked } from './oauth-fetch.js';
import type { Sealer } from './sealing.js';

/** What an OAuth connection keeps sealed. */
export interface OAuthTokens {
  refresh_token: string;
  access_token: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** How one provider refreshes its tokens and says its access token was refused. */
export interface TokenSource {
  /** What the host reads when the grant is gone ("Google", "Microsoft"). */
  label: string;
  /** An access token this close to its expiry is refreshed before use. */
  marginMs: number;
  /** New tokens (`GrantRevoked` when the provider refuses the refresh token). */
  refresh(tokens: OAuthTokens, now: number): Promise<OAuthTokens>;
  /** Whether an API call failed because the access token was refused. */
  refused(error: unknown): boolean;
}

export interface TokenDeps {
  db: Db;
  clock: () => number;
  sealer: Sealer;
}

/** What sealing binds an OAuth connection's tokens to (as `sealContext` for other kinds). */
export const tokenContext = (userId: number, kind: string) => `connection:${userId}:${kind}`;

export const sealTokens = (
  deps: Pick<TokenDeps, 'sealer'>,
  userId: number,
  kind: string,
  tokens: OAuthTokens,
) => deps.sealer.seal(JSON.stringify(tokens), tokenContext(userId, kind));

export function openTokens(deps: Pick<TokenDeps, 'sealer'>, row: ConnectionRow): OAuthTokens {
  return JSON.parse(
    deps.sealer.open(row.sealed, tokenContext(row.user_id, row.kind)),
  ) as OAuthTokens;
}

export const revokedMessage = (label: string) =>
  `${label} access was revoked or expired: reconnect.`;

/** Refreshes under way in this process, by connection: one at a time per connection. */
const refreshing = new Map<number, Promise<unknown>>();

/**
 * Calls made with one connection's tokens, refreshed as needed, one refresh at a time per
 * connection in this process. Before refreshing, and when the provider refuses the refresh
 * token, the stored tokens are read again: another session (this process's or another's) may
 * have refreshed meanwhile, and a provider that rotates the refresh token (Zoom, Microsoft)
 * refuses the spent one, so the winner's tokens are used rather than the grant marked revoked.
 */
export function tokenSession(deps: TokenDeps, row: ConnectionRow, source: TokenSource) {
  if (row.needs_reconnect === 1) throw new GrantRevoked(revokedMessage(source.label));
  let held = row.sealed;
  let tokens = openTokens(deps, row);

  /** Adopts tokens stored since `held` by another refresh; answers whether there were any. */
  async function adoptStored(): Promise<boolean> {
    const stored = await repo.findConnection(deps.db, row.id);
    if (!stored || stored.sealed === held || stored.needs_reconnect === 1) return false;
    held = stored.sealed;
    tokens = openTokens(deps, stored);
    return true;
  }

  async function refresh(force: boolean): Promise<void> {
    if ((await adoptStored()) && tokens.expires_at - source.marginMs > deps.clock()) return;
    try {
      tokens = await source.refresh(force ? { ...tokens, expires_at: 0 } : tokens, deps.clock());
    } catch (error) {
      if (!(error instanceof GrantRevoked)) throw error;
      if (await adoptStored()) return;
      await repo.updateConnection(deps.db, row.id, { needs_reconnect: 1 });
      throw error;
    }
    held = sealTokens(deps, row.user_id, row.kind, tokens);
    await repo.updateConnection(deps.db, row.id, { sealed: held });
  }

  async function refreshAlone(force: boolean): Promise<void> {
    while (refreshing.has(row.id)) await refreshing.get(row.id)?.catch(() => undefined);
    const run = refresh(force);
    refreshing.set(row.id, run);
    try {
      await run;
    } finally {
      refreshing.delete(row.id);
    }
  }

  /** Runs `call` with a valid access token, refreshing it first when due or once when refused. */
  return async function authorized<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    if (tokens.expires_at - source.marginMs <= deps.clock()) await refreshAlone(false);
    try {
      return await call(tokens.access_token);
    } catch (error) {
      if (!source.refused(error)) throw error;
      await refreshAlone(true);
      return call(tokens.access_token);
    }
  };
}

export type Authorized = ReturnType<typeof tokenSession>;
