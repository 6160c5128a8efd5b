import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * One piece of background work written in the transaction of the change it announces: an e-mail
 * to one recipient, a booking change or a planned reminder to render into e-mails (topic `mail`),
 * a webhook event or its delivery to one subscription (topic `webhook`). Each topic's consumer
 * claims its own rows: while `sending`, `next_attempt_at` is the end of the claim's lease and
 * `claim_token` names the claim; after the lease the row is due again (migrations 0004, 0026).
 */
export interface OutboxTable {
  id: Generated<number>;
  /** Whose row it is: `mail` or `webhook`; always written (the column's default is for old rows). */
  topic: string;
  /** What the mail says: `booking_conf_attendee`, `cancelled_by_host`, ... */
  kind: string;
  booking_id: Nullable<number>;
  /** `"Name" <address>` or a bare address. */
  recipient: string;
  reply_to: Nullable<string>;
  subject: string;
  text: string;
  html: string;
  /** The iCalendar invite (with its METHOD line), or null. */
  ics: Nullable<string>;
  /**
   * Only on `booking_change` rows (no recipient, no content yet): the change and a snapshot of
   * what its e-mails say, as JSON. The mailer replaces such a row by the e-mails (migration 0006).
   */
  payload: Nullable<string>;
  /** On `webhook_delivery` rows: the subscription it goes to (migration 0014). */
  subscription_id: Nullable<number>;
  /** On `webhook_delivery` rows: the `webhook_event` row it carries (migration 0014). */
  event_id: Nullable<number>;
  /** `queued`, `sending`, `sent`, `failed`. */
  status: Defaulted<string>;
  attempts: Defaulted<number>;
  next_attempt_at: number;
  claim_token: Nullable<string>;
  last_error: Nullable<string>;
  sent_at: Nullable<number>;
  message_id: Nullable<string>;
  created_at: number;
  updated_at: number;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
