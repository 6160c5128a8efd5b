/**
 * What a payment provider says of one order's checkout, for reconciliation (reconcile.ts): asked
 * outside any transaction, through the gateways and their limits (`STRIPE_TIMEOUT_MS` and one
 * retry, `PAYPAL_TIMEOUT_MS`). A provider that cannot be asked, or refuses, throws.
 *
 * - Stripe: the Checkout Session is read back. Paid: the payment, as its webhook names it. Open
 *   when the hold has ended: it is expired at Stripe first, so the guest cannot pay once the
 *   booking is released (Stripe refuses when the guest paid meanwhile: the session is read again
 *   and its payment counts). Expired unpaid: closed.
 * - PayPal: the order is read back. Approved by the guest but not captured (they never came
 *   back): captured, with the `PayPal-Request-Id` of the return page's capture, so it can never
 *   be captured twice. Completed with a completed capture: the payment. Voided: closed; when the
 *   hold has ended, anything but a capture in flight is closed too (an approval after the release
 *   is never captured: only pending orders are).
 * - Anything else (a payment in flight, a guest still on the provider's page): open.
 */
import type { Db } from '../../../db/database.js';
import {
  findMethodSettings,
  type CheckoutToReconcile,
  type PaypalGateway,
  type PaypalOrder,
  type StripeGateway,
} from '../../payments/index.js';
import type { PaidByProvider } from './gateway-events.js';
import { captureRequestId } from './paypal-checkout.js';

export type Finding =
  /** Paid at the provider: `how` tells the activity log what was found. */
  | { kind: 'paid'; paid: PaidByProvider; how: string }
  /** Can no longer be paid: the booking is released, for `reason`. */
  | { kind: 'closed'; reason: string }
  /** May still be paid: asked about again later. */
  | { kind: 'open' };

const OPEN: Finding = { kind: 'open' };

/**
 * Whether money may be on its way: a capture PayPal holds as pending, or an order captured
 * whose capture it did not name (read again next time).
 */
function inFlight(order: PaypalOrder): boolean {
  if (order.capture) return order.capture.status === 'PENDING';
  return order.status === 'COMPLETED';
}
const RELEASED = 'the booking was cancelled and its time freed. The guest may book again.';

export interface AskDeps {
  db: Db;
  stripe: StripeGateway;
  paypal: PaypalGateway;
}

export function createCheckoutQuestions({ db, stripe, paypal }: AskDeps) {
  async function stripeSession(checkout: CheckoutToReconcile, holdEnded: boolean) {
    const settings = await findMethodSettings(db, 'stripe');
    const session = await stripe.retrieveSession(settings, checkout.checkoutId);
    if (session.status !== 'open' || !holdEnded) return { session, expiredNow: false };
    try {
      return { session: await stripe.expireSession(settings, session.id), expiredNow: true };
    } catch (error) {
      // Refused: the session is no longer open (paid, most likely); what it says now counts.
      const again = await stripe.retrieveSession(settings, session.id);
      if (again.status === 'open') throw error;
      return { session: again, expiredNow: false };
    }
  }

  return {
    async stripe(checkout: CheckoutToReconcile, holdEnded: boolean): Promise<Finding> {
      const { session, expiredNow } = await stripeSession(checkout, holdEnded);
      if (session.paymentStatus === 'paid') {
        const paid: PaidByProvider = {
          method: 'stripe',
          sessionId: session.id,
          chargeId: session.paymentIntent,
          amount: session.amountTotal,
          currency: session.currency,
        };
        const how = `Stripe's checkout ${session.id} was paid (${session.paymentIntent})`;
        return { kind: 'paid', paid, how };
      }
      if (session.status !== 'expired') return OPEN;
      const reason = expiredNow
        ? `Stripe had no payment for the checkout when the hold ended; the checkout was expired at Stripe, ${RELEASED}`
        : `The Stripe checkout expired without a payment; ${RELEASED}`;
      return { kind: 'closed', reason };
    },

    async paypal(checkout: CheckoutToReconcile, holdEnded: boolean): Promise<Finding> {
      const settings = await findMethodSettings(db, 'paypal');
      let order = await paypal.getOrder(settings, checkout.checkoutId);
      const approved = order.status === 'APPROVED';
      if (approved) {
        const requestId = captureRequestId(checkout.uuid);
        order = await paypal.captureApproved(settings, order.id, requestId);
      }
      const { capture } = order;
      if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
        const paid: PaidByProvider = {
          method: 'paypal',
          sessionId: order.id,
          chargeId: capture.id,
          amount: capture.amount,
          currency: capture.currency,
        };
        const captured = approved ? ', approved by the guest, was captured' : ' was captured';
        return { kind: 'paid', paid, how: `PayPal's order ${order.id}${captured} (${capture.id})` };
      }
      if (order.status === 'VOIDED') {
        return { kind: 'closed', reason: `PayPal voided the order without a payment; ${RELEASED}` };
      }
      if (!holdEnded || inFlight(order)) return OPEN;
      const reason = `PayPal had no payment for the order when the hold ended; ${RELEASED}`;
      return { kind: 'closed', reason };
    },
  };
}

export type CheckoutQuestions = ReturnType<typeof createCheckoutQuestions>;
