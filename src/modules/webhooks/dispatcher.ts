/**
 * The webhook dispatcher loop, in every process: fans claimed events out to the subscriptions
 * that want them, then delivers claimed deliveries, each signed, through the guarded client,
 * logged, and settled as sent, retried with back-off, or given up (the subscription is then
 * disabled and its owner e-mailed). Claims, leases and tokens are the outbox's, as for e-mail:
 * with several processes on PostgreSQL each delivery is claimed by one of them.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Dialect } from '../../db/database.js';
import type { MailRow } from '../../db/tables-mail.js';
import type { WebhookAttemptRow, WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { enqueueMail } from '../mail/index.js';
import { findUsersByIds } from '../users/index.js';
import { postWebhook, type DeliveryOptions, type DeliveryResult } from './delivery-client.js';
import * as outbox from './outbox.repo.js';
import {
  afterFailure,
  RETRY_DELAYS_MS,
  RETRY_WINDOW_MS,
  type RetryPolicy,
} from './retry-policy.js';
import { activeSecrets, signedHeaders } from './signing.js';
import {
  activeSubscriptionsFor,
  disableSubscription,
  findSubscription,
  insertAttempt,
} from './subscriptions.repo.js';
import { messageBody, wantsEvent, type EventEnvelope } from './webhook-notifier.js';

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
  batchSize?: number;
}

export interface DispatcherRun {
  fannedOut: number;
  delivered: number;
  retried: number;
  failed: number;
}

export interface Dispatcher {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<DispatcherRun>;
}

/** Signs and posts one message to a subscription, and logs the attempt. */
export async function deliverMessage(
  db: Db,
  subscription: WebhookSubscriptionRow,
  envelope: EventEnvelope,
  attempt: { deliveryId: number | null; number: number; now: number },
  options: DeliveryOptions,
): Promise<{ result: DeliveryResult; logged: WebhookAttemptRow }> {
  const body = messageBody(envelope);
  const secrets = activeSecrets(subscription, attempt.now);
  const headers = signedHeaders(secrets, envelope.id, Math.floor(attempt.now / 1000), body);
  const result = await postWebhook(subscription.url, headers, body, options);
  const logged = await insertAttempt(db, {
    subscription_id: subscription.id,
    delivery_id: attempt.deliveryId,
    message_id: envelope.id,
    event_type: envelope.type,
    attempt: attempt.number,
    status_code: result.statusCode,
    ok: result.ok ? 1 : 0,
    latency_ms: result.latencyMs,
    error: result.error,
    response_excerpt: result.excerpt,
    created_at: attempt.now,
  });
  return { result, logged };
}

