import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent, everyDay } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';
import { startRadicale, type Radicale } from '../helpers/radicale.js';

/** Monday 2027-03-01 08:00 UTC: Berlin moves to summer time on Sunday 2027-03-28. */
const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
const clock = () => T0 + (Date.now() - started);

const BERLIN_TZ = `BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    BERLIN_TZ,
    ...events,
    'END:VCALENDAR',
  ].join('\n');
const vevent = (lines: string[]) =>
  ['BEGIN:VEVENT', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\n');

/** Wednesdays 10:00-11:00 Berlin from 2027-03-10, six times; not on the 17th; the 31st at 14:00. */
const WEEKLY = calendar(
  vevent([
    'UID:weekly-standup',
    'SUMMARY:Standup',
    'DTSTART;TZID=Europe/Berlin:20270310T100000',
    'DTEND;TZID=Europe/Berlin:20270310T110000',
    'RRULE:FREQ=WEEKLY;COUNT=6',
    'EXDATE;TZID=Europe/Berlin:20270317T100000',
  ]),
  vevent([
    'UID:weekly-standup',
    'SUMMARY:Standup (moved)',
    'RECURRENCE-ID;TZID=Europe/Berlin:20270331T100000',
    'DTSTART;TZID=Europe/Berlin:20270331T140000',
    'DTEND;TZID=Europe/Berlin:20270331T150000',
  ]),
);
const ALL_DAY = calendar(
  vevent(['UID:holiday', 'DTSTART;VALUE=DATE:20270312', 'DTEND;VALUE=DATE:20270313']),
);
const TRANSPARENT = calendar(
  vevent([
    'UID:reminder',
    'TRANSP:TRANSPARENT',
    'DTSTART;TZID=Europe/Berlin:20270311T100000',
    'DTEND;TZID=Europe/Berlin:20270311T120000',
  ]),
);
const single = (uid: string, day: string, from: string, to: string) =>
  calendar(
    vevent([
      `UID:${uid}`,
      `DTSTART;TZID=Europe/Berlin:${day}T${from}00`,
      `DTEND;TZID=Europe/Berlin:${day}T${to}00`,
    ]),
  );

type Slots = Record<string, { start: string }[]>;

describe.each(DIALECTS)('CalDAV connections against Radicale (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock, env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let radicale: Radicale;
  let host: Account;
  let eventId: number;
  let work: string;
  let connection: Json;

  beforeAll(async () => {
    radicale = await startRadicale();
    host = await t.createAccount();
    const zone = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { timezone: 'Europe/Berlin' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const { event } = await bookableEvent(t, host, {
      timezone: 'Europe/Berlin',
      duration: 60,
      settings: { weekly_schedules: everyDay([['09:00', '17:00']]) },
    });
    eventId = event.id;
    work = await radicale.makeCalendar('work', 'Work');
    await radicale.makeCalendar('private', 'Private');
  });
  afterAll(() => radicale?.close());

  /** Every offered start (Berlin wall time) from 2027-03-08 to 2027-04-16. */
  async function offered(): Promise<Set<string>> {
    const res = await t.request({
      url: `/api/v2/bookings/event/${eventId}?start_date=2027-03-08&end_date=2027-04-16&timezone=Europe/Berlin`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots: Slots = res.json().available_slots;
    return new Set(Object.values(slots).flatMap((day) => day.map((s) => s.start.slice(0, 16))));
  }
  const minus = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x)).sort();

  async function sync(id: number) {
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/connections/${id}/sync`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  let baseline: Set<string>;

  it('discovers the calendars and blocks exactly the busy occurrences, across the DST change', async () => {
    baseline = await offered();
    await radicale.put(work, 'weekly.ics', WEEKLY);
    await radicale.put(work, 'holiday.ics', ALL_DAY);
    await radicale.put(work, 'reminder.ics', TRANSPARENT);
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: {
        kind: 'caldav',
        name: 'My Radicale',
        server_url: radicale.url,
        username: radicale.username,
        password: radicale.password,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(radicale.password);
    connection = res.json().connection;
    expect(connection.kind).toBe('caldav');
    expect(connection.calendars.map((c: Json) => c.name).sort()).toEqual(['Private', 'Work']);
    expect(connection.sync.last_error).toBeNull();
    expect(connection.sync.last_fetched).toBe(3);
    expect(connection.sync.stale).toBe(false);

    const removed = minus(baseline, await offered());
    const allDay = ['09', '10', '11', '12', '13', '14', '15', '16'].map(
      (h) => `2027-03-12 ${h}:00`,
    );
    expect(removed).toEqual(
      [
        '2027-03-10 10:00',
        ...allDay,
        '2027-03-24 10:00',
        '2027-03-31 14:00',
        '2027-04-07 10:00',
        '2027-04-14 10:00',
      ].sort(),
    );
    // A guest in UTC sees the DST change: 09:00 UTC before it, 08:00 UTC after it.
    const utc = await t.request({
      url: `/api/v2/bookings/event/${eventId}?start_date=2027-03-24&end_date=2027-04-07&timezone=UTC`,
      as: host,
    });
    const utcSlots: Slots = utc.json().available_slots;
    expect(utcSlots['2027-03-24']?.map((s) => s.start.slice(11, 16))).not.toContain('09:00');
    expect(utcSlots['2027-04-07']?.map((s) => s.start.slice(11, 16))).not.toContain('08:00');
    expect(utcSlots['2027-04-07']?.map((s) => s.start.slice(11, 16))).toContain('09:00');
  });

  it('refuses a booking of busy time under the lock', async () => {
    const busy = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${eventId}`,
      as: host,
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        timezone: 'UTC',
        start_utc: '2027-03-10T09:00:00Z',
      },
    });
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().code).toBe('slot_unavailable');
  });

  it('fetches only what changed, and lets a calendar stop blocking', async () => {
    expect((await sync(connection.id)).result).toEqual({ ok: true, fetched: 0, error: null });
    await radicale.put(work, 'dentist.ics', single('dentist', '20270315', '1300', '1400'));
    await radicale.remove(work, 'holiday.ics');
    const after = await sync(connection.id);
    expect(after.result).toEqual({ ok: true, fetched: 1, error: null });
    const removed = minus(baseline, await offered());
    expect(removed).toContain('2027-03-15 13:00');
    expect(removed).not.toContain('2027-03-12 10:00');

    const workCalendar = connection.calendars.find((c: Json) => c.name === 'Work');
    const off = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${connection.id}/calendars/${workCalendar.id}`,
      as: host,
      payload: { blocks: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(minus(baseline, await offered())).toEqual([]);
    await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${connection.id}/calendars/${workCalendar.id}`,
      as: host,
      payload: { blocks: true },
    });
    expect(minus(baseline, await offered())).toContain('2027-03-15 13:00');
  });

  it('syncs everything again when the server has forgotten its sync token', async () => {
    const tokens = path.join(radicale.storage, 'collection-root', radicale.username, 'work');
    fs.rmSync(path.join(tokens, '.Radicale.cache', 'sync-token'), { recursive: true, force: true });
    await radicale.put(work, 'lunch.ics', single('lunch', '20270316', '1200', '1300'));
    const after = await sync(connection.id);
    expect(after.result, JSON.stringify(after.result)).toMatchObject({ ok: true });
    // Every object of the calendar is downloaded again (weekly, reminder, dentist, lunch).
    expect(after.result.fetched).toBe(4);
    const removed = minus(baseline, await offered());
    expect(removed).toContain('2027-03-16 12:00');
    expect(removed).toContain('2027-03-15 13:00');
    expect(removed).not.toContain('2027-03-12 10:00');
    expect((await sync(connection.id)).result.fetched).toBe(0);
  });

  it('keeps serving the last good busy time while Radicale is down, and says so', async () => {
    const before = await offered();
    await radicale.stop();
    try {
      const failed = await sync(connection.id);
      expect(failed.result.ok).toBe(false);
      expect(failed.result.error).toMatch(/refused the connection/);
      expect(failed.connection.sync.last_error).toBe(failed.result.error);
      expect(failed.connection.sync.last_success_at).not.toBeNull();
      expect([...(await offered())].sort()).toEqual([...before].sort());
      const booking = await adminBook(t, host, eventId, { start_utc: '2027-03-16T09:00:00Z' });
      expect(booking.status).toBe('scheduled');
    } finally {
      await radicale.start();
    }
    expect((await sync(connection.id)).result.ok).toBe(true);
  });

  it('shows a host only their own connections, and never the password', async () => {
    const other = await t.createAccount();
    const seen = await t.request({ url: `/api/v2/connections/${connection.id}`, as: other });
    expect(seen.statusCode).toBe(404);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: `/api/v2/connections/${connection.id}`,
        as: other,
        ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const sync = await t.request({
      method: 'POST',
      url: `/api/v2/connections/${connection.id}/sync`,
      as: other,
    });
    expect(sync.statusCode).toBe(404);
    expect((await t.request({ url: '/api/v2/connections', as: other })).json().connections).toEqual(
      [],
    );
    const admin = await t.request({ url: `/api/v2/connections/${connection.id}` });
    expect(admin.statusCode).toBe(404);
    const mine = await t.request({ url: '/api/v2/connections', as: host });
    expect(mine.body).not.toContain(radicale.password);
    const stored = await t.testDb.database.db
      .selectFrom('calendar_connections')
      .select('sealed')
      .where('id', '=', connection.id)
      .executeTakeFirstOrThrow();
    expect(stored.sealed).not.toContain(radicale.password);
    expect(stored.sealed).toMatch(/^v1\./);
  });

  it('refuses a wrong password, keeping nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: {
        kind: 'caldav',
        server_url: radicale.url,
        username: radicale.username,
        password: 'wrong',
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('connection_failed');
    expect(res.json().message).toMatch(/refused the user name or password/);
    const list = await t.request({ url: '/api/v2/connections', as: host });
    expect(list.json().connections.map((c: Json) => c.id)).toEqual([connection.id]);
  });
});
