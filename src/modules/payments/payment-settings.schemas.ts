/** An event's payment settings and the installation's payment configuration. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { stringEnum as literals } from '../../http/string-enum.js';

const YesNo = literals(['yes', 'no'] as const);

/** Keyed by duration in minutes; other keys are dropped like unknown properties. */
const byDuration = <T extends TSchema>(value: T) =>
  Type.Record(Type.String({ pattern: '^[0-9]{1,4}$' }), value, { additionalProperties: false });

const PaymentItem = Type.Object({
  title: Type.String({ maxLength: 192 }),
  value: Type.Number({ minimum: 0, maximum: 1_000_000_000 }),
});
export const PaymentSettings = Type.Object({
  enabled: YesNo,
  multi_payment_enabled: YesNo,
  stripe_enabled: YesNo,
  paypal_enabled: YesNo,
  offline_enabled: YesNo,
  driver: literals(['native', 'woo', 'cart'] as const),
  items: Type.Array(PaymentItem, { maxItems: 20 }),
  woo_product_id: Type.String({ maxLength: 50 }),
  cart_product_id: Type.String({ maxLength: 50 }),
  multi_payment_items: byDuration(PaymentItem),
  multi_payment_woo_ids: byDuration(Type.String({ maxLength: 50 })),
  multi_payment_cart_ids: byDuration(Type.String({ maxLength: 50 })),
  refund_policy: literals(['full', 'partial', 'none'] as const, {
    description:
      'What a cancellation of a booking paid online refunds: everything, `refund_percent` of it, or nothing (the host may still refund by hand).',
  }),
  refund_percent: Type.Integer({
    minimum: 1,
    maximum: 100,
    description: 'The share refunded under the `partial` policy, in percent.',
  }),
  refund_cutoff_hours: Type.Integer({
    minimum: 0,
    maximum: 8760,
    description:
      'No refund for a cancellation less than this many hours before the start; 0 for none.',
  }),
});
export type PaymentSettings = Static<typeof PaymentSettings>;
export type PaymentItem = Static<typeof PaymentItem>;
export const PaymentSettingsInput = Type.Partial(PaymentSettings);
export type PaymentSettingsInput = Static<typeof PaymentSettingsInput>;

export const PaymentConfig = Type.Object({
  native_enabled: Type.Boolean(),
  stripe_configured: Type.Boolean(),
  paypal_configured: Type.Boolean(),
  offline_configured: Type.Boolean(),
  has_woo: Type.Boolean(),
  has_cart: Type.Boolean(),
  woo_enabled: Type.Boolean(),
  native_config_link: Type.String(),
  woo_config_link: Type.String(),
});
export type PaymentConfig = Static<typeof PaymentConfig>;
