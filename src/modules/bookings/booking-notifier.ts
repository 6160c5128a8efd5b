import type { Db } from '../../db/database.js';

/**
 * What happened to a booking that someone must be told about. The bookings module reports each
 * change inside the transaction that makes it; the mail module turns it into outbox rows in that
 * same transaction, so a change and its e-mails are committed together or not at all.
 */
export type BookingChangeKind =
  | 'created'
  | 'confirmed'
  | 'cancelled'
  | 'rejected'
  | 'rescheduled'
  /** `POST /schedules/{id}/send-confirmation-email`. */
  | 'confirmation_requested';

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
}

export interface BookingNotifier {
  /**
   * `trx` is the change's open transaction (on SQLite, a connection inside BEGIN IMMEDIATE that
   * holds the write lock): write through it, never start another transaction or use the pool.
   */
  notify(trx: Db, change: BookingChange): Promise<void>;
}

/** Until mail is wired in, changes are simply not announced. */
export const silentNotifier: BookingNotifier = { notify: async () => {} };
