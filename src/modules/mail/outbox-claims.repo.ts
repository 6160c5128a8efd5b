/**
 * Claims on the mail outbox: due rows taken under a token and a lease (safe with several
 * processes), then settled (sent, retried later, failed, expanded into e-mails) or given back,
 * only by the claim that still holds them.
 */
import { sql, type ExpressionBuilder, type UpdateQueryBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Tables } from '../../db/types.js';
import type { MailRow } from '../../db/tables-mail.js';
import { enqueueMail, WEBHOOK_KINDS, type OutboxMessage } from './outbox.repo.js';

export interface Claim {
  now: number;
  leaseUntil: number;
  token: string;
  limit: number;
}

/** What every outbox claim writes on the rows it takes: `sending` under its token until its lease ends, with one more attempt. */
export const claimedBy = (claim: Claim) => (eb: ExpressionBuilder<Tables, 'mail_outbox'>) => ({
  status: 'sending',
  claim_token: claim.token,
  next_attempt_at: claim.leaseUntil,
  attempts: eb('attempts', '+', 1),
  updated_at: claim.now,
});

/**
 * What a claim's update tests again when its candidates were found before it ran (PostgreSQL's
 * locked candidates; SQLite's webhook claims, read before the write lock): that each row is
 * still due (queued, or its lease expired). On SQLite the status is tested as `+status`, so that
 * SQLite reaches the rows by their ids rather than through the due index, which holds every due
 * row of every kind. An e-mail claim on SQLite is one statement under the write lock, so nothing
 * can change in between and it leaves the test out.
 */
export function stillDue<O>(
  qb: UpdateQueryBuilder<Tables, 'mail_outbox', 'mail_outbox', O>,
  now: number,
  dialect: Dialect,
): UpdateQueryBuilder<Tables, 'mail_outbox', 'mail_outbox', O> {
  const status = dialect === 'sqlite' ? sql<string>`+status` : sql<string>`status`;
  return qb.where(status, 'in', ['queued', 'sending']).where('next_attempt_at', '<=', now);
}

/**
 * Claims up to `limit` due rows (queued and due, or `sending` with an expired lease) in one
 * statement: they become `sending` under `token` until `leaseUntil`, with one more attempt.
 * PostgreSQL locks the candidates with `FOR UPDATE SKIP LOCKED`, so concurrent claims from other
 * processes take other rows; SQLite runs the statement under its single write lock. The
 * candidates are a materialized CTE: as a plain `IN (subquery)`, PostgreSQL may rescan the
 * subquery and, skipping the rows the statement itself just locked, claim far past `limit`.
 */
export async function claimDueMail(db: Db, dialect: Dialect, claim: Claim): Promise<MailRow[]> {
  return db
    .with(
      (cte) => cte('due').materialized(),
      (qb) => {
        const candidates = qb
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', 'in', ['queued', 'sending'])
          .where('next_attempt_at', '<=', claim.now)
          .where('kind', 'not in', WEBHOOK_KINDS)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(claim.limit);
        return dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates;
      },
    )
    .updateTable('mail_outbox')
    .set(claimedBy(claim))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .$if(dialect === 'postgres', (qb) => stillDue(qb, claim.now, dialect))
    .returningAll()
    .execute();
}

/** Settles a row of this claim; false when the claim was lost (its lease expired and was retaken). */
export async function settle(
  db: Db,
  id: number,
  token: string,
  patch: {
    status: string;
    next_attempt_at?: number;
    last_error?: string | null;
    sent_at?: number;
    message_id?: string;
    updated_at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ ...patch, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
 * Replaces a claimed change row by its e-mails, in one transaction: the change is settled as
 * done and the e-mails queued together, or neither when the claim was lost meanwhile.
 */
export async function expandChange(
  db: Db,
  id: number,
  token: string,
  now: number,
  messages: readonly OutboxMessage[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settled = await settle(trx, id, token, {
      status: 'sent',
      sent_at: now,
      last_error: null,
      updated_at: now,
    });
    if (settled) await enqueueMail(trx, messages, now);
    return settled;
  });
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

/** Gives back a claimed row that was not attempted: due at once, the attempt not counted. */
export async function releaseClaim(db: Db, id: number, token: string, now: number) {
  await db
    .updateTable('mail_outbox')
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
