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

/** The booking order whose payment recorded the PaymentIntent `paymentIntent`, if any. */
export async function findOrderOfPaymentIntent(
  db: Db,
  paymentIntent: string,
): Promise<OrderRecord | undefined> {
  const paid = await db
    .selectFrom('transactions')
    .select('order_id')
    .where('vendor_charge_id', '=', paymentIntent)
    .where('payment_method', '=', 'stripe')
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return paid ? findStripeOrder(db, paid.order_id) : undefined;
}
