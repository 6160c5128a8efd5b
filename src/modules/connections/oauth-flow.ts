/**
 * Connecting an account through a provider's OAuth consent (Google, Microsoft): the start (a
 * `state` bound to the signed-in user's session, single use, ten minutes, kept server-side with
 * its PKCE verifier, then the provider's consent page) and the callback (the state checked and
 * spent, the code exchanged, the connection made, or an existing one of the same account given
 * its new tokens, then synced once). The dashboard learns the outcome from the query of the
 * address it is sent back to: `<kind>_connected=<id>` or `<kind>_error=<message>`.
 */
import { createHash } from 'node:crypto';
import type { ConnectionRow } from '../../db/tables-connections.js';
import type { Principal } from '../../domain/policy.js';
import { AppError, forbidden } from '../../errors.js';
import * as repo from './connections.repo.js';
import { sealTokens, type OAuthTokens } from './oauth-tokens.js';
import { syncConnection, syncDeadlineMs, type SyncDeps } from './sync.js';

export type OAuthFlowDeps = SyncDeps & { syncIntervalMs: number };

/** One provider's side of the flow. */
export interface OAuthProvider {
  kind: 'google' | 'microsoft' | 'zoom';
  /** How the host knows it ("Google", "Microsoft"). */
  label: string;
  /** The setting that offers it (for the 404 when it is not set). */
  setting: string;
  configured: boolean;
  /** The API address shown as the connection's server. */
  server: string;
  /** A new state and PKCE verifier, and the consent page's URL. */
  request(): Promise<{ state: string; verifier: string; url: string }>;
  /** The tokens for the callback's code, and the account's name (its e-mail address). */
  exchange(
    params: URLSearchParams,
    expected: { state: string; verifier: string; now: number },
  ): Promise<{ tokens: OAuthTokens; account: string }>;
  /** An error of the exchange as the host may read it. */
  describe(error: unknown): Error;
}

export interface OAuthCallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

const STATE_MS = 10 * 60_000;
/** OAuth requests a user may have under way at once. */
const MAX_STATES = 10;
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export const notConfigured = (p: OAuthProvider) =>
  new AppError(
    'not_found',
    `${p.kind}_not_configured`,
    `${p.label} calendars are not configured on this server (${p.setting}).`,
  );
const badState = (p: OAuthProvider) =>
  new AppError(
    'validation',
    'oauth_state_invalid',
    `This ${p.label} sign-in is unknown, expired, already used or was started in another session; start again.`,
  );

async function saveConnection(
  deps: OAuthFlowDeps,
  principal: Principal,
  p: OAuthProvider,
  found: { tokens: OAuthTokens; account: string },
  limit: number,
): Promise<ConnectionRow> {
  const now = deps.clock();
  const sealed = sealTokens(deps, principal.userId, p.kind, found.tokens);
  const mine = await repo.listConnections(deps.db, principal.userId);
  const same = mine.find((c) => c.kind === p.kind && c.username === found.account);
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
    kind: p.kind,
    name: found.account,
    server: p.server,
    username: found.account,
    sealed,
    next_sync_at: now + deps.syncIntervalMs,
    created_at: now,
    updated_at: now,
  });
}

/** The state row for `state`, deleted (single use); refused unless it is the caller's. */
async function spendState(
  deps: OAuthFlowDeps,
  principal: Principal,
  session: string | undefined,
  query: OAuthCallbackQuery,
  p: OAuthProvider,
) {
  if (!query.state || !session) throw badState(p);
  const row = await deps.db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', hashOf(query.state))
    .returningAll()
    .executeTakeFirst();
  const mine =
    row &&
    Number(row.user_id) === principal.userId &&
    row.session_hash === hashOf(session) &&
    row.provider === p.kind &&
    row.expires_at > deps.clock();
  if (!mine) throw badState(p);
  return row;
}

/** A new authorization under way; answers the consent page to send the browser to. */
export async function startAuthorization(
  deps: OAuthFlowDeps,
  principal: Principal,
  session: string | undefined,
  p: OAuthProvider,
): Promise<string> {
  const { db } = deps;
  if (!p.configured) throw notConfigured(p);
  if (principal.role === 'viewer') throw forbidden();
  if (!session) {
    throw new AppError(
      'validation',
      'session_required',
      `Connect ${p.label} from the dashboard: the sign-in is bound to its session.`,
    );
  }
  const now = deps.clock();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
  const pending = await db
    .selectFrom('oauth_states')
    .select('state_hash')
    .where('user_id', '=', principal.userId)
    .execute();
  if (pending.length >= MAX_STATES) {
    await db.deleteFrom('oauth_states').where('user_id', '=', principal.userId).execute();
  }
  const request = await p.request();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: hashOf(request.state),
      user_id: principal.userId,
      session_hash: hashOf(session),
      provider: p.kind,
      verifier: request.verifier,
      expires_at: now + STATE_MS,
    })
    .execute();
  return request.url;
}

/** The provider's redirect back; answers where the dashboard shows the outcome. */
export async function finishAuthorization(
  deps: OAuthFlowDeps,
  principal: Principal,
  session: string | undefined,
  query: OAuthCallbackQuery,
  p: OAuthProvider,
  limit: number,
): Promise<string> {
  if (!p.configured) throw notConfigured(p);
  const state = await spendState(deps, principal, session, query, p);
  const back = (outcome: string, value: string) =>
    `/app/connections?${p.kind}_${outcome}=${encodeURIComponent(value)}`;
  if (query.error) return back('error', `${p.label} did not connect: ${query.error}.`);
  let row: ConnectionRow;
  try {
    const params = new URLSearchParams({ state: query.state ?? '', code: query.code ?? '' });
    const found = await p.exchange(params, {
      state: query.state ?? '',
      verifier: state.verifier,
      now: deps.clock(),
    });
    row = await saveConnection(deps, principal, p, found, limit);
  } catch (error) {
    if (error instanceof AppError) throw error;
    return back('error', p.describe(error).message);
  }
  await syncConnection(row, deps, syncDeadlineMs(deps.syncIntervalMs));
  return back('connected', String(row.id));
}
