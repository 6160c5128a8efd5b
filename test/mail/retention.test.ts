import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { DAY_MS } from '../../src/domain/time.js';
import {
  deleteSettled,
  pruneOutbox,
  startOutboxRetention,
} from '../../src/modules/outbox/retention.js';

const deleteSettledMail = deleteSettled('mail');
import { deleteSettledWebhookRows } from '../../src/modules/webhooks/outbox-retention.repo.js';
import { webhookRetentionSteps } from '../../src/modules/webhooks/index.js';
import { deleteAttemptsBefore } from '../../src/modules/webhooks/subscriptions.repo.js';
import { DIALECTS } from '../helpers/db.js';
import { planOf } from '../helpers/query-plan.js';
import { useTestDatabase } from '../helpers/use-database.js';

const NOW = Date.UTC(2027, 5, 1);
const OLD = NOW - 31 * DAY_MS;
const RECENT = NOW - 29 * DAY_MS;

interface Row {
  kind: string;
  status: string;
  updatedAt: number;
  bookingId?: number;
  eventId?: number | null;
  subscriptionId?: number | null;
}

async function insertRow(db: Db, row: Row): Promise<number> {
  const inserted = await db
    .insertInto('outbox')
    .values({
      topic: row.kind.startsWith('webhook_') ? 'webhook' : 'mail',
      kind: row.kind,
      booking_id: row.bookingId ?? 1,
      event_id: row.eventId ?? null,
      subscription_id: row.subscriptionId ?? null,
      recipient: row.kind.startsWith('webhook') || row.kind === 'booking_change' ? '' : 'a@b.c',
      subject: '',
      text: '',
      html: '',
      payload: '{}',
      status: row.status,
      // A pending row's due time is ahead; a settled one's does not matter.
      next_attempt_at: row.status === 'queued' ? NOW + DAY_MS : row.updatedAt,
      created_at: row.updatedAt - 1000,
      updated_at: row.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const attemptRow = (subscriptionId: number, at: number) => ({
  subscription_id: subscriptionId,
  delivery_id: null,
  message_id: `msg_${at}`,
  event_type: 'booking.created',
  attempt: 1,
  status_code: 200,
  ok: 1,
  latency_ms: 5,
  error: null,
  response_excerpt: '',
  created_at: at,
});

async function insertAttempt(
  db: Db,
  subscriptionId: number,
  at: number,
  eventId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('webhook_attempts')
    .values({ ...attemptRow(subscriptionId, at), event_id: eventId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const remaining = async (db: Db, ids: number[]) =>
  (await db.selectFrom('outbox').select('id').where('id', 'in', ids).execute())
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);

describe.each(DIALECTS)('outbox retention (%s)', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;

  beforeEach(async () => {
    db = database();
    await db.deleteFrom('outbox').execute();
    await db.deleteFrom('webhook_attempts').execute();
    await db.deleteFrom('webhook_parts').execute();
  });

  const prune = () => pruneOutbox(db, NOW - 30 * DAY_MS, { steps: webhookRetentionSteps });

  it('deletes e-mail, change and reminder rows settled before the period, in every settled state', async () => {
    const gone = [
      await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_conf_attendee', status: 'failed', updatedAt: OLD }),
      await insertRow(db, { kind: 'reminder_attendee', status: 'dropped', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_change', status: 'sent', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_change', status: 'failed', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_reminder', status: 'sent', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_reminder', status: 'dropped', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_reminder', status: 'skipped', updatedAt: OLD }),
      await insertRow(db, { kind: 'account_invitation', status: 'sent', updatedAt: OLD }),
    ];
    const kept = [
      // Settled within the period.
      await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: RECENT }),
      await insertRow(db, { kind: 'booking_reminder', status: 'dropped', updatedAt: RECENT }),
      // Pending, however old: waiting for a retry, claimed, a reminder not yet due, a change.
      await insertRow(db, { kind: 'booking_conf_attendee', status: 'queued', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_conf_attendee', status: 'sending', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_reminder', status: 'queued', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_change', status: 'queued', updatedAt: OLD }),
      await insertRow(db, { kind: 'booking_change', status: 'sending', updatedAt: OLD }),
    ];
    const run = await prune();
    expect(run.deleted).toBe(gone.length);
    expect(await remaining(db, [...gone, ...kept])).toEqual(kept);
    // Running again (another process, the next hour) deletes nothing more.
    expect((await prune()).deleted).toBe(0);
    expect(await remaining(db, kept)).toEqual(kept);
  });

  it('keeps a webhook event while a delivery carries it, and the log entries of the period', async () => {
    const oldEvent = await insertRow(db, { kind: 'webhook_event', status: 'sent', updatedAt: OLD });
    const oldSent = await insertRow(db, {
      kind: 'webhook_delivery',
      status: 'sent',
      updatedAt: OLD,
      eventId: oldEvent,
      subscriptionId: 1,
    });
    const oldFailed = await insertRow(db, {
      kind: 'webhook_delivery',
      status: 'failed',
      updatedAt: OLD,
      eventId: oldEvent,
      subscriptionId: 2,
    });
    // An old event whose delivery is still retrying: both stay.
    const retried = await insertRow(db, { kind: 'webhook_event', status: 'sent', updatedAt: OLD });
    const retrying = await insertRow(db, {
      kind: 'webhook_delivery',
      status: 'queued',
      updatedAt: OLD,
      eventId: retried,
      subscriptionId: 1,
    });
    // An old event redelivered recently: the recent delivery keeps it.
    const redelivered = await insertRow(db, {
      kind: 'webhook_event',
      status: 'sent',
      updatedAt: OLD,
    });
    const oldDelivery = await insertRow(db, {
      kind: 'webhook_delivery',
      status: 'sent',
      updatedAt: OLD,
      eventId: redelivered,
      subscriptionId: 1,
    });
    const redelivery = await insertRow(db, {
      kind: 'webhook_delivery',
      status: 'sent',
      updatedAt: RECENT,
      eventId: redelivered,
      subscriptionId: 1,
    });
    // Events no subscription wanted, settled long ago or not yet fanned out.
    const unwanted = await insertRow(db, { kind: 'webhook_event', status: 'sent', updatedAt: OLD });
    const waiting = await insertRow(db, {
      kind: 'webhook_event',
      status: 'queued',
      updatedAt: OLD,
    });
    // An old event whose first post was accepted: only a recent log entry names it.
    const logged = await insertRow(db, { kind: 'webhook_event', status: 'sent', updatedAt: OLD });
    const oldLog = await insertAttempt(db, 1, OLD);
    const recentLog = await insertAttempt(db, 1, RECENT, logged);

    const run = await prune();
    expect(run.deleted).toBe(6);
    expect(
      await remaining(db, [
        oldEvent,
        oldSent,
        oldFailed,
        retried,
        retrying,
        redelivered,
        oldDelivery,
        redelivery,
        unwanted,
        waiting,
        logged,
      ]),
    ).toEqual([retried, retrying, redelivered, redelivery, waiting, logged]);
    const log = await db.selectFrom('webhook_attempts').select('id').execute();
    expect(log.map((r) => Number(r.id))).toEqual([recentLog]);
    expect(log.map((r) => Number(r.id))).not.toContain(oldLog);
  });

  it('deletes the payload parts of days before the oldest event kept, and no others', async () => {
    const day = (at: number) => Math.floor(at / DAY_MS);
    const part = (at: number, name: string) => ({
      key: `${name}.${day(at)}`,
      body: '{}',
      created_at: at,
    });
    // The oldest event still kept was made 40 days ago (a delivery of it is still retrying).
    const kept = await insertRow(db, {
      kind: 'webhook_event',
      status: 'sent',
      updatedAt: NOW - 40 * DAY_MS + 1000,
    });
    await insertRow(db, {
      kind: 'webhook_delivery',
      status: 'queued',
      updatedAt: OLD,
      eventId: kept,
      subscriptionId: 1,
    });
    await db
      .insertInto('webhook_parts')
      .values([
        part(NOW - 45 * DAY_MS, 'gone'),
        part(NOW - 40 * DAY_MS, 'named-by-kept'),
        part(OLD, 'old'),
        part(RECENT, 'recent'),
      ])
      .execute();
    await prune();
    const left = await db.selectFrom('webhook_parts').select('key').orderBy('created_at').execute();
    expect(left.map((r) => r.key.split('.')[0])).toEqual(['named-by-kept', 'old', 'recent']);
    // Once that event is gone, parts older than the period go too.
    await db.deleteFrom('outbox').execute();
    await prune();
    const after = await db.selectFrom('webhook_parts').select('key').execute();
    expect(after.map((r) => r.key.split('.')[0])).toEqual(['recent']);
  });

  it('deletes in batches of the given size, each its own statement', async () => {
    for (let i = 0; i < 5; i++) {
      await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: OLD });
    }
    const run = await pruneOutbox(db, NOW - 30 * DAY_MS, { batch: 2 });
    expect(run).toEqual({ deleted: 5, statements: 3 });
    // One statement never deletes more than a batch.
    await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: OLD });
    await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: OLD });
    await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: OLD });
    expect(await deleteSettledMail(db, NOW - 30 * DAY_MS, 2)).toBe(2);
    expect(await deleteSettledMail(db, NOW - 30 * DAY_MS, 2)).toBe(1);
  });

  it('runs shortly after start with the period it was given, and stops cleanly', async () => {
    const old = await insertRow(db, {
      kind: 'booking_conf_attendee',
      status: 'sent',
      updatedAt: OLD,
    });
    const recent = await insertRow(db, {
      kind: 'booking_conf_attendee',
      status: 'sent',
      updatedAt: NOW - 3 * DAY_MS,
    });
    const runs: number[] = [];
    const errors: unknown[] = [];
    const retention = startOutboxRetention({
      db,
      clock: () => NOW,
      retentionDays: 7,
      steps: webhookRetentionSteps,
      firstRunMs: 10,
      onRun: (run) => runs.push(run.deleted),
      onError: (error) => errors.push(error),
    });
    await expect.poll(() => runs.length).toBeGreaterThan(0);
    await retention.stop();
    expect(errors).toEqual([]);
    expect(runs[0]).toBe(1);
    expect(await remaining(db, [old, recent])).toEqual([recent]);
    // Stopped: a later run deletes nothing.
    await insertRow(db, { kind: 'booking_conf_attendee', status: 'sent', updatedAt: OLD });
    await retention.runOnce();
    expect(runs).toHaveLength(1);
  });

  it('finds the rows of each batch through an index', async () => {
    // A month of traffic kept (e-mails, events and their deliveries), a few rows past the period.
    const kept = Array.from({ length: 3000 }, (_, i) => {
      const kind = ['booking_conf_attendee', 'webhook_event', 'webhook_delivery'][i % 3] as string;
      return outboxRow(kind, i % 50 === 0 ? 'queued' : 'sent', RECENT + i * 1000, i);
    });
    const old = Array.from({ length: 30 }, (_, i) =>
      outboxRow(['booking_conf_attendee', 'webhook_delivery'][i % 2] as string, 'sent', OLD, i),
    );
    for (let i = 0; i < kept.length; i += 200) {
      await db
        .insertInto('outbox')
        .values(kept.slice(i, i + 200))
        .execute();
    }
    await db.insertInto('outbox').values(old).execute();
    await insertAttempt(db, 1, OLD);
    const log = Array.from({ length: 1000 }, (_, i) => attemptRow(1 + (i % 3), RECENT + i));
    for (let i = 0; i < log.length; i += 200) {
      await db
        .insertInto('webhook_attempts')
        .values(log.slice(i, i + 200))
        .execute();
    }
    await sql`ANALYZE outbox`.execute(db);
    await sql`ANALYZE webhook_attempts`.execute(db);

    const before = NOW - 30 * DAY_MS;
    const plans = {
      mail: await planOf(dialect, db, (d) => deleteSettledMail(d, before, 500)),
      deliveries: await planOf(dialect, db, (d) =>
        deleteSettledWebhookRows(d, 'webhook_delivery', before, 500),
      ),
      events: await planOf(dialect, db, (d) =>
        deleteSettledWebhookRows(d, 'webhook_event', before, 500),
      ),
      log: await planOf(dialect, db, (d) => deleteAttemptsBefore(d, before, 500)),
    };
    expect(plans.mail).toMatch(/mail_outbox_settled/);
    expect(plans.deliveries).toMatch(/mail_outbox_settled/);
    expect(plans.events).toMatch(/mail_outbox_settled/);
    expect(plans.events).toMatch(/mail_outbox_event/);
    expect(plans.log).toMatch(/webhook_attempts_created/);
  });
});

function outboxRow(kind: string, status: string, at: number, n: number) {
  return {
    topic: kind.startsWith('webhook_') ? 'webhook' : 'mail',
    kind,
    booking_id: 1 + (n % 97),
    event_id: kind === 'webhook_delivery' ? n : null,
    subscription_id: kind === 'webhook_delivery' ? 1 + (n % 3) : null,
    recipient: '',
    subject: '',
    text: '',
    html: '',
    status,
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
  };
}
