/**
 * Deleting the webhooks' settled outbox rows and payload parts once the retention period has
 * passed (the steps `retention.ts` hands to the outbox retention loop).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DAY_MS, MINUTE_MS } from '../../domain/time.js';
import { DELIVERY_KIND, EVENT_KIND } from './outbox.repo.js';

/**
 * Deletes up to `limit` webhook rows settled (`sent` or `failed`) before `before`, in one
 * statement; answers how many it deleted. Deliveries go first; an event goes only once no
 * delivery carries it any more, since a pending delivery (and a redelivery of a logged one) reads
 * the message from its event.
 */
export async function deleteSettledWebhookRows(
  db: Db,
  kind: typeof EVENT_KIND | typeof DELIVERY_KIND,
  before: number,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('id', 'in', (eb) => {
      let candidates = eb
        .selectFrom('outbox as e')
        .select('e.id')
        .where('e.status', 'in', ['sent', 'failed'])
        .where('e.updated_at', '<', before)
        .where('e.kind', '=', kind);
      if (kind === EVENT_KIND) {
        // Kept while a delivery carries it, or the delivery log names it (to redeliver it).
        candidates = candidates
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('outbox as d')
                  .select(sql.lit(1).as('one'))
                  .whereRef('d.event_id', '=', 'e.id')
                  .where('d.kind', '=', DELIVERY_KIND),
              ),
            ),
          )
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('webhook_attempts as a')
                  .select(sql.lit(1).as('one'))
                  .whereRef('a.event_id', '=', 'e.id'),
              ),
            ),
          );
      }
      return candidates.limit(limit);
    })
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes parts no event row can name any more. A part is named only by events of its own day
 * (its key names the day), so every part older than the day of the oldest event still kept,
 * and older than `before`, can go. The oldest event is found by id (ids grow with time, give or
 * take the moments of concurrent inserts: an hour's margin covers them).
 */
export async function deleteUnusedParts(db: Db, before: number, limit: number): Promise<number> {
  const oldest = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('kind', '=', EVENT_KIND)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const bound = Math.min(before, oldest ? oldest.created_at - 60 * MINUTE_MS : before);
  const until = Math.floor(bound / DAY_MS) * DAY_MS;
  const result = await db
    .deleteFrom('webhook_parts')
    .where('key', 'in', (eb) =>
      eb.selectFrom('webhook_parts').select('key').where('created_at', '<', until).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
