/**
 * The webhooks' rows of the one outbox (`mail_outbox`). A `webhook_event` row is written with the
 * booking change it announces (its `payload`: id, type, timestamp, data); the dispatcher fans it
 * out into one `webhook_delivery` row per subscription (`subscription_id`, `event_id`), each
 * delivered and retried on its own, under the same claims, leases and tokens as e-mails.
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { MailRow } from '../../db/tables-mail.js';

export const EVENT_KIND = 'webhook_event';
export const DELIVERY_KIND = 'webhook_delivery';

export async function enqueueEvent(
  trx: Db,
  bookingId: number,
  payload: string,
  now: number,
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      kind: EVENT_KIND,
      booking_id: bookingId,
      recipient: '',
      subject: '',
      text: '',
      html: '',
      payload,
      status: 'queued',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface Claim {
  now: number;
  leaseUntil: number;
  token: string;
  limit: number;
}

/**
 * Claims due rows of `kind` like the mailer does (PostgreSQL: `FOR UPDATE SKIP LOCKED` in a
 * materialized CTE; SQLite: its single write lock). A delivery is due only when nothing earlier
 * of the same booking is still pending for its subscription: no delivery of an earlier event,
 * and no earlier event not yet fanned out. So a booking's events reach each subscription in
 * the order they were made, even while earlier ones are being retried.
 */
export async function claimDue(
  db: Db,
  dialect: Dialect,
  kind: typeof EVENT_KIND | typeof DELIVERY_KIND,
  claim: Claim,
): Promise<MailRow[]> {
  return db
    .with(
      (cte) => cte('due').materialized(),
      (qb) => {
        let candidates = qb
          .selectFrom('mail_outbox as d')
          .select('d.id')
          .where('d.kind', '=', kind)
          .where('d.status', 'in', ['queued', 'sending'])
          .where('d.next_attempt_at', '<=', claim.now);
        if (kind === DELIVERY_KIND) {
          candidates = candidates.where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('mail_outbox as p')
                  .select(sql.lit(1).as('one'))
                  .whereRef('p.booking_id', '=', 'd.booking_id')
                  .where('p.status', 'in', ['queued', 'sending'])
                  .where((eb) =>
                    eb.or([
                      eb.and([
                        eb('p.kind', '=', EVENT_KIND),
                        eb('p.id', '<', eb.ref('d.event_id')),
                      ]),
                      eb.and([
                        eb('p.kind', '=', DELIVERY_KIND),
                        eb('p.subscription_id', '=', eb.ref('d.subscription_id')),
                        eb('p.event_id', '<', eb.ref('d.event_id')),
                      ]),
                    ]),
                  ),
              ),
            ),
          );
        }
        candidates = candidates.orderBy('d.next_attempt_at').orderBy('d.id').limit(claim.limit);
        return dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates;
      },
    )
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      claim_token: claim.token,
      next_attempt_at: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: claim.now,
    }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('status', 'in', ['queued', 'sending'])
    .where('next_attempt_at', '<=', claim.now)
    .returningAll()
    .execute();
}

type Patch = {
  status: string;
  next_attempt_at?: number;
  last_error?: string | null;
  sent_at?: number;
  updated_at: number;
};

/** Settles a row of this claim; false when the claim was lost (its lease expired and was retaken). */
export async function settle(db: Db, id: number, token: string, patch: Patch): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ ...patch, claim_token: null })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces a claimed event by its deliveries in one transaction: the event is settled and the
 * deliveries queued together, or neither when the claim was lost meanwhile.
 */
export async function fanOut(
  db: Db,
  event: MailRow,
  token: string,
  now: number,
  subscriptionIds: readonly number[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settled = await settle(trx, event.id, token, {
      status: 'sent',
      sent_at: now,
      updated_at: now,
    });
    if (settled && subscriptionIds.length > 0)
      await insertDeliveries(trx, event, subscriptionIds, now);
    return settled;
  });
}

export async function insertDeliveries(
  db: Db,
  event: Pick<MailRow, 'id' | 'booking_id'>,
  subscriptionIds: readonly number[],
  now: number,
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values(
      subscriptionIds.map((subscriptionId) => ({
        kind: DELIVERY_KIND,
        booking_id: event.booking_id,
        subscription_id: subscriptionId,
        event_id: event.id,
        recipient: '',
        subject: '',
        text: '',
        html: '',
        status: 'queued',
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The payloads of events, by event row id. */
export async function eventPayloads(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'payload'])
    .where('id', 'in', [...new Set(ids)])
    .where('kind', '=', EVENT_KIND)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.payload ?? '']));
}

/** An event row, if it exists and is an event. */
export async function findEvent(db: Db, id: number): Promise<MailRow | undefined> {
  return db
    .selectFrom('mail_outbox')
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
): Promise<MailRow | undefined> {
  return db
    .selectFrom('mail_outbox')
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
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: reason, claim_token: null, updated_at: now })
    .where('kind', '=', DELIVERY_KIND)
    .where('subscription_id', '=', subscriptionId)
    .where('status', '=', 'queued')
    .execute();
}
