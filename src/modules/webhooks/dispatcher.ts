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
import { createBackgroundLoop } from '../../shared/background-loop.js';
import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { longestPostMs, type DeliveryOptions, type DeliveryResult } from './delivery.js';
import { disableFailingSubscription } from './give-up.js';
import type { Message } from './message.js';
import * as outbox from './outbox.repo.js';
import { jobOf, postSigned, type PostJob } from './poster.js';
import {
  afterFailure,
  RETRY_DELAYS_MS,
  RETRY_WINDOW_MS,
  type RetryPolicy,
} from './retry-policy.js';
import {
  activeSubscriptionsOfCalendars,
  attemptOf,
  attemptsInsert,
  insertAttempts,
} from './subscriptions.repo.js';
import { fanOut } from './fan-out.js';
import { subscriberAccess } from './subscriber-access.js';
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
}

export function createWebhookDispatcher(deps: DispatcherDeps): Dispatcher {
  const { db, dialect, clock, logger } = deps;
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
  const postAll = (jobs: readonly PostJob[]) =>
    Promise.all(jobs.map((job) => postSigned(job, deps.delivery)));
  // A claim must outlast delivering its batch: the posts go out together, each waiting at most
  // the queue timeout for a connection and then bounded by the total timeout, and are then
  // logged in one transaction.
  const leaseMs = longestPostMs(deps.delivery) + (deps.leaseMarginMs ?? 30_000);

  const readMessages = createMessageReader(db);

  const claim = async (kind: typeof outbox.EVENT_KIND | typeof outbox.DELIVERY_KIND) => {
    const now = clock();
    const token = randomUUID();
    const claim = { now, leaseUntil: now + leaseMs, token, limit: batchSize };
    return { rows: await outbox.claimDue(db, dialect, kind, claim), token };
  };

  /**
   * Delivers one claim's events: the subscriptions of their calendars read in one query, and
   * whether their owners may read the events' bookings in at most three; each event posted to
   * those that hear of it, or queued behind an earlier delivery (`fan-out.ts`). Then, in one
   * transaction, the events are settled and every post recorded as a delivery (sent, or queued
   * for retry) with its attempt.
   */
  async function deliverEvents(rows: OutboxRow[], token: string, run: DispatcherRun) {
    if (rows.length === 0) return;
    const now = clock();
    const events: { event: OutboxRow; message: Message }[] = [];
    const unreadable: number[] = [];
    const messages = await readMessages(new Map(rows.map((r) => [r.id, r.payload ?? ''])));
    for (const row of rows) {
      const message = messages.get(row.id);
      if (message) events.push({ event: row, message });
      else unreadable.push(row.id);
    }
    const calendarIds = new Set<number>();
    for (const { message } of events) {
      if (message.header.calendar_id !== null) calendarIds.add(message.header.calendar_id);
    }
    const [subscriptions, pending] = await Promise.all([
      activeSubscriptionsOfCalendars(db, [...calendarIds]),
      outbox.pendingDeliveryPairs(
        db,
        events.map((e) => e.event.booking_id),
      ),
    ]);
    const headers = events.map((e) => e.message.header);
    const mayRead = await subscriberAccess(db, subscriptions, headers);
    const { posts, queued } = fanOut(events, subscriptions, pending, mayRead);
    const results = await postAll(posts.map((p) => jobOf(p.subscription, p.message, now)));
    const settledAt = clock();
    const made = posts.map((p, i) => {
      const result = results[i] as DeliveryResult;
      const retry = afterFailure(policy, 1, p.event.created_at, settledAt);
      const delivery: outbox.NewDelivery = {
        event: p.event,
        subscriptionId: Number(p.subscription.id),
        attempts: 1,
        ...(result.ok
          ? { status: 'sent' }
          : retry.action === 'retry'
            ? { status: 'queued', nextAttemptAt: retry.at, lastError: result.error }
            : { status: 'failed', lastError: result.error }),
      };
      return { ...p, result, delivery };
    });
    const attempt = (m: (typeof made)[number], deliveryId: number | null) =>
      attemptOf(m.subscription, m.message.header, {
        at: { deliveryId, eventId: m.event.id, number: 1, now },
        result: m.result,
      });
    /**
     * Records the posts of the events this claim still holds (`settled`): a post the receiver
     * accepted only in the log, which names its event (to redeliver it); one that failed as a
     * delivery row of the outbox, to be retried; an event that must wait as a queued delivery.
     * An event whose claim was lost is being posted again by whoever took it over. Answers the
     * events lost.
     */
    async function recordOutcome(trx: Db, settled: Set<number>): Promise<number[]> {
      const kept = made.filter((m) => settled.has(m.event.id));
      const unsent = kept.filter((m) => m.delivery.status !== 'sent');
      const ids = await outbox.insertDeliveries(
        trx,
        [...unsent.map((m) => m.delivery), ...queued.filter((q) => settled.has(q.event.id))],
        settledAt,
      );
      const deliveryOf = new Map(unsent.map((m, i) => [m, ids[i] ?? null]));
      await insertAttempts(
        trx,
        kept.map((m) => attempt(m, deliveryOf.get(m) ?? null)),
      );
      return events.filter((e) => !settled.has(e.event.id)).map((e) => e.event.id);
    }
    const held = events.map((e) => e.event.id);
    // Built before the transaction, so that the write lock is held only to run them: the settle,
    // and the log of the usual outcome (every post accepted, no event queued).
    const settle =
      held.length > 0
        ? outbox.settleAllQuery(db, held, token, {
            status: 'sent',
            sent_at: settledAt,
            updated_at: settledAt,
          })
        : null;
    const usualLog =
      made.length > 0 && queued.length === 0 && made.every((m) => m.delivery.status === 'sent')
        ? attemptsInsert(
            db,
            made.map((m) => attempt(m, null)),
          )
        : null;
    const lost = await db.transaction().execute(async (trx) => {
      await outbox.settleAll(trx, unreadable, token, {
        status: 'failed',
        last_error: 'unreadable event',
        updated_at: settledAt,
      });
      const settled = settle
        ? outbox.settledIds(await trx.executeQuery(settle))
        : new Set<number>();
      if (usualLog && settled.size === held.length) {
        await trx.executeQuery(usualLog);
        return [];
      }
      return recordOutcome(trx, settled);
    });
    for (const eventId of lost) {
      logger.error({ eventId }, 'webhook event delivered after its claim expired');
    }
    run.fannedOut += events.length;
    for (const m of made) {
      if (m.delivery.status === 'sent') run.delivered += 1;
      else if (m.delivery.status === 'queued') run.retried += 1;
      else {
        run.failed += 1;
        await giveUp(m.subscription, m.result.error ?? 'failed', clock());
      }
    }
  }

  async function giveUp(subscription: WebhookSubscriptionRow, error: string, now: number) {
    const reason = `Deliveries failed for ${Math.round(policy.windowMs / 3_600_000)} hours; last error: ${error}`;
    const at = { reason, now, publicUrl: deps.publicUrl };
    if (await disableFailingSubscription(db, subscription, at)) {
      logger.warn({ subscriptionId: subscription.id, reason }, 'webhook disabled');
    }
  }

  const deliverAll = createQueuedDelivery({ db, clock, policy, postAll, readMessages, giveUp });

  let stopping = false;
  let fullClaim = false;

  async function runOnce(): Promise<DispatcherRun> {
    const run: DispatcherRun = { fannedOut: 0, delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const events = await claim(outbox.EVENT_KIND);
      await deliverEvents(events.rows, events.token, run);
      if (events.rows.length < batchSize || stopping) break;
    }
    const deliveries = await claim(outbox.DELIVERY_KIND);
    fullClaim = deliveries.rows.length === batchSize;
    await deliverAll(deliveries.rows, deliveries.token, run);
    return run;
  }

  const loop = createBackgroundLoop({
    intervalMs: pollIntervalMs,
    pass: async () => {
      const run = await runOnce();
      if (fullClaim) return 0;
      // Soon again while events come in, so a burst goes out in few, fuller claims.
      if (run.fannedOut > 0 || run.delivered + run.retried + run.failed > 0) return gatherMs;
    },
    onError: (error) => logger.error({ err: error }, 'webhook dispatcher run failed'),
  });

  return {
    runOnce,
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
