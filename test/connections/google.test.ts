/**
 * Google Calendar connections against the Google stand-in (every API request checked against
 * Google's discovery document): the OAuth flow (state bound to the session and single use, PKCE,
 * tokens sealed), busy time from events (incremental with sync tokens, 410 => full sync,
 * transparent, cancelled and all-day events, a weekly series across the DST change as Google
 * expands it), token refresh (before expiry, and when refused), a 429's Retry-After putting off
 * the next sync, a revoked grant, hostile answers, and one host never seeing another's connection.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bookableEvent, everyDay } from '../helpers/booking-factories.js';
import { createPerson, type Person } from '../helpers/dashboard.js';
import { DIALECTS } from '../helpers/db.js';
import { providerConnections } from '../helpers/provider-connect.js';
import type { Json } from '../helpers/json.js';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in.js';

/** Monday 2027-03-01 08:00 UTC. */
const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
let skew = 0;
const clock = () => T0 + (Date.now() - started) + skew;
const CLIENT = { clientId: 'slotbook-test.apps.googleusercontent.com', clientSecret: 'shh-secret' };

type Slots = Record<string, { start: string }[]>;

describe.each(DIALECTS)('Google Calendar connections (%s)', (dialect) => {
  let t: TestApp;
  let g: GoogleStandIn;
  let host: Person;
  let cookie: string;
  let eventId: number;

  beforeAll(async () => {
    g = await startGoogleStandIn(CLIENT);
    t = await createTestApp(dialect, {
      clock,
      env: {
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_OAUTH_BASE_URL: g.base,
        GOOGLE_API_BASE_URL: g.base,
        // A silent answer gives up after this, so the slow case below is quick.
        CONNECTIONS_TIMEOUT_SECONDS: '3',
      },
    });
    host = await createPerson(t, { timezone: 'Europe/Berlin', now: clock() });
    cookie = await sessionOf(host);
    const { event } = await bookableEvent(t, host, {
      timezone: 'Europe/Berlin',
      duration: 60,
      settings: { weekly_schedules: everyDay([['09:00', '17:00']]) },
    });
    eventId = event.id;
    g.calendars.push(
      {
        id: 'ada@example.com',
        summary: 'Ada',
        timeZone: 'Europe/Berlin',
        primary: true,
        events: [],
      },
      {
        id: 'holidays#x@group.v.calendar.google.com',
        summary: 'Holidays',
        timeZone: 'UTC',
        events: [],
      },
    );
    g.put('ada@example.com', ev('meeting', '2027-03-10T09:00:00Z', '2027-03-10T10:00:00Z'));
    g.put('ada@example.com', {
      ...ev('free', '2027-03-10T12:00:00Z', '2027-03-10T13:00:00Z'),
      transparency: 'transparent',
    });
    g.put('ada@example.com', {
      id: 'allday',
      start: { date: '2027-03-12' },
      end: { date: '2027-03-13' },
    });
    g.put('ada@example.com', ev('far', '2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z'));
    g.put('holidays#x@group.v.calendar.google.com', {
      id: 'h',
      start: { date: '2027-03-15' },
      end: { date: '2027-03-16' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await g?.close();
  });

  const ev = (id: string, start: string, end: string) => ({
    id,
    start: { dateTime: start },
    end: { dateTime: end },
  });

  async function sessionOf(person: Person) {
    const res = await signIn(t, person.login, person.accountPassword);
    expect(res.statusCode, res.body).toBe(200);
    return /slotbook_session=([^;]*)/.exec(String(res.headers['set-cookie']))?.[0] ?? '';
  }

  const { get, consent, callback, connect, connection, sync } = providerConnections(
    'google',
    () => ({ t, host, cookie }),
  );

  /** Offered starts (UTC) from 2027-03-08 to 2027-03-16. */
  async function offered(): Promise<Set<string>> {
    const res = await t.request({
      url: `/api/v2/bookings/event/${eventId}?start_date=2027-03-08&end_date=2027-03-16&timezone=UTC`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots: Slots = res.json().available_slots;
    return new Set(Object.values(slots).flatMap((day) => day.map((s) => s.start.slice(0, 16))));
  }

  let id: number;

  it('connects with PKCE and a session-bound state, names it by the account, seals the tokens', async () => {
    const { authorize } = await consent();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/api/v2/connections/google/callback`,
    );
    id = await connect();
    const c = await connection(id);
    expect(c).toMatchObject({ kind: 'google', name: 'ada@example.com', needs_reconnect: false });
    expect(c.sync.last_error).toBeNull();
    expect(c.calendars.map((x: Json) => [x.name, x.blocks])).toEqual([
      ['Ada', true],
      ['Holidays', false],
    ]);
    const row = await t.testDb.database.db
      .selectFrom('calendar_connections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/ya29\.|1\/\//);
    expect(g.violations).toEqual([]);
  });

  it('refuses a state of another session, an unknown one, and one used already', async () => {
    const other = await sessionOf(host);
    const { state, code } = await consent();
    expect((await callback(state, code, other)).statusCode).toBe(422);
    // Spent by the refused attempt: not usable any more, even from its own session.
    const again = await callback(state, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('oauth_state_invalid');
    expect((await callback('made-up-state', code)).statusCode).toBe(422);
    expect((await get('/api/v2/connections/google/callback?code=x')).statusCode).toBe(422);
  });

  it('refuses a code exchanged with a wrong PKCE verifier (the stand-in checks it)', async () => {
    const { state, code } = await consent();
    await t.testDb.database.db
      .updateTable('oauth_states')
      .set({ verifier: 'x'.repeat(43) })
      .execute();
    const back = await callback(state, code);
    expect(back.statusCode).toBe(302);
    expect(String(back.headers.location)).toMatch(/google_error=.*invalid_grant/);
    const list = await t.request({ url: '/api/v2/connections', as: host });
    expect(list.json().connections).toHaveLength(1);
  });

  it('blocks busy events; transparent ones and other calendars do not; all-day in the calendar zone', async () => {
    const free = await offered();
    expect(free.has('2027-03-10 09:00')).toBe(false); // the meeting
    expect(free.has('2027-03-10 12:00')).toBe(true); // transparent
    expect(free.has('2027-03-11 09:00')).toBe(false);
    // All-day 2027-03-12 in Berlin: 2027-03-11 23:00 UTC to 2027-03-12 23:00 UTC.
    expect([...free].filter((s) => s.startsWith('2027-03-12'))).toEqual([]);
    expect(free.has('2027-03-15 09:00')).toBe(true); // the holiday calendar does not block
  });

  it('syncs incrementally with the sync token: new, moved and cancelled events', async () => {
    g.put('ada@example.com', ev('new', '2027-03-09T14:00:00Z', '2027-03-09T15:00:00Z'));
    g.put('ada@example.com', {
      ...ev('far', '2027-03-11T09:00:00Z', '2027-03-11T10:00:00Z'),
      status: 'cancelled',
    });
    const before = g.requests.length;
    const result = await sync(id);
    expect(result.result).toMatchObject({ ok: true, fetched: 2 });
    const events = g.requests.slice(before).filter((r) => r.includes('/events'));
    expect(events.every((r) => r.includes('syncToken=') && !r.includes('timeMin'))).toBe(true);
    const free = await offered();
    expect(free.has('2027-03-09 14:00')).toBe(false);
    expect(free.has('2027-03-11 09:00')).toBe(true);
    expect(free.has('2027-03-10 09:00')).toBe(false);
    expect(g.violations).toEqual([]);
  });

  it('syncs fully again when Google answers 410 GONE to the sync token', async () => {
    g.expireSyncTokens();
    const before = g.requests.length;
    expect((await sync(id)).result.ok).toBe(true);
    const events = g.requests.slice(before).filter((r) => r.includes('/events'));
    expect(events.some((r) => r.includes('timeMin='))).toBe(true);
    const free = await offered();
    expect(free.has('2027-03-09 14:00')).toBe(false);
    expect(free.has('2027-03-11 09:00')).toBe(true);
    expect(g.violations).toEqual([]);
  });

  it('refreshes a refused access token and goes on', async () => {
    g.expireAccessTokens();
    const before = g.requests.length;
    expect((await sync(id)).result.ok).toBe(true);
    expect(g.requests.slice(before)).toContain('POST /token');
  });

  it('refreshes the access token before it expires', async () => {
    // Google's access tokens live an hour; at 59.5 minutes the next sync refreshes first.
    skew += 59.5 * 60_000;
    const before = g.requests.length;
    expect((await sync(id)).result.ok).toBe(true);
    const calls = g.requests.slice(before);
    expect(calls[0]).toBe('POST /token');
    expect(calls.filter((r) => r === 'POST /token')).toHaveLength(1);
    expect(g.violations).toEqual([]);
  });

  it('waits out a 429 with Retry-After before its next sync', async () => {
    g.overrides.push((req, res) => {
      if (!req.url?.includes('/events')) return false;
      res.writeHead(429, { 'retry-after': '600', 'content-type': 'application/json' });
      res.end('{"error":{"code":429,"message":"Rate Limit Exceeded"}}');
      return true;
    });
    const failed = await sync(id);
    g.overrides.length = 0;
    expect(failed.result.ok).toBe(false);
    expect(failed.connection.sync.last_error).toMatch(/429/);
    const row = await t.testDb.database.db
      .selectFrom('calendar_connections')
      .select('next_sync_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const wait = Number(row.next_sync_at) - clock();
    expect(wait).toBeGreaterThan(590_000);
    expect(wait).toBeLessThanOrEqual(600_000);
    expect((await offered()).has('2027-03-10 09:00')).toBe(false);
    expect((await sync(id)).result.ok).toBe(true);
  });

  it('blocks a weekly meeting across the DST change as Google expands it, with its exceptions', async () => {
    // Wednesdays 15:00-16:00 Berlin from 2027-03-10, six times; not on the 17th; the 31st moved
    // to 12:00. Berlin moves to summer time on Sunday 2027-03-28.
    g.put('ada@example.com', {
      id: 'standup',
      start: { dateTime: '2027-03-10T14:00:00Z', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2027-03-10T15:00:00Z', timeZone: 'Europe/Berlin' },
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6', 'EXDATE;TZID=Europe/Berlin:20270317T150000'],
    });
    g.put('ada@example.com', {
      id: 'standup_20270331T130000Z',
      recurringEventId: 'standup',
      originalStartTime: { dateTime: '2027-03-31T13:00:00Z' },
      start: { dateTime: '2027-03-31T12:00:00+02:00', timeZone: 'Europe/Berlin' },
      end: { dateTime: '2027-03-31T13:00:00+02:00', timeZone: 'Europe/Berlin' },
    });
    expect((await sync(id)).result.ok).toBe(true);
    const res = await t.request({
      url: `/api/v2/bookings/event/${eventId}?start_date=2027-03-09&end_date=2027-04-15&timezone=UTC`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slots: Slots = res.json().available_slots;
    const starts = (day: string) => (slots[day] ?? []).map((s) => s.start.slice(11, 16));
    // Before the change 15:00 Berlin is 14:00 UTC, after it 13:00 UTC.
    expect(starts('2027-03-10')).not.toContain('14:00');
    expect(starts('2027-03-17')).toContain('14:00'); // the excluded week
    expect(starts('2027-03-24')).not.toContain('14:00');
    expect(starts('2027-03-24')).toContain('13:00');
    expect(starts('2027-03-31')).not.toContain('10:00'); // moved to 12:00 Berlin
    expect(starts('2027-03-31')).toContain('13:00'); // its usual time is free that week
    for (const day of ['2027-04-07', '2027-04-14']) {
      expect(starts(day)).not.toContain('13:00');
      expect(starts(day)).toContain('14:00');
    }
    expect(g.violations).toEqual([]);
  });

  it(
    'shows errors of hostile answers and keeps the last good busy time',
    { timeout: 60_000 },
    async () => {
      const cases: [string, (res: ServerResponse) => void, RegExp][] = [
        ['huge', (res) => res.writeHead(200).end(Buffer.alloc(11 * 2 ** 20, 'x')), /larger than/],
        [
          'cut',
          (res) => {
            res.writeHead(200, { 'content-length': '1000' }).write('{"items": [');
            setTimeout(() => res.destroy(), 50);
          },
          /broke off|closed/,
        ],
        ['malformed', (res) => res.writeHead(200).end('{"items": [ nope'), /malformed JSON/],
        ['shape', (res) => res.writeHead(200).end('{"items": "nope"}'), /unexpected shape/],
        // Headers, then silence: the request's own limit (CONNECTIONS_TIMEOUT_SECONDS) ends it.
        [
          'slow',
          (res) => res.writeHead(200).write('{"items": ['),
          /No complete answer within 3000 ms/,
        ],
      ];
      for (const [, handler, message] of cases) {
        g.overrides.length = 0;
        g.overrides.push((req, res) => {
          if (!req.url?.includes('/events')) return false;
          handler(res);
          return true;
        });
        const result = await sync(id);
        expect(result.result.ok).toBe(false);
        expect(result.connection.sync.last_error).toMatch(message);
      }
      g.overrides.length = 0;
      expect((await offered()).has('2027-03-10 09:00')).toBe(false);
      expect((await t.request({ url: '/healthz', as: null })).statusCode).toBe(200);
    },
  );

  it('marks a revoked grant for reconnection, stops calling Google, and reconnects', async () => {
    g.revokeAll();
    g.expireAccessTokens();
    const failed = await sync(id);
    expect(failed.result.error).toBe('Google access was revoked or expired: reconnect.');
    expect(failed.connection.needs_reconnect).toBe(true);
    const before = g.requests.length;
    expect((await sync(id)).result.ok).toBe(false);
    expect(g.requests.length).toBe(before);
    expect((await offered()).has('2027-03-10 09:00')).toBe(false);
    expect(await connect()).toBe(id);
    const c = await connection(id);
    expect(c.needs_reconnect).toBe(false);
    expect(c.sync.last_error).toBeNull();
  });

  it("never shows a host another host's Google connection", async () => {
    const other = await t.createAccount();
    for (const [method, url] of [
      ['GET', `/api/v2/connections/${id}`],
      ['DELETE', `/api/v2/connections/${id}`],
      ['POST', `/api/v2/connections/${id}/sync`],
    ] as const) {
      const res = await t.request({ method, url, as: other });
      expect(res.statusCode, url).toBe(404);
    }
    const list = await t.request({ url: '/api/v2/connections', as: other });
    expect(list.json().connections).toEqual([]);
  });

  it('tells administrators the redirect URL, and revokes the grant when disconnected', async () => {
    const status = await t.request({ url: '/api/v2/connections/google' });
    expect(status.json().google).toEqual({
      configured: true,
      redirect_url: `${t.config.publicUrl}/api/v2/connections/google/callback`,
    });
    const mine = await t.request({ url: '/api/v2/connections/google', as: host });
    expect(mine.json().google.redirect_url).toBeNull();
    const res = await t.request({ method: 'DELETE', url: `/api/v2/connections/${id}`, as: host });
    expect(res.statusCode).toBe(200);
    expect(g.revoked.length).toBe(1);
    expect((await offered()).has('2027-03-10 09:00')).toBe(true);
    expect(g.violations).toEqual([]);
  });
});

describe('Google Calendar not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('is not offered: the start answers 404', async () => {
    const status = await t.request({ url: '/api/v2/connections/google' });
    expect(status.json().google.configured).toBe(false);
    const start = await t.request({ url: '/api/v2/connections/google/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('google_not_configured');
  });
});
