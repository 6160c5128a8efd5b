/**
 * `POST /integrations/settings/payment-methods`'s order form: an order an administrator records by
 * hand (an offline payment, a sale outside the booking flow). Amounts are integer minor units of
 * the order's currency and must add up: total_amount = subtotal - discount_total + tax_total +
 * shipping_total.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { NewOrderRow } from '../../db/tables-payments.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { findCurrency, parseMinorUnits, type Currency } from '../../domain/money.js';
import { conflict, validationFailed } from '../../errors.js';
import { sqlUtc } from '../../shared/format.js';
import { methodDefinition } from './payment-methods.js';
import type { OrderRecord } from './orders.presenter.js';
import * as repo from './orders.repo.js';
import { loadOrderRecord, transactionRow } from './orders.service.js';
import type { OrderBody } from './payments.schemas.js';

type Errors = Record<string, Record<string, string>>;

const AMOUNT_FIELDS = [
  'subtotal',
  'discount_tax',
  'discount_total',
  'shipping_tax',
  'shipping_total',
  'tax_total',
  'total_amount',
  'total_paid',
] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];
type Amounts = Partial<Record<AmountField, number>>;

function parseAmounts(body: OrderBody, currency: Currency, errors: Errors): Amounts {
  const amounts: Amounts = {};
  for (const field of AMOUNT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const minor = parseMinorUnits(value);
    if (minor === null) {
      errors[field] = {
        minor_units: `The ${field} must be a whole number of ${currency.code} minor units, such as "1250".`,
      };
    } else amounts[field] = minor;
  }
  return amounts;
}

/** The totals, completed from what was given; errors name the field that does not add up. */
function settleTotals(a: Amounts, errors: Errors) {
  const discount = a.discount_total ?? 0;
  const extra = (a.tax_total ?? 0) + (a.shipping_total ?? 0);
  if (a.subtotal === undefined && a.total_amount === undefined) {
    errors.total_amount = { required: 'The total_amount field is required.' };
    return null;
  }
  const subtotal = a.subtotal ?? (a.total_amount ?? 0) + discount - extra;
  const total = subtotal - discount + extra;
  if (subtotal < 0 || total <= 0) {
    errors.total_amount = { min: 'The total_amount must be more than 0.' };
  } else if (discount > subtotal) {
    errors.discount_total = { max: 'The discount_total cannot be more than the subtotal.' };
  } else if (a.total_amount !== undefined && a.total_amount !== total) {
    errors.total_amount = {
      sum: `The total_amount must equal subtotal - discount_total + tax_total + shipping_total (${total}).`,
    };
  }
  return { subtotal, total };
}

function paidState(body: OrderBody, a: Amounts, total: number, now: number, errors: Errors) {
  const status = body.status ?? 'pending';
  const paid = a.total_paid ?? (status === 'paid' ? total : 0);
  if (paid !== (status === 'paid' ? total : 0)) {
    errors.total_paid = {
      status: `The total_paid of a ${status} order must be ${status === 'paid' ? 'the total_amount' : '0'}.`,
    };
  }
  let completedAt: number | null = null;
  if (body.completed_at) {
    completedAt = parseSqlUtc(body.completed_at);
    if (completedAt === null || status !== 'paid') {
      errors.completed_at = {
        date: 'The completed_at must be a YYYY-MM-DD HH:MM:SS UTC time, on paid orders only.',
      };
    }
  }
  return { status, paid, completedAt: status === 'paid' ? (completedAt ?? now) : null };
}

function parseSqlUtc(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:Z|\+00:00)?$/.exec(text.trim());
  if (!match) return null;
  const instant = Date.parse(`${match[1]}T${match[2]}Z`);
  return Number.isNaN(instant) || sqlUtc(instant) !== `${match[1]} ${match[2]}` ? null : instant;
}

/** The row to insert, or a 422 naming every field that is wrong. */
export function planManualOrder(
  body: OrderBody,
  storeCurrency: Currency,
  now: number,
): NewOrderRow {
  const errors: Errors = {};
  const currency = body.currency === undefined ? storeCurrency : findCurrency(body.currency);
  if (!currency)
    errors.currency = { currency: `${body.currency} is not an ISO 4217 currency code.` };
  if (body.parent_id) {
    errors.parent_id = {
      booking: 'Orders of bookings are created with the booking; record their payments there.',
    };
  }
  const amounts = parseAmounts(body, currency ?? storeCurrency, errors);
  const totals = settleTotals(amounts, errors);
  const state = paidState(body, amounts, totals?.total ?? 0, now, errors);
  if (!currency || !totals || Object.keys(errors).length > 0) throw validationFailed(errors);
  const method = body.payment_method ?? 'offline';
  const uuid = body.uuid ?? randomUUID();
  return {
    uuid,
    status: state.status,
    order_number: body.order_number ?? uuid,
    customer_id: body.customer_id ?? 0,
    payment_method: method,
    payment_mode: body.payment_mode ?? '',
    payment_method_type: body.payment_method_type ?? (method === 'offline' ? 'offline' : 'online'),
    payment_method_title: body.payment_method_title ?? methodDefinition(method).title,
    currency: currency.code,
    ...amounts,
    subtotal: totals.subtotal,
    total_amount: totals.total,
    total_paid: state.paid,
    rate: body.rate ?? '1',
    note: body.note ?? '',
    completed_at: state.completedAt,
    created_at: now,
    updated_at: now,
  };
}

/** Stores the order with one line and its transaction (paid or pending). 409 on a taken uuid. */
export async function createManualOrder(
  trx: Db,
  row: NewOrderRow,
  now: number,
): Promise<OrderRecord> {
  let order;
  try {
    order = await repo.insertOrder(trx, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('order_exists', `An order with uuid ${row.uuid} already exists.`);
    }
    throw error;
  }
  const total = order.total_amount;
  await repo.insertOrderItems(trx, [
    {
      order_id: order.id,
      item_name: order.note.slice(0, 192) || 'Manual order',
      item_price: order.subtotal,
      item_total: order.subtotal,
      created_at: now,
      updated_at: now,
    },
  ]);
  const status = order.status === 'paid' ? 'paid' : 'pending';
  await repo.insertTransaction(
    trx,
    transactionRow(order, now, {
      status,
      total,
      payment_method: order.payment_method ?? 'offline',
    }),
  );
  return loadOrderRecord(trx, order);
}
