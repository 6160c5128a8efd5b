import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import { type ConnectionSync } from '../../src/modules/connections/sync-loop.js';
import { icsUid } from '../../src/modules/mail/index.js';
import { connectionSyncDeps } from '../../src/services.js';
import { useTestApp, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';
import { startRadicale, type Radicale } from '../helpers/radicale.js';

const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
let skew = 0;
const clock = () => T0 + (Date.now() - started) + skew;
const silent = { warn() {}, error() {} };

/** The one VEVENT of a calendar object or feed with this UID. */
function eventWithUid(ics: string, uid: string) {
  const root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = root
    .getAllSubcomponents('vevent')
    .find((e) => e.getFirstPropertyValue('uid') === uid);
  if (!vevent) return null;
  const event = new ICAL.Event(vevent);
  return {
    start: event.startDate.toJSDate().toISOString(),
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
  };
}

describe.each(DIALECTS)('write-back and private feed (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock, env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let radicale: Radicale;
  let host: Account;
  let eventId: number;
  let calendarUrl: string;
  let connection: Json;
  let loop: ConnectionSync;

  beforeAll(async () => {
    radicale = await startRadicale();
    host = await t.createAccount();
    eventId = (await bookableEvent(t, host, { duration: 60 })).event.id;
    calendarUrl = await radicale.makeCalendar('bookings', 'Bookings');
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: {
        kind: 'caldav',
        server_url: `${radicale.url}/${radicale.username}/`,
        username: radicale.username,
        password: radicale.password,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    connection = res.json().connection;
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${connection.id}/calendars/${connection.calendars[0].id}`,
      as: host,
      payload: { receives_bookings: true },
    });
    expect(chosen.json().connection.calendars[0].receives_bookings).toBe(true);
    loop = await newProcess();
  });
  afterAll(() => radicale?.close());

  /** The sync loop as a (new) process would run it. */
  async function newProcess() {
    return createConnectionSync({
      ...(await connectionSyncDeps(t.config, t.testDb.database, clock)),
      logger: silent,
    });
  }
  const objects = () => radicale.list(calendarUrl);
  const offered = async (date: string) => {
    const res = await t.request({
      url: `/api/v2/bookings/event/${eventId}?start_date=${date}&end_date=${date}&timezone=UTC`,
      as: host,
    });
    return (res.json().available_slots[date] ?? []).map((s: Json) => s.start.slice(11, 16));
  };

  it("writes a booking with the invitation's UID, moves it (SEQUENCE + 1) and deletes it", async () => {
    const booking = await adminBook(t, host, eventId, { start_utc: '2027-03-10T10:00:00Z' });
    const uid = icsUid({ hash: booking.hash, cancelUrl: t.config.publicUrl });
    await loop.runOnce();
    const names = await objects();
    expect(names).toHaveLength(1);
    const href = `${calendarUrl}${names[0]}`;
    expect(eventWithUid((await radicale.get(href)) ?? '', uid)).toEqual({
      start: '2027-03-10T10:00:00.000Z',
      sequence: 0,
      status: 'CONFIRMED',
    });

    // Read back, Slotbook's own event does not block as busy time (the booking blocks already).
    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: '2027-03-10T13:00:00Z' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const synced = await t.request({
      method: 'POST',
      url: `/api/v2/connections/${connection.id}/sync`,
      as: host,
    });
    expect(synced.json().connection.calendars[0].busy_intervals).toBe(0);
    expect(await offered('2027-03-10')).toContain('10:00');
    expect(await offered('2027-03-10')).not.toContain('13:00');

    await loop.runOnce();
    expect(await objects()).toEqual(names);
    expect(eventWithUid((await radicale.get(href)) ?? '', uid)).toEqual({
      start: '2027-03-10T13:00:00.000Z',
      sequence: 1,
      status: 'CONFIRMED',
    });

    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'Ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await loop.runOnce();
    expect(await objects()).toEqual([]);
  });

  it('writes back after Radicale is back, from a process started later', async () => {
    await radicale.stop();
    let booking: Json;
    try {
      booking = await adminBook(t, host, eventId, { start_utc: '2027-03-11T10:00:00Z' });
      await loop.runOnce();
      const pending = await t.testDb.database.db
        .selectFrom('calendar_writebacks')
        .selectAll()
        .where('booking_id', '=', booking.id)
        .executeTakeFirstOrThrow();
      expect(pending.attempts).toBe(1);
      expect(pending.last_error).toMatch(/refused the connection/);
    } finally {
      await radicale.start();
    }
    await newProcess().then((later) => later.runOnce());
    expect(await objects()).toEqual([]); // not yet due: retried 30 s later
    skew += 60_000;
    await (await newProcess()).runOnce();
    const names = await objects();
    expect(names).toHaveLength(1);
    const uid = icsUid({ hash: booking.hash, cancelUrl: t.config.publicUrl });
    expect(eventWithUid((await radicale.get(`${calendarUrl}${names[0]}`)) ?? '', uid)?.start).toBe(
      '2027-03-11T10:00:00.000Z',
    );
  });

  it('serves a private feed that parses back, rotates, and answers 404 once revoked', async () => {
    const booking = await adminBook(t, host, eventId, { start_utc: '2027-03-12T10:00:00Z' });
    const made = await t.request({ method: 'POST', url: '/api/v2/connections/feed', as: host });
    expect(made.statusCode, made.body).toBe(201);
    const path = new URL(made.json().url).pathname;
    const feed = await t.request({ url: path, as: null });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const uid = icsUid({ hash: booking.hash, cancelUrl: t.config.publicUrl });
    expect(eventWithUid(feed.body, uid)).toEqual({
      start: '2027-03-12T10:00:00.000Z',
      sequence: 0,
      status: 'CONFIRMED',
    });
    const other = await t.createAccount();
    const theirs = await t.request({ method: 'POST', url: '/api/v2/connections/feed', as: other });
    const theirFeed = await t.request({ url: new URL(theirs.json().url).pathname, as: null });
    expect(theirFeed.body).not.toContain(uid);

    const rotated = await t.request({ method: 'POST', url: '/api/v2/connections/feed', as: host });
    expect((await t.request({ url: path, as: null })).statusCode).toBe(404);
    const next = new URL(rotated.json().url).pathname;
    expect((await t.request({ url: next, as: null })).statusCode).toBe(200);
    const revoked = await t.request({
      method: 'DELETE',
      url: '/api/v2/connections/feed',
      as: host,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await t.request({ url: next, as: null })).statusCode).toBe(404);
    const status = await t.request({ url: '/api/v2/connections/feed', as: host });
    expect(status.json().feed).toEqual({ active: false, created_at: null });
  });

  it('syncs each connection when it is due, and marks it stale after three failed periods', async () => {
    const read = async () =>
      (await t.request({ url: `/api/v2/connections/${connection.id}`, as: host })).json()
        .connection;
    const before = await read();
    expect(await loop.runOnce()).toBe(0);
    skew += 6 * 60_000; // past the 5-minute period
    expect(await loop.runOnce()).toBe(1);
    const synced = await read();
    expect(synced.sync.last_success_at).not.toBe(before.sync.last_success_at);
    expect(synced.sync.stale).toBe(false);
    await radicale.stop();
    try {
      for (let period = 0; period < 4; period++) {
        skew += 6 * 60_000;
        expect(await loop.runOnce()).toBe(1);
      }
      const failing = await read();
      expect(failing.sync.last_error).toMatch(/refused the connection/);
      expect(failing.sync.stale).toBe(true);
      expect(failing.sync.age_seconds).toBeGreaterThanOrEqual(24 * 60);
      expect(failing.sync.last_success_at).toBe(synced.sync.last_success_at);
    } finally {
      await radicale.start();
    }
  });
});
