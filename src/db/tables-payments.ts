/**
 * Payment tables (migration 0005). Money columns hold integer minor units of the order's
 * currency (BIGINT on PostgreSQL, read back as numbers); instants are epoch milliseconds.
 * Global and per-method payment settings live in `settings` (keys `payments.*`).
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface OrdersTable {
  id: Generated<number>;
  uuid: string;
  /** `draft`, `pending`, `paid`, `partially-paid`, `failed`, `refunded`, `partially-refunded`. */
  status: string;
  /** The booking the order pays for; null for manual orders. At most one order per booking. */
  parent_id: Nullable<number>;
  order_number: Defaulted<string>;
  type: Defaulted<string>;
  customer_id: Defaulted<number>;
  /** `offline`, `stripe`, `paypal`. */
  payment_method: Nullable<string>;
  /** `test`, `live`, or empty for offline payments. */
  payment_mode: Defaulted<string>;
  payment_method_type: Defaulted<string>;
  payment_method_title: Defaulted<string>;
  /** ISO 4217 code; the money columns are in its minor units. */
  currency: string;
  subtotal: Defaulted<number>;
  discount_tax: Defaulted<number>;
  discount_total: Defaulted<number>;
  shipping_tax: Defaulted<number>;
  shipping_total: Defaulted<number>;
  tax_total: Defaulted<number>;
  total_amount: Defaulted<number>;
  total_paid: Defaulted<number>;
  total_refunded: Defaulted<number>;
  /** Exchange rate as decimal text (`"1"`). */
  rate: Defaulted<string>;
  note: Defaulted<string>;
  ip_address: Defaulted<string>;
  completed_at: Nullable<number>;
  refunded_at: Nullable<number>;
  /** The gateway's checkout session (Stripe: `cs_...`; PayPal: its order id), empty when none (0029). */
  vendor_session_id: Defaulted<string>;
  /**
   * When the payment provider is next asked about the order's open checkout (0044); 0: as soon
   * as it is due. Also the lease of the process asking (bookings/payments/reconcile.ts).
   */
  reconcile_at: Defaulted<number>;
  created_at: number;
  updated_at: number;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  booking_id: Nullable<number>;
  item_name: string;
  type: Defaulted<string>;
  quantity: Defaulted<number>;
  item_price: number;
  item_total: number;
  rate: Defaulted<string>;
  /** JSON object. */
  line_meta: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

export interface TransactionsTable {
  id: Generated<number>;
  uuid: string;
  order_id: number;
  /** `online`, `offline` or `refund`. */
  transaction_type: string;
  payment_method: string;
  payment_mode: Defaulted<string>;
  /** The gateway's charge or refund id, when a gateway made it. */
  vendor_charge_id: Defaulted<string>;
  /** `pending`, `paid`, `failed`, `refunded`. */
  status: string;
  /** Minor units of `currency`, always positive (refunds say so by their type). */
  total: number;
  currency: string;
  rate: Defaulted<string>;
  note: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

/** Stripe events applied, each once (migration 0029). */
export interface StripeEventsTable {
  event_id: string;
  type: string;
  order_id: Nullable<number>;
  created_at: number;
}

/** PayPal webhook events applied, each once (migration 0043). */
export type PaypalEventsTable = StripeEventsTable;

export interface PaymentTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  transactions: TransactionsTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItemRow = Insertable<OrderItemsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransactionRow = Insertable<TransactionsTable>;
