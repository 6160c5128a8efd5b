/**
 * The dispatcher's claimed events, posted at once to every subscription that wants them (queued
 * deliveries are `queued-deliveries.ts`).
 */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import type { DeliveryResult } from './delivery.js';
import { fanOut, type Post } from './fan-out.js';
import type { Message } from './message.js';
import * as outbox from './outbox.repo.js';
import { jobOf, type PostJob } from './poster.js';
import type { DispatcherRun } from './queued-deliveries.js';
import { afterFailure, type RetryPolicy } from './retry-policy.js';
import { subscriberAccess } from './subscriber-access.js';
import {
  activeSubscriptionsOfCalendars,
  attemptOf,
  attemptsInsert,
  insertAttempts,
} from './subscriptions.repo.js';

export interface EventDeliveryDeps {
  db: Db;
  clock: () => number;
  logger: { error(details: object, message: string): void };
  policy: RetryPolicy;
  postAll: (jobs: readonly PostJob[]) => Promise<DeliveryResult[]>;
  readMessages: (payloads: Map<number, string>) => Promise<Map<number, Message>>;
  giveUp: (subscription: WebhookSubscriptionRow, error: string, now: number) => Promise<void>;
}

interface ClaimedEvent {
  event: OutboxRow;
  message: Message;
}

/** A post made, its result, and the delivery that records it. */
interface Made extends Post {
  result: DeliveryResult;
  delivery: outbox.NewDelivery;
}

/** What a claim's delivery leaves to record. */
interface Outcome {
  events: ClaimedEvent[];
  unreadable: number[];
  made: Made[];
  queued: outbox.NewDelivery[];
  /** When the posts went out. */
  now: number;
  settledAt: number;
}

/** The claim's events whose message can be read, and the ids of those that cannot. */
async function readEvents(readMessages: EventDeliveryDeps['readMessages'], rows: OutboxRow[]) {
  const events: ClaimedEvent[] = [];
  const unreadable: number[] = [];
  const messages = await readMessages(new Map(rows.map((r) => [r.id, r.payload ?? ''])));
  for (const row of rows) {
    const message = messages.get(row.id);
    if (message) events.push({ event: row, message });
    else unreadable.push(row.id);
  }
  return { events, unreadable };
}

/** The posts to make now, and the deliveries to queue behind a pending one. */
async function fanOutEvents(db: Db, events: ClaimedEvent[]) {
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
  return fanOut(events, subscriptions, pending, mayRead);
}

/** Each post with its result: sent, queued for retry, or failed for good. */
function outcomesOf(
  policy: RetryPolicy,
  posts: Post[],
  results: DeliveryResult[],
  settledAt: number,
): Made[] {
  return posts.map((p, i) => {
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
}

const attempt = (m: Made, deliveryId: number | null, now: number) =>
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
async function recordOutcome(trx: Db, o: Outcome, settled: Set<number>): Promise<number[]> {
  const kept = o.made.filter((m) => settled.has(m.event.id));
  const unsent = kept.filter((m) => m.delivery.status !== 'sent');
  const ids = await outbox.insertDeliveries(
    trx,
    [...unsent.map((m) => m.delivery), ...o.queued.filter((q) => settled.has(q.event.id))],
    o.settledAt,
  );
  const deliveryOf = new Map(unsent.map((m, i) => [m, ids[i] ?? null]));
  await insertAttempts(
    trx,
    kept.map((m) => attempt(m, deliveryOf.get(m) ?? null, o.now)),
  );
  return o.events.filter((e) => !settled.has(e.event.id)).map((e) => e.event.id);
}

/** Settles the claim's events and records its posts in one transaction; answers the events lost. */
async function settleEvents(db: Db, token: string, o: Outcome): Promise<number[]> {
  const held = o.events.map((e) => e.event.id);
  // Built before the transaction, so that the write lock is held only to run them: the settle,
  // and the log of the usual outcome (every post accepted, no event queued).
  const settle =
    held.length > 0
      ? outbox.settleAllQuery(db, held, token, {
          status: 'sent',
          sent_at: o.settledAt,
          updated_at: o.settledAt,
        })
      : null;
  const usualLog =
    o.made.length > 0 && o.queued.length === 0 && o.made.every((m) => m.delivery.status === 'sent')
      ? attemptsInsert(
          db,
          o.made.map((m) => attempt(m, null, o.now)),
        )
      : null;
  return db.transaction().execute(async (trx) => {
    await outbox.settleAll(trx, o.unreadable, token, {
      status: 'failed',
      last_error: 'unreadable event',
      updated_at: o.settledAt,
    });
    const settled = settle ? outbox.settledIds(await trx.executeQuery(settle)) : new Set<number>();
    if (usualLog && settled.size === held.length) {
      await trx.executeQuery(usualLog);
      return [];
    }
    return recordOutcome(trx, o, settled);
  });
}

/** Counts the claim's posts in the run; a delivery failed for good disables its subscription. */
async function tally(deps: EventDeliveryDeps, o: Outcome, run: DispatcherRun) {
  run.fannedOut += o.events.length;
  for (const m of o.made) {
    if (m.delivery.status === 'sent') run.delivered += 1;
    else if (m.delivery.status === 'queued') run.retried += 1;
    else {
      run.failed += 1;
      await deps.giveUp(m.subscription, m.result.error ?? 'failed', deps.clock());
    }
  }
}

/**
 * Delivers one claim's events: the subscriptions of their calendars read in one query, and
 * whether their owners may read the events' bookings in at most three; each event posted to
 * those that hear of it, or queued behind an earlier delivery (`fan-out.ts`). Then, in one
 * transaction, the events are settled and every post recorded as a delivery (sent, or queued
 * for retry) with its attempt.
 */
async function deliverEvents(
  deps: EventDeliveryDeps,
  rows: OutboxRow[],
  token: string,
  run: DispatcherRun,
) {
  if (rows.length === 0) return;
  const now = deps.clock();
  const { events, unreadable } = await readEvents(deps.readMessages, rows);
  const { posts, queued } = await fanOutEvents(deps.db, events);
  const results = await deps.postAll(posts.map((p) => jobOf(p.subscription, p.message, now)));
  const settledAt = deps.clock();
  const made = outcomesOf(deps.policy, posts, results, settledAt);
  const outcome: Outcome = { events, unreadable, made, queued, now, settledAt };
  const lost = await settleEvents(deps.db, token, outcome);
  for (const eventId of lost) {
    deps.logger.error({ eventId }, 'webhook event delivered after its claim expired');
  }
  await tally(deps, outcome, run);
}

export function createEventDelivery(deps: EventDeliveryDeps) {
  return (rows: OutboxRow[], token: string, run: DispatcherRun) =>
    deliverEvents(deps, rows, token, run);
}
