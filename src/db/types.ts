import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ContactsTable, ContactTagsTable, CrmTagsTable } from './tables-mail.js';
import type { OutboxTable } from './tables-outbox.js';
import type {
  OrderItemsTable,
  OrdersTable,
  PaypalEventsTable,
  StripeEventsTable,
  TransactionsTable,
} from './tables-payments.js';
import type { BookingTables } from './tables-bookings.js';
import type { AccountTables } from './tables-accounts.js';
import type { ConnectionTables } from './tables-connections.js';
import type { OAuthTables } from './tables-oauth.js';
import type {
  WebhookAttemptsTable,
  WebhookPartsTable,
  WebhookSubscriptionsTable,
} from './tables-webhooks.js';

/**
 * Table types. Instants are integer epoch milliseconds on both engines (BIGINT on PostgreSQL,
 * parsed back to numbers); JSON values are stored as text and parsed by the repositories.
 */
export interface Tables extends BookingTables, AccountTables, ConnectionTables, OAuthTables {
  settings: SettingsTable;
  users: UsersTable;
  application_passwords: ApplicationPasswordsTable;
  calendars: CalendarsTable;
  events: EventsTable;
  event_members: EventMembersTable;
  availability_schedules: AvailabilitySchedulesTable;
  meta: MetaTable;
  outbox: OutboxTable;
  contacts: ContactsTable;
  crm_tags: CrmTagsTable;
  contact_tags: ContactTagsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  transactions: TransactionsTable;
  stripe_events: StripeEventsTable;
  paypal_events: PaypalEventsTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_parts: WebhookPartsTable;
  slug_redirects: SlugRedirectsTable;
}

/** A slug a calendar (`event_id` null) or an event type had before it was renamed. */
export interface SlugRedirectsTable {
  id: Generated<number>;
  calendar_id: number;
  event_id: number | null;
  old_slug: string;
  created_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  role: string;
  /** JSON array of granted permission names. */
  permissions: string;
  time_zone: string;
  created_at: number;
  updated_at: number;
  /** When an administrator deactivated the user (no sign-in, no API access); null if active. */
  deactivated_at: number | null;
  /** '12h' or '24h'; null until the user (or the dashboard, from their language) chose. */
  time_format: string | null;
  /** 'dmy', 'mdy' or 'ymd'; null until chosen. */
  date_order: string | null;
  /** When the user kept or changed their zone after the dashboard saw another one; null: not yet. */
  zone_confirmed_at: number | null;
}

export interface ApplicationPasswordsTable {
  id: Generated<number>;
  uuid: string;
  app_id: string;
  user_id: number;
  name: string;
  password_hash: string;
  created_at: number;
  last_used_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_ip: ColumnType<string | null, string | null | undefined, string | null>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type ApplicationPasswordRow = Selectable<ApplicationPasswordsTable>;
export type NewApplicationPasswordRow = Insertable<ApplicationPasswordsTable>;

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CalendarsTable {
  id: Generated<number>;
  /** 32 lowercase hex characters. */
  hash: string;
  user_id: number;
  account_id: ColumnType<number, number | undefined, number>;
  parent_id: Nullable<number>;
  title: string;
  slug: string;
  media_id: ColumnType<number, number | undefined, number>;
  description: string;
  /** JSON object or null (FluentBooking never writes it). */
  settings: Nullable<string>;
  status: string;
  /** `simple` (host calendar, one per user), `team`, `event`. */
  type: string;
  event_type: string;
  account_type: string;
  visibility: string;
  author_timezone: string;
  max_book_per_slot: number;
  created_at: number;
  updated_at: number;
}

export interface EventsTable {
  id: Generated<number>;
  hash: string;
  /** The calendar owner. */
  user_id: number;
  calendar_id: number;
  duration: number;
  title: string;
  slug: string;
  media_id: ColumnType<number, number | undefined, number>;
  description: string;
  /** JSON object of FluentBooking's event settings; schedules as local `HH:MM` times. */
  settings: string;
  /** `existing_schedule` (availability_id) or `custom` (settings, in the calendar's zone). */
  availability_type: string;
  availability_id: Nullable<number>;
  status: string;
  /** Pricing: `free` or `paid`. */
  type: string;
  color_schema: string;
  location_type: string;
  location_heading: string;
  /** JSON array of location options. */
  location_settings: string;
  /** `single`, `group`, `round_robin`, `collective`. */
  event_type: string;
  /** 0 or 1. */
  is_display_spots: number;
  max_book_per_slot: number;
  created_at: number;
  updated_at: number;
}

/** Team members of an event (`settings.team_members`), queryable for read access. */
export interface EventMembersTable {
  event_id: number;
  user_id: number;
}

export interface AvailabilitySchedulesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  timezone: string;
  /** JSON `{ sun..sat: { enabled, slots: [{ start, end }] } }`, local `HH:MM`. */
  weekly_schedules: string;
  /** JSON `{ "YYYY-MM-DD": [{ start, end }] }`, local `HH:MM`. */
  date_overrides: string;
  /** 0 or 1; at most one default per user. */
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** Generic meta (`calendar` profile and sharing settings, `event` booking fields, ...). */
export interface MetaTable {
  id: Generated<number>;
  object_type: string;
  object_id: number;
  key: string;
  /** JSON value. */
  value: string;
  created_at: number;
  updated_at: number;
}

export type CalendarRow = Selectable<CalendarsTable>;
export type NewCalendarRow = Insertable<CalendarsTable>;
export type CalendarPatch = Updateable<CalendarsTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEventRow = Insertable<EventsTable>;
export type EventPatch = Updateable<EventsTable>;
export type ScheduleRow = Selectable<AvailabilitySchedulesTable>;
export type NewScheduleRow = Insertable<AvailabilitySchedulesTable>;
export type SchedulePatch = Updateable<AvailabilitySchedulesTable>;
export type MetaRow = Selectable<MetaTable>;
