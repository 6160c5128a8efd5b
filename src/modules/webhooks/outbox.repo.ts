/**
 * The webhooks' rows of the outbox (topic `webhook`). A `webhook_event` row is written with the
 * booking change it announces (its `payload`: id, type, timestamp, data); the dispatcher fans it
 * out into one `webhook_delivery` row per subscription (`subscription_id`, `event_id`), each
 * delivered and retried on its own, under the same claims, leases and tokens as e-mails.
 */
import { sql, type QueryCreator } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Tables } from '../../db/types.js';
import type { OutboxRow } from '../../db/tables-outbox.js';
import { compileOnce } from '../../db/compiled.js';
import {
  claimInTurn,
  claimedBy,
  stillDue,
  WEBHOOK_TOPIC,
  type Claim,
  type DueStatus,
} from '../outbox/index.js';
import type { Part } from './message.js';

export const EVENT_KIND = 'webhook_event';
export const DELIVERY_KIND = 'webhook_delivery';

const insertEvent = compileOnce<'bookingId' | 'payload' | 'now', unknown>((db, param) =>
  db.insertInto('outbox').values({
    topic: WEBHOOK_TOPIC,
    kind: EVENT_KIND,
    booking_id: param('bookingId'),
    recipient: '',
    subject: '',
    text: '',
    html: '',
    payload: param('payload'),
    status: 'queued',
    next_attempt_at: param('now'),
    created_at: param('now'),
    updated_at: param('now'),
  }),
);

/** A part is written by the first event of its day that names it; the others find it there. */
const insertPart = compileOnce<'key' | 'body' | 'now', unknown>((db, param) =>
  db
    .insertInto('webhook_parts')
    .values({ key: param('key'), body: param('body'), created_at: param('now') })
    .onConflict((oc) => oc.column('key').doNothing()),
);

/** Writes an event row (and the part its payload names) in the change's transaction. */
export async function enqueueEvent(
  trx: Db,
  bookingId: number,
  stored: { payload: string; part?: Part },
  now: number,
): Promise<void> {
  if (stored.part) await insertPart(trx, { key: stored.part.key, body: stored.part.text, now });
  await insertEvent(trx, { bookingId, payload: stored.payload, now });
}

/** The texts of these parts, by key (a missing one is left out). */
export async function partTexts(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('webhook_parts')
    .select(['key', 'body'])
    .where('key', 'in', [...new Set(keys)])
    .execute();
  return new Map(rows.map((r) => [r.key, r.body]));
}

export type { Claim };

/**
 * The due rows of `kind` a claim may take, oldest first, at most `claim.limit`. A delivery is due
 * only when nothing earlier of the same booking is still pending for its subscription: no
 * delivery of an earlier event, and no earlier event not yet fanned out. So a booking's events
 * reach each subscription in the order they were made, even while earlier ones are retried.
 */
function dueRows(
  qb: QueryCreator<Tables>,
  kind: typeof EVENT_KIND | typeof DELIVERY_KIND,
  claim: Claim,
  status: DueStatus,
) {
  return qb
    .selectFrom('outbox as d')
    .select('d.id')
    .where('d.kind', '=', kind)
    .where('d.status', '=', status)
    .where('d.next_attempt_at', '<=', claim.now)
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('outbox as p')
            .select(sql.lit(1).as('one'))
            .whereRef('p.booking_id', '=', 'd.booking_id')
            .where('p.status', 'in', ['queued', 'sending'])
            .where((eb) =>
              kind === EVENT_KIND
                ? // One event of a booking at a time: a later one waits for the earlier.
                  eb.and([eb('p.kind', '=', EVENT_KIND), eb('p.id', '<', eb.ref('d.id'))])
                : eb.or([
                    eb.and([eb('p.kind', '=', EVENT_KIND), eb('p.id', '<', eb.ref('d.event_id'))]),
                    eb.and([
                      eb('p.kind', '=', DELIVERY_KIND),
                      eb('p.subscription_id', '=', eb.ref('d.subscription_id')),
                      eb('p.event_id', '<', eb.ref('d.event_id')),
                    ]),
                  ]),
            ),
        ),
      ),
    )
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(claim.limit);
}

