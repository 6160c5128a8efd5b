/**
 * The draft order a guest booking an event would get (spec 2.5), from the event's payment
 * settings. Pure; money is integer minor units in strings. The currency is an argument so the
 * payments module can pass the configured one.
 */
import type { PaymentItem, PaymentSettings } from './event-meta.schemas.js';

export interface Currency {
  code: string;
  /** Digits after the decimal point (2 for USD, 0 for JPY). */
  decimals: number;
}

export const DEFAULT_CURRENCY: Currency = { code: 'USD', decimals: 2 };

/** `19.99` in a two-decimal currency -> `"1999"`. */
export function toMinorUnits(major: number, decimals: number): string {
  return String(Math.round(major * 10 ** decimals));
}

/** The items charged for one booking of `duration` minutes. */
export function chargedItems(
  settings: PaymentSettings,
  duration: number,
  multiDuration: boolean,
): PaymentItem[] {
  if (settings.multi_payment_enabled === 'yes' && multiDuration) {
    const item = settings.multi_payment_items[String(duration)];
    return item ? [item] : [];
  }
  return settings.items;
}

export interface DraftOrderItem {
  item_name: string;
  quantity: number;
  item_price: string;
  item_total: string;
}

/** Null for free events (payments off, another driver, or nothing to charge). */
export function draftOrder(
  settings: PaymentSettings,
  pricing: { duration: number; multiDuration: boolean },
  currency: Currency = DEFAULT_CURRENCY,
) {
  if (settings.enabled !== 'yes' || settings.driver !== 'native') return null;
  const items = chargedItems(settings, pricing.duration, pricing.multiDuration);
  const minor = items.map((i) => Math.round(i.value * 10 ** currency.decimals));
  const total = minor.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return null;
  const orderItems: DraftOrderItem[] = items.map((item, i) => ({
    item_name: item.title,
    quantity: 1,
    item_price: String(minor[i]),
    item_total: String(minor[i]),
  }));
  return {
    id: null,
    status: 'draft',
    parent_id: null,
    order_number: '',
    type: 'sale',
    customer_id: null,
    payment_method: null,
    payment_mode: '',
    payment_method_type: '',
    payment_method_title: '',
    currency: currency.code,
    subtotal: String(total),
    discount_tax: '0',
    discount_total: '0',
    shipping_tax: '0',
    shipping_total: '0',
    tax_total: '0',
    total_amount: String(total),
    total_paid: '0',
    rate: '1',
    note: '',
    ip_address: '',
    completed_at: null,
    refunded_at: null,
    uuid: '',
    created_at: null,
    updated_at: null,
    items: orderItems,
  };
}

export type DraftOrder = NonNullable<ReturnType<typeof draftOrder>>;
