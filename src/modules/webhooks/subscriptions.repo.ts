/** Webhook subscriptions and their delivery log. */
import type { Db } from '../../db/database.js';
import { compileOnce } from '../../db/compiled.js';
import type { DeliveryResult } from './delivery.js';
import type {
  NewWebhookSubscriptionRow,
  WebhookAttemptRow,
  WebhookSubscriptionRow,
} from '../../db/tables-webhooks.js';

export async function insertSubscription(
  db: Db,
  row: NewWebhookSubscriptionRow,
): Promise<WebhookSubscriptionRow> {
  return db
    .insertInto('webhook_subscriptions')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many subscriptions (on or off) a user holds, or a calendar has (null: the global ones). */
export async function countSubscriptions(
  db: Db,
  of: { userId: number } | { calendarId: number | null },
): Promise<number> {
  let query = db.selectFrom('webhook_subscriptions');
  if ('userId' in of) query = query.where('user_id', '=', of.userId);
  else if (of.calendarId === null) query = query.where('calendar_id', 'is', null);
  else query = query.where('calendar_id', '=', of.calendarId);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSubscription(
  db: Db,
  id: number,
): Promise<WebhookSubscriptionRow | undefined> {
  return db.selectFrom('webhook_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface SubscriptionPage {
  /** Only this owner's subscriptions; every one when null. */
  ownerId: number | null;
  /** Only subscriptions of these calendars (a restricted token's); undefined: no such limit. */
  within?: readonly number[] | undefined;
  limit: number;
  offset: number;
}

export async function listSubscriptions(db: Db, page: SubscriptionPage) {
  let query = db.selectFrom('webhook_subscriptions');
  if (page.ownerId !== null) query = query.where('user_id', '=', page.ownerId);
  if (page.within) query = query.where('calendar_id', 'in', [...page.within, 0]);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateSubscription(
  db: Db,
  id: number,
  patch: Partial<Omit<WebhookSubscriptionRow, 'id' | 'created_at'>>,
): Promise<WebhookSubscriptionRow | undefined> {
  return db
    .updateTable('webhook_subscriptions')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the subscription, its log and its pending deliveries. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_attempts').where('subscription_id', '=', id).execute();
    await trx
      .deleteFrom('outbox')
      .where('kind', '=', 'webhook_delivery')
      .where('subscription_id', '=', id)
      .execute();
    await trx.deleteFrom('webhook_subscriptions').where('id', '=', id).execute();
  });
}

const subscriptionsFor = compileOnce<'calendarId', Pick<WebhookSubscriptionRow, 'events'>>(
  (db, param) =>
    db
      .selectFrom('webhook_subscriptions')
      .select('events')
      .where('active', '=', 1)
      .where((eb) =>
        eb.or([eb('calendar_id', '=', param<number>('calendarId')), eb('calendar_id', 'is', null)]),
      ),
);

/**
 * The event lists (JSON) of the active subscriptions that hear about bookings of this calendar
 * (its own, and global ones). Asked in every booking change's transaction, so compiled once.
 */
export async function activeSubscriptionEvents(db: Db, calendarId: number): Promise<string[]> {
  const { rows } = await subscriptionsFor(db, { calendarId });
  return rows.map((r) => r.events);
}

/** The active subscriptions of any of `calendarIds`, and the global ones, in id order. */
export async function activeSubscriptionsOfCalendars(
  db: Db,
  calendarIds: readonly number[],
): Promise<WebhookSubscriptionRow[]> {
  return db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) =>
      calendarIds.length > 0
        ? eb.or([eb('calendar_id', 'in', [...calendarIds]), eb('calendar_id', 'is', null)])
        : eb('calendar_id', 'is', null),
    )
    .orderBy('id')
    .execute();
}

export type NewAttempt = Omit<WebhookAttemptRow, 'id'>;

/** The delivery log's row of one attempt to post a message to a subscription. */
export function attemptOf(
  subscription: Pick<WebhookSubscriptionRow, 'id'>,
  message: { id: string; type: string },
  made: {
    at: { deliveryId: number | null; eventId: number | null; number: number; now: number };
    result: DeliveryResult;
  },
): NewAttempt {
  const { at, result } = made;
  return {
    subscription_id: subscription.id,
    delivery_id: at.deliveryId,
    event_id: at.eventId,
    message_id: message.id,
    event_type: message.type,
    attempt: at.number,
    status_code: result.statusCode,
    ok: result.ok ? 1 : 0,
    latency_ms: result.latencyMs,
    error: result.error,
    response_excerpt: result.excerpt,
    created_at: at.now,
  };
}

export async function insertAttempts(db: Db, attempts: readonly NewAttempt[]): Promise<void> {
  if (attempts.length > 0) await db.executeQuery(attemptsInsert(db, attempts));
}

/** `insertAttempts`'s statement, compiled (for `attempts` not empty), to run later. */
export function attemptsInsert(db: Db, attempts: readonly NewAttempt[]) {
  return db
    .insertInto('webhook_attempts')
    .values([...attempts])
    .compile();
}

/** Subscriptions by id. */
export async function findSubscriptions(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, WebhookSubscriptionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export async function insertAttempt(db: Db, attempt: NewAttempt): Promise<WebhookAttemptRow> {
  return db.insertInto('webhook_attempts').values(attempt).returningAll().executeTakeFirstOrThrow();
}

/** The subscription's log, newest first. */
export async function listAttempts(db: Db, subscriptionId: number, limit: number, offset: number) {
  const query = db.selectFrom('webhook_attempts').where('subscription_id', '=', subscriptionId);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Turns the subscription off, unless someone changed it meanwhile; true when this call did. */
export async function disableSubscription(
  db: Db,
  id: number,
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_subscriptions')
    .set({ active: 0, disabled_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findAttempt(
  db: Db,
  subscriptionId: number,
  id: number,
): Promise<WebhookAttemptRow | undefined> {
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('id', '=', id)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/**
 * Deletes every subscription of a user who is being deleted, with their logs and pending
 * deliveries: a subscription carries its owner's secret and access, so nobody inherits it.
 */
export async function deleteSubscriptionsOf(trx: Db, userId: number): Promise<void> {
  const rows = await trx
    .selectFrom('webhook_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return;
  await trx.deleteFrom('webhook_attempts').where('subscription_id', 'in', ids).execute();
  await trx
    .deleteFrom('outbox')
    .where('kind', '=', 'webhook_delivery')
    .where('subscription_id', 'in', ids)
    .execute();
  await trx.deleteFrom('webhook_subscriptions').where('user_id', '=', userId).execute();
}

/** Deletes up to `limit` entries of the delivery log made before `before`; answers how many. */
export async function deleteAttemptsBefore(db: Db, before: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_attempts')
    .where('id', 'in', (eb) =>
      eb.selectFrom('webhook_attempts').select('id').where('created_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
