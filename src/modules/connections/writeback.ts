/**
 * Write-back: a host's bookings kept in the CalDAV or Google calendar they chose to receive them
 * (`writers.ts`; a Google Meet booking gets its conference there, recorded on the booking), and
 * a Zoom booking's meeting in the host's Zoom account (`zoom-meetings.ts`). Booking
 * changes enqueue a row in the change's own transaction (so nothing is lost, and nothing is
 * written for a change that rolled back); the sync loop then brings each booking up to date
 * there as it is when the row is handled: written (PUT, the invitation's UID and SEQUENCE, so a
 * move is SEQUENCE + 1) while it holds time, deleted once it does not. Idempotent by UID (one
 * object per booking and host, `<uid>.ics`), retried with growing delays (or after a provider's
 * Retry-After), kept across restarts.
 */
import type { Db } from '../../db/database.js';
import { compileOnce } from '../../db/compiled.js';
import type { ConnectionCalendarRow } from '../../db/tables-connections.js';
import { HOLDING_STATUSES } from '../../domain/booking-status.js';
import type { BookingChange, BookingNotifier, WrittenBooking } from '../booking-events/index.js';
import type { BookingMailContext } from '../mail/index.js';
import type { ConnectionBookingSource } from './ports.js';
import { RetryLater } from './retry-later.js';
import type { SyncDeps } from './sync.js';
import { writerFor } from './writers.js';
import { bringZoomUpToDate } from './zoom-meetings.js';

const WRITTEN_CHANGES = new Set(['created', 'confirmed', 'cancelled', 'rejected', 'rescheduled']);
/** Retry delays: 30 s doubling to 1 h, then hourly; given up after 3 days. */
const MAX_DELAY_MS = 3_600_000;
const GIVE_UP_AFTER_MS = 3 * 86_400_000;
const LEASE_MS = 120_000;

async function receivingCalendar(db: Db, userId: number) {
  return (await receivingOfUser(db, { userId })).rows[0];
}

/** The calendar a user receives bookings in (asked for every booking change), compiled once. */
const receivingOfUser = compileOnce<'userId', ConnectionCalendarRow>((db, param) =>
  db
    .selectFrom('connection_calendars')
    .selectAll()
    .where('user_id', '=', param<number>('userId'))
    .where('receives', '=', 1)
    .limit(1),
);

/**
 * Whether a host has anywhere a booking change is written: a calendar receiving their bookings,
 * or a Zoom account for its meeting (asked for every booking change: one read, compiled once).
 */
const writesFor = compileOnce<'userId', { found: number | boolean }>((db, param) =>
  db.selectNoFrom((eb) =>
    eb
      .or([
        eb.exists(
          eb
            .selectFrom('connection_calendars')
            .select('id')
            .where('user_id', '=', param<number>('userId'))
            .where('receives', '=', 1),
        ),
        eb.exists(
          eb
            .selectFrom('calendar_connections')
            .select('id')
            .where('user_id', '=', param<number>('userId'))
            .where('kind', '=', 'zoom'),
        ),
      ])
      .as('found'),
  ),
);

/** The hosts a booking was written for, compiled once. */
const writtenFor = compileOnce<'bookingId', { user_id: number }>((db, param) =>
  db
    .selectFrom('written_events')
    .select('user_id')
    .where('booking_id', '=', param<number>('bookingId')),
);

export function createConnectionNotifier(deps: {
  source: ConnectionBookingSource;
  clock: () => number;
}): BookingNotifier {
  return {
    async notify(trx: Db, change: BookingChange, written?: WrittenBooking): Promise<void> {
      if (!WRITTEN_CHANGES.has(change.kind)) return;
      const hosts = await deps.source.hostIds(trx, change.bookingId, written);
      // Nothing was written yet for a booking made in this transaction.
      const before =
        change.kind === 'created'
          ? []
          : (await writtenFor(trx, { bookingId: change.bookingId })).rows;
      const users = new Set([...hosts, ...before.map((w) => Number(w.user_id))]);
      const now = deps.clock();
      for (const userId of users) {
        const writtenBefore = before.some((w) => Number(w.user_id) === userId);
        if (!writtenBefore && !(await writesFor(trx, { userId })).rows[0]?.found) continue;
        await trx
          .insertInto('calendar_writebacks')
          .values({
            booking_id: change.bookingId,
            user_id: userId,
            next_attempt_at: now,
            created_at: now,
          })
          .execute();
      }
    },
  };
}

