/**
 * Connecting a Google account: the start (a `state` bound to the signed-in user's session,
 * single use, ten minutes, kept server-side with its PKCE verifier, then Google's consent page),
 * the callback (the state checked and spent, the code exchanged, the connection made, or an
 * existing one of the same account given its new tokens), and revoking the grant on removal.
 * Without GOOGLE_CLIENT_ID, Google is not offered: the start answers 404 `google_not_configured`.
 */
import type { ConnectionRow } from '../../db/tables-connections.js';
import type { Principal } from '../../domain/policy.js';
import { AppError } from '../../errors.js';
import * as repo from './connections.repo.js';
import {
  authorizationRequest,
  describeOauth,
  exchangeCode,
  googleRedirectUrl,
  revokeGrant,
  type GoogleTokens,
} from './google-oauth.js';
import { googleContext, openTokens } from './google-sync.js';
import { beginAuthorization, spendState } from './oauth-states.js';
import { syncConnection, syncDeadlineMs, type SyncDeps } from './sync.js';

type GoogleServiceDeps = SyncDeps & { syncIntervalMs: number };

const GOOGLE = { provider: 'google', label: 'Google' };

const notConfigured = () =>
  new AppError(
    'not_found',
    'google_not_configured',
    'Google Calendar is not configured on this server (GOOGLE_CLIENT_ID).',
  );

export interface GoogleCallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

async function saveConnection(
  deps: GoogleServiceDeps,
  principal: Principal,
  found: { tokens: GoogleTokens; email: string },
  limit: number,
): Promise<ConnectionRow> {
  const now = deps.clock();
  const sealed = deps.sealer.seal(JSON.stringify(found.tokens), googleContext(principal.userId));
  const mine = await repo.listConnections(deps.db, principal.userId);
  const same = mine.find((c) => c.kind === 'google' && c.username === found.email);
  if (same) {
    const patch = {
      sealed,
      needs_reconnect: 0,
      last_error: null,
      next_sync_at: now,
      updated_at: now,
    };
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
    kind: 'google',
    name: found.email,
    server: deps.google?.apiBaseUrl ?? 'https://www.googleapis.com',
    username: found.email,
    sealed,
    next_sync_at: now + deps.syncIntervalMs,
    created_at: now,
    updated_at: now,
  });
}

export function googleMethods(deps: GoogleServiceDeps, maxConnections: number) {
  const { clock } = deps;
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
    startGoogle(principal: Principal, session: string | undefined) {
      const google = deps.google;
      if (!google) throw notConfigured();
      return beginAuthorization(deps, principal, session, GOOGLE, () =>
        authorizationRequest(google, deps.publicUrl),
      );
    },

    /** Google's redirect back; answers where the dashboard shows the outcome. */
    async googleCallback(
      principal: Principal,
      session: string | undefined,
      query: GoogleCallbackQuery,
    ): Promise<string> {
      if (!deps.google) throw notConfigured();
      const state = await spendState(deps, principal, session, query.state, GOOGLE);
      const back = '/app/connections';
      if (query.error) {
        return `${back}?google_error=${encodeURIComponent(`Google did not connect: ${query.error}.`)}`;
      }
      let row: ConnectionRow;
      try {
        const params = new URLSearchParams({ state: query.state ?? '', code: query.code ?? '' });
        const found = await exchangeCode(deps.google, deps.outbound, params, {
          state: query.state ?? '',
          verifier: state.verifier,
          publicUrl: deps.publicUrl,
          now: clock(),
        });
        row = await saveConnection(deps, principal, found, maxConnections);
      } catch (error) {
        if (error instanceof AppError) throw error;
        return `${back}?google_error=${encodeURIComponent(describeOauth(error).message)}`;
      }
      await syncConnection(row, deps, syncDeadlineMs(deps.syncIntervalMs));
      return `${back}?google_connected=${row.id}`;
    },

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
