/** Webhook subscriptions and their delivery log. */
import type { Db } from '../../db/database.js';
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

export async function findSubscription(
  db: Db,
  id: number,
): Promise<WebhookSubscriptionRow | undefined> {
  return db.selectFrom('webhook_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface SubscriptionPage {
  /** Only this owner's subscriptions; every one when null. */
  ownerId: number | null;
  limit: number;
  offset: number;
}

export async function listSubscriptions(db: Db, page: SubscriptionPage) {
  let query = db.selectFrom('webhook_subscriptions');
  if (page.ownerId !== null) query = query.where('user_id', '=', page.ownerId);
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
      .deleteFrom('mail_outbox')
      .where('kind', '=', 'webhook_delivery')
      .where('subscription_id', '=', id)
      .execute();
    await trx.deleteFrom('webhook_subscriptions').where('id', '=', id).execute();
  });
}

/** Active subscriptions that hear about bookings of this calendar (its own, and global ones). */
export async function activeSubscriptionsFor(
  db: Db,
  calendarId: number,
): Promise<Pick<WebhookSubscriptionRow, 'id' | 'events' | 'created_at'>[]> {
  return db
    .selectFrom('webhook_subscriptions')
    .select(['id', 'events', 'created_at'])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('calendar_id', '=', calendarId), eb('calendar_id', 'is', null)]))
    .orderBy('id')
    .execute();
}

export type NewAttempt = Omit<WebhookAttemptRow, 'id'>;

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