/**
 * Claims due rows of `kind` (at most `claim.limit`), expired leases first, then queued rows
 * (`claimInTurn`), marking them `sending` under the claim's token until its lease ends. For each
 * status:
 *
 * - PostgreSQL: one statement, the candidates locked with `FOR UPDATE SKIP LOCKED` in a
 *   materialized CTE, so that processes claiming at once take different rows (as the mailer).
 * - SQLite: in two steps. The due rows are found by a read, which takes no lock; then a write
 *   transaction (which waits for its turn at the write lock like the server's writes) takes
 *   those of them still due, by their ids. So the database's one write lock, which every
 *   booking waits for, is held only for that update. A row another process claimed or settled
 *   in between is no longer due and is left out; and as ids only grow, no earlier event of a
 *   booking can become pending in between, so a booking's order holds as with one statement.
 */
export function claimDue(
  db: Db,
  dialect: Dialect,
  kind: typeof EVENT_KIND | typeof DELIVERY_KIND,
  claim: Claim,
): Promise<OutboxRow[]> {
  return claimInTurn(claim, (status, turn) => claimKind(db, dialect, kind, turn, status));
}

/** One claim of `claimDue`: the due rows of one kind and status. */
async function claimKind(
  db: Db,
  dialect: Dialect,
  kind: typeof EVENT_KIND | typeof DELIVERY_KIND,
  claim: Claim,
  status: DueStatus,
): Promise<OutboxRow[]> {
  if (dialect === 'postgres') {
    const query = db
      .with(
        (cte) => cte('due').materialized(),
        (qb) => dueRows(qb, kind, claim, status).forUpdate().skipLocked(),
      )
      .updateTable('outbox')
      .set(claimedBy(claim))
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .$call((qb) => stillDue(qb, claim.now, dialect))
      .returningAll();
    return query.execute();
  }
  const due = await dueRows(db, kind, claim, status).execute();
  if (due.length === 0) return [];
  const take = db
    .updateTable('outbox')
    .set(claimedBy(claim))
    .where(
      'id',
      'in',
      due.map((r) => r.id),
    )
    .$call((qb) => stillDue(qb, claim.now, dialect))
    .returningAll()
    .compile();
  const { rows } = await db.transaction().execute((trx) => trx.executeQuery(take));
  return rows;
}

export { settle, settleAll, settleAllQuery, settledIds, type Patch } from '../outbox/index.js';

/** Rows of one multi-row insert: well under SQLite's limit of bound parameters. */
const INSERT_CHUNK = 200;

/** A delivery row: queued for the dispatcher, or recording a first attempt already made. */
export interface NewDelivery {
  event: Pick<OutboxRow, 'id' | 'booking_id'>;
  subscriptionId: number;
  status?: 'queued' | 'sent' | 'failed';
  attempts?: number;
  nextAttemptAt?: number;
  lastError?: string | null;
}

/** Inserts delivery rows; answers their ids in the order given. */
export async function insertDeliveries(
  db: Db,
  deliveries: readonly NewDelivery[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
    const chunk = deliveries.slice(i, i + INSERT_CHUNK);
    const rows = await db
      .insertInto('outbox')
      .values(
        chunk.map((d) => ({
          topic: WEBHOOK_TOPIC,
          kind: DELIVERY_KIND,
          booking_id: d.event.booking_id,
          subscription_id: d.subscriptionId,
          event_id: d.event.id,
          recipient: '',
          subject: '',
          text: '',
          html: '',
          status: d.status ?? 'queued',
          attempts: d.attempts ?? 0,
          last_error: d.lastError ?? null,
          sent_at: d.status === 'sent' ? now : null,
          next_attempt_at: d.nextAttemptAt ?? now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'event_id', 'subscription_id'])
      .execute();
    // Matched by (event, subscription), which is unique within one insert, not by row order.
    const byPair = new Map(rows.map((r) => [`${r.event_id}:${r.subscription_id}`, Number(r.id)]));
    for (const d of chunk) ids.push(byPair.get(`${d.event.id}:${d.subscriptionId}`) ?? 0);
  }
  return ids;
}

/**
 * Of these bookings, the (booking, subscription) pairs that still have a delivery pending: a new
 * event of the booking must queue behind it for that subscription, to keep their order.
 */
export async function pendingDeliveryPairs(
  db: Db,
  bookingIds: readonly (number | null)[],
): Promise<Set<string>> {
  const ids = [...new Set(bookingIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('outbox')
    .select(['booking_id', 'subscription_id'])
    .where('kind', '=', DELIVERY_KIND)
    .where('status', 'in', ['queued', 'sending'])
    .where('booking_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => `${r.booking_id}:${r.subscription_id}`));
}

/** The payloads of events, by event row id. */
export async function eventPayloads(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'payload'])
    .where('id', 'in', [...new Set(ids)])
    .where('kind', '=', EVENT_KIND)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.payload ?? '']));
}