export function createWebhookDispatcher(deps: DispatcherDeps): Dispatcher {
  const { db, dialect, clock, logger } = deps;
  const policy: RetryPolicy = {
    delaysMs: deps.retry?.delaysMs ?? RETRY_DELAYS_MS,
    windowMs: deps.retry?.windowMs ?? RETRY_WINDOW_MS,
  };
  const pollIntervalMs = deps.pollIntervalMs ?? 1_000;
  const batchSize = deps.batchSize ?? 5;
  // A claim must outlast delivering its whole batch, each bounded by the total timeout.
  const leaseMs = batchSize * deps.delivery.totalTimeoutMs + 5_000;

  const claim = (kind: typeof outbox.EVENT_KIND | typeof outbox.DELIVERY_KIND) => {
    const now = clock();
    const token = randomUUID();
    return outbox
      .claimDue(db, dialect, kind, { now, leaseUntil: now + leaseMs, token, limit: batchSize })
      .then((rows) => ({ rows, token }));
  };

  async function fanOut(row: MailRow, token: string): Promise<void> {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(row.payload ?? '') as EventEnvelope;
    } catch {
      await outbox.settle(db, row.id, token, {
        status: 'failed',
        last_error: 'unreadable event',
        updated_at: clock(),
      });
      return;
    }
    const candidates =
      envelope.calendar_id === null ? [] : await activeSubscriptionsFor(db, envelope.calendar_id);
    const ids = candidates
      .filter((s) => s.created_at <= row.created_at && wantsEvent(s.events, envelope.type))
      .map((s) => Number(s.id));
    if (!(await outbox.fanOut(db, row, token, clock(), ids))) {
      logger.error({ eventId: row.id }, 'webhook event fanned out after its claim expired');
    }
  }

  async function giveUp(subscription: WebhookSubscriptionRow, error: string, now: number) {
    const reason = `Deliveries failed for ${Math.round(policy.windowMs / 3_600_000)} hours; last error: ${error}`;
    const turnedOff = await db.transaction().execute(async (trx) => {
      if (!(await disableSubscription(trx, subscription.id, reason, now))) return false;
      await outbox.failPendingDeliveries(
        trx,
        subscription.id,
        now,
        'The subscription was disabled.',
      );
      const owner = (await findUsersByIds(trx, [subscription.user_id])).get(subscription.user_id);
      if (owner?.email) {
        const text = [
          `Slotbook disabled your webhook subscription ${subscription.id} (${subscription.url}).`,
          reason,
          `Fix the receiver, then turn the subscription on again (PUT ${deps.publicUrl}/api/v2/webhooks/${subscription.id} with "active": true) and redeliver what it missed from its delivery log.`,
        ].join('\n\n');
        await enqueueMail(
          trx,
          {
            kind: 'webhook_disabled',
            recipient: owner.email,
            subject: `Webhook disabled: ${subscription.url}`,
            text,
            html: `<p>${text
              .split('\n\n')
              .map((p) => p.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
              .join('</p><p>')}</p>`,
          },
          now,
        );
      }
      return true;
    });
    if (turnedOff) logger.warn({ subscriptionId: subscription.id, reason }, 'webhook disabled');
  }

  async function deliver(row: MailRow, token: string, run: DispatcherRun): Promise<void> {
    const subscriptionId = Number(row.subscription_id);
    const subscription = await findSubscription(db, subscriptionId);
    const payload = (await outbox.eventPayloads(db, [Number(row.event_id)])).get(
      Number(row.event_id),
    );
    if (!subscription || subscription.active !== 1 || !payload) {
      await outbox.settle(db, row.id, token, {
        status: 'failed',
        last_error: 'The subscription is disabled.',
        updated_at: clock(),
      });
      run.failed += 1;
      return;
    }
    const envelope = JSON.parse(payload) as EventEnvelope;
    const { result } = await deliverMessage(
      db,
      subscription,
      envelope,
      { deliveryId: row.id, number: row.attempts, now: clock() },
      deps.delivery,
    );
    const now = clock();
    if (result.ok) {
      await outbox.settle(db, row.id, token, {
        status: 'sent',
        sent_at: now,
        last_error: null,
        updated_at: now,
      });
      run.delivered += 1;
      return;
    }
    const error = result.error ?? 'failed';
    const decision = afterFailure(policy, row.attempts, row.created_at, now);
    if (decision.action === 'retry') {
      await outbox.settle(db, row.id, token, {
        status: 'queued',
        next_attempt_at: decision.at,
        last_error: error,
        updated_at: now,
      });
      run.retried += 1;
      return;
    }
    await outbox.settle(db, row.id, token, {
      status: 'failed',
      last_error: error,
      updated_at: now,
    });
    run.failed += 1;
    await giveUp(subscription, error, now);
  }

  let stopping = false;
  let fullClaim = false;

  async function runOnce(): Promise<DispatcherRun> {
    const run: DispatcherRun = { fannedOut: 0, delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const events = await claim(outbox.EVENT_KIND);
      for (const row of events.rows) await fanOut(row, events.token);
      run.fannedOut += events.rows.length;
      if (events.rows.length < batchSize || stopping) break;
    }
    const deliveries = await claim(outbox.DELIVERY_KIND);
    fullClaim = deliveries.rows.length === batchSize;
    // Deliveries of one claim go out together; each is bounded by the client's timeouts.
    await Promise.all(deliveries.rows.map((row) => deliver(row, deliveries.token, run)));
    return run;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick();
    }, delay);
    timer.unref();
  }

  async function tick(): Promise<void> {
    let delay = pollIntervalMs;
    try {
      const run = await runOnce();
      if (fullClaim || run.fannedOut > 0) delay = 0;
    } catch (error) {
      logger.error({ err: error }, 'webhook dispatcher run failed');
    }
    schedule(delay);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
