/** Runs the booking jobs once, with the reconciliation of online payments, as `serve()` does. */
import { startBookingJobs } from '../../src/modules/bookings/jobs/jobs.js';
import { createPaymentReconciliation } from '../../src/modules/bookings/payments/reconcile.js';
import { createPaypalGateway, createStripeGateway } from '../../src/modules/payments/index.js';
import { createBookingNotifier } from '../../src/services.js';
import type { TestApp } from './app.js';

/** The jobs' interval in these tests: an order is first asked about 2 minutes after it was made. */
export const ROUND_MS = 60_000;

/**
 * A process of its own (its own gateways), for `t`'s database at the clock's time: the run of
 * the booking jobs it makes with `run()` answers the errors they reported.
 */
export function jobsProcess(t: TestApp, clock: () => number) {
  const db = t.testDb.database.db;
  const notifier = createBookingNotifier(t.config.publicUrl, clock);
  const reconciliation = createPaymentReconciliation({
    db,
    clock,
    notifier,
    stripe: createStripeGateway(t.config.stripe),
    paypal: createPaypalGateway(t.config.paypal),
  });
  return {
    reconciliation,
    async run(): Promise<unknown[]> {
      const errors: unknown[] = [];
      const jobs = startBookingJobs({
        db,
        clock,
        notifier,
        intervalMs: ROUND_MS,
        reconciliation,
        onError: (error) => errors.push(error),
      });
      await jobs.runOnce();
      await jobs.stop();
      return errors;
    },
  };
}
