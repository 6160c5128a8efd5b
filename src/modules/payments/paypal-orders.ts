/**
 * What PayPal Checkout stores: the PayPal events applied, each once, and the lookups its events
 * need (the order a capture paid, whether a refund is already recorded). Every function takes
 * the database or the caller's transaction first. The order's PayPal order id is stored like
 * Stripe's Checkout Session (`recordCheckoutSession`).
 */
import type { Db } from '../../db/database.js';
import type { OrderRecord } from './orders.presenter.js';
import { loadOrderRecord } from './orders.service.js';
import * as repo from './orders.repo.js';

/** The booking order paid with PayPal that `orderId` names, if there is one. */
export async function findPaypalOrder(db: Db, orderId: number): Promise<OrderRecord | undefined> {
  const order = await repo.findOrderById(db, orderId);
  if (!order || order.payment_method !== 'paypal' || order.parent_id === null) return undefined;
  return loadOrderRecord(db, order);
}

/**
 * The booking order the provider's payment `chargeId` paid (a PayPal capture, a Stripe
 * PaymentIntent), if there is one.
 */
export async function findOrderPaidBy(
  db: Db,
  method: 'stripe' | 'paypal',
  chargeId: string,
): Promise<OrderRecord | undefined> {
  const paid = await db
    .selectFrom('transactions')
    .select('order_id')
    .where('vendor_charge_id', '=', chargeId)
    .where('payment_method', '=', method)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (!paid) return undefined;
  const order = await repo.findOrderById(db, paid.order_id);
  if (!order || order.payment_method !== method || order.parent_id === null) return undefined;
  return loadOrderRecord(db, order);
}

/** Whether the order already has a transaction with the provider's id `chargeId`. */
export async function hasCharge(db: Db, orderId: number, chargeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('order_id', '=', orderId)
    .where('vendor_charge_id', '=', chargeId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that the PayPal event `eventId` is being applied; false when it was already (the
 * unique index on `event_id` decides, on both engines, without aborting the transaction).
 */
export async function claimPaypalEvent(
  trx: Db,
  event: { id: string; type: string },
  orderId: number | null,
  now: number,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('paypal_events')
    .values({ event_id: event.id, type: event.type, order_id: orderId, created_at: now })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
