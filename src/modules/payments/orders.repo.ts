import { compileOnce } from '../../db/compiled.js';
import type { Db } from '../../db/database.js';
import type {
  NewOrderItemRow,
  NewOrderRow,
  NewTransactionRow,
  OrderItemRow,
  OrderRow,
  TransactionRow,
} from '../../db/tables-payments.js';

export async function insertOrder(db: Db, row: NewOrderRow): Promise<OrderRow> {
  return db.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderItems(
  db: Db,
  rows: readonly NewOrderItemRow[],
): Promise<OrderItemRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('order_items').values(rows).returningAll().execute();
}

export async function insertTransaction(db: Db, row: NewTransactionRow): Promise<TransactionRow> {
  return db.insertInto('transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Asked by every booking's answer, so compiled once. */
const orderByBooking = compileOnce<'bookingId', OrderRow>((db, param) =>
  db.selectFrom('orders').selectAll().where('parent_id', '=', param<number>('bookingId')).limit(1),
);

export async function findOrderByBooking(db: Db, bookingId: number): Promise<OrderRow | undefined> {
  return (await orderByBooking(db, { bookingId })).rows[0];
}

export async function countOrders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first. */
export async function listOrders(
  db: Db,
  page: { offset: number; limit: number },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function listItemsOf(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export async function listTransactionsOf(
  db: Db,
  orderIds: readonly number[],
): Promise<TransactionRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export interface BalancePatch {
  status: string;
  total_paid: number;
  total_refunded: number;
  updated_at: number;
  payment_method?: string;
  completed_at?: number;
  refunded_at?: number;
}

/**
 * Compare-and-set of the order's balance: updates only if status and totals are still the ones
 * the caller read, so two concurrent payments cannot both apply (on either engine, without
 * row locks). Returns whether the row was updated.
 */
export async function updateOrderBalance(
  db: Db,
  read: Pick<OrderRow, 'id' | 'status' | 'total_paid' | 'total_refunded'>,
  patch: BalancePatch,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(patch)
    .where('id', '=', read.id)
    .where('status', '=', read.status)
    .where('total_paid', '=', read.total_paid)
    .where('total_refunded', '=', read.total_refunded)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findPendingTransaction(
  db: Db,
  orderId: number,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .executeTakeFirst();
}

export async function updateTransaction(
  db: Db,
  id: number,
  patch: Partial<
    Pick<TransactionRow, 'status' | 'total' | 'payment_method' | 'vendor_charge_id' | 'note'>
  > & {
    updated_at: number;
  },
): Promise<void> {
  await db.updateTable('transactions').set(patch).where('id', '=', id).execute();
}

export async function failPendingTransactions(
  db: Db,
  orderIds: readonly number[],
  now: number,
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .updateTable('transactions')
    .set({ status: 'failed', updated_at: now })
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Marks unpaid booking orders created before `olderThan` as failed (only those paid with one of
 * `methods`, when given); returns them. With `checkout`, only orders without a provider's
 * checkout (`none`), or only orders with one that no process is asking about (`opened`).
 */
export async function releaseOrders(
  db: Db,
  olderThan: number,
  now: number,
  methods?: readonly string[],
  checkout?: 'none' | 'opened',
): Promise<{ id: number; parent_id: number | null }[]> {
  let query = db
    .updateTable('orders')
    .set({ status: 'failed', updated_at: now })
    .where('status', 'in', ['pending', 'draft'])
    .where('total_paid', '=', 0)
    .where('parent_id', 'is not', null)
    .where('created_at', '<', olderThan);
  if (methods) {
    if (methods.length === 0) return [];
    query = query.where('payment_method', 'in', methods);
  }
  if (checkout === 'none') query = query.where('vendor_session_id', '=', '');
  if (checkout === 'opened') {
    query = query.where('vendor_session_id', '<>', '').where('reconcile_at', '<=', now);
  }
  return query.returning(['id', 'parent_id']).execute();
}

/** Marks the booking's order failed if nothing was paid on it yet; returns its id if so. */
export async function failUnpaidOrderOfBooking(
  db: Db,
  bookingId: number,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('orders')
    .set({ status: 'failed', updated_at: now })
    .where('parent_id', '=', bookingId)
    .where('status', 'in', ['pending', 'draft'])
    .where('total_paid', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function deleteOrdersOfBooking(db: Db, bookingId: number): Promise<number> {
  const result = await db
    .deleteFrom('orders')
    .where('parent_id', '=', bookingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
