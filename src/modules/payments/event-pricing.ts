/**
 * The draft order a guest booking an event would get, from the event's payment
 * settings. Pure; money is integer minor units in strings. The currency is an argument: the
 * global currency setting (payments module), with its own number of decimals.
 */
import {
  DEFAULT_CURRENCY,
  formatMinorUnits,
  toMinorUnits,
  type Currency as IsoCurrency,
} from '../../domain/money.js';
import type { PaymentSettings } from './payment-settings.schemas.js';
import type { PaymentItem } from './payment-settings.schemas.js';

export type Currency = Pick<IsoCurrency, 'code' | 'decimals'>;
export { DEFAULT_CURRENCY };

/** Major units as hosts enter them (`49.99`) to exact minor units; half up past the decimals. */
function minorUnitsOf(item: PaymentItem, currency: Currency): number {
  return toMinorUnits(item.value, currency.decimals, 'half-up') ?? 0;
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

/** Whether the event takes payments itself (on, with the native driver). */
export const chargesNatively = (settings: PaymentSettings): boolean =>
  settings.enabled === 'yes' && settings.driver === 'native';

/** Null for free events (payments off, another driver, or nothing to charge). */
export function draftOrder(
  settings: PaymentSettings,
  pricing: { duration: number; multiDuration: boolean },
  currency: Currency = DEFAULT_CURRENCY,
) {
  if (!chargesNatively(settings)) return null;
  const items = chargedItems(settings, pricing.duration, pricing.multiDuration);
  const minor = items.map((i) => minorUnitsOf(i, currency));
  const total = minor.reduce((sum, v) => sum + v, 0);
  if (total <= 0 || !Number.isSafeInteger(total)) return null;
  const orderItems: DraftOrderItem[] = items.map((item, i) => ({
    item_name: item.title,
    quantity: 1,
    item_price: formatMinorUnits(minor[i] ?? 0),
    item_total: formatMinorUnits(minor[i] ?? 0),
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
    vendor_session_id: '',
    uuid: '',
    created_at: null,
    updated_at: null,
    items: orderItems,
  };
}

export type DraftOrder = NonNullable<ReturnType<typeof draftOrder>>;
