import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, type Account, type TestApp } from '../helpers/app.js';
import { bookableEvent, everyDay } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const T0 = Date.parse('2031-01-06T08:00:00Z');
const started = Date.now();
const clock = () => T0 + (Date.now() - started);

const FEED = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//test//EN
BEGIN:VEVENT
UID:lunch@example.com
DTSTAMP:20300101T000000Z
DTSTART;TZID=America/New_York:20310107T070000
DTEND;TZID=America/New_York:20310107T080000
END:VEVENT
BEGIN:VEVENT
UID:cancelled@example.com
DTSTAMP:20300101T000000Z
STATUS:CANCELLED
DTSTART:20310107T140000Z
DTEND:20310107T150000Z
END:VEVENT
END:VCALENDAR
`.replace(/\n/g, '\r\n');

/** A feed server with an ETag: counts full answers and "not modified" ones. */
async function startFeed() {
  const counts = { full: 0, notModified: 0 };
  const server = http.createServer((req, res) => {
    if (req.url !== '/secret-address-123/basic.ics') return res.writeHead(404).end();
    if (req.headers['if-none-match'] === '"v1"') {
      counts.notModified++;
      return res.writeHead(304).end();
    }
    counts.full++;
    res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/secret-address-123/basic.ics`,
    counts,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(DIALECTS)('iCalendar feed connections (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock, env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let host: Account;

  beforeAll(async () => {
    feed = await startFeed();
    host = await t.createAccount();
  });
  afterAll(() => feed?.close());

  it("blocks the feed's busy events, hides its secret address, and re-downloads only changes", async () => {
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      settings: { weekly_schedules: everyDay([['09:00', '17:00']]) },
    });
    const slotsOf = async () => {
      const res = await t.request({
        url: `/api/v2/bookings/event/${event.id}?start_date=2031-01-07&end_date=2031-01-07&timezone=UTC`,
        as: host,
      });
      return (res.json().available_slots['2031-01-07'] ?? []).map((s: { start: string }) =>
        s.start.slice(11, 16),
      );
    };
    expect(await slotsOf()).toContain('12:00');
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: { kind: 'ics', name: 'Google', url: feed.url },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('secret-address-123');
    const connection = res.json().connection;
    expect(connection.server).toBe(new URL(feed.url).origin);
    expect(connection.sync.last_fetched).toBe(1);
    // 07:00 in New York is 12:00 UTC; the cancelled event at 14:00 blocks nothing.
    const slots = await slotsOf();
    expect(slots).not.toContain('12:00');
    expect(slots).toContain('14:00');
    const again = await t.request({
      method: 'POST',
      url: `/api/v2/connections/${connection.id}/sync`,
      as: host,
    });
    expect(again.json().result).toEqual({ ok: true, fetched: 0, error: null });
    expect(feed.counts.notModified).toBe(1);
    const receive = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${connection.id}/calendars/${connection.calendars[0].id}`,
      as: host,
      payload: { receives_bookings: true },
    });
    expect(receive.statusCode).toBe(422);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v2/connections/${connection.id}`,
      as: host,
    });
    expect(removed.statusCode).toBe(200);
    expect(await slotsOf()).toContain('12:00');
  });

  it("blocks a team member's own busy time on collective and round-robin events", async () => {
    const member = await t.createAccount();
    const made = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: member,
      payload: { kind: 'ics', url: feed.url },
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const event_type of ['collective', 'round_robin']) {
      const { event } = await bookableEvent(t, t.admin, {
        duration: 60,
        event: { event_type },
        settings: {
          weekly_schedules: everyDay([['09:00', '17:00']]),
          team_members: [member.id],
        },
      });
      const res = await t.request({
        url: `/api/v2/bookings/event/${event.id}?start_date=2031-01-07&end_date=2031-01-07&timezone=UTC`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const starts = (res.json().available_slots['2031-01-07'] ?? []).map(
        (slot: { start: string }) => slot.start.slice(11, 16),
      );
      expect(starts, event_type).toContain('11:00');
      expect(starts, event_type).not.toContain('12:00');
    }
  });

  it('goes with a deleted user: connections, busy time, feed', async () => {
    const leaving = await t.createAccount();
    const made = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: leaving,
      payload: { kind: 'ics', url: feed.url },
    });
    expect(made.statusCode, made.body).toBe(201);
    await t.request({ method: 'POST', url: '/api/v2/connections/feed', as: leaving });
    const db = t.testDb.database.db;
    const count = async (table: 'external_busy' | 'calendar_connections' | 'host_feeds') =>
      (await db.selectFrom(table).select('user_id').where('user_id', '=', leaving.id).execute())
        .length;
    expect(await count('external_busy')).toBe(1);
    const deleted = await t.request({ method: 'DELETE', url: `/api/v2/users/${leaving.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of ['external_busy', 'calendar_connections', 'host_feeds'] as const) {
      expect(await count(table), table).toBe(0);
    }
  });

  it('allows a host 20 connections at most', async () => {
    const many = await t.createAccount();
    const connect = () =>
      t.request({
        method: 'POST',
        url: '/api/v2/connections',
        as: many,
        payload: { kind: 'ics', url: feed.url },
      });
    for (let i = 0; i < 20; i++) expect((await connect()).statusCode).toBe(201);
    const refused = await connect();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('connection_limit_reached');
  });

  it('refuses what is not a feed, keeping nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: { kind: 'ics', url: feed.url.replace('basic', 'missing') },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('connection_failed');
    const list = await t.request({ url: '/api/v2/connections', as: host });
    expect(list.json().connections).toEqual([]);
  });
});

describe.each(DIALECTS)('connections to private addresses (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('are refused unless CONNECTIONS_ALLOW_PRIVATE is true', async () => {
    const host = await t.createAccount();
    for (const payload of [
      { kind: 'ics', url: 'http://127.0.0.1:9/basic.ics' },
      { kind: 'caldav', server_url: 'http://10.0.0.1/dav/', username: 'a', password: 'b' },
      { kind: 'caldav', server_url: 'http://localhost/dav/', username: 'a', password: 'b' },
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v2/connections',
        as: host,
        payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('connection_url_not_allowed');
    }
  });

  it('are refused behind IPv6 forms that carry a private IPv4 address', async () => {
    const host = await t.createAccount();
    for (const literal of [
      '::127.0.0.1',
      '::ffff:0:127.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::a00:1',
      '2002:a9fe:a9fe::1',
    ]) {
      for (const payload of [
        { kind: 'ics', url: `http://[${literal}]:9/basic.ics` },
        { kind: 'caldav', server_url: `http://[${literal}]/dav/`, username: 'a', password: 'b' },
      ]) {
        const res = await t.request({
          method: 'POST',
          url: '/api/v2/connections',
          as: host,
          payload,
        });
        expect(res.statusCode, `${literal}: ${res.body}`).toBe(422);
        expect(res.json().code).toBe('connection_url_not_allowed');
      }
    }
    const list = await t.request({ url: '/api/v2/connections', as: host });
    expect(list.json().connections).toEqual([]);
  });
});
