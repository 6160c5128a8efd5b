/**
 * What a payment provider's verified event does to a booking's order, the same for every
 * provider (stripe-events.ts, paypal-events.ts), in the caller's transaction: a payment of
 * exactly what is due, in the order's currency and for the order's checkout, is recorded with
 * the provider's id and confirms the booking, by the same move as the host's "mark paid"
 * (payment-moves.ts), so e-mails, webhooks and the activity log follow; paid after the booking
 * was released, it is recorded, and once the transaction is committed the caller refunds it in
 * full and tells the guest (cancel-refunds.ts: the booking's time may be taken by now).
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

/**
 * What a provider's payment did: nothing (`ignored`, it does not fit the order, or the order is
 * paid already), confirmed the booking (`paid`), or was recorded on a released booking (`late`,
 * to be refunded once committed).
 */
export type PaymentOutcome = { kind: 'ignored' } | { kind: 'paid' | 'late'; bookingId: number };

const IGNORED: PaymentOutcome = { kind: 'ignored' };

/**
 * After the event's transaction is committed: a late payment is refunded (and the guest told).
 * Returns whether the event changed anything.
 */
export async function settle(
  outcome: PaymentOutcome | boolean,
  refundLate: (bookingId: number) => Promise<unknown>,
): Promise<boolean> {
  if (typeof outcome === 'boolean') return outcome;
  if (outcome.kind === 'late') await refundLate(outcome.bookingId);
  return outcome.kind !== 'ignored';
}

export async function applyProviderPayment(
  trx: Db,
  record: OrderRecord | undefined,
  paid: PaidByProvider,
  c: EventContext,
): Promise<PaymentOutcome> {
  const bookingId = record?.order.parent_id;
  if (!record || bookingId === null || bookingId === undefined) return IGNORED;
  const { order } = record;
  const session = order.vendor_session_id;
  if (paid.sessionId !== null && session !== '' && session !== paid.sessionId) return IGNORED;
  if (!isPayable(order.status)) return IGNORED;
  const due = order.total_amount - order.total_paid;
  if (paid.amount !== due || paid.currency !== order.currency) return IGNORED;
  const booking = await findBookingById(trx, bookingId);
  if (!booking) return IGNORED;
  const input = { amount: due, method: paid.method, vendorChargeId: paid.chargeId };
  if (booking.status === 'cancelled' || booking.status === 'rejected') {
    await recordLatePayment(trx, booking, input, c);
    return { kind: 'late', bookingId };
  }
  await payBooking(trx, booking, { ...input, confirm: true }, c);
  return { kind: 'paid', bookingId };
}
