import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EnvelopeFields, pageQuery } from '../../http/pagination.js';
import { Timestamp } from '../../http/schemas.js';
import { CURRENCY_POSITIONS, NUMBER_FORMATS } from './global-settings.js';
import { METHODS } from './payment-methods.js';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((v) => Type.Literal(v)));
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);

const YesNo = literals(['yes', 'no'] as const);
const MethodName = literals(METHODS);
const Money = Type.String({ description: 'Integer minor units of the currency (`"1250"`).' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
/** Integer minor units in requests: `"1250"` or `1250` (`"1250.000"` too). */
const MoneyInput = Type.String({ maxLength: 30, examples: ['1250'] });

export const OrderItem = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Union([Type.Integer(), Type.Null()]),
  item_name: Type.String(),
  type: Type.String(),
  quantity: Type.Integer(),
  item_price: Money,
  item_total: Money,
});

export const Transaction = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  transaction_type: Type.String(),
  payment_method: Type.String(),
  payment_mode: Type.String(),
  vendor_charge_id: Type.String(),
  status: Type.String(),
  total: Money,
  currency: Type.String(),
  created_at: Timestamp,
});

/** An order, plus the lines, the transactions and `total_refunded`. */
export const Order = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The booking id.' }),
  order_number: Type.String(),
  type: Type.String(),
  customer_id: Type.Integer(),
  payment_method: NullableString,
  payment_mode: Type.String(),
  payment_method_type: Type.String(),
  payment_method_title: Type.String(),
  currency: Type.String(),
  subtotal: Money,
  discount_tax: Money,
  discount_total: Money,
  shipping_tax: Money,
  shipping_total: Money,
  tax_total: Money,
  total_amount: Money,
  total_paid: Money,
  total_refunded: Money,
  rate: Type.String(),
  note: Type.String(),
  ip_address: Type.String(),
  completed_at: Type.Union([Type.String({ examples: ['2026-11-21 11:49:22'] }), Type.Null()]),
  refunded_at: Type.Union([Type.String(), Type.Null()]),
  vendor_session_id: Type.String({
    description:
      "The gateway's checkout (Stripe: its Checkout Session `cs_...`; PayPal: its order id), empty when none.",
  }),
  uuid: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
  items: Type.Array(OrderItem),
  transactions: Type.Array(Transaction),
});

/** An order's request form (a manual order), and FluentBooking's `{ method, settings }`. */
export const MethodSettingsInput = Type.Object({
  is_active: opt(YesNo),
  payment_mode: opt(literals(['test', 'live'] as const)),
  title: opt(Type.String({ maxLength: 100 })),
  description: opt(Type.String({ maxLength: 5000 })),
  test_publishable_key: opt(Type.String({ maxLength: 255 })),
  test_secret_key: opt(Type.String({ maxLength: 255 })),
  test_webhook_secret: opt(Type.String({ maxLength: 255 })),
  live_publishable_key: opt(Type.String({ maxLength: 255 })),
  live_secret_key: opt(Type.String({ maxLength: 255 })),
  live_webhook_secret: opt(Type.String({ maxLength: 255 })),
  paypal_email: opt(Type.String({ maxLength: 191 })),
  test_client_id: opt(Type.String({ maxLength: 255 })),
  test_client_secret: opt(Type.String({ maxLength: 255 })),
  live_client_id: opt(Type.String({ maxLength: 255 })),
  live_client_secret: opt(Type.String({ maxLength: 255 })),
  webhook_id: opt(Type.String({ maxLength: 255 })),
});

