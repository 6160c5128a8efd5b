/**
 * Periodic work, never a side effect of reading: completing meetings that ended more than an
 * hour ago, asking Stripe and PayPal about open checkouts (payments/reconcile.ts), releasing
 * unpaid bookings (release.ts), and forgetting old idempotency keys. Safe with several processes:
 * a booking is completed by a conditional update, so exactly one process changes it and logs the
 * activity; an order is asked about by one process at a time.
 */
import { createBackgroundLoop } from '../../../shared/background-loop.js';
import type { Db } from '../../../db/database.js';
import { silentNotifier, type BookingNotifier } from '../../booking-events/index.js';
import { releaseUnpaidBookings } from './release.js';
import type { PaymentReconciliation } from '../payments/index.js';
import { completeScheduled, insertActivities, scheduledEndedBefore } from '../bookings.repo.js';
import { IDEMPOTENCY_TTL_MS } from '../create/index.js';
import { deleteIdempotencyKeysBefore } from '../create/index.js';
import { activityRow } from '../activity.js';

/** A scheduled booking becomes completed this long after its end. */
export const COMPLETE_AFTER_MS = 3_600_000;
const BATCH = 500;

/**
 * Completes past scheduled bookings, in batches; returns how many this call completed. Each one
 * is told to the notifier in the batch's transaction (the webhooks' `booking.completed`).
 */
export async function completePastBookings(
  db: Db,
  now: number,
  notifier: BookingNotifier = silentNotifier,
): Promise<number> {
  let total = 0;
  for (;;) {
    const candidates = await scheduledEndedBefore(db, now - COMPLETE_AFTER_MS, BATCH);
    const done = await db.transaction().execute(async (trx) => {
      const ids = await completeScheduled(trx, candidates, now);
      await insertActivities(
        trx,
        ids.map((id) =>
          activityRow(id, now, {
            title: 'Booking Completed',
            description: 'The meeting ended; the booking was marked as completed.',
          }),
        ),
      );
      for (const bookingId of ids) {
        await notifier.notify(trx, { kind: 'completed', bookingId, actor: 'system' });
      }
      return ids.length;
    });
    total += done;
    if (candidates.length < BATCH) return total;
  }
}

export interface JobsDeps {
  db: Db;
  clock: () => number;
  onError: (error: unknown) => void;
  intervalMs?: number;
  /** Told of the bookings the jobs cancel (unpaid ones); silent by default. */
  notifier?: BookingNotifier;
  /**
   * Asks the payment providers about open checkouts, before unpaid bookings are released (its
   * failures go to `onError`); without it, only orders without a checkout are released.
   */
  reconciliation?: Pick<PaymentReconciliation, 'run'>;
}

export interface Jobs {
  /** Runs the jobs once now (also what the timer does). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startBookingJobs(deps: JobsDeps): Jobs {
  const { db, clock, onError, intervalMs = 60_000 } = deps;
  const loop = createBackgroundLoop({
    intervalMs,
    firstDelayMs: intervalMs,
    pass: async () => {
      const now = clock();
      await completePastBookings(db, now, deps.notifier);
      const reconciled = await deps.reconciliation?.run(intervalMs);
      for (const failure of reconciled?.failures ?? []) onError(failure);
      await releaseUnpaidBookings(db, clock(), deps.notifier);
      await deleteIdempotencyKeysBefore(db, now - IDEMPOTENCY_TTL_MS);
    },
    onError,
  });
  loop.start();
  return { runOnce: loop.runOnce, stop: loop.stop };
}
