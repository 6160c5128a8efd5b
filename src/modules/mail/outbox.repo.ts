/** Mail's rows of the outbox (topic `mail`), written with the change they announce (claims: `outbox-claims.repo.ts`). */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import { compileOnce } from '../../db/compiled.js';
import { MAIL_TOPIC } from '../outbox/index.js';

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
    .insertInto('outbox')
    .values(
      list.map((m) => ({
        topic: MAIL_TOPIC,
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

/** Writes a booking change (its snapshot as JSON) in the change's transaction; due at once. */
export async function enqueueChange(
  trx: Db,
  bookingId: number,
  payload: string,
  now: number,
): Promise<void> {
  await insertChange(trx, { bookingId, payload, now });
}

/** A booking change's row (one a booking), compiled once. */
const insertChange = compileOnce<'bookingId' | 'payload' | 'now', never>((db, param) =>
  db.insertInto('outbox').values({
    topic: MAIL_TOPIC,
    kind: CHANGE_KIND,
    booking_id: param<number>('bookingId'),
    recipient: '',
    subject: '',
    text: '',
    html: '',
    payload: param<string>('payload'),
    status: 'queued',
    next_attempt_at: param<number>('now'),
    created_at: param<number>('now'),
    updated_at: param<number>('now'),
  }),
);

export type MailDelivery = Pick<
  OutboxRow,
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
): Promise<(MailDelivery & Pick<OutboxRow, 'payload'>)[]> {
  return (
    db
      .selectFrom('outbox')
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
      .where('topic', '=', MAIL_TOPIC)
      // A change or reminder that became e-mails shows as those e-mails.
      .where((eb) => eb('kind', 'not in', [CHANGE_KIND, REMINDER_KIND]).or('status', '!=', 'sent'))
      .orderBy('id')
      .execute()
  );
}
