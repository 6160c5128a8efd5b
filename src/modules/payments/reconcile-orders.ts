/**
 * What reconciling online payments stores (the bookings module asks the providers): which
 * orders with a checkout open at Stripe or PayPal are due to be asked about, and the lease that
 * lets one process at a time ask about an order: `orders.reconcile_at`, moved forward by a
 * compare-and-set. Every function takes the database first; none opens a transaction.
 */
import type { Db } from '../../db/database.js';
import { ONLINE_METHODS } from './payment-methods.js';

export interface CheckoutToReconcile {
  orderId: number;
  /** The order's own uuid (its providers' idempotency keys are made of it). */
  uuid: string;
  bookingId: number;
  method: 'stripe' | 'paypal';
  /** Stripe's Checkout Session id, or PayPal's order id. */
  checkoutId: string;
  createdAt: number;
  /** `reconcile_at` as read: the value a claim compares with. */
  reconcileAt: number;
}

/**
 * Unpaid pending booking orders with an open checkout, created from `createdFrom` and before
 * `createdBefore`, whose turn has come at `now`: the longest waiting first, at most `limit`.
 */
export async function listCheckoutsToReconcile(
  db: Db,
  window: { now: number; createdFrom: number; createdBefore: number; limit: number },
): Promise<CheckoutToReconcile[]> {
  const { now, createdFrom, createdBefore, limit } = window;
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'uuid', 'parent_id', 'payment_method', 'vendor_session_id'])
    .select(['created_at', 'reconcile_at'])
    .where('status', '=', 'pending')
    .where('total_paid', '=', 0)
    .where('parent_id', 'is not', null)
    .where('payment_method', 'in', ONLINE_METHODS)
    .where('vendor_session_id', '<>', '')
    .where('created_at', '>=', createdFrom)
    .where('created_at', '<', createdBefore)
    .where('reconcile_at', '<=', now)
    .orderBy('reconcile_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    uuid: row.uuid,
    bookingId: Number(row.parent_id),
    method: row.payment_method === 'paypal' ? 'paypal' : 'stripe',
    checkoutId: row.vendor_session_id,
    createdAt: row.created_at,
    reconcileAt: Number(row.reconcile_at),
  }));
}

/**
 * Takes the order for one round until `until`: true for exactly one of the processes that read
 * the same `reconcile_at`, and only while the order is still pending.
 */
export async function claimCheckout(
  db: Db,
  checkout: CheckoutToReconcile,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ reconcile_at: until })
    .where('id', '=', checkout.orderId)
    .where('status', '=', 'pending')
    .where('reconcile_at', '=', checkout.reconcileAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the round that holds the order until `lease`: it is asked about again from `at`. */
export async function askAgainAt(
  db: Db,
  orderId: number,
  lease: number,
  at: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ reconcile_at: at })
    .where('id', '=', orderId)
    .where('reconcile_at', '=', lease)
    .execute();
}
