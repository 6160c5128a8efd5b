/** The mail outbox: rows written with the change they announce, claimed and settled by the mailer. */
import { sql, type ExpressionBuilder, type UpdateQueryBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Tables } from '../../db/types.js';
import type { MailRow } from '../../db/tables-mail.js';

/** One e-mail to one recipient, as a notifier or a service hands it to the outbox. */
export interface OutboxMessage {
  kind: string;
  bookingId?: number | null;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  ics?: string | null;
}

/** Writes the messages in the caller's transaction (or database); they are due at once. */
export async function enqueueMail(
  trx: Db,
  messages: OutboxMessage | readonly OutboxMessage[],
  now: number,
): Promise<void> {
  const list: readonly OutboxMessage[] = 'kind' in messages ? [messages] : messages;
  if (list.length === 0) return;
  await trx
    .insertInto('mail_outbox')
    .values(
      list.map((m) => ({
        kind: m.kind,
        booking_id: m.bookingId ?? null,
        recipient: m.recipient,
        reply_to: m.replyTo ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ics: m.ics ?? null,
        status: 'queued',
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The kind of the rows that hold a booking change until the mailer renders its e-mails. */
export const CHANGE_KIND = 'booking_change';
/** The kind of the rows that hold a planned reminder until it is due (see reminders.ts). */
export const REMINDER_KIND = 'booking_reminder';

/**
 * Kinds of the outbox rows of the webhooks module (an event, and its delivery to one
 * subscription): the webhooks' dispatcher claims them, the mailer never does.
 */
export const WEBHOOK_KINDS = ['webhook_event', 'webhook_delivery'] as const;

/** Writes a booking change (its snapshot as JSON) in the change's transaction; due at once. */
export async function enqueueChange(
  trx: Db,
  bookingId: number,
  payload: string,
  now: number,
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      kind: CHANGE_KIND,
      booking_id: bookingId,
      recipient: '',
      subject: '',
      text: '',
      html: '',
      payload,
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
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
async function settle(
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

export type MailDelivery = Pick<
  MailRow,
  | 'id'
  | 'kind'
  | 'recipient'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'last_error'
  | 'sent_at'
  | 'next_attempt_at'
  | 'created_at'
>;

/**
 * Delivery state of a booking's e-mails, oldest first (for the booking's activities), with the
 * booking changes whose e-mails are not rendered yet (their `payload`; see `CHANGE_KIND`) and
 * the reminders planned, dropped or skipped (`REMINDER_KIND`).
 */
export async function listMailForBooking(
  db: Db,
  bookingId: number,
): Promise<(MailDelivery & Pick<MailRow, 'payload'>)[]> {
  return (
    db
      .selectFrom('mail_outbox')
      .select([
        'id',
        'kind',
        'recipient',
        'subject',
        'status',
        'attempts',
        'last_error',
        'sent_at',
        'next_attempt_at',
        'created_at',
        'payload',
      ])
      .where('booking_id', '=', bookingId)
      .where('kind', 'not in', WEBHOOK_KINDS)
      // A change or reminder that became e-mails shows as those e-mails.
      .where((eb) => eb('kind', 'not in', [CHANGE_KIND, REMINDER_KIND]).or('status', '!=', 'sent'))
      .orderBy('id')
      .execute()
  );
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

/**
 * States a row never leaves: delivered (or expanded into e-mails), given up, dropped or skipped.
 * A `queued` or `sending` row is still pending and is never deleted.
 */
export const SETTLED_STATUSES = ['sent', 'failed', 'dropped', 'skipped'] as const;

/**
 * Deletes up to `limit` e-mail, booking change and reminder rows settled before `before`, in one
 * statement; answers how many it deleted. A rendered e-mail carries its whole content, so no row
 * needs the change it came from once that change is settled. Webhook rows are left to their
 * module, which knows which events a delivery still needs.
 */
export async function deleteSettledMail(db: Db, before: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', SETTLED_STATUSES)
        .where('updated_at', '<', before)
        .where('kind', 'not in', WEBHOOK_KINDS)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
