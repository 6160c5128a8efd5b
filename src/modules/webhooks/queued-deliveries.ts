/**
 * The dispatcher's queued deliveries (retries, redeliveries, events waiting behind an earlier
 * delivery of their booking): posted again if the subscription is still on, its event still kept
 * and its owner may still read the booking; each attempt logged and each row settled (sent,
 * queued again with back-off, or failed) in one transaction.
 */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import type { DeliveryResult } from './delivery.js';
import type { Message } from './message.js';
import * as outbox from './outbox.repo.js';
import { jobOf, type PostJob } from './poster.js';
import { afterFailure, type RetryPolicy } from './retry-policy.js';
import { subscriberAccess } from './subscriber-access.js';
import {
  attemptOf,
  findSubscriptions,
  insertAttempts,
  type NewAttempt,
} from './subscriptions.repo.js';

/** What one run of the dispatcher did. */
export interface DispatcherRun {
  fannedOut: number;
  delivered: number;
  retried: number;
  failed: number;
}

const LOST_ACCESS = "The webhook's owner may no longer read this booking.";

export interface QueuedDeliveryDeps {
  db: Db;
  clock: () => number;
  policy: RetryPolicy;
  postAll: (jobs: readonly PostJob[]) => Promise<DeliveryResult[]>;
  readMessages: (payloads: Map<number, string>) => Promise<Map<number, Message>>;
  giveUp: (subscription: WebhookSubscriptionRow, error: string, now: number) => Promise<void>;
}

interface Ready {
  row: OutboxRow;
  subscription: WebhookSubscriptionRow;
  message: Message;
}

/** The rows to post again, and the others by why there is nothing to post. */
async function sortRows(deps: QueuedDeliveryDeps, rows: OutboxRow[]) {
  const { db, clock, readMessages } = deps;
  const subscriptions = await findSubscriptions(
    db,
    rows.map((r) => Number(r.subscription_id)),
  );
  const messages = await readMessages(
    await outbox.eventPayloads(
      db,
      rows.map((r) => Number(r.event_id)),
    ),
  );
  const now = clock();
  const mayRead = await subscriberAccess(
    db,
    [...subscriptions.values()],
    [...messages.values()].map((m) => m.header),
  );
  const ready: Ready[] = [];
  // Nothing to post, and why: the subscription was disabled or deleted, the event is gone
  // (aged out of the outbox as a redelivery of it was asked for), or the owner lost access.
  const dropped = new Map<string, number[]>();
  const drop = (id: number, why: string) => dropped.set(why, [...(dropped.get(why) ?? []), id]);
  for (const row of rows) {
    const subscription = subscriptions.get(Number(row.subscription_id));
    const message = messages.get(Number(row.event_id));
    if (subscription?.active !== 1) drop(row.id, 'The subscription is disabled.');
    else if (!message) drop(row.id, 'The event is no longer kept; it cannot be sent again.');
    else if (!mayRead(subscription, message.header)) drop(row.id, LOST_ACCESS);
    else ready.push({ row, subscription, message });
  }
  return { ready, dropped, now };
}

/** Each post's attempt, and what becomes of its row: sent, queued again, or failed for good. */
function outcomesOf(
  policy: RetryPolicy,
  ready: Ready[],
  results: DeliveryResult[],
  now: number,
  settledAt: number,
) {
  const attempts: NewAttempt[] = [];
  const sent: number[] = [];
  const later: { id: number; patch: outbox.Patch }[] = [];
  const gaveUp: { subscription: WebhookSubscriptionRow; error: string }[] = [];
  ready.forEach(({ row, subscription, message }, i) => {
    const result = results[i] as DeliveryResult;
    const at = {
      deliveryId: row.id,
      eventId: row.event_id === null ? null : Number(row.event_id),
      number: row.attempts,
      now,
    };
    attempts.push(attemptOf(subscription, message.header, { at, result }));
    if (result.ok) return void sent.push(row.id);
    const error = result.error ?? 'failed';
    const decision = afterFailure(policy, row.attempts, row.created_at, settledAt);
    if (decision.action === 'retry') {
      const patch = { status: 'queued', next_attempt_at: decision.at, last_error: error };
      later.push({ id: row.id, patch: { ...patch, updated_at: settledAt } });
    } else {
      later.push({
        id: row.id,
        patch: { status: 'failed', last_error: error, updated_at: settledAt },
      });
      gaveUp.push({ subscription, error });
    }
  });
  return { attempts, sent, later, gaveUp };
}

type Outcomes = ReturnType<typeof outcomesOf>;

/** Logs every attempt and settles every row, in one transaction. */
async function settleRows(
  db: Db,
  token: string,
  { attempts, sent, later }: Outcomes,
  dropped: Map<string, number[]>,
  settledAt: number,
) {
  await db.transaction().execute(async (trx) => {
    await insertAttempts(trx, attempts);
    await outbox.settleAll(trx, sent, token, {
      status: 'sent',
      sent_at: settledAt,
      last_error: null,
      updated_at: settledAt,
    });
    for (const [why, ids] of dropped) {
      await outbox.settleAll(trx, ids, token, {
        status: 'failed',
        last_error: why,
        updated_at: settledAt,
      });
    }
    for (const { id, patch } of later) await outbox.settle(trx, id, token, patch);
  });
}

/**
 * Delivers one claim's rows together: their subscriptions and payloads read in two queries
 * (each event's body serialized once), the posts handed to the poster at once (each bounded by
 * the client's timeouts), then every attempt logged and every row settled in one transaction,
 * the delivered ones in one statement.
 */
async function deliverAll(
  deps: QueuedDeliveryDeps,
  rows: OutboxRow[],
  token: string,
  run: DispatcherRun,
): Promise<void> {
  if (rows.length === 0) return;
  const { ready, dropped, now } = await sortRows(deps, rows);
  const results = await deps.postAll(ready.map((r) => jobOf(r.subscription, r.message, now)));
  const settledAt = deps.clock();
  const outcomes = outcomesOf(deps.policy, ready, results, now, settledAt);
  await settleRows(deps.db, token, outcomes, dropped, settledAt);
  const { sent, later, gaveUp } = outcomes;
  run.delivered += sent.length;
  run.failed += rows.length - ready.length + gaveUp.length;
  run.retried += later.length - gaveUp.length;
  for (const g of gaveUp) await deps.giveUp(g.subscription, g.error, deps.clock());
}

export function createQueuedDelivery(deps: QueuedDeliveryDeps) {
  return (rows: OutboxRow[], token: string, run: DispatcherRun): Promise<void> =>
    deliverAll(deps, rows, token, run);
}
