/**
 * What a cancellation gives back under the event's refund policy (`refund_policy`,
 * `refund_percent`, `refund_cutoff_hours` in its payment settings), for a booking paid online
 * (Stripe, PayPal): the refund payments/cancel-refunds.ts makes once the cancellation is committed, and
 * the sentence the guest's cancellation e-mail says about it.
 */
import type { Db } from '../../db/database.js';
import type { BookingRow } from '../../db/tables-bookings.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../domain/money.js';
import { PAYMENT_KEY, readPaymentSettings } from '../calendars/index.js';
import { findMeta } from '../meta/index.js';
import {
  findOrderForBooking,
  ONLINE_METHODS,
  refundDue,
  type Method,
  type RefundDue,
} from '../payments/index.js';

/** Null for a booking not paid online, or with nothing left to refund. */
export async function policyRefund(
  db: Db,
  booking: BookingRow,
  now: number,
): Promise<(RefundDue & { currency: string }) | null> {
  const record = await findOrderForBooking(db, booking.id);
  if (!record || !ONLINE_METHODS.includes(record.order.payment_method as Method)) return null;
  const left = record.order.total_paid - record.order.total_refunded;
  if (left <= 0) return null;
  const meta = await findMeta(db, 'event', booking.event_id, PAYMENT_KEY);
  const settings = readPaymentSettings(meta?.value, booking.slot_minutes);
  return { ...refundDue(settings, left, booking.start_at, now), currency: record.order.currency };
}

/** What the guest is told about the refund of their cancelled booking, or null. */
export async function refundSentence(
  db: Db,
  booking: BookingRow,
  now: number,
): Promise<string | null> {
  const due = await policyRefund(db, booking, now);
  if (!due) return null;
  const price = formatPrice(due.amount, findCurrency(due.currency) ?? DEFAULT_CURRENCY);
  switch (due.basis) {
    case 'full':
      return `Refund: your payment of ${price} is refunded in full, to the way you paid.`;
    case 'partial':
      return `Refund: ${price} of your payment is refunded under the event's refund policy, to the way you paid.`;
    case 'cutoff':
      return "Refund: under the event's refund policy, a cancellation this close to the start is not refunded.";
    case 'none':
      return "Refund: under the event's refund policy, this booking is not refunded.";
  }
}
