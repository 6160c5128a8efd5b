/**
 * What a cancellation's e-mail says about the money: for a booking paid through a payment
 * provider (Stripe, PayPal), the refund the event's refund policy gives (`refundDue`), computed
 * inside the cancelling transaction from what is stored, so the mail is written with the
 * cancellation and the provider is still called only after the commit (cancel-refunds.ts). A
 * refund the provider then refuses is left to the host (its activity says so).
 */
import type { Db } from '../../db/database.js';
import type { BookingRow } from '../../db/tables-bookings.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../domain/money.js';
import { PAYMENT_KEY, readPaymentSettings } from '../calendars/index.js';
import { findMeta } from '../meta/index.js';
import { findOrderForBooking, refundDue } from '../payments/index.js';

const PROVIDERS: ReadonlySet<string> = new Set(['stripe', 'paypal']);

/** The sentence about the refund, or '' for a booking not paid through a provider. */
export async function cancellationRefundNote(
  trx: Db,
  booking: BookingRow,
  now: number,
): Promise<string> {
  const record = await findOrderForBooking(trx, booking.id);
  if (!record || !PROVIDERS.has(record.order.payment_method ?? '')) return '';
  const { order } = record;
  const left = order.total_paid - order.total_refunded;
  if (left <= 0) return '';
  const meta = await findMeta(trx, 'event', booking.event_id, PAYMENT_KEY);
  const settings = readPaymentSettings(meta?.value, booking.slot_minutes);
  const due = refundDue(settings, left, booking.start_at, now);
  if (due.amount === 0) {
    const why =
      due.basis === 'cutoff'
        ? 'the booking was cancelled too close to its start'
        : 'the event gives no refund';
    return `No refund is given under the event's refund policy: ${why}.`;
  }
  const price = formatPrice(due.amount, findCurrency(order.currency) ?? DEFAULT_CURRENCY);
  return `Under the event's refund policy, ${price} is refunded to you.`;
}
