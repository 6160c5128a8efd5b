/**
 * The webhook dispatcher loop, in every process (in a server, in a thread of its own:
 * `dispatcher-thread.ts`). A claimed event is posted at once to every subscription that wants
 * it, and each post is
 * recorded as a delivery row with its attempt, in one transaction with the event's settling: a
 * failed one is queued for retry with back-off. Queued deliveries (retries, redeliveries, and
 * events that must wait behind an earlier delivery of their booking) are claimed and delivered
 * the same way; one that fails for the whole retry window is given up and its subscription
 * disabled (its owner e-mailed). Claims, leases and tokens are the outbox's, as for e-mail: with
 * several processes on PostgreSQL each event and each delivery is claimed by one of them, and a
 * process that dies mid-post leaves its claim to expire and be posted again (same webhook-id).
 */
import { createBackgroundLoop, IDLE } from '../../shared/background-loop.js';
import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db/database.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { longestPostMs, type DeliveryOptions } from './delivery.js';
import { createEventDelivery } from './event-deliveries.js';
import { disableFailingSubscription } from './give-up.js';
import * as outbox from './outbox.repo.js';
import { postSigned, type PostJob } from './poster.js';
import { RETRY_DELAYS_MS, RETRY_WINDOW_MS, type RetryPolicy } from './retry-policy.js';
import { createMessageReader } from './message-reader.js';
import { createQueuedDelivery, type DispatcherRun } from './queued-deliveries.js';

export type { DispatcherRun } from './queued-deliveries.js';

export interface DispatcherLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DispatcherDeps {
  db: Db;
  dialect: Dialect;
  clock: () => number;
  logger: DispatcherLogger;
  delivery: DeliveryOptions;
  publicUrl: string;
  retry?: Partial<RetryPolicy>;
  pollIntervalMs?: number;
  /** The longest pause while nothing is due (8 polls): `nudge()` ends it when events are written. */
  idlePollMs?: number;
  /** How long a claim outlasts delivering its batch (30 s): after a crash, its events wait this long. */
  leaseMarginMs?: number;
  /** How long a run waits for events to gather after a run that found some (300 ms). */
  gatherMs?: number;
  batchSize?: number;
}

export interface Dispatcher {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<DispatcherRun>;
  /** Events may have been written: an idling dispatcher looks at once. */
  nudge(): void;
}

/** The loop's timings and batch size, with their defaults, and the retry policy. */
function settingsOf(deps: DispatcherDeps) {
  const policy: RetryPolicy = {
    delaysMs: deps.retry?.delaysMs ?? RETRY_DELAYS_MS,
    windowMs: deps.retry?.windowMs ?? RETRY_WINDOW_MS,
  };
  const pollIntervalMs = deps.pollIntervalMs ?? 1_000;
  // While events keep coming, the next run waits this long so that they gather into batches: a
  // run costs a few commits and queries however many rows it settles, so small batches would
  // cost the busy process more per booking. 300 ms rather than 100 ms took about a twentieth off
  // the server's CPU per booking in the webhook benchmark (docs/PERFORMANCE.md); a delivery
  // still waits less than the idle poll's second. A full claim (a backlog) runs again at once.
  const gatherMs = Math.min(pollIntervalMs, deps.gatherMs ?? 300);
  const batchSize = deps.batchSize ?? 50;
  // A claim must outlast delivering its batch: the posts go out together, each waiting at most
  // the queue timeout for a connection and then bounded by the total timeout, and are then
  // logged in one transaction.
  const leaseMs = longestPostMs(deps.delivery) + (deps.leaseMarginMs ?? 30_000);
  return { policy, pollIntervalMs, gatherMs, batchSize, leaseMs };
}

type Settings = ReturnType<typeof settingsOf>;

async function claim(
  deps: DispatcherDeps,
  { leaseMs, batchSize }: Settings,
  kind: typeof outbox.EVENT_KIND | typeof outbox.DELIVERY_KIND,
) {
  const now = deps.clock();
  const token = randomUUID();
  const claim = { now, leaseUntil: now + leaseMs, token, limit: batchSize };
  return { rows: await outbox.claimDue(deps.db, deps.dialect, kind, claim), token };
}

async function giveUp(
  deps: DispatcherDeps,
  policy: RetryPolicy,
  subscription: WebhookSubscriptionRow,
  error: string,
  now: number,
) {
  const reason = `Deliveries failed for ${Math.round(policy.windowMs / 3_600_000)} hours; last error: ${error}`;
  const at = { reason, now, publicUrl: deps.publicUrl };
  if (await disableFailingSubscription(deps.db, subscription, at)) {
    deps.logger.warn({ subscriptionId: subscription.id, reason }, 'webhook disabled');
  }
}

/** Both ways of delivering a claim, sharing the poster, the message reader and giving up. */
function deliverers(deps: DispatcherDeps, policy: RetryPolicy) {
  const { db, clock, logger } = deps;
  const postAll = (jobs: readonly PostJob[]) =>
    Promise.all(jobs.map((job) => postSigned(job, deps.delivery)));
  const readMessages = createMessageReader(db);
  const giveUpOn = (subscription: WebhookSubscriptionRow, error: string, now: number) =>
    giveUp(deps, policy, subscription, error, now);
  const shared = { db, clock, policy, postAll, readMessages, giveUp: giveUpOn };
  return {
    deliverEvents: createEventDelivery({ ...shared, logger }),
    deliverAll: createQueuedDelivery(shared),
  };
}

export function createWebhookDispatcher(deps: DispatcherDeps): Dispatcher {
  const settings = settingsOf(deps);
  const { batchSize, gatherMs, pollIntervalMs } = settings;
  const { deliverEvents, deliverAll } = deliverers(deps, settings.policy);

  let stopping = false;
  let fullClaim = false;

  async function runOnce(): Promise<DispatcherRun> {
    const run: DispatcherRun = { fannedOut: 0, delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const events = await claim(deps, settings, outbox.EVENT_KIND);
      await deliverEvents(events.rows, events.token, run);
      if (events.rows.length < batchSize || stopping) break;
    }
    const deliveries = await claim(deps, settings, outbox.DELIVERY_KIND);
    fullClaim = deliveries.rows.length === batchSize;
    await deliverAll(deliveries.rows, deliveries.token, run);
    return run;
  }

  const loop = createBackgroundLoop({
    intervalMs: pollIntervalMs,
    idleMaxMs: deps.idlePollMs ?? pollIntervalMs * 8,
    pass: async () => {
      const run = await runOnce();
      if (fullClaim) return 0;
      // Soon again while events come in, so a burst goes out in few, fuller claims.
      if (run.fannedOut > 0 || run.delivered + run.retried + run.failed > 0) return gatherMs;
      return IDLE;
    },
    onError: (error) => deps.logger.error({ err: error }, 'webhook dispatcher run failed'),
  });

  return {
    runOnce,
    nudge: loop.nudge,
    start() {
      stopping = false;
      loop.start();
    },
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}
