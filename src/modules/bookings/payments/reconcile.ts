/**
 * Reconciliation (a job of jobs.ts, before unpaid bookings are released): the provider is asked
 * about each online order whose checkout was opened and that is still unpaid a while later
 * (`GRACE_MS`), so that a lost webhook, or a crash between the payment and its webhook, still
 * ends in the right state. Outside any transaction, through the gateways and their limits:
 *
 * - Stripe: a Checkout Session paid is applied exactly as its verified webhook would be
 *   (gateway-events.ts; the webhook arriving later changes nothing, and the payment is never
 *   recorded twice); one still open when the booking's hold has ended is expired at Stripe, so
 *   that it can no longer be paid once the booking is released;
 * - PayPal: an order the guest approved but Slotbook never captured (the guest did not come back)
 *   is captured, with the same `PayPal-Request-Id` as the return page's capture, so it is never
 *   captured twice; a captured order (then, or on the guest's return with its webhook lost) is
 *   applied from its completed capture as PayPal's `PAYMENT.CAPTURE.COMPLETED` webhook would be.
 *
 * A provider that cannot be asked leaves the order as it is (and its other orders wait for the
 * next run): it is asked again next time, and
 * the hold's end releases the booking regardless (a payment arriving later is refunded). Safe with
 * several processes: applying a payment is a compare-and-set on the order.
 */
import type { Db } from '../../../db/database.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  findGlobalSettings,
  findMethodSettings,
  findPaypalOrder,
  findStripeOrder,
  listOpenCheckouts,
  type MethodSettings,
  type OpenCheckout,
  type PaypalGateway,
  type StripeGateway,
} from '../../payments/index.js';
import {
  applyProviderPayment,
  settle,
  type EventContext,
  type PaidByProvider,
} from './gateway-events.js';
import type { PaypalCheckout } from './paypal-checkout.js';

/** A webhook normally arrives within seconds; an order is asked about after this long. */
export const GRACE_MS = 2 * 60_000;
/** Orders asked about in one run, oldest first. */
const BATCH = 50;

export interface ReconcileDeps {
  db: Db;
  clock: () => number;
  notifier: BookingNotifier;
  stripe: StripeGateway;
  paypal: PaypalGateway;
  /** Captures an approved PayPal order as the return page does (its `PayPal-Request-Id`). */
  paypalCheckout: Pick<PaypalCheckout, 'capture'>;
  refundLate: (bookingId: number) => Promise<unknown>;
}

export interface ReconcileRun {
  /** Orders asked about. */
  checked: number;
  /** Payments found and applied. */
  applied: number;
  /** Providers that could not be asked, with why. */
  errors: unknown[];
}

export function createPaymentReconciliation(deps: ReconcileDeps) {
  const { db, clock, notifier, stripe, paypal, paypalCheckout, refundLate } = deps;
  /** A payment found by asking the provider, applied as its verified webhook would be. */
  async function apply(open: OpenCheckout, paid: PaidByProvider, provider: string) {
    const find = open.method === 'stripe' ? findStripeOrder : findPaypalOrder;
    const c: EventContext = {
      notifier,
      actor: { kind: 'system', userId: null, name: `${provider} (found by reconciliation)` },
      now: clock(),
    };
    const outcome = await db
      .transaction()
      .execute(async (trx) => applyProviderPayment(trx, await find(trx, open.orderId), paid, c));
    return settle(outcome, refundLate);
  }

  async function stripeCheckout(
    open: OpenCheckout,
    settings: MethodSettings,
    holdEnded: boolean,
  ): Promise<boolean> {
    const session = await stripe.retrieveSession(settings, open.checkoutId);
    if (session.paymentStatus === 'paid') {
      const { id, paymentIntent: chargeId, amountTotal: amount, currency } = session;
      return apply(open, { method: 'stripe', sessionId: id, chargeId, amount, currency }, 'Stripe');
    }
    if (session.status === 'open' && holdEnded) await stripe.expireSession(settings, session.id);
    return false;
  }

  /**
   * PayPal: an approved order is captured (the return page's request id); a captured one, also
   * one captured on the guest's return whose webhook was lost, is applied from the order PayPal
   * answers, as its `PAYMENT.CAPTURE.COMPLETED` webhook would be.
   */
  async function paypalOrder(open: OpenCheckout, settings: MethodSettings): Promise<boolean> {
    let order = await paypal.getOrder(settings, open.checkoutId);
    if (order.status === 'APPROVED') {
      const record = await findPaypalOrder(db, open.orderId);
      if (!record) return false;
      // The capture's answer carries its capture; an order captured meanwhile is read again.
      order =
        (await paypalCheckout.capture(record)) ??
        (await paypal.getOrder(settings, open.checkoutId));
    }
    const capture = order.captures.find((c) => c.status === 'COMPLETED');
    if (order.status !== 'COMPLETED' || !capture) return false;
    const { id: chargeId, amount, currency } = capture;
    return apply(
      open,
      { method: 'paypal', sessionId: order.id, chargeId, amount, currency },
      'PayPal',
    );
  }

  return {
    /** Asks the providers about the open checkouts due now; what it found. */
    run: async (): Promise<ReconcileRun> => {
      const now = clock();
      const open = await listOpenCheckouts(db, { olderThan: now - GRACE_MS, limit: BATCH });
      if (open.length === 0) return { checked: 0, applied: 0, errors: [] };
      const holdMs = (await findGlobalSettings(db)).unpaid_release_minutes * 60_000;
      // Each method's settings once a run, not once an order.
      const settingsOf = {
        stripe: await findMethodSettings(db, 'stripe'),
        paypal: await findMethodSettings(db, 'paypal'),
      };
      const run: ReconcileRun = { checked: 0, applied: 0, errors: [] };
      // A provider that failed is not asked about its other orders until the next run: one
      // that hangs costs a run one time limit, not one per order.
      const failed = new Set<string>();
      for (const checkout of open) {
        if (failed.has(checkout.method)) continue;
        run.checked += 1;
        try {
          const applied =
            checkout.method === 'stripe'
              ? await stripeCheckout(
                  checkout,
                  settingsOf.stripe,
                  now >= checkout.createdAt + holdMs,
                )
              : await paypalOrder(checkout, settingsOf.paypal);
          if (applied) run.applied += 1;
        } catch (error) {
          failed.add(checkout.method);
          run.errors.push(error);
        }
      }
      return run;
    },
  };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
