/**
 * Mail's claims on the outbox (topic `mail`), built on the outbox's claims and leases: due rows
 * taken under a token and a lease, then sent, retried later, failed, expanded into e-mails, or
 * given back, only by the claim that still holds them.
 */
import type { Db, Dialect } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import {
  claimInTurn,
  claimedBy,
  MAIL_TOPIC,
  settle,
  stillDue,
  type Claim,
  type DueStatus,
} from '../outbox/index.js';
import { enqueueMail, type OutboxMessage } from './outbox.repo.js';

export { releaseClaim } from '../outbox/index.js';

/**
 * Claims up to `limit` due e-mail rows, expired leases first, then queued rows, oldest first
 * (`claimInTurn`): they become `sending` under `token` until `leaseUntil`, with one more attempt.
 * PostgreSQL locks the candidates with `FOR UPDATE SKIP LOCKED`, so concurrent claims from other
 * processes take other rows; SQLite runs each statement under its single write lock.
 */
export function claimDueMail(db: Db, dialect: Dialect, claim: Claim): Promise<OutboxRow[]> {
  return claimInTurn(claim, (status, turn) => claimWithStatus(db, dialect, turn, status));
}

/**
 * One claim of rows of one status. The candidates are a materialized CTE: as a plain
 * `IN (subquery)`, PostgreSQL may rescan the subquery and, skipping the rows the statement itself
 * just locked, claim far past `limit`.
 */
function claimWithStatus(
  db: Db,
  dialect: Dialect,
  claim: Claim,
  status: DueStatus,
): Promise<OutboxRow[]> {
  return db
    .with(
      (cte) => cte('due').materialized(),
      (qb) => {
        const candidates = qb
          .selectFrom('outbox')
          .select('id')
          .where('topic', '=', MAIL_TOPIC)
          .where('status', '=', status)
          .where('next_attempt_at', '<=', claim.now)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(claim.limit);
        return dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates;
      },
    )
    .updateTable('outbox')
    .set(claimedBy(claim))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .$if(dialect === 'postgres', (qb) => stillDue(qb, claim.now, dialect))
    .returningAll()
    .execute();
}

export function markSent(db: Db, id: number, token: string, now: number, messageId: string) {
  return settle(db, id, token, {
    status: 'sent',
    sent_at: now,
    message_id: messageId,
    last_error: null,
    updated_at: now,
  });
}

export function markRetry(
  db: Db,
  id: number,
  token: string,
  now: number,
  at: number,
  error: string,
) {
  return settle(db, id, token, {
    status: 'queued',
    next_attempt_at: at,
    last_error: error,
    updated_at: now,
  });
}

export function markFailed(db: Db, id: number, token: string, now: number, error: string) {
  return settle(db, id, token, { status: 'failed', last_error: error, updated_at: now });
}

/**
 * Replaces a claimed change row by its e-mails, in the caller's transaction: the change is
 * settled as done and the e-mails queued together, or neither when the claim was lost meanwhile.
 */
export async function expandChange(
  trx: Db,
  id: number,
  token: string,
  now: number,
  messages: readonly OutboxMessage[],
): Promise<boolean> {
  const settled = await settle(trx, id, token, {
    status: 'sent',
    sent_at: now,
    last_error: null,
    updated_at: now,
  });
  if (settled) await enqueueMail(trx, messages, now);
  return settled;
}

/**
 * Settles a claimed row that the mailer expanded itself (a planned reminder) as `sent`,
 * `dropped` or `skipped`, with a note on why; false when the claim was lost meanwhile.
 */
export function settleExpanded(
  db: Db,
  id: number,
  token: string,
  now: number,
  status: 'sent' | 'dropped' | 'skipped',
  note: string | null,
) {
  return settle(db, id, token, {
    status,
    last_error: note,
    updated_at: now,
    ...(status === 'sent' ? { sent_at: now } : {}),
  });
}
