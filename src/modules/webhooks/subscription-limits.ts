/**
 * How many webhook subscriptions there may be. Every booking event is posted once to each
 * subscription of its calendar and to each global one, so these numbers bound the posts that one
 * anonymous booking makes the server send: at most 25 per calendar (the global subscriptions
 * count as one more calendar), so 50 posts per event, and 100 per user, so one account cannot
 * make thousands of rows for the dispatcher to read. Subscriptions that are turned off count
 * too: turning one on again must not go past the limit.
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type {
  NewWebhookSubscriptionRow,
  WebhookSubscriptionRow,
} from '../../db/tables-webhooks.js';
import { AppError } from '../../errors.js';
import { countSubscriptions, insertSubscription } from './subscriptions.repo.js';

export const MAX_WEBHOOKS_PER_CALENDAR = 25;
export const MAX_WEBHOOKS_PER_USER = 100;

/** PostgreSQL's advisory lock of subscription creation, per schema (see `db/locks.ts`). */
const CREATION_LOCK = 'slotbook webhook subscriptions in ';

/**
 * Inserts the subscription unless its owner or its calendar is at the limit (422). Counting and
 * inserting are one transaction that creations take in turn (SQLite: the write lock from the
 * start; PostgreSQL: an advisory lock), so subscriptions made at once cannot pass the limit.
 */
export async function insertWithinLimits(
  db: Db,
  dialect: Dialect,
  row: NewWebhookSubscriptionRow,
): Promise<WebhookSubscriptionRow> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${CREATION_LOCK} || current_schema()))`.execute(
        trx,
      );
    }
    const calendarId = row.calendar_id ?? null;
    if ((await countSubscriptions(trx, { calendarId })) >= MAX_WEBHOOKS_PER_CALENDAR) {
      throw new AppError(
        'validation',
        'webhook_calendar_limit_reached',
        calendarId === null
          ? `There may be at most ${MAX_WEBHOOKS_PER_CALENDAR} webhooks for every calendar; delete one first.`
          : `Calendar ${calendarId} has ${MAX_WEBHOOKS_PER_CALENDAR} webhooks, the most it may have; delete one first.`,
        { limit: MAX_WEBHOOKS_PER_CALENDAR },
      );
    }
    if ((await countSubscriptions(trx, { userId: row.user_id })) >= MAX_WEBHOOKS_PER_USER) {
      throw new AppError(
        'validation',
        'webhook_limit_reached',
        `A user may have at most ${MAX_WEBHOOKS_PER_USER} webhooks; delete one first.`,
        { limit: MAX_WEBHOOKS_PER_USER },
      );
    }
    return insertSubscription(trx, row);
  });
}
