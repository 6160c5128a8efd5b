/**
 * What the bookings module calls, inside its booking transaction: create the order of a paid
 * booking, record a payment, refund, find the booking's order, release unpaid ones. Every
 * function takes the transaction first; none opens one of its own.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { Currency } from '../../domain/money.js';
import { conflict, validationFailed } from '../../errors.js';
import { draftOrder } from './event-pricing.js';
import { currencyOf } from './global-settings.js';
import {
  METHODS,
  isActive,
  isConfigured,
  methodDefinition,
  type Method,
  type MethodSettings,
} from './payment-methods.js';
import { findGlobalSettings, findMethodSettings } from './payment-settings.repo.js';
import type { OrderRecord } from './orders.presenter.js';
import * as repo from './orders.repo.js';
import { loadOrderRecord, transactionRow } from './orders.service.js';
import type { PaymentSettings } from './payment-settings.schemas.js';

export { presentOrder, type OrderRecord, type PresentedOrder } from './orders.presenter.js';
export { currencyOf, releaseCutoff } from './global-settings.js';
export { bookingPaymentStatus, isPayable } from './order-status.js';
export { findGlobalSettings, findMethodSettings } from './payment-settings.repo.js';
export { isMethod, ONLINE_METHODS, type Method, type MethodSettings } from './payment-methods.js';
export { paymentInstructions, type PaymentGuide } from './payment-instructions.js';
export {
  deleteOrdersForBooking,
  failUnpaidOrder,
  findOrderForBooking,
  recordPayment,
  refundOrder,
  releaseUnpaidOrders,
  type PaymentInput,
  type RefundInput,
  type ReleasedOrder,
} from './orders.service.js';

/**
 * The methods a guest may pay this event with: enabled on the event, and active and configured
 * globally while payments are on. Empty when payments are off.
 */
export async function acceptedMethods(
  db: Db,
  eventPaymentSettings: PaymentSettings,
): Promise<Method[]> {
  return (await acceptedMethodSettings(db, eventPaymentSettings)).map((a) => a.method);
}

/** The accepted methods (as `acceptedMethods`), each with its settings as read. */
export async function acceptedMethodSettings(
  db: Db,
  eventPaymentSettings: PaymentSettings,
): Promise<{ method: Method; settings: MethodSettings }[]> {
  const global = await findGlobalSettings(db);
  if (global.is_active !== 'yes') return [];
  const accepted: { method: Method; settings: MethodSettings }[] = [];
  for (const method of METHODS) {
    if (eventPaymentSettings[`${method}_enabled` as const] !== 'yes') continue;
    const settings = await findMethodSettings(db, method);
    if (isActive(settings) && isConfigured(method, settings)) accepted.push({ method, settings });
  }
  return accepted;
}

export interface BookingOrderInput {
  bookingId: number;
  /** Becomes the order number, as in FluentBooking. */
  bookingHash: string;
  /** The guest's user id, when known. */
  customerId?: number;
  eventPaymentSettings: PaymentSettings;
  /** The booked duration (picks the price of multi-duration events). */
  duration: number;
  multiDuration: boolean;
  method: Method;
  /** The global currency when absent. */
  currency?: Currency;
  ipAddress?: string;
  now: number;
}

/**
 * Creates the `pending` order of a paid booking with its items and a pending transaction, or
 * returns null when the event charges nothing (the booking is free). 422 when the method is not
 * accepted for the event; 409 when the booking already has an order.
 */
export async function createOrderForBooking(
  trx: Db,
  input: BookingOrderInput,
): Promise<OrderRecord | null> {
  const global = await findGlobalSettings(trx);
  const currency = input.currency ?? currencyOf(global);
  const pricing = { duration: input.duration, multiDuration: input.multiDuration };
  const draft = draftOrder(input.eventPaymentSettings, pricing, currency);
  if (!draft) return null;
  if (!(await acceptedMethods(trx, input.eventPaymentSettings)).includes(input.method)) {
    throw validationFailed({
      payment_method: {
        in: `The payment method ${input.method} is not available for this event.`,
      },
    });
  }
  if (await repo.findOrderByBooking(trx, input.bookingId)) throw orderExists(input.bookingId);
  const methodSettings = await findMethodSettings(trx, input.method);
  const total = Number(draft.total_amount);
  const order = await insertBookingOrder(trx, {
    ...bookingOrderRow(input, methodSettings),
    currency: currency.code,
    subtotal: total,
    total_amount: total,
  });
  await repo.insertOrderItems(
    trx,
    draft.items.map((item) => ({
      order_id: order.id,
      booking_id: input.bookingId,
      item_name: item.item_name,
      quantity: item.quantity,
      item_price: Number(item.item_price),
      item_total: Number(item.item_total),
      created_at: input.now,
      updated_at: input.now,
    })),
  );
  const pending = { status: 'pending', total, payment_method: input.method };
  await repo.insertTransaction(trx, transactionRow(order, input.now, pending));
  return loadOrderRecord(trx, order);
}

function bookingOrderRow(input: BookingOrderInput, methodSettings: MethodSettings) {
  const offline = input.method === 'offline';
  return {
    uuid: randomUUID(),
    status: 'pending',
    parent_id: input.bookingId,
    order_number: input.bookingHash,
    customer_id: input.customerId ?? 0,
    payment_method: input.method,
    payment_mode: offline ? '' : (methodSettings.payment_mode ?? 'test'),
    payment_method_type: offline ? 'offline' : 'online',
    payment_method_title: methodSettings.title || methodDefinition(input.method).title,
    ip_address: input.ipAddress ?? '',
    created_at: input.now,
    updated_at: input.now,
  };
}

const orderExists = (bookingId: number | null | undefined) =>
  conflict('order_exists', `Booking ${String(bookingId)} already has an order.`);

async function insertBookingOrder(trx: Db, row: Parameters<typeof repo.insertOrder>[1]) {
  try {
    return await repo.insertOrder(trx, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw orderExists(row.parent_id);
    }
    throw error;
  }
}
