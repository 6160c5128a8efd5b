/**
 * The BookingNotifier of the mail module: in the transaction that changes a booking, it loads
 * the booking (through the bookings module's `BookingMailSource`, which describes a new booking
 * from what its writer hands over instead of reading it) and the event's notification settings
 * (which a new booking's writer also hands over), and writes them with the change to the outbox as one snapshot, and plans, re-plans or drops the
 * booking's reminders (reminders.ts) in the same transaction. The mailer renders
 * the snapshot into e-mails (`renderChange`) and delivers them: the e-mails say what was true
 * when the change was made, and rendering them costs the booking's transaction nothing.
 */
import type { Db } from '../../db/database.js';
import type {
  BookingChange,
  BookingChangeKind,
  BookingNotifier,
  WrittenBooking,
} from '../booking-events/index.js';
import { NOTIFICATIONS_KEY, readNotifications } from '../calendars/index.js';
import { findMeta } from '../meta/index.js';
import type { BookingMailSource } from './booking-mail-source.js';
import { buildBookingMails } from './booking-mails.js';
import type { BookingMailContext } from './booking-mail-source.js';
import { enqueueChange, type OutboxMessage } from './outbox.repo.js';
import { replanReminders } from './reminders.js';

/**
 * Changes no e-mail is about (other notifiers, such as webhooks, announce them), unless the change
 * asks for the guest to be told (`notifyGuest`, a refund Slotbook made on its own).
 */
export const UNMAILED_CHANGES: ReadonlySet<BookingChangeKind> = new Set([
  'completed',
  'no_show',
  'payment_received',
  'refunded',
]);

export interface MailNotifierDeps {
  source: BookingMailSource;
  clock: () => number;
}

export function createMailNotifier({ source, clock }: MailNotifierDeps): BookingNotifier {
  return {
    async notify(trx: Db, change: BookingChange, written?: WrittenBooking): Promise<void> {
      if (UNMAILED_CHANGES.has(change.kind) && change.notifyGuest !== true) return;
      const ctx = await source(trx, change.bookingId, written);
      if (!ctx) return;
      // A new booking's writer read them with the event's other settings, before its lock.
      const notifications = written
        ? written.notifications
        : ((await findMeta(trx, 'event', ctx.event.id, NOTIFICATIONS_KEY))?.value ?? null);
      const now = clock();
      const snapshot: ChangeSnapshot = { change, ctx, notifications, at: now };
      await enqueueChange(trx, change.bookingId, JSON.stringify(snapshot), now);
      await replanReminders(trx, change, ctx, snapshot.notifications, now);
    },
  };
}

/** What a `booking_change` outbox row holds: enough to render its e-mails later. */
interface ChangeSnapshot {
  change: BookingChange;
  ctx: BookingMailContext;
  /** The event's stored notification settings (null: the defaults). */
  notifications: string | null;
  /** When the change was made (epoch ms). */
  at: number;
}

/** The e-mails of a `booking_change` row's payload; throws when the payload is not one. */
export function renderChange(payload: string): OutboxMessage[] {
  const snapshot = JSON.parse(payload) as ChangeSnapshot;
  const notifications = readNotifications(snapshot.notifications ?? undefined);
  return buildBookingMails(snapshot.change, snapshot.ctx, notifications, snapshot.at);
}
