/**
 * A guest pays a PayPal booking: `/booking/{hash}/pay` creates the order's PayPal order (one per
 * order, its id stored on the order like Stripe's session) and sends the guest to PayPal's
 * approval page; PayPal sends them back to `/booking/{hash}/payment?checkout=success`, where
 * Slotbook asks PayPal to capture the approved order. The capture only moves the money: the
 * verified webhook `PAYMENT.CAPTURE.COMPLETED` (paypal-events.ts) marks the order paid.
 */
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import {
  findMethodSettings,
  recordCheckoutSession,
  type OrderRecord,
  type PaypalGateway,
  type PaypalOrder,
} from '../../payments/index.js';

export interface PaypalCheckoutDeps {
  db: Db;
  clock: () => number;
  gateway: PaypalGateway;
}

/** PayPal's order states in which the guest still has to approve the payment. */
const AWAITING_PAYER: ReadonlySet<string> = new Set(['CREATED', 'PAYER_ACTION_REQUIRED']);

export function createPaypalCheckout({ db, clock, gateway }: PaypalCheckoutDeps) {
  return {
    /**
     * PayPal's approval page of the order's PayPal order (created on the first visit); the
     * return page when the guest approved already (capturing it there), or PayPal is done with it.
     */
    async approveUrl(record: OrderRecord, returnUrl: string): Promise<string> {
      const settings = await findMethodSettings(db, 'paypal');
      let orderId = record.order.vendor_session_id;
      if (orderId === '') {
        const created = await gateway.createOrder(settings, {
          order: record.order,
          returnUrl: `${returnUrl}?checkout=success`,
          cancelUrl: `${returnUrl}?checkout=cancel`,
        });
        orderId = await recordCheckoutSession(db, record.order.id, created.id, clock());
        if (orderId === created.id && created.approveUrl) return created.approveUrl;
      }
      const order = await gateway.getOrder(settings, orderId);
      if (order.status === 'APPROVED') return `${returnUrl}?checkout=success`;
      if (!AWAITING_PAYER.has(order.status)) return returnUrl;
      if (!order.approveUrl) {
        throw new AppError(
          'bad_gateway',
          'payment_provider_unavailable',
          'The payment service gave no approval page. Your booking is still held; please try again in a moment.',
        );
      }
      return order.approveUrl;
    },

    /**
     * Asks PayPal to capture the order's approved PayPal order (the same `PayPal-Request-Id`
     * each time, so a reload never captures twice); the order as PayPal answers the capture, or
     * null when there was nothing to capture.
     */
    async capture(record: OrderRecord): Promise<PaypalOrder | null> {
      const orderId = record.order.vendor_session_id;
      if (orderId === '') return null;
      const settings = await findMethodSettings(db, 'paypal');
      return gateway.captureOrder(settings, orderId, `slotbook-capture-${record.order.uuid}`);
    },
  };
}

export type PaypalCheckout = ReturnType<typeof createPaypalCheckout>;
