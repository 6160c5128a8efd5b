/** What the booking writer is asked to do: take a new booking, or move one. */
import type { Db } from '../../../db/database.js';
import type { HostLocks } from '../../../db/locks.js';
import type { BookingRow, NewBookingRow } from '../../../db/tables-bookings.js';
import type { UserRow } from '../../../db/types.js';
import type { BookingStatus } from '../../../domain/booking-status.js';
import type { EventForBooking } from '../../calendars/index.js';
import type { BookingContactInput } from '../../contacts/index.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import type { HostSchedule } from '../slots/index.js';
import type { Answer, IdempotentRequest } from './idempotency.js';

type Actor = 'guest' | 'host' | 'system';

/** The columns of a new booking that come from the request. */
export type BookingColumns = Omit<
  NewBookingRow,
  | 'hash'
  | 'start_at'
  | 'end_at'
  | 'slot_minutes'
  | 'group_id'
  | 'status'
  | 'created_at'
  | 'updated_at'
>;

export interface NewBookingPlan<T> {
  loaded: EventForBooking;
  hosts: readonly HostSchedule[];
  /** Round robin: the hosts one of whom takes the booking. */
  pool: readonly HostSchedule[] | null;
  start: number;
  duration: number;
  status: BookingStatus;
  columns: BookingColumns;
  meta: Readonly<Record<string, unknown>>;
  actor: Actor;
  /** The user creating it (null for guests). */
  createdBy: number | null;
  /** Who booked, as the activity names them (a host's login and credential); null for guests. */
  bookedBy?: string;
  /** The hosts' users by id (a deleted user absent), for the booking's e-mails. */
  hostUsers: ReadonlyMap<number, UserRow>;
  /** The calendar's avatar, for what the notifiers present of the booking. */
  avatar: string;
  /** The event's stored notification settings, for its e-mails (null: the defaults). */
  notifications: string | null;
  /** The guest, kept as a CRM contact of the hosts (`person_contact_id`). */
  contact: Omit<BookingContactInput, 'hostIds'>;
  idempotency: IdempotentRequest | null;
  /** Builds the answer from the new row, inside the transaction (it is stored with the key). */
  answer(row: BookingRow): Answer<T>;
  /** More writes of the new booking, in its transaction (a paid booking's order). */
  alsoWrite?(trx: Db, row: BookingRow, now: number): Promise<void>;
}

export interface MovePlan {
  booking: BookingRow;
  loaded: EventForBooking;
  hosts: readonly HostSchedule[];
  pool: readonly HostSchedule[] | null;
  start: number;
  timezone: string;
  reason: string;
  /** False: the guest gets no e-mail about the move (a host's choice). */
  notifyGuest?: boolean;
  actor: Actor;
  movedBy: number | null;
  /** Who moved it, as the activity names them (a host's login and credential). */
  movedByName?: string;
  /** Checks the booking as it is under the lock (a guest's cut-off), throwing to refuse. */
  check?: (current: BookingRow) => void;
}

export interface WriterDeps {
  db: Db;
  locks: HostLocks;
  notifier: BookingNotifier;
  clock: () => number;
}
