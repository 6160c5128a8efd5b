/**
 * Reconciliation of online payments (a job of jobs.ts, run before unpaid bookings are
 * released): the provider is asked about each pending Stripe or PayPal order whose checkout is
 * open, so that a lost webhook, or a crash between the payment and its webhook, still ends in
 * the right state (reconcile-ask.ts asks, outside any transaction).
 *
 * - When: an order is first asked about two rounds of the job after it was created (the grace:
 *   2 minutes by default, `BOOKING_JOBS_INTERVAL_SECONDS`; a webhook normally arrives within
 *   seconds), then again after half its age (at least the grace, at most 15 minutes), and always
 *   once its hold has ended, before it is released.
 * - Paid: applied in one transaction exactly as the verified webhook would be
 *   (`applyProviderPayment`: the booking confirmed, or the payment recorded on a released one),
 *   with an activity saying reconciliation found it. The webhook arriving later changes nothing:
 *   the order is paid, so nothing is recorded twice.
 * - Closed (expired, voided, nothing paid when the hold ended): the order fails and the booking
 *   is released, as the hold's end does (release-hold.ts).
 * - A provider that fails or times out leaves the order pending: it is asked again next round,
 *   and the provider's other orders wait for that round (one time limit a round, not one an
 *   order). Only `UNANSWERED_RELEASE_MS` (6 hours) after the hold ended is such an order released
 *   without an answer (jobs/release.ts), and no longer asked about.
 *
 * Safe with several processes: a round takes each order with a compare-and-set of its
 * `reconcile_at` (a lease of `LEASE_MS`, ended when the round is), so one process at a time asks
 * about it; applying a payment is a compare-and-set on the order too.
 */
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  askAgainAt,
  claimCheckout,
  failUnpaidOrder,
  findGlobalSettings,
  findPaypalOrder,
  findStripeOrder,
  listCheckoutsToReconcile,
  type CheckoutToReconcile,
} from '../../payments/index.js';
import { insertActivities } from '../bookings.repo.js';
import { activityRow } from '../activity.js';
import { applyProviderPayment, type EventContext } from './gateway-events.js';
import { releaseHeldBooking } from './release-hold.js';
import { createCheckoutQuestions, type AskDeps, type Finding } from './reconcile-ask.js';

/**
 * How long after its hold an order whose provider could not say is released all the same
 * (jobs/release.ts), without being asked about any more: provider outages rarely last that long,
 * and a slot should not be held for a day; Stripe's checkout has expired with the hold by then
 * (so nothing new can be paid), and a payment made before is still recorded when its webhook
 * comes, the host told to refund it.
 */
export const UNANSWERED_RELEASE_MS = 6 * 3_600_000;
/** How long a round may hold an order (a process that dies mid-round gives it back then). */
export const LEASE_MS = 5 * 60_000;
/** The longest wait between two questions about an order. */
export const MAX_STEP_MS = 15 * 60_000;
/** Orders asked about in one round, longest waiting first. */
const BATCH = 50;

const PROVIDER = { stripe: 'Stripe', paypal: 'PayPal' } as const;

export interface ReconcileDeps extends AskDeps {
  clock: () => number;
  notifier: BookingNotifier;
}

/** A provider that could not be asked about an order (or its answer could not be applied). */
export class ReconcileFailure extends Error {
  constructor(
    readonly checkout: CheckoutToReconcile,
    cause: unknown,
  ) {
    super(
      `${PROVIDER[checkout.method]} could not be asked about order ${checkout.orderId} (or its answer applied); it stays pending and is asked again next round`,
      { cause },
    );
    this.name = 'ReconcileFailure';
  }
}

export interface ReconcileRun {
  asked: number;
  /** Payments found and recorded. */
  paid: number;
  /** Bookings released on the provider's word. */
  released: number;
  failures: ReconcileFailure[];
}

/**
 * When an order still open is asked about again: sooner while it is young, and at its hold's
 * end at the latest.
 */
export function nextAsk(now: number, createdAt: number, holdEnd: number, graceMs: number): number {
  const step = Math.min(Math.max(Math.round((now - createdAt) / 2), graceMs), MAX_STEP_MS);
  return now < holdEnd ? Math.min(now + step, holdEnd) : now + step;
}

export function createPaymentReconciliation(deps: ReconcileDeps) {
  const { db, clock, notifier } = deps;
  const ask = createCheckoutQuestions(deps);

  /** Records a payment found at the provider, as its webhook would; whether it did. */
  async function recordFound(
    checkout: CheckoutToReconcile,
    found: Extract<Finding, { kind: 'paid' }>,
  ) {
    const now = clock();
    const name = PROVIDER[checkout.method];
    const c: EventContext = { notifier, actor: { kind: 'system', userId: null, name }, now };
    return db.transaction().execute(async (trx) => {
      const find = checkout.method === 'stripe' ? findStripeOrder : findPaypalOrder;
      const record = await find(trx, checkout.orderId);
      if (!(await applyProviderPayment(trx, record, found.paid, c))) return false;
      const description = `${found.how}, but its webhook had not been received: Slotbook asked ${name} and recorded the payment.`;
      const activity = { title: 'Payment Found by Reconciliation', description };
      await insertActivities(trx, [activityRow(checkout.bookingId, now, activity)]);
      return true;
    });
  }

  /** Releases the booking of a checkout that can no longer be paid; whether it did. */
  async function releaseClosed(checkout: CheckoutToReconcile, reason: string) {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      if (!(await failUnpaidOrder(trx, checkout.bookingId, now))) return false;
      return releaseHeldBooking(trx, checkout.bookingId, reason, now, notifier);
    });
  }

  async function settle(checkout: CheckoutToReconcile, finding: Finding, run: ReconcileRun) {
    if (finding.kind === 'paid' && (await recordFound(checkout, finding))) run.paid += 1;
    if (finding.kind === 'closed' && (await releaseClosed(checkout, finding.reason))) {
      run.released += 1;
    }
  }

  return {
    /**
     * One round: asks about the open checkouts due now. `roundMs` is the job's interval: an order
     * is first asked about two rounds after its creation, and again next round after a failure.
     */
    async run(roundMs: number): Promise<ReconcileRun> {
      const now = clock();
      const holdMs = (await findGlobalSettings(db)).unpaid_release_minutes * 60_000;
      const graceMs = Math.min(2 * roundMs, holdMs);
      const due = await listCheckoutsToReconcile(db, {
        now,
        createdFrom: now - holdMs - UNANSWERED_RELEASE_MS,
        createdBefore: now - graceMs + 1,
        limit: BATCH,
      });
      const run: ReconcileRun = { asked: 0, paid: 0, released: 0, failures: [] };
      const failing = new Set<string>();
      for (const checkout of due) {
        if (failing.has(checkout.method)) continue;
        const lease = now + LEASE_MS;
        if (!(await claimCheckout(db, checkout, lease))) continue;
        run.asked += 1;
        const holdEnd = checkout.createdAt + holdMs;
        let next = nextAsk(now, checkout.createdAt, holdEnd, graceMs);
        try {
          const finding = await ask[checkout.method](checkout, now >= holdEnd).catch((error) => {
            failing.add(checkout.method);
            throw error;
          });
          await settle(checkout, finding, run);
        } catch (error) {
          run.failures.push(new ReconcileFailure(checkout, error));
          next = now + roundMs;
        }
        await askAgainAt(db, checkout.orderId, lease, next);
      }
      return run;
    },
  };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
