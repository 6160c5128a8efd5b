/**
 * Stripe's `charge.refunded`: refunds made in Stripe's dashboard (or by Slotbook itself) of a
 * charge whose PaymentIntent paid a booking's order. Each refund in the charge's `refunds` list
 * that the order does not record yet (by Stripe's refund id) is recorded as a host's refund
 * would be (payment-moves.ts): the order's refunded total, a refund transaction with the refund
 * id, the booking's `payment_status`, an activity. A refund Slotbook made is already recorded
 * with its id, so it is not recorded twice. Without the list (newer API versions leave it out),
 * what the charge's `amount_refunded` adds to the order's refunded total is recorded once.
 */
import type { Db } from '../../../db/database.js';
import { findOrderOfPaymentIntent, hasCharge } from '../../payments/index.js';
import { findBookingById } from '../bookings.repo.js';
import type { EventContext } from './gateway-events.js';
import { refundBooking } from './payment-moves.js';

export interface RefundedCharge {
  kind: 'refunded';
  chargeId: string;
  paymentIntent: string;
  currency: string;
  amountRefunded: number;
  /** Stripe's refunds of the charge, or null when the event did not list them. */
  refunds: { id: string; amount: number }[] | null;
}

type Fields = Record<string, unknown>;

function refundsOf(list: unknown): RefundedCharge['refunds'] {
  const data = (list as Fields | null | undefined)?.data;
  if (!Array.isArray(data)) return null;
  return (data as Fields[])
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .filter((r) => typeof r.id === 'string' && typeof r.amount === 'number' && r.amount > 0)
    .map((r) => ({ id: String(r.id).slice(0, 255), amount: Number(r.amount) }));
}

/** The refunds a `charge.refunded` event's charge reports, or null for one it cannot be. */
export function refundedChargeOf(object: Fields): RefundedCharge | null {
  const intent = object.payment_intent;
  const paymentIntent = typeof intent === 'string' ? intent : (intent as Fields | null)?.id;
  if (typeof paymentIntent !== 'string' || paymentIntent === '') return null;
  if (typeof object.id !== 'string' || typeof object.amount_refunded !== 'number') return null;
  return {
    kind: 'refunded',
    chargeId: object.id.slice(0, 200),
    paymentIntent: paymentIntent.slice(0, 255),
    currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : '',
    amountRefunded: object.amount_refunded,
    refunds: refundsOf(object.refunds),
  };
}

/** Records the charge's refunds the order lacks; whether any was recorded. */
export async function applyChargeRefunded(
  trx: Db,
  target: RefundedCharge,
  c: EventContext,
): Promise<boolean> {
  const record = await findOrderOfPaymentIntent(trx, target.paymentIntent);
  const bookingId = record?.order.parent_id;
  if (!record || bookingId === null || bookingId === undefined) return false;
  if (target.currency !== record.order.currency) return false;
  const refunds = target.refunds ?? [
    {
      id: `${target.chargeId}/${target.amountRefunded}`,
      amount: target.amountRefunded - record.order.total_refunded,
    },
  ];
  let recorded = false;
  let order = record.order;
  for (const refund of refunds) {
    const left = order.total_paid - order.total_refunded;
    if (refund.amount <= 0 || refund.amount > left) continue;
    if (await hasCharge(trx, order.id, refund.id)) continue;
    const booking = await findBookingById(trx, bookingId);
    if (!booking) return recorded;
    const input = { amount: refund.amount, reason: 'Refunded in Stripe', cancel: false };
    const moved = await refundBooking(trx, booking, { ...input, vendorChargeId: refund.id }, c);
    order = moved.record.order;
    recorded = true;
  }
  return recorded;
}
