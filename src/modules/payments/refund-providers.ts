/**
 * The payment providers that can send money back and say what became of a checkout, behind
 * one small interface, so that refunds (and any other provider) go through the same code: one
 * entry per online method. Stripe refunds the PaymentIntent that paid the order, PayPal the
 * capture that paid it.
 */
import type { OrderRecord } from './orders.presenter.js';
import { findMethodSettings } from './payment-settings.repo.js';
import type { Method } from './payment-methods.js';
import type { Db } from '../../db/database.js';
import type { PaypalGateway } from './paypal-gateway.js';
import type { StripeGateway } from './stripe-gateway.js';

export interface PaymentProvider {
  /**
   * The provider's payment that `refund` sends money back to, or null when the order was not
   * paid through the provider (recorded by hand): such refunds are only recorded.
   */
  paymentOf(record: OrderRecord): string | null;
  /**
   * Refunds `amount` minor units (of `currency`, the order's) of `payment`; the same `key`
   * never refunds twice. Returns the provider's refund id.
   */
  refund(db: Db, payment: string, amount: number, key: string, currency: string): Promise<string>;
  /** The checkout's state at the provider (`open`, `complete`, `expired`). */
  lookup(db: Db, record: OrderRecord): Promise<{ status: string } | null>;
}

/** The PaymentIntent that paid the order, from its paid online transaction. */
function stripePaymentIntent(record: OrderRecord): string | null {
  const paid = record.transactions.find(
    (t) => t.status === 'paid' && /^pi_[A-Za-z0-9_]{1,250}$/.test(t.vendor_charge_id),
  );
  return paid?.vendor_charge_id ?? null;
}

/** The PayPal capture that paid the order, from its paid online transaction. */
function paypalCapture(record: OrderRecord): string | null {
  const paid = record.transactions.find(
    (t) =>
      t.status === 'paid' &&
      t.payment_method === 'paypal' &&
      /^[A-Za-z0-9]{1,64}$/.test(t.vendor_charge_id),
  );
  return paid?.vendor_charge_id ?? null;
}

export function createPaymentProviders(
  stripe: StripeGateway,
  paypal: PaypalGateway,
): Partial<Record<Method, PaymentProvider>> {
  return {
    stripe: {
      paymentOf: stripePaymentIntent,
      async refund(db, payment, amount, key) {
        const settings = await findMethodSettings(db, 'stripe');
        return stripe.refund(settings, { paymentIntent: payment, amount, idempotencyKey: key });
      },
      async lookup(db, record) {
        if (record.order.vendor_session_id === '') return null;
        const settings = await findMethodSettings(db, 'stripe');
        return stripe.retrieveSession(settings, record.order.vendor_session_id);
      },
    },
    paypal: {
      paymentOf: paypalCapture,
      async refund(db, payment, amount, key, currency) {
        const settings = await findMethodSettings(db, 'paypal');
        return paypal.refund(settings, {
          captureId: payment,
          amount,
          currency,
          idempotencyKey: key,
        });
      },
      async lookup(db, record) {
        if (record.order.vendor_session_id === '') return null;
        const settings = await findMethodSettings(db, 'paypal');
        return paypal.getOrder(settings, record.order.vendor_session_id);
      },
    },
  };
}

/**
 * The idempotency key of a refund: the order, what it had refunded before, and the amount, so
 * a retried request (after a timeout or a lost answer) never refunds twice, and a later refund
 * of the same order is a new one.
 */
export function refundKey(record: OrderRecord, amount: number): string {
  return `slotbook-refund-${record.order.uuid}-${record.order.total_refunded}-${amount}`;
}
