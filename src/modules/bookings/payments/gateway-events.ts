/**
 * What a payment provider's verified event does to a booking's order, the same for every
 * provider (stripe-events.ts, paypal-events.ts), in the caller's transaction: a payment of
 * exactly what is due, in the order's currency and for the order's checkout, is recorded with
 * the provider's id and confirms the booking, by the same move as the host's "mark paid"
 * (payment-moves.ts), so e-mails, webhooks and the activity log follow; paid after the booking
 * was released, it is recorded and the booking's id is added to `late`, for the caller to refund
 * once its transaction is committed (late-refunds.ts).
 */
import type { Db } from '../../../db/database.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import { isPayable, type Method, type OrderRecord } from '../../payments/index.js';
import { findBookingById } from '../bookings.repo.js';
import { payBooking, recordLatePayment } from './payment-moves.js';

export interface EventContext {
  notifier: BookingNotifier;
  actor: { kind: 'system'; userId: null; name: string };
  now: number;
  /** Released bookings whose payment this transaction recorded, to refund after it commits. */
  late: number[];
}

export interface PaidByProvider {
  method: Method;
  /** The provider's checkout the payment closes (Stripe's session, PayPal's order), if named. */
  sessionId: string | null;
  /** The provider's id of the payment (PaymentIntent, capture). */
  chargeId: string;
  /** Minor units, or null when the event did not say. */
  amount: number | null;
  currency: string;
}

/** Returns whether the payment was recorded (false for one that does not fit the order). */
export async function applyProviderPayment(
  trx: Db,
  record: OrderRecord | undefined,
  paid: PaidByProvider,
  c: EventContext,
): Promise<boolean> {
  const bookingId = record?.order.parent_id;
  if (!record || bookingId === null || bookingId === undefined) return false;
  const { order } = record;
  const session = order.vendor_session_id;
  if (paid.sessionId !== null && session !== '' && session !== paid.sessionId) return false;
  if (!isPayable(order.status)) return false;
  const due = order.total_amount - order.total_paid;
  if (paid.amount !== due || paid.currency !== order.currency) return false;
  const booking = await findBookingById(trx, bookingId);
  if (!booking) return false;
  const input = { amount: due, method: paid.method, vendorChargeId: paid.chargeId };
  if (booking.status === 'cancelled' || booking.status === 'rejected') {
    await recordLatePayment(trx, booking, input, c);
    c.late.push(booking.id);
  } else {
    await payBooking(trx, booking, { ...input, confirm: true }, c);
  }
  return true;
}