export const OrderInput = {
  status: opt(literals(['draft', 'pending', 'paid'] as const)),
  parent_id: opt(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  order_number: opt(Type.String({ maxLength: 191 })),
  type: opt(Type.Literal('sale')),
  customer_id: opt(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  payment_method: opt(MethodName),
  payment_mode: opt(literals(['', 'test', 'live'] as const)),
  payment_method_type: opt(Type.String({ maxLength: 50 })),
  payment_method_title: opt(Type.String({ maxLength: 100 })),
  currency: opt(Type.String({ minLength: 3, maxLength: 3 })),
  subtotal: opt(MoneyInput),
  discount_tax: opt(MoneyInput),
  discount_total: opt(MoneyInput),
  shipping_tax: opt(MoneyInput),
  shipping_total: opt(MoneyInput),
  tax_total: opt(MoneyInput),
  total_amount: opt(MoneyInput),
  total_paid: opt(MoneyInput),
  rate: opt(Type.String({ pattern: '^[0-9]{1,9}(\\.[0-9]{1,9})?$' })),
  note: opt(Type.String({ maxLength: 5000 })),
  completed_at: opt(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  uuid: opt(Type.String({ pattern: '^[A-Za-z0-9-]{8,100}$' })),
};

export const StoreBody = Type.Object({
  method: opt(MethodName),
  settings: opt(MethodSettingsInput),
  ...OrderInput,
});
export type StoreBody = Static<typeof StoreBody>;
export type OrderBody = Omit<StoreBody, 'method' | 'settings'>;

const SettingsView = Type.Record(Type.String(), Type.String(), {
  description: 'The method settings; secrets appear as `********` when set, never as their value.',
});

export const OrderCreated = Type.Object({ message: Type.String(), order: Order });
export const SettingsSaved = Type.Object({
  message: Type.String(),
  success: Type.Boolean(),
  method: MethodName,
  configured: Type.Boolean(),
  data: SettingsView,
});

export const MethodQuery = Type.Object({ method: MethodName });
export const MethodAnswer = Type.Object({
  method: MethodName,
  configured: Type.Boolean(),
  settings: SettingsView,
  fields: Type.Array(
    Type.Object({ key: Type.String(), label: Type.String(), type: Type.String() }),
  ),
});

export const OrdersQuery = Type.Object(pageQuery());
export type OrdersQuery = Static<typeof OrdersQuery>;

export const Gateway = Type.Object({
  method: MethodName,
  title: Type.String(),
  enabled: Type.Boolean(),
  configured: Type.Boolean(),
  route: Type.String(),
  description: Type.String(),
  logo: Type.String(),
  status: Type.Boolean(),
  brand_color: Type.String(),
});

export const GatewayList = Type.Object({
  orders: Type.Array(Order),
  ...EnvelopeFields,
  gateways: Type.Array(Gateway),
});

export const CurrencyList = Type.Object({
  orders: Type.Array(Order),
  ...EnvelopeFields,
  data: Type.Array(
    Type.Object({
      label: Type.String(),
      value: Type.String(),
      sign: Type.String(),
      decimals: Type.Integer(),
    }),
  ),
});

const GlobalSettingsFields = {
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  is_active: YesNo,
  currency_position: literals(CURRENCY_POSITIONS),
  number_format: literals(NUMBER_FORMATS),
  unpaid_release_minutes: Type.Integer({ minimum: 1, maximum: 60 * 24 * 90 }),
};
export const GlobalSettingsInput = Type.Partial(Type.Object(GlobalSettingsFields));
/** FluentBooking posts `{ payments: {...} }`; the fields are accepted at the top level too. */
export const GlobalSettingsBody = Type.Object({
  payments: opt(GlobalSettingsInput),
  ...Type.Partial(Type.Object(GlobalSettingsFields)).properties,
});
export type GlobalSettingsBody = Static<typeof GlobalSettingsBody>;

const GlobalSettingsView = Type.Object({
  ...GlobalSettingsFields,
  currency_name: Type.String(),
  currency_sign: Type.String(),
  decimal_points: Type.Integer(),
});
export const GlobalSettingsAnswer = Type.Object({ payments: GlobalSettingsView });
export const GlobalSettingsSaved = Type.Object({
  message: Type.String(),
  payments: GlobalSettingsView,
});

/** How the guest of a paid booking pays (public booking answers). */
export const PaymentInstructions = Type.Object({
  status: Type.String({ description: "The booking's payment_status." }),
  method: MethodName,
  method_title: Type.String(),
  currency: Type.String(),
  amount_due: Money,
  amount_due_text: Type.String({ examples: ['$59.99'] }),
  online_checkout: Type.Boolean({
    description:
      'Whether the guest pays online: true for Stripe, and for PayPal with a client id and secret, while something is due.',
  }),
  checkout_url: Type.Union([Type.String(), Type.Null()], {
    description:
      "Where to send the guest to pay: Slotbook's `/booking/{hash}/pay`, which opens a Stripe Checkout Session or a PayPal order and redirects to its page; null when nothing is paid online.",
  }),
  instructions: Type.String({ description: 'How to pay; empty once nothing is due.' }),
  pay_by: Type.Union([Type.String(), Type.Null()], {
    description: 'When an unpaid online booking is released (ISO-8601 UTC), or null.',
  }),
});

/**
 * The string first: Ajv's array coercion unwraps `["x"]` in the first branch and, when that
 * branch fails, lets a later one accept the unwrapped value while the array stays in the body.
 * Numbers are coerced to their text, which `parseMinorUnits` reads alike.
 */
const MinorUnitsInput = Type.Union([
  MoneyInput,
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
]);

/** `POST /schedules/{id}/payment` (Pro). */
export const BookingPaymentBody = Type.Object({
  amount: opt(MinorUnitsInput),
  payment_method: opt(MethodName),
  vendor_charge_id: opt(Type.String({ maxLength: 191 })),
});
export type BookingPaymentBody = Static<typeof BookingPaymentBody>;

/** `POST /schedules/{id}/refund` (Pro). */
export const BookingRefundBody = Type.Object({
  amount: opt(MinorUnitsInput),
  cancel_booking: opt(
    Type.Boolean({ description: 'Also cancel the booking (full refunds only).' }),
  ),
  reason: opt(Type.String({ maxLength: 2000 })),
  vendor_charge_id: opt(Type.String({ maxLength: 191 })),
});
export type BookingRefundBody = Static<typeof BookingRefundBody>;
