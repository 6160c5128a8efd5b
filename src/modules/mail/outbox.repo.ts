/** The mail outbox: rows written with the change they announce (claims: `outbox-claims.repo.ts`). */
import type { Db } from '../../db/database.js';
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
