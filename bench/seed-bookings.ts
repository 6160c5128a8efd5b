/**
 * Data for the booking benchmarks. Calendars and events go through the API, as a host would
 * create them; the 100,000 bookings are written directly with multi-row INSERTs (the API would
 * take minutes and measure nothing of interest here).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.js';
import type { NewBookingRow } from '../src/db/tables-bookings.js';
import { BENCH_AUTH } from './seed.js';

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;
const BATCH = 400;

async function post(app: FastifyInstance, url: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: BENCH_AUTH },
  });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ calendar?: { id: number; user_id: number }; slot?: { id: number } }>();
}

const open24x7 = Object.fromEntries(
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
    d,
    { enabled: true, slots: [{ start: '00:00', end: '24:00' }] },
  ]),
);

/** A team calendar (of `userId`, else the bench administrator) with events open all day. */
export async function openEvents(app: FastifyInstance, durations: number[], userId?: number) {
  const created = await post(app, '/api/v2/calendars', {
    type: 'team',
    title: `Bench ${Math.random().toString(36).slice(2, 8)}`,
    author_timezone: 'UTC',
    ...(userId ? { user_id: userId } : {}),
  });
  const calendar = created.calendar ?? { id: 0, user_id: 0 };
  const events: number[] = [];
  for (const duration of durations) {
    const event = await post(app, `/api/v2/calendars/${calendar.id}/events`, {
      title: `Open ${duration} min`,
      duration,
      availability_type: 'custom',
      settings: {
        weekly_schedules: open24x7,
        schedule_conditions: { value: 0, unit: 'minutes' },
        range_type: 'range_indefinite',
      },
    });
    events.push(event.slot?.id ?? 0);
  }
  return { calendarId: calendar.id, hostId: calendar.user_id, events };
}

function bookingRow(
  base: { calendarId: number; eventId: number; hostId: number },
  start: number,
  status: string,
  i: number,
): NewBookingRow {
  return {
    hash: `${i.toString(16).padStart(8, '0')}${'b'.repeat(24)}`,
    calendar_id: base.calendarId,
    event_id: base.eventId,
    event_title: 'Open 15 min',
    host_user_id: base.hostId,
    person_time_zone: 'UTC',
    start_at: start,
    end_at: start + QUARTER,
    slot_minutes: 15,
    first_name: 'Guest',
    last_name: String(i),
    email: `guest${i}@example.com`,
    status,
    source: 'web',
    event_type: 'single',
    created_at: start - DAY,
    updated_at: start - DAY,
  };
}

async function insertBatch(db: Db, rows: NewBookingRow[], hostId: number): Promise<void> {
  const ids = await db.insertInto('bookings').values(rows).returning('id').execute();
  await db
    .insertInto('booking_hosts')
    .values(
      ids.map(({ id }, k) => ({
        booking_id: id,
        user_id: hostId,
        busy_start: rows[k]?.start_at ?? 0,
        busy_end: rows[k]?.end_at ?? 0,
        created_at: rows[k]?.created_at ?? 0,
        updated_at: rows[k]?.created_at ?? 0,
      })),
    )
    .execute();
}

/** `count` distinct quarter-hours of `quarters`, scattered (a fixed pseudo-random choice). */
function spread(count: number, quarters: number): number[] {
  const all = Array.from({ length: quarters }, (_, q) => q);
  let seed = 42;
  for (let i = all.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [all[i], all[j]] = [all[j] as number, all[i] as number];
  }
  return all.slice(0, count).sort((a, b) => a - b);
}

/**
 * `total` bookings of 15 minutes on `eventId`: `inWindow` of them scheduled inside the 31 days
 * from `windowStart` (at distinct quarter-hours, spread over the window), the rest completed in
 * the past or scheduled after the window.
 */
export async function seedBookings(
  db: Db,
  base: { calendarId: number; eventId: number; hostId: number },
  windowStart: number,
  counts = { total: 100_000, inWindow: 2_000, future: 8_000 },
): Promise<void> {
  const starts: [number, string][] = [];
  for (const quarter of spread(counts.inWindow, (31 * DAY) / QUARTER)) {
    starts.push([windowStart + quarter * QUARTER, 'scheduled']);
  }
  for (let k = 0; k < counts.future; k++) {
    starts.push([windowStart + 31 * DAY + k * QUARTER, 'scheduled']);
  }
  const past = counts.total - counts.inWindow - counts.future;
  for (let k = 1; k <= past; k++) starts.push([windowStart - DAY - k * QUARTER, 'completed']);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < starts.length; i += BATCH) {
      const rows = starts
        .slice(i, i + BATCH)
        .map(([start, status], k) => bookingRow(base, start, status, i + k));
      await insertBatch(trx, rows, base.hostId);
    }
  });
}
