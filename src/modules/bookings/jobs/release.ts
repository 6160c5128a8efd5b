/**
 * Unpaid bookings give their time back (a job of jobs.ts). A pending booking whose online
 * payment (Stripe, PayPal) has not been recorded within the global hold time
 * (`unpaid_release_minutes`) is cancelled and its order failed, in one transaction, with an
 * activity row and a notification. Offline ("pay later") bookings are not released: cash at the
 * meeting or a bank transfer arrives on its own schedule, so they wait for the host to record the
 * payment or cancel. Safe with several processes: each order is released by exactly one of them.
 */
import type { Db } from '../../../db/database.js';
import {
  findGlobalSettings,
  ONLINE_METHODS,
  releaseCutoff,
  releaseUnpaidOrders,
} from '../../payments/index.js';
import { silentNotifier, type BookingNotifier } from '../../booking-events/index.js';
import { releaseHeldBooking } from '../payments/index.js';

/** Releases the unpaid online bookings past the hold time; returns how many were cancelled. */
export async function releaseUnpaidBookings(
  db: Db,
  now: number,
  notifier: BookingNotifier = silentNotifier,
): Promise<number> {
  const settings = await findGlobalSettings(db);
  const olderThan = releaseCutoff(settings, now);
  const reason =
    `The payment was not received within ${settings.unpaid_release_minutes} minutes; ` +
    'the booking was cancelled and its time freed.';
  return db.transaction().execute(async (trx) => {
    const released = await releaseUnpaidOrders(trx, { olderThan, now, methods: ONLINE_METHODS });
    let cancelled = 0;
    for (const { bookingId } of released) {
      if (await releaseHeldBooking(trx, bookingId, reason, now, notifier)) cancelled += 1;
    }
    return cancelled;
  });
}
