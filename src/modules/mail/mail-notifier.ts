/**
 * The BookingNotifier of the mail module: in the transaction that changes a booking, it loads
 * the booking (through the bookings module's `BookingMailSource`) and the event's notification
 * settings, and writes the e-mails to the outbox. Nothing is sent here; the mailer delivers.
 */
import type { Db } from '../../db/database.js';
import type { BookingChange, BookingNotifier } from '../bookings/booking-notifier.js';
import { NOTIFICATIONS_KEY, readNotifications } from '../events/event-meta.js';
import { findMeta } from '../meta/meta.repo.js';
import type { BookingMailSource } from './booking-mail-source.js';
import { buildBookingMails } from './booking-mails.js';
import { enqueueMail } from './outbox.repo.js';

export interface MailNotifierDeps {
  source: BookingMailSource;
  clock: () => number;
}

export function createMailNotifier({ source, clock }: MailNotifierDeps): BookingNotifier {
  return {
    async notify(trx: Db, change: BookingChange): Promise<void> {
      const ctx = await source(trx, change.bookingId);
      if (!ctx) return;
      const meta = await findMeta(trx, 'event', ctx.event.id, NOTIFICATIONS_KEY);
      const now = clock();
      const messages = buildBookingMails(change, ctx, readNotifications(meta?.value), now);
      await enqueueMail(trx, messages, now);
    },
  };
}
