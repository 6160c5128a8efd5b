/**
 * The webhooks' outbox rows one at a time, as the API needs them: an event or a delivery to send
 * again, and the pending deliveries of a subscription given up.
 */
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import { DELIVERY_KIND, EVENT_KIND } from './outbox.repo.js';

/** An event row, if it exists and is an event. */
export async function findEvent(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', EVENT_KIND)
    .executeTakeFirst();
}

/** A delivery of a subscription, if it exists. */
export async function findDelivery(
  db: Db,
  subscriptionId: number,
  id: number,
): Promise<OutboxRow | undefined> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', DELIVERY_KIND)
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
}

/** Gives up the pending deliveries of a subscription that was disabled. */
export async function failPendingDeliveries(
  db: Db,
  subscriptionId: number,
  now: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'failed', last_error: reason, claim_token: null, updated_at: now })
    .where('kind', '=', DELIVERY_KIND)
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'queued')
    .execute();
}
