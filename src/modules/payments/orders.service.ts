/**
 * Order moves that other modules run inside their own transactions: every function takes the
 * transaction (or the database) first, reads the order, asks order-status.ts for the move, and
 * writes it with a compare-and-set, so a concurrent move answers 409 instead of double-counting.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/tables-payments.js';
import { conflict, notFound } from '../../errors.js';
import type { Method } from './payment-methods.js';
import { applyPayment, applyRefund, type BalanceMove } from './order-status.js';
import type { OrderRecord } from './orders.presenter.js';
import * as repo from './orders.repo.js';

export async function loadOrderRecord(db: Db, order: OrderRow): Promise<OrderRecord> {
  const [items, transactions] = await Promise.all([
    repo.listItemsOf(db, [order.id]),
    repo.listTransactionsOf(db, [order.id]),
  ]);
  return { order, items, transactions };
}

export async function findOrderRecord(db: Db, orderId: number): Promise<OrderRecord> {
  const order = await repo.findOrderById(db, orderId);
  if (!order) throw notFound('order', orderId);
  return loadOrderRecord(db, order);
}

/** The booking's order with its items and transactions, if it has one. */
export async function findOrderForBooking(
  db: Db,
  bookingId: number,
): Promise<OrderRecord | undefined> {
  const order = await repo.findOrderByBooking(db, bookingId);
  return order ? loadOrderRecord(db, order) : undefined;
}

async function writeBalance(
  trx: Db,
  order: OrderRow,
  move: BalanceMove,
  extra: Omit<repo.BalancePatch, keyof BalanceMove | 'updated_at'>,
  now: number,
): Promise<void> {
  const { amount: _amount, ...balance } = move;
  const written = await repo.updateOrderBalance(trx, order, {
    ...balance,
    ...extra,
    updated_at: now,
  });
  if (!written) {
    throw conflict(
      'invalid_transition',
      `Order ${order.id} was changed by another request; reload it and try again.`,
    );
  }
}

export interface PaymentInput {
  /** Minor units; everything still due when absent. */
  amount?: number;
  /** The method that took the money; the order's own when absent. */
  method?: Method;
  vendorChargeId?: string;
  now: number;
}

/**
 * Records a payment: the order becomes `paid` (or `partially-paid`), `total_paid` grows,
 * `completed_at` is set once fully paid. The pending transaction becomes the paid one; a
 * pending transaction for the rest remains after a partial payment. 409 from `refunded` and
 * other final states, 422 for more than is due.
 */
export async function recordPayment(
  trx: Db,
  orderId: number,
  input: PaymentInput,
): Promise<OrderRecord> {
  const { order } = await findOrderRecord(trx, orderId);
  const move = applyPayment(order, input.amount);
  const method = input.method ?? order.payment_method ?? 'offline';
  const now = input.now;
  await writeBalance(
    trx,
    order,
    move,
    {
      payment_method: method,
      ...(move.status === 'paid' ? { completed_at: now } : {}),
    },
    now,
  );
  const paid = {
    status: 'paid',
    total: move.amount,
    payment_method: method,
    vendor_charge_id: input.vendorChargeId ?? '',
  };
  const pending = await repo.findPendingTransaction(trx, order.id);
  if (pending) await repo.updateTransaction(trx, pending.id, { ...paid, updated_at: now });
  else await repo.insertTransaction(trx, transactionRow(order, now, paid));
  const rest = order.total_amount - move.total_paid;
  if (rest > 0) {
    await repo.insertTransaction(
      trx,
      transactionRow(order, now, { status: 'pending', total: rest, payment_method: method }),
    );
  }
  return findOrderRecord(trx, order.id);
}

export interface RefundInput {
  /** Minor units; everything paid and not yet refunded when absent. */
  amount?: number;
  vendorChargeId?: string;
  note?: string;
  now: number;
}

/**
 * Refunds all or part of what was paid: `refunded` or `partially-refunded`, `refunded_at` set,
 * a `refund` transaction added, and any pending transaction failed (nothing more is collected).
 * 409 when nothing was paid, 422 for more than was paid.
 */
export async function refundOrder(
  trx: Db,
  orderId: number,
  input: RefundInput,
): Promise<OrderRecord> {
  const { order } = await findOrderRecord(trx, orderId);
  const move = applyRefund(order, input.amount);
  await writeBalance(trx, order, move, { refunded_at: input.now }, input.now);
  await repo.failPendingTransactions(trx, [order.id], input.now);
  await repo.insertTransaction(
    trx,
    transactionRow(order, input.now, {
      transaction_type: 'refund',
      status: 'refunded',
      total: move.amount,
      payment_method: order.payment_method ?? 'offline',
      vendor_charge_id: input.vendorChargeId ?? '',
      note: input.note ?? '',
    }),
  );
  return findOrderRecord(trx, order.id);
}

export interface ReleasedOrder {
  orderId: number;
  bookingId: number;
}

/**
 * Marks the orders of bookings still unpaid (nothing paid, `pending` or `draft`) and created
 * before `olderThan` as `failed`, with their pending transactions, and returns them so the
 * bookings side can cancel the bookings in the same transaction. With `methods`, only orders
 * to be paid with one of them; with `checkout`, only those without a provider's checkout
 * (`none`) or with one no process is asking the provider about (`opened`). Safe to run
 * concurrently: each order is released by exactly one caller.
 */
export async function releaseUnpaidOrders(
  trx: Db,
  options: {
    olderThan: number;
    now: number;
    methods?: readonly Method[];
    checkout?: 'none' | 'opened';
  },
): Promise<ReleasedOrder[]> {
  const { olderThan, now, methods, checkout } = options;
  const rows = await repo.releaseOrders(trx, olderThan, now, methods, checkout);
  await repo.failPendingTransactions(
    trx,
    rows.map((r) => r.id),
    now,
  );
  return rows
    .filter((r): r is { id: number; parent_id: number } => r.parent_id !== null)
    .map((r) => ({ orderId: r.id, bookingId: r.parent_id }));
}

/**
 * The booking was cancelled or rejected before anything was paid: its order becomes `failed`
 * with its pending transactions, so nothing more is collected. Returns the order when it did.
 */
export async function failUnpaidOrder(
  trx: Db,
  bookingId: number,
  now: number,
): Promise<OrderRecord | undefined> {
  const orderId = await repo.failUnpaidOrderOfBooking(trx, bookingId, now);
  if (orderId === undefined) return undefined;
  await repo.failPendingTransactions(trx, [orderId], now);
  return findOrderRecord(trx, orderId);
}

/** Deletes the booking's order, its items and its transactions (booking deletion). */
export async function deleteOrdersForBooking(trx: Db, bookingId: number): Promise<number> {
  return repo.deleteOrdersOfBooking(trx, bookingId);
}

type TransactionFields = {
  status: string;
  total: number;
  payment_method: string;
  transaction_type?: string;
  vendor_charge_id?: string;
  note?: string;
};

export function transactionRow(
  order: Pick<OrderRow, 'id' | 'currency' | 'payment_mode' | 'rate'>,
  now: number,
  fields: TransactionFields,
) {
  return {
    uuid: randomUUID(),
    order_id: order.id,
    transaction_type:
      fields.transaction_type ?? (fields.payment_method === 'offline' ? 'offline' : 'online'),
    payment_method: fields.payment_method,
    payment_mode: order.payment_mode,
    vendor_charge_id: fields.vendor_charge_id ?? '',
    status: fields.status,
    total: fields.total,
    currency: order.currency,
    rate: order.rate,
    note: fields.note ?? '',
    created_at: now,
    updated_at: now,
  };
}
