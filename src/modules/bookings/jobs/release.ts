/**
 * Unpaid bookings give their time back (a job of jobs.ts). A pending booking whose online
 * payment (Stripe, PayPal) has not been recorded within the global hold time
 * (`unpaid_release_minutes`) is cancelled and its order failed, in one transaction, with an
 * activity row and a notification, here only when there is nobody to ask about it:
 *
 * - the guest never opened the provider's checkout: nothing can have been paid;
 * - the checkout is open, but the provider could not be asked about it for
 *   `UNANSWERED_RELEASE_MS` after the hold ended (an outage): the time is freed all the same
 *   (Stripe's checkouts expire with the hold by then; a payment made before is still recorded
 *   when its webhook comes, and the host told).
 *
 * Any other order with a checkout is released by reconciliation (payments/reconcile.ts), once
 * the provider said it was not paid. Offline ("pay later") bookings are not released: cash at
 * the meeting or a bank transfer arrives on its own schedule, so they wait for the host to
 * record the payment or cancel. Safe with several processes: each order is released by exactly
 * one of them, and not while a process is asking its provider about it.
 */
import type { Db } from '../../../db/database.js';
import {
  findGlobalSettings,
  ONLINE_METHODS,
  releaseCutoff,
  releaseUnpaidOrders,
} from '../../payments/index.js';
import { silentNotifier, type BookingNotifier } from '../../booking-events/index.js';
import { releaseHeldBooking, UNANSWERED_RELEASE_MS } from '../payments/index.js';

/** Releases the unpaid online bookings due; returns how many were cancelled. */
export async function releaseUnpaidBookings(
  db: Db,
  now: number,
  notifier: BookingNotifier = silentNotifier,
): Promise<number> {
  const settings = await findGlobalSettings(db);
  const olderThan = releaseCutoff(settings, now);
  const minutes = settings.unpaid_release_minutes;
  const freed = 'the booking was cancelled and its time freed.';
  const unpaid = `The payment was not received within ${minutes} minutes; ${freed}`;
  const unanswered =
    `The payment was not received within ${minutes} minutes, and the payment provider could ` +
    `not be asked about it for ${UNANSWERED_RELEASE_MS / 3_600_000} hours more; ${freed}`;
  return db.transaction().execute(async (trx) => {
    const methods = ONLINE_METHODS;
    const never = await releaseUnpaidOrders(trx, { olderThan, now, methods, checkout: 'none' });
    const lost = await releaseUnpaidOrders(trx, {
      olderThan: olderThan - UNANSWERED_RELEASE_MS,
      now,
      methods,
      checkout: 'opened',
    });
    let cancelled = 0;
    for (const [released, reason] of [
      [never, unpaid],
      [lost, unanswered],
    ] as const) {
      for (const { bookingId } of released) {
        if (await releaseHeldBooking(trx, bookingId, reason, now, notifier)) cancelled += 1;
      }
    }
    return cancelled;
  });
}
