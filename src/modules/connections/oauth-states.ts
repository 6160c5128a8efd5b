/**
 * OAuth authorizations under way (Google, Zoom): a `state` bound to the signed-in user's
 * session, single use, ten minutes, kept server-side (only its hash) with its PKCE verifier and
 * its provider. At most ten per user at once.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../domain/policy.js';
import { AppError, forbidden } from '../../errors.js';

const STATE_MS = 10 * 60_000;
/** OAuth requests a user may have under way at once. */
const MAX_STATES = 10;
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

interface StateDeps {
  db: Db;
  clock: () => number;
}

/** `provider`: the row's provider; `label`: how the host knows it ("Google", "Zoom"). */
export interface Provider {
  provider: string;
  label: string;
}

const badState = (label: string) =>
  new AppError(
    'validation',
    'oauth_state_invalid',
    `This ${label} sign-in is unknown, expired, already used or was started in another session; start again.`,
  );

/** Keeps a new authorization's state; answers the provider's consent page to send the browser to. */
export async function beginAuthorization(
  deps: StateDeps,
  principal: Principal,
  session: string | undefined,
  p: Provider,
  request: () => Promise<{ state: string; verifier: string; url: string }>,
): Promise<string> {
  const { db, clock } = deps;
  if (principal.role === 'viewer') throw forbidden();
  if (!session) {
    throw new AppError(
      'validation',
      'session_required',
      `Connect ${p.label} from the dashboard: the sign-in is bound to its session.`,
    );
  }
  const now = clock();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
  const pending = await db
    .selectFrom('oauth_states')
    .select('state_hash')
    .where('user_id', '=', principal.userId)
    .execute();
  if (pending.length >= MAX_STATES) {
    await db.deleteFrom('oauth_states').where('user_id', '=', principal.userId).execute();
  }
  const started = await request();
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: hashOf(started.state),
      user_id: principal.userId,
      session_hash: hashOf(session),
      provider: p.provider,
      verifier: started.verifier,
      expires_at: now + STATE_MS,
    })
    .execute();
  return started.url;
}

/** The state row for `state`, deleted (single use); refused unless it is the caller's. */
export async function spendState(
  deps: StateDeps,
  principal: Principal,
  session: string | undefined,
  state: string | undefined,
  p: Provider,
) {
  if (!state || !session) throw badState(p.label);
  const row = await deps.db
    .deleteFrom('oauth_states')
    .where('state_hash', '=', hashOf(state))
    .returningAll()
    .executeTakeFirst();
  const mine =
    row &&
    Number(row.user_id) === principal.userId &&
    row.session_hash === hashOf(session) &&
    row.provider === p.provider &&
    row.expires_at > deps.clock();
  if (!mine) throw badState(p.label);
  return row;
}
