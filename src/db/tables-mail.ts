import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of the mail outbox and the CRM contacts (migration 0004). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * One e-mail to one recipient. Rows are written in the transaction of the change they announce
 * and delivered by the mailer. While `sending`, `next_attempt_at` is the end of the sender's
 * lease and `claim_token` names the claim; after the lease the row is due again.
 */
export interface MailOutboxTable {
  id: Generated<number>;
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

/**
 * A person a host knows from their bookings or added themselves: one row per owner and e-mail
 * (lower-cased). `owner_id` is null only for contacts no host owned when contacts were split.
 */
export interface ContactsTable {
  id: Generated<number>;
  owner_id: number | null;
  email: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  phone: Defaulted<string>;
  /** IANA zone, or '' when unknown. */
  timezone: Defaulted<string>;
  address_line_1: Defaulted<string>;
  address_line_2: Defaulted<string>;
  city: Defaulted<string>;
  state: Defaulted<string>;
  postal_code: Defaulted<string>;
  country: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

/** The shared tag vocabulary (FluentCRM's tags): `slug` is the lower-cased, unique key. */
export interface CrmTagsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  created_at: number;
}

export interface ContactTagsTable {
  contact_id: number;
  tag_id: number;
}

export type MailRow = Selectable<MailOutboxTable>;
export type NewMailRow = Insertable<MailOutboxTable>;
export type ContactRow = Selectable<ContactsTable>;
export type NewContactRow = Insertable<ContactsTable>;
export type CrmTagRow = Selectable<CrmTagsTable>;
