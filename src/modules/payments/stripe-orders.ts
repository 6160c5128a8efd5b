/**
 * What Stripe Checkout stores: the order's Checkout Session, and the Stripe events applied, each
 * once. Every function takes the database or the caller's transaction first.
 */
import type { Db } from '../../db/database.js';
import type { OrderRecord } from './orders.presenter.js';
import { loadOrderRecord } from './orders.service.js';
import * as repo from './orders.repo.js';

/** The booking order paid with Stripe that `orderId` names, if there is one. */
export async function findStripeOrder(db: Db, orderId: number): Promise<OrderRecord | undefined> {
  const order = await repo.findOrderById(db, orderId);
  if (!order || order.payment_method !== 'stripe' || order.parent_id === null) return undefined;
  return loadOrderRecord(db, order);
}

/**
 * Remembers the order's Checkout Session unless it already has one; returns the session the
 * order has now (another request may have stored its own first).
 */
export async function recordCheckoutSession(
  db: Db,
  orderId: number,
  sessionId: string,
  now: number,
): Promise<string> {
  await db
    .updateTable('orders')
    .set({ vendor_session_id: sessionId, updated_at: now })
    .where('id', '=', orderId)
    .where('vendor_session_id', '=', '')
    .execute();
  const row = await repo.findOrderById(db, orderId);
  return row?.vendor_session_id ?? sessionId;
}

/**
 * Records that the Stripe event `eventId` is being applied; false when it was already (the
 * unique index on `event_id` decides, on both engines, without aborting the transaction).
 */
export async function claimStripeEvent(
  trx: Db,
  event: { id: string; type: string },
  orderId: number | null,
  now: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('stripe_events')
    .values({ event_id: event.id, type: event.type, order_id: orderId, created_at: now })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An order waiting on a provider's checkout: its id, method, checkout and creation time. */
export interface OpenCheckout {
  orderId: number;
  method: 'stripe' | 'paypal';
  checkoutId: string;
  createdAt: number;
}

/**
 * Booking orders to be paid online whose checkout was opened and that are still unpaid
 * (`pending`), created before `olderThan`, oldest first, at most `limit`.
 */
export async function listOpenCheckouts(
  db: Db,
  { olderThan, limit }: { olderThan: number; limit: number },
): Promise<OpenCheckout[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'payment_method', 'vendor_session_id', 'created_at'])
    .where('parent_id', 'is not', null)
    .where('status', '=', 'pending')
    .where('total_paid', '=', 0)
    .where('payment_method', 'in', ['stripe', 'paypal'])
    .where('vendor_session_id', '!=', '')
    .where('created_at', '<', olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderId: r.id,
    method: r.payment_method === 'paypal' ? 'paypal' : 'stripe',
    checkoutId: r.vendor_session_id,
    createdAt: r.created_at,
  }));
}
