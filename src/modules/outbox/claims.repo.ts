/**
 * Claims on the outbox, written once for every topic: due rows are taken under a token and a
 * lease (safe with several processes), then settled (done, retried later, failed) or given back,
 * only by the claim that still holds them. Which rows are due is each topic's own query.
 */
import { sql, type ExpressionBuilder, type QueryResult, type UpdateQueryBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Tables } from '../../db/types.js';

export interface Claim {
  now: number;
  leaseUntil: number;
  token: string;
  limit: number;
}

/** What every claim writes on the rows it takes: `sending` under its token until its lease ends, with one more attempt. */
export const claimedBy = (claim: Claim) => (eb: ExpressionBuilder<Tables, 'outbox'>) => ({
  status: 'sending',
  claim_token: claim.token,
  next_attempt_at: claim.leaseUntil,
  attempts: eb('attempts', '+', 1),
  updated_at: claim.now,
});

/** The statuses of the rows a claim takes: expired leases (a process died with them), queued. */
export type DueStatus = 'sending' | 'queued';

/**
 * Claims up to `claim.limit` rows with `take`, one status at a time: rows whose lease expired
 * first, then queued rows. Each status is its own statement, so that it finds its rows in the
 * order of a due index (..., status, time) and stops at its limit: one statement for both
 * statuses sorted every due row first, which made each claim cost as much as the backlog a burst
 * leaves behind.
 */
export async function claimInTurn<Row>(
  claim: Claim,
  take: (status: DueStatus, claim: Claim) => Promise<Row[]>,
): Promise<Row[]> {
  const stale = await take('sending', claim);
  if (stale.length >= claim.limit) return stale;
  return [...stale, ...(await take('queued', { ...claim, limit: claim.limit - stale.length }))];
}

/**
 * What a claim's update tests again when its candidates were found before it ran (PostgreSQL's
 * locked candidates; SQLite's webhook claims, read before the write lock): that each row is
 * still due (queued, or its lease expired). On SQLite the status is tested as `+status`, so that
 * SQLite reaches the rows by their ids rather than through the due index, which holds every due
 * row of every kind. An e-mail claim on SQLite is one statement under the write lock, so nothing
 * can change in between and it leaves the test out.
 */
export function stillDue<O>(
  qb: UpdateQueryBuilder<Tables, 'outbox', 'outbox', O>,
  now: number,
  dialect: Dialect,
): UpdateQueryBuilder<Tables, 'outbox', 'outbox', O> {
  const status = dialect === 'sqlite' ? sql<string>`+status` : sql<string>`status`;
  return qb.where(status, 'in', ['queued', 'sending']).where('next_attempt_at', '<=', now);
}

/** What settling a claimed row writes. */
export interface Patch {
  status: string;
  next_attempt_at?: number;
  last_error?: string | null;
  sent_at?: number;
  message_id?: string;
  updated_at: number;
}

/** Settles a row of this claim; false when the claim was lost (its lease expired and was retaken). */
export async function settle(db: Db, id: number, token: string, patch: Patch): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ ...patch, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Settles every row of `ids` still held by this claim with the same patch, in one statement;
 * answers the ids it settled (a row whose lease expired and was retaken is not among them).
 */
export async function settleAll(
  db: Db,
  ids: readonly number[],
  token: string,
  patch: Patch,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return settledIds(await db.executeQuery(settleAllQuery(db, ids, token, patch)));
}

/** `settleAll`'s statement, compiled (for `ids` not empty), to run later. */
export function settleAllQuery(db: Db, ids: readonly number[], token: string, patch: Patch) {
  return (
    db
      .updateTable('outbox')
      .set({ ...patch, claim_token: null })
      .where('id', 'in', [...ids])
      // The claim's token names only rows it still holds (settling or reclaiming replaces it); a
      // test of the status too would lead SQLite to scan every row of that status.
      .where('claim_token', '=', token)
      .returning('id')
      .compile()
  );
}

/** The ids a `settleAllQuery` settled. */
export function settledIds(result: QueryResult<{ id: number }>): Set<number> {
  return new Set(result.rows.map((r) => Number(r.id)));
}

/** Gives back a claimed row that was not attempted: due at once, the attempt not counted. */
export async function releaseClaim(db: Db, id: number, token: string, now: number) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'queued',
      claim_token: null,
      next_attempt_at: now,
      attempts: eb('attempts', '-', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .execute();
}