/**
 * Brings one booking up to date for one host: its Zoom meeting first (the calendar's event then
 * carries its link), then their calendar. A failing Zoom does not hold up the calendar; the row
 * is retried for both.
 */
async function bringUpToDate(
  row: { booking_id: number; user_id: number },
  deps: SyncDeps & { source: ConnectionBookingSource },
) {
  const hosts = await deps.source.hostIds(deps.db, row.booking_id);
  const read = await deps.source.context(deps.db, row.booking_id);
  let zoomFailure: { error: unknown } | null = null;
  const context =
    read &&
    (await bringZoomUpToDate(row.user_id, hosts, read, deps).catch((error: unknown) => {
      zoomFailure = { error };
      return read;
    }));
  await writeCalendar(row, context, hosts, deps);
  if (zoomFailure) throw (zoomFailure as { error: unknown }).error;
}

/** Brings one booking up to date in one host's calendar. */
async function writeCalendar(
  row: { booking_id: number; user_id: number },
  context: BookingMailContext | undefined,
  hosts: number[],
  deps: SyncDeps & { source: ConnectionBookingSource },
) {
  const { db } = deps;
  const target = await receivingCalendar(db, row.user_id);
  const where = { booking_id: row.booking_id, user_id: row.user_id };
  const before = await db
    .selectFrom('written_events')
    .selectAll()
    .where('booking_id', '=', where.booking_id)
    .where('user_id', '=', where.user_id)
    .executeTakeFirst();
  const holds = context && (HOLDING_STATUSES as readonly string[]).includes(context.status);
  const keep = holds && target && hosts.includes(row.user_id);
  const sameCalendar = before && target && Number(before.calendar_id) === Number(target.id);
  if (before && (!keep || !sameCalendar)) {
    const writer = await writerFor(db, Number(before.calendar_id), deps);
    await writer?.remove(before.href);
    await db
      .deleteFrom('written_events')
      .where('booking_id', '=', where.booking_id)
      .where('user_id', '=', where.user_id)
      .execute();
  }
  if (!keep) return;
  const writer = await writerFor(db, Number(target.id), deps);
  if (!writer) return;
  const { href, meeting } = await writer.write(context, sameCalendar ? before.href : null);
  if (meeting && meeting.join_url !== context.meeting?.join_url) {
    await deps.source.setOnlineMeeting(db, row.booking_id, meeting);
  }
  const values = { ...where, calendar_id: Number(target.id), href, sequence: context.sequence };
  await db
    .insertInto('written_events')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['booking_id', 'user_id']).doUpdateSet({
        calendar_id: values.calendar_id,
        href,
        sequence: values.sequence,
      }),
    )
    .execute();
}

/** Handles the write-backs that are due; answers how many were written or deleted. */
export async function deliverWritebacks(
  deps: SyncDeps & { source: ConnectionBookingSource },
): Promise<number> {
  const { db } = deps;
  const now = deps.clock();
  const due = await db
    .selectFrom('calendar_writebacks')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(20)
    .execute();
  let done = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable('calendar_writebacks')
      .set({ next_attempt_at: now + LEASE_MS })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    try {
      await bringUpToDate(row, deps);
      await db.deleteFrom('calendar_writebacks').where('id', '=', row.id).execute();
      done++;
    } catch (error) {
      const attempts = row.attempts + 1;
      // A provider's Retry-After (429) is waited out; otherwise the delays grow.
      const delay =
        error instanceof RetryLater && error.afterMs > 0
          ? error.afterMs
          : Math.min(MAX_DELAY_MS, 30_000 * 2 ** (attempts - 1));
      const later = deps.clock();
      await db
        .updateTable('calendar_writebacks')
        .set({
          attempts,
          next_attempt_at: later + delay,
          last_error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
          status: later - row.created_at > GIVE_UP_AFTER_MS ? 'failed' : 'pending',
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return done;
}
