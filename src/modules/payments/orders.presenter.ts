import type { OrderItemRow, OrderRow, TransactionRow } from '../../db/tables-payments.js';
import { formatMinorUnits as money } from '../../domain/money.js';
import { isoUtc, sqlUtc } from '../../shared/format.js';

/** An order with its lines and its transactions, as the order functions return it. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  transactions: TransactionRow[];
}

function presentItem(item: OrderItemRow) {
  return {
    id: item.id,
    booking_id: item.booking_id,
    item_name: item.item_name,
    type: item.type,
    quantity: item.quantity,
    item_price: money(item.item_price),
    item_total: money(item.item_total),
  };
}

function presentTransaction(t: TransactionRow) {
  return {
    id: t.id,
    uuid: t.uuid,
    transaction_type: t.transaction_type,
    payment_method: t.payment_method,
    payment_mode: t.payment_mode,
    vendor_charge_id: t.vendor_charge_id,
    status: t.status,
    total: money(t.total),
    currency: t.currency,
    created_at: isoUtc(t.created_at),
  };
}

/**
 * Every field of an order: money as strings of integer minor units of `currency`, `completed_at`
 * and `refunded_at` as `YYYY-MM-DD HH:MM:SS` UTC or null; plus the lines, the transactions and
 * `total_refunded`.
 */
export function presentOrder({ order, items, transactions }: OrderRecord) {
  return {
    id: order.id,
    status: order.status,
    parent_id: order.parent_id,
    order_number: order.order_number,
    type: order.type,
    customer_id: order.customer_id,
    payment_method: order.payment_method,
    payment_mode: order.payment_mode,
    payment_method_type: order.payment_method_type,
    payment_method_title: order.payment_method_title,
    currency: order.currency,
    subtotal: money(order.subtotal),
    discount_tax: money(order.discount_tax),
    discount_total: money(order.discount_total),
    shipping_tax: money(order.shipping_tax),
    shipping_total: money(order.shipping_total),
    tax_total: money(order.tax_total),
    total_amount: money(order.total_amount),
    total_paid: money(order.total_paid),
    total_refunded: money(order.total_refunded),
    rate: order.rate,
    note: order.note,
    ip_address: order.ip_address,
    completed_at: order.completed_at === null ? null : sqlUtc(order.completed_at),
    refunded_at: order.refunded_at === null ? null : sqlUtc(order.refunded_at),
    vendor_session_id: order.vendor_session_id,
    uuid: order.uuid,
    created_at: isoUtc(order.created_at),
    updated_at: isoUtc(order.updated_at),
    items: items.map(presentItem),
    transactions: transactions.map(presentTransaction),
  };
}

export type PresentedOrder = ReturnType<typeof presentOrder>;

/** Groups rows loaded for many orders at once (listings) into records. */
export function recordsOf(
  orders: readonly OrderRow[],
  items: readonly OrderItemRow[],
  transactions: readonly TransactionRow[],
): OrderRecord[] {
  return orders.map((order) => ({
    order,
    items: items.filter((i) => i.order_id === order.id),
    transactions: transactions.filter((t) => t.order_id === order.id),
  }));
}
