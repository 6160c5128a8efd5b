import type { Db } from '../../db/database.js';
import type { BookingRow } from '../../db/tables-bookings.js';
import type { CalendarRow, EventRow, UserRow } from '../../db/types.js';

/**
 * The booking-events contract: what happened to a booking that someone must be told about.
 * The bookings module reports each change inside the transaction that makes it, to every
 * consumer (mail, webhooks, calendar connections) as peers; each writes its own work in that
 * same transaction (outbox rows), so a change and what it announces are committed together or
 * not at all.
 */
export type BookingChangeKind =
  | 'created'
  | 'confirmed'
  | 'cancelled'
  | 'rejected'
  | 'rescheduled'
  /** `POST /schedules/{id}/send-confirmation-email`. */
  | 'confirmation_requested'
  /** The meeting took place: by a host, or by the jobs an hour after its end. */
  | 'completed'
  | 'no_show'
  /** A payment of the booking's order was recorded (in part or in full). */
  | 'payment_received'
  /** Some or all of what was paid was refunded. */
  | 'refunded'
  /**
   * A connected provider made the booking's online meeting (or gave it a new link) after the
   * booking was confirmed: the guest is sent the confirmation again, now with where to join.
   */
  | 'meeting_ready';

export interface BookingChange {
  kind: BookingChangeKind;
  bookingId: number;
  /** Who made the change. */
  actor: 'guest' | 'host' | 'system';
  /** For `confirmation_requested`: who gets it. Otherwise both parties, as the event says. */
  recipient?: 'guest' | 'host';
  /** For `rescheduled`: the previous start and end (epoch ms). */
  previous?: { start: number; end: number };
  reason?: string;
  /** For `cancelled`: what the guest gets back under the event's refund policy, for their mail. */
  refund?: string;
  /**
   * For `rescheduled`: false sends the guest no e-mail about it (the host chose so). For
   * `refunded`: true tells the guest by e-mail, with `reason` (a refund Slotbook made on its own,
   * such as a payment that arrived after the booking was released).
   */
  notifyGuest?: boolean;
}

/**
 * A booking its writer has just written, with everything its e-mails say about it: given to
 * `notify`, it spares reading the booking back inside the transaction.
 */
export interface WrittenBooking {
  row: BookingRow;
  event: EventRow;
  calendar: CalendarRow;
  /** The calendar's avatar (its landing page's profile), as the booking's answer shows it. */
  avatar: string;
  /** The booking's hosts, the organizer among them. */
  hostIds: readonly number[];
  /** The hosts' users by id; a deleted user is absent. */
  users: ReadonlyMap<number, UserRow>;
  /** The booking's meta, as written. */
  meta: Readonly<Record<string, unknown>>;
  /**
   * The event's stored notification settings (its `notifications` meta; null: the defaults),
   * read with its other settings before the booking's transaction.
   */
  notifications: string | null;
}

export interface BookingNotifier {
  /**
   * `trx` is the change's open transaction (on SQLite, a connection inside BEGIN IMMEDIATE that
   * holds the write lock): write through it, never start another transaction or use the pool.
   */
  notify(trx: Db, change: BookingChange, written?: WrittenBooking): Promise<void>;
}

/** A consumer that announces nothing (jobs and tests that need no announcements). */
export const silentNotifier: BookingNotifier = { notify: async () => {} };

/** One consumer telling each of `notifiers` in turn, in the change's transaction. */
export function combineNotifiers(...notifiers: BookingNotifier[]): BookingNotifier {
  return {
    async notify(trx, change, written) {
      for (const notifier of notifiers) await notifier.notify(trx, change, written);
    },
  };
}
