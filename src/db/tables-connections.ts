import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of calendar connections (migration 0016). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A host's CalDAV account (`kind` = `caldav`), read-only iCalendar feed (`ics`) or Google
 * account (`google`). `sealed` holds the secrets (the CalDAV password, the whole feed URL, which
 * is often a secret address, or Google's tokens as JSON) sealed with AES-256-GCM; `server` is what may be shown (the CalDAV URL, or the feed's
 * origin).
 */
export interface CalendarConnectionsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  name: string;
  server: string;
  username: Defaulted<string>;
  sealed: string;
  principal_url: Nullable<string>;
  home_url: Nullable<string>;
  next_sync_at: number;
  last_attempt_at: Nullable<number>;
  last_success_at: Nullable<number>;
  last_error: Nullable<string>;
  /** Calendar objects downloaded by the last sync. */
  last_fetched: Defaulted<number>;
  /** 1: Google refused the grant (revoked or expired); not synced until connected anew (0031). */
  needs_reconnect: Defaulted<number>;
  /** Since when its syncs have failed without a success between (0039); null when healthy. */
  failing_since: Nullable<number>;
  /** When its host was mailed about the current run of failures (0039). */
  failure_mailed_at: Nullable<number>;
  created_at: number;
  updated_at: number;
}

/** A calendar of a connection; `blocks`: its events block time; `receives`: bookings go there. */
export interface ConnectionCalendarsTable {
  id: Generated<number>;
  connection_id: number;
  user_id: number;
  href: string;
  name: string;
  blocks: Defaulted<number>;
  receives: Defaulted<number>;
  sync_token: Nullable<string>;
  ctag: Nullable<string>;
  created_at: number;
  updated_at: number;
}

/** The iCalendar text of one calendar object as last fetched, with its ETag. */
export interface ConnectionObjectsTable {
  id: Generated<number>;
  calendar_id: number;
  href: string;
  etag: Nullable<string>;
  data: string;
}

/** A busy interval expanded from a calendar's objects. */
export interface ExternalBusyTable {
  id: Generated<number>;
  user_id: number;
  calendar_id: number;
  start_at: number;
  end_at: number;
}

/** A host's private feed: the SHA-256 of its secret token (migration 0017). */
export interface HostFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: number;
}

/**
 * A booking to bring up to date in a host's chosen calendar (write it, move it, or delete it,
 * as the booking is when the row is handled). `failed` after the retries ran out.
 */
export interface CalendarWritebacksTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  status: Defaulted<string>;
  attempts: Defaulted<number>;
  next_attempt_at: number;
  last_error: Nullable<string>;
  created_at: number;
}

/** Where a booking's event was written for a host, and with which SEQUENCE. */
export interface WrittenEventsTable {
  booking_id: number;
  user_id: number;
  calendar_id: number;
  href: string;
  sequence: number;
}

/** An OAuth authorization under way (migration 0031): single use, ten minutes. */
export interface OauthStatesTable {
  state_hash: string;
  user_id: number;
  session_hash: string;
  provider: string;
  verifier: string;
  expires_at: number;
}

export interface ConnectionTables {
  oauth_states: OauthStatesTable;
  host_feeds: HostFeedsTable;
  calendar_writebacks: CalendarWritebacksTable;
  written_events: WrittenEventsTable;
  calendar_connections: CalendarConnectionsTable;
  connection_calendars: ConnectionCalendarsTable;
  connection_objects: ConnectionObjectsTable;
  external_busy: ExternalBusyTable;
}

export type ConnectionRow = Selectable<CalendarConnectionsTable>;
export type NewConnectionRow = Insertable<CalendarConnectionsTable>;
export type ConnectionCalendarRow = Selectable<ConnectionCalendarsTable>;
