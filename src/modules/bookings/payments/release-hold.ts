/**
 * An unpaid booking gives its time back: cancelled (if still pending), its payment status
 * `failed`, an activity row and a notification, in the caller's transaction. Used when the hold
 * time passes (jobs/release.ts) and when Stripe says the checkout ended unpaid (stripe-events.ts).
 */
import type { Db } from '../../../db/database.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import { insertActivities, updateBooking, upsertBookingMeta } from '../bookings.repo.js';
import { activityRow } from '../activity.js';
import { META } from '../meta-keys.js';

/** Returns whether the booking was cancelled (false when it was no longer pending). */
export async function releaseHeldBooking(
  trx: Db,
  bookingId: number,
  reason: string,
  now: number,
  notifier: BookingNotifier,
): Promise<boolean> {
  const patch = { status: 'cancelled', payment_status: 'failed', updated_at: now };
  const row = await updateBooking(trx, bookingId, patch, 'pending');
  if (!row) {
    // No longer pending (cancelled meanwhile, or gone): only the payment status follows the order.
    await updateBooking(trx, bookingId, { payment_status: 'failed', updated_at: now });
    return false;
  }
  await upsertBookingMeta(trx, bookingId, { [META.cancelledByType]: 'host' }, now);
  await insertActivities(trx, [
    activityRow(bookingId, now, {
      title: 'Unpaid Booking Released',
      description: reason,
      type: 'cancel_reason',
    }),
  ]);
  await notifier.notify(trx, { kind: 'cancelled', bookingId, actor: 'system', reason });
  return true;
}
