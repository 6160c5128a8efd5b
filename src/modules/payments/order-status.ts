/**
 * Order statuses and the moves between them (FluentBooking Pro's vocabulary). Pure: given the
 * order's balance and an amount, the next balance, or the error a service throws.
 *
 *   draft | pending | failed --pay part--> partially-paid --pay rest--> paid
 *   draft | pending | failed | partially-paid --pay all--> paid
 *   paid | partially-paid | partially-refunded --refund part--> partially-refunded
 *   paid | partially-paid | partially-refunded --refund rest--> refunded
 *   pending (unpaid, too old) --release--> failed
 */
import { conflict, validationFailed } from '../../errors.js';

export const ORDER_STATUSES = [
  'draft',
  'pending',
  'paid',
  'partially-paid',
  'failed',
  'refunded',
  'partially-refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderBalance {
  id: number;
  status: string;
  total_amount: number;
  total_paid: number;
  total_refunded: number;
}

export interface BalanceMove {
  status: OrderStatus;
  total_paid: number;
  total_refunded: number;
  /** The amount paid or refunded by this move, in minor units. */
  amount: number;
}

const PAYABLE: ReadonlySet<string> = new Set(['draft', 'pending', 'failed', 'partially-paid']);
const REFUNDABLE: ReadonlySet<string> = new Set(['paid', 'partially-paid', 'partially-refunded']);

/** Whether a payment may still be recorded on an order with this status. */
export function isPayable(status: string): boolean {
  return PAYABLE.has(status);
}

function invalidTransition(order: OrderBalance, action: string) {
  return conflict(
    'invalid_transition',
    `Order ${order.id} is ${order.status}; it cannot be ${action}.`,
    { order_status: order.status },
  );
}

function assertAmount(amount: number, limit: number, limitText: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw validationFailed({
      amount: { min: 'The amount must be a positive whole number of minor units.' },
    });
  }
  if (amount > limit) {
    throw validationFailed({ amount: { max: `The amount ${amount} is more than ${limitText}.` } });
  }
}

/** A payment of `amount` (default: everything still due). */
export function applyPayment(order: OrderBalance, amount?: number): BalanceMove {
  if (!PAYABLE.has(order.status)) throw invalidTransition(order, 'paid');
  const due = order.total_amount - order.total_paid;
  const paid = amount ?? due;
  assertAmount(paid, due, `the ${due} still due`);
  const totalPaid = order.total_paid + paid;
  return {
    status: totalPaid === order.total_amount ? 'paid' : 'partially-paid',
    total_paid: totalPaid,
    total_refunded: order.total_refunded,
    amount: paid,
  };
}

/** A refund of `amount` (default: everything paid and not yet refunded). */
export function applyRefund(order: OrderBalance, amount?: number): BalanceMove {
  if (!REFUNDABLE.has(order.status)) throw invalidTransition(order, 'refunded');
  const refundable = order.total_paid - order.total_refunded;
  const refund = amount ?? refundable;
  assertAmount(refund, refundable, `the ${refundable} paid and not yet refunded`);
  const totalRefunded = order.total_refunded + refund;
  return {
    status: totalRefunded === order.total_paid ? 'refunded' : 'partially-refunded',
    total_paid: order.total_paid,
    total_refunded: totalRefunded,
    amount: refund,
  };
}

/** The booking's `payment_status` that goes with an order status. */
export function bookingPaymentStatus(status: string): string {
  return status === 'draft' ? 'pending' : status;
}
