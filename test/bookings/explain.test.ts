/**
 * The "why is this time not offered?" explainer against the slot list it explains, on both
 * engines: random schedules, bookings, limits and synced busy time, then the explainer asked
 * about every start the list offers and many it does not; and what it names to whom.
 *
 * Over 30 seconds: twenty random setups per engine, each explaining every offered start and 192
 * others one request at a time (over 2,000 explainer requests in all): the property is only
 * worth its name over that many starts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';

/** Monday 2031-01-06 08:00 UTC; the hosts work in Berlin. */
const NOW = Date.parse('2031-01-06T08:00:00Z');
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const SEED = Number(process.env.FUZZ_SEED ?? 20310106);
/** Each run moves the clock a minute on, so the per-user slot limit (60 a minute) never bites. */
let tick = 0;

/** A feed server whose calendar each run replaces. */
async function startFeed() {
  const state = { ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(state.ics);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/busy.ics`, state, close: () => server.close() };
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const window = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 40 }))
  .map(([from, length]) => ({
    start: hhmm(from * 15 + 360),
    end: hhmm(Math.min(1440, (from + length) * 15 + 360)),
  }));

const settingsArb = fc.record({
  duration: fc.constantFrom(15, 30, 45, 60),
  interval: fc.constantFrom(null, 10, 15, 20, 30),
  before: fc.constantFrom(0, 5, 15),
  after: fc.constantFrom(0, 10, 30),
  notice: fc.constantFrom(0, 90, 300, 1500),
  rolling: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  perDay: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  week: fc.array(fc.option(window, { nil: null }), { minLength: 7, maxLength: 7 }),
  override: fc.option(fc.array(window, { maxLength: 2 }), { nil: null }),
  busy: fc.array(
    fc.record({
      offset: fc.integer({ min: 0, max: 48 * 4 }),
      length: fc.integer({ min: 1, max: 12 }),
    }),
    { maxLength: 4 },
  ),
  bookings: fc.array(fc.nat(), { maxLength: 2 }),
  /** Off the quarter hours (every quarter hour of both days is checked anyway). */
  starts: fc.array(fc.integer({ min: 0, max: 2 * 24 * 12 }), { minLength: 20, maxLength: 20 }),
});

describe.each(DIALECTS)('the explainer agrees with the slot list (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => NOW + tick,
    env: { CONNECTIONS_ALLOW_PRIVATE: 'true', USER_RATE_LIMIT: '0' },
  });
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let host: Account;
  let connectionId: number;

  beforeAll(async () => {
    feed = await startFeed();
    host = await t.createAccount();
    await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { timezone: 'Europe/Berlin' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: { kind: 'ics', url: feed.url },
    });
    expect(res.statusCode, res.body).toBe(201);
    connectionId = res.json().connection.id;
  });
  afterAll(() => feed?.close());

  it('says "offered" for exactly the starts the slot list offers, over thousands of starts', async () => {
    let checked = 0;
    const reasons = new Set<string>();
    await fc.assert(
      fc.asyncProperty(settingsArb, async (s) => {
        tick += 61_000;
        feed.state.ics = [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:x',
          ...s.busy.map((b, i) =>
            [
              'BEGIN:VEVENT',
              `UID:busy-${i}`,
              'DTSTAMP:20300101T000000Z',
              `DTSTART:${stamp(NOW + b.offset * 15 * 60_000)}`,
              `DTEND:${stamp(NOW + (b.offset + b.length) * 15 * 60_000)}`,
              'END:VEVENT',
            ].join('\r\n'),
          ),
          'END:VCALENDAR',
          '',
        ].join('\r\n');
        const synced = await t.request({
          method: 'POST',
          url: `/api/v2/connections/${connectionId}/sync`,
          as: host,
        });
        expect(synced.json().result.ok).toBe(true);
        const { event } = await bookableEvent(t, host, {
          timezone: 'Europe/Berlin',
          duration: s.duration,
          settings: {
            weekly_schedules: Object.fromEntries(
              DAYS.map((d, i) => [
                d,
                { enabled: s.week[i] !== null, slots: s.week[i] ? [s.week[i]] : [] },
              ]),
            ),
            ...(s.override ? { date_overrides: { '2031-01-07': s.override } } : {}),
            schedule_conditions: { value: s.notice, unit: 'minutes' },
            buffer_time_before: s.before,
            buffer_time_after: s.after,
            slot_interval: s.interval,
            ...(s.rolling ? { range_type: 'range_days', range_days: s.rolling } : {}),
            ...(s.perDay
              ? {
                  booking_frequency: {
                    enabled: true,
                    limits: [{ unit: 'per_day', value: s.perDay }],
                  },
                }
              : {}),
          },
        });
        const list = async () => {
          const res = await t.request({
            url: `/api/v2/bookings/event/${event.id}?start_date=2031-01-06&end_date=2031-01-07&timezone=UTC`,
            as: host,
          });
          expect(res.statusCode, res.body).toBe(200);
          return Object.values(res.json().available_slots as Record<string, Json[]>)
            .flat()
            .map((slot) => slot.start_utc as string);
        };
        let offered = await list();
        for (const pick of s.bookings) {
          const start = offered[pick % Math.max(1, offered.length)];
          if (!start) break;
          await adminBook(t, host, event.id, { start_utc: start });
          offered = await list();
        }
        const set = new Set(offered);
        const day0 = Date.parse('2031-01-06T00:00:00Z');
        const quarters = Array.from({ length: 2 * 24 * 4 }, (_, i) => i * 3);
        const starts = new Set([
          ...offered,
          ...quarters.map((i) => new Date(day0 + i * 5 * 60_000).toISOString().slice(0, 19) + 'Z'),
          ...s.starts.map((i) => new Date(day0 + i * 5 * 60_000).toISOString().slice(0, 19) + 'Z'),
        ]);
        for (const start of starts) {
          const res = await t.request({
            url: `/api/v2/bookings/event/${event.id}/explain?start_utc=${start}`,
            as: host,
          });
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json();
          reasons.add(body.reason);
          expect(body.offered, `${start}: ${body.reason}`).toBe(set.has(start));
          expect(body.reason === 'offered').toBe(body.offered);
          checked++;
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 20), seed: SEED },
    );
    expect(checked).toBeGreaterThan(2000);
    // The runs reach every kind of answer the settings can produce.
    for (const reason of [
      'offered',
      'minimum_notice',
      'booking_window',
      'outside_working_hours',
      'date_override',
      'external_busy',
      'limit_reached',
    ]) {
      expect(reasons, reason).toContain(reason);
    }
  }, 600_000);

  it('names the synced calendar, the booking and the buffer', async () => {
    feed.state.ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:x',
      'BEGIN:VEVENT',
      'UID:dentist',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20310108T100000Z',
      'DTEND:20310108T110000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await t.request({ method: 'POST', url: `/api/v2/connections/${connectionId}/sync`, as: host });
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      settings: { buffer_time_after: 30 },
    });
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-01-08T14:00:00Z' });
    const explain = async (start: string) =>
      (
        await t.request({
          url: `/api/v2/bookings/event/${event.id}/explain?start_utc=${start}`,
          as: host,
        })
      ).json();
    expect(await explain('2031-01-08T10:00:00Z')).toMatchObject({
      offered: false,
      reason: 'external_busy',
      details: { connection_id: connectionId, host_id: host.id },
    });
    expect(await explain('2031-01-08T14:00:00Z')).toMatchObject({
      reason: 'booking',
      details: { booking_id: booking.id },
    });
    expect(await explain('2031-01-08T13:00:00Z')).toMatchObject({
      reason: 'buffer',
      details: { booking_id: booking.id },
    });
    expect(await explain('2031-01-08T16:00:00Z')).toMatchObject({
      offered: true,
      reason: 'offered',
    });
    const other = await t.createAccount();
    const hidden = await t.request({
      url: `/api/v2/bookings/event/${event.id}/explain?start_utc=2031-01-08T16:00:00Z`,
      as: other,
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await t.request({
      url: `/api/v2/bookings/event/${event.id}/explain?start_utc=tomorrow`,
      as: host,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe.each(DIALECTS)('what the explainer tells whom (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => NOW,
    env: { CONNECTIONS_ALLOW_PRIVATE: 'true', USER_RATE_LIMIT: '0' },
  });
  let feed: Awaited<ReturnType<typeof startFeed>>;
  beforeAll(async () => {
    feed = await startFeed();
  });
  afterAll(() => feed?.close());

  it("names another host's private calendar and booking only to that host", async () => {
    feed.state.ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:x',
      'X-WR-CALNAME:Therapy sessions',
      'BEGIN:VEVENT',
      'UID:private',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20310108T100000Z',
      'DTEND:20310108T110000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const busyHost = await t.createAccount();
    const member = await t.createAccount();
    const viewer = await t.createAccount({
      role: 'viewer',
      permissions: ['read_other_calendars'],
    });
    const made = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: busyHost,
      payload: { kind: 'ics', url: feed.url, name: 'Private life' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const connection = made.json().connection;
    // A booking of the busy host's own event, which neither the member nor the viewer may read.
    const own = await bookableEvent(t, busyHost, { duration: 60 });
    const booking = await adminBook(t, busyHost, own.event.id, {
      start_utc: '2031-01-08T14:00:00Z',
    });
    const { event } = await bookableEvent(t, t.admin, {
      duration: 60,
      event: { event_type: 'collective' },
      settings: { team_members: [busyHost.id, member.id] },
    });
    const explain = async (who: Account, start: string) => {
      const res = await t.request({
        url: `/api/v2/bookings/event/${event.id}/explain?start_utc=${start}`,
        as: who,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    for (const who of [member, viewer]) {
      const calendarBusy = await explain(who, '2031-01-08T10:00:00Z');
      expect(calendarBusy.json()).toMatchObject({ offered: false, reason: 'external_busy' });
      expect(Object.keys(calendarBusy.json().details)).toEqual(['host_id']);
      expect(calendarBusy.body).not.toMatch(/Therapy|Private life/);
      const bookingBusy = await explain(who, '2031-01-08T14:00:00Z');
      expect(bookingBusy.json()).toMatchObject({ offered: false, reason: 'booking' });
      expect(bookingBusy.json().details).not.toHaveProperty('booking_id');
      const readable = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: who });
      expect(readable.statusCode).toBe(404);
    }
    // The host whose calendar and booking they are still gets the details.
    expect((await explain(busyHost, '2031-01-08T10:00:00Z')).json()).toMatchObject({
      reason: 'external_busy',
      details: {
        host_id: busyHost.id,
        connection_id: connection.id,
        calendar_id: connection.calendars[0].id,
      },
    });
    expect((await explain(busyHost, '2031-01-08T14:00:00Z')).json()).toMatchObject({
      reason: 'booking',
      details: { host_id: busyHost.id, booking_id: booking.id },
    });
  });
});
