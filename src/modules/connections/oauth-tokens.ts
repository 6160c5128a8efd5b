/**
 * The tokens of an OAuth connection (Google, Microsoft): sealed at rest, bound to the connection's
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

/** Calls made with one connection's tokens, refreshed as needed. */
export function tokenSession(deps: TokenDeps, row: ConnectionRow, source: TokenSource) {
  if (row.needs_reconnect === 1) throw new GrantRevoked(revokedMessage(source.label));
  let tokens = openTokens(deps, row);

  async function refresh(force: boolean): Promise<void> {
    try {
      tokens = await source.refresh(force ? { ...tokens, expires_at: 0 } : tokens, deps.clock());
    } catch (error) {
      if (error instanceof GrantRevoked) {
        await repo.updateConnection(deps.db, row.id, { needs_reconnect: 1 });
      }
      throw error;
    }
    await repo.updateConnection(deps.db, row.id, {
      sealed: sealTokens(deps, row.user_id, row.kind, tokens),
    });
  }

  /** Runs `call` with a valid access token, refreshing it first when due or once when refused. */
  return async function authorized<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    if (tokens.expires_at - source.marginMs <= deps.clock()) await refresh(false);
    try {
      return await call(tokens.access_token);
    } catch (error) {
      if (!source.refused(error)) throw error;
      await refresh(true);
      return call(tokens.access_token);
    }
  };
}

export type Authorized = ReturnType<typeof tokenSession>;
