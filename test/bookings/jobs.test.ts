import { describe, expect, it } from 'vitest';
import { completePastBookings, startBookingJobs } from '../../src/modules/bookings/jobs/jobs.js';
import { useTestApp } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const HOUR = 3_600_000;
const START = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('completing past bookings (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => now });
  let now = START;

  const statusOf = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/v2/schedules/${id}` })).json().booking.status;
  const activityTitles = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/v2/schedules/${id}/activities` }))
      .json()
      .activities.map((a: { title: string }) => a.title);

  it('completes scheduled bookings an hour after they end, once, even when run twice at once', async () => {
    now = START;
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const done = await adminBook(t, host, event.id, { start_utc: '2031-01-06T09:00:00Z' });
    const alsoDone = await adminBook(t, host, event.id, { start_utc: '2031-01-06T09:30:00Z' });
    const recent = await adminBook(t, host, event.id, { start_utc: '2031-01-06T10:00:00Z' });
    const pending = await adminBook(t, host, event.id, {
      start_utc: '2031-01-06T08:30:00Z',
      status: 'pending',
    });
    const db = t.testDb.database.db;

    // 10:00 + 30 min ends at 10:30; at 11:15 it ended 45 minutes ago: not yet.
    now = Date.parse('2031-01-06T11:15:00Z');
    const [a, b] = await Promise.all([
      completePastBookings(db, now),
      completePastBookings(db, now),
    ]);
    expect(a + b).toBe(2);
    for (const booking of [done, alsoDone]) {
      expect(await statusOf(booking.id)).toBe('completed');
      expect(await activityTitles(booking.id)).toEqual(['Booking Completed', 'Booking Created']);
    }
    expect(await statusOf(recent.id)).toBe('scheduled');
    expect(await statusOf(pending.id)).toBe('pending');

    now += HOUR;
    expect(await completePastBookings(db, now)).toBe(1);
    expect(await statusOf(recent.id)).toBe('completed');
    expect(await completePastBookings(db, now)).toBe(0);
    // A completed meeting the guest missed can still be marked as a no-show.
    const noShow = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${recent.id}`,
      payload: { status: 'no_show' },
    });
    expect(noShow.json().booking).toMatchObject({
      status: 'no_show',
      booking_status_text: 'No Show',
    });
  });

  it('runs on a timer, forgets day-old idempotency keys, and stops cleanly', async () => {
    now = START;
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: host,
      headers: { 'idempotency-key': 'job-test' },
      payload: { name: 'A B', email: 'ab@example.com', start_utc: '2031-01-07T09:00:00Z' },
    });
    expect(res.statusCode).toBe(201);
    const errors: unknown[] = [];
    const jobs = startBookingJobs({
      db: t.testDb.database.db,
      clock: () => now,
      onError: (e) => errors.push(e),
      intervalMs: 20,
    });
    now = START + 2 * 24 * HOUR;
    await new Promise((resolve) => setTimeout(resolve, 120));
    await jobs.runOnce();
    await jobs.stop();
    expect(errors).toEqual([]);
    expect(await statusOf(res.json().booking.id)).toBe('completed');
    const keys = await t.testDb.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'job-test')
      .execute();
    expect(keys).toEqual([]);
  });
});
