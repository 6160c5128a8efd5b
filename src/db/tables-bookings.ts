/** Tables of the bookings module (migration 0003). Instants are epoch milliseconds. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface BookingTables {
  bookings: BookingsTable;
  booking_hosts: BookingHostsTable;
  booking_meta: BookingMetaTable;
  booking_activity: BookingActivityTable;
  idempotency_keys: IdempotencyKeysTable;
}

/** FluentBooking's `fcal_bookings` with real types. */
export interface BookingsTable {
  id: Generated<number>;
  /** 32 lowercase hex characters, unique: the guest's handle on the booking. */
  hash: string;
  calendar_id: number;
  /** No foreign key: bookings outlive their event. */
  event_id: number;
  /** The event's title when booked, kept when the event is deleted. */
  event_title: string;
  /** Null for the first booking of a group; the first booking's id for those joining it. */
  group_id: Nullable<number>;
  fcrm_id: Nullable<number>;
  parent_id: Nullable<number>;
  host_user_id: number;
  person_user_id: Nullable<number>;
  person_contact_id: Nullable<number>;
  person_time_zone: string;
  start_at: number;
  end_at: number;
  slot_minutes: number;
  first_name: string;
  last_name: string;
  email: string;
  message: Defaulted<string>;
  internal_note: Defaulted<string>;
  phone: Defaulted<string>;
  country: Defaulted<string>;
  ip_address: Defaulted<string>;
  browser: Defaulted<string>;
  device: Defaulted<string>;
  /** JSON object or null. */
  other_info: Nullable<string>;
  /** JSON object or null. */
  location_details: Nullable<string>;
  cancelled_by: Nullable<number>;
  status: string;
  source: string;
  booking_type: Defaulted<string>;
  event_type: string;
  payment_status: Nullable<string>;
  payment_method: Nullable<string>;
  source_url: Defaulted<string>;
  source_id: Nullable<number>;
  utm_source: Defaulted<string>;
  utm_medium: Defaulted<string>;
  utm_campaign: Defaulted<string>;
  utm_term: Defaulted<string>;
  utm_content: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

/**
 * One row per host of a booking, with the time it holds the host: the booking widened by its
 * event's buffers (when booked). Busy time is read from here, keyed by (user_id, busy_start).
 */
export interface BookingHostsTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  status: Defaulted<string>;
  busy_start: number;
  busy_end: number;
  created_at: number;
  updated_at: number;
}

export interface BookingMetaTable {
  id: Generated<number>;
  booking_id: number;
  meta_key: string;
  /** JSON value. */
  value: string;
  created_at: number;
  updated_at: number;
}

export interface BookingActivityTable {
  id: Generated<number>;
  booking_id: number;
  parent_id: Nullable<number>;
  created_by: Nullable<number>;
  status: Defaulted<string>;
  type: Defaulted<string>;
  title: string;
  description: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

/** The first answer to a POST carrying `Idempotency-Key`, per caller. */
export interface IdempotencyKeysTable {
  /** The caller, `user:<id>` or `public`: keys of different callers never meet. */
  scope: string;
  key: string;
  /** SHA-256 of the request (route and body): the same key with another body is refused. */
  request_hash: string;
  status_code: number;
  /** The JSON body that was answered. */
  response: string;
  created_at: number;
}

export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;
export type BookingPatch = Updateable<BookingsTable>;
export type BookingMetaRow = Selectable<BookingMetaTable>;
export type BookingActivityRow = Selectable<BookingActivityTable>;
export type NewBookingActivityRow = Insertable<BookingActivityTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
