/**
 * Microsoft 365 / Outlook.com connections against the Microsoft stand-in (every Graph request
 * checked against Graph's published types): the OAuth flow (state bound to the session and single
 * use, PKCE, tokens sealed, the account named by /me), calendars chosen, busy time from the
 * calendar view (a weekly series across the DST change expanded by the stand-in, all-day and free
 * events), delta links (incremental, and a full sync when Graph refuses one), tokens refreshed
 * ahead of expiry and when refused, a revoked grant shown as "reconnect", Retry-After honoured
 * when reading and when writing a booking back, and one host never seeing another's connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import { connectionSyncDeps } from '../../src/services.js';
import { signIn } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bookableEvent, everyDay } from '../helpers/booking-factories.js';
import { createPerson, type Person } from '../helpers/dashboard.js';
import { DIALECTS } from '../helpers/db.js';
import { providerConnections } from '../helpers/provider-connect.js';
import type { Json } from '../helpers/json.js';
import { startMicrosoftStandIn } from './microsoft-stand-in.js';

/** Monday 2027-03-01 08:00 UTC: Berlin moves to summer time on Sunday 2027-03-28. */
const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
let skew = 0;
const clock = () => T0 + (Date.now() - started) + skew;
const CLIENT = { id: '11111111-2222-3333-4444-555555555555', secret: 'ms-client-secret' };
const BERLIN = 'W. Europe Standard Time';
const silent = { warn() {}, error() {} };

type Slots = Record<string, { start: string }[]>;
type StandIn = Awaited<ReturnType<typeof startMicrosoftStandIn>>;

const wall = (dateTime: string, timeZone = BERLIN) => ({ dateTime, timeZone });

describe.each(DIALECTS)('Microsoft 365 connections (%s)', (dialect) => {
  let t: TestApp;
  let ms: StandIn;
  let host: Person;
  let cookie: string;
  let eventId: number;
  let calendarId: number;

  beforeAll(async () => {
    ms = await startMicrosoftStandIn({ client: CLIENT, mail: 'ada@contoso.example' });
    t = await createTestApp(dialect, {
      clock,
      env: {
        MICROSOFT_CLIENT_ID: CLIENT.id,
        MICROSOFT_CLIENT_SECRET: CLIENT.secret,
        MICROSOFT_LOGIN_BASE_URL: ms.loginBaseUrl,
        MICROSOFT_GRAPH_BASE_URL: ms.graphBaseUrl,
        CONNECTIONS_TIMEOUT_SECONDS: '3',
      },
    });
    host = await createPerson(t, { timezone: 'Europe/Berlin', now: clock() });
    const res = await signIn(t, host.login, host.accountPassword);
    cookie = /slotbook_session=([^;]*)/.exec(String(res.headers['set-cookie']))?.[0] ?? '';
    const { event, calendar } = await bookableEvent(t, host, {
      timezone: 'Europe/Berlin',
      duration: 60,
      settings: { weekly_schedules: everyDay([['09:00', '17:00']]) },
    });
    eventId = event.id;
    calendarId = calendar.id;
    // The same cases as the CalDAV test: Wednesdays 10:00-11:00 Berlin from 2027-03-10, six
    // times; not on the 17th; the 31st moved to 14:00; an all-day event; a free one.
    ms.calendars.push(
      {
        id: 'AAMk-default',
        name: 'Calendar',
        isDefaultCalendar: true,
        canEdit: true,
        events: [
          {
            id: 'standup',
            subject: 'Standup',
            type: 'seriesMaster',
            start: wall('2027-03-10T10:00:00.0000000'),
            end: wall('2027-03-10T11:00:00.0000000'),
            recurrence: {
              pattern: { type: 'weekly', interval: 1, daysOfWeek: ['wednesday'] },
              range: {
                type: 'numbered',
                startDate: '2027-03-10',
                numberOfOccurrences: 6,
                recurrenceTimeZone: BERLIN,
              },
            },
            cancelledOccurrences: ['OID.standup.2027-03-17'],
          },
          {
            id: 'standup-moved',
            subject: 'Standup (moved)',
            type: 'exception',
            seriesMasterId: 'standup',
            originalStart: '2027-03-31T08:00:00Z',
            start: wall('2027-03-31T14:00:00.0000000'),
            end: wall('2027-03-31T15:00:00.0000000'),
          },
          {
            id: 'holiday',
            isAllDay: true,
            start: wall('2027-03-12T00:00:00.0000000', 'UTC'),
            end: wall('2027-03-13T00:00:00.0000000', 'UTC'),
          },
          {
            id: 'reminder',
            showAs: 'free',
            start: wall('2027-03-11T10:00:00.0000000'),
            end: wall('2027-03-11T12:00:00.0000000'),
          },
        ],
      },
      { id: 'AAMk-team', name: 'Team', canEdit: false, events: [] },
    );
  });
  afterAll(async () => {
    await t?.close();
    await ms?.close();
  });

  const { get, consent, callback, connect, connection, sync } = providerConnections(
    'microsoft',
    () => ({ t, host, cookie }),
    '&session_state=x',
  );

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

  let id: number;
  let baseline: Set<string>;

  it('offers MS Teams as an event location', async () => {
    const res = await t.request({
      url: `/api/v2/calendars/${calendarId}/events/${eventId}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    const teams = res.json().calendar_event.settings.location_fields.conferencing.options.ms_teams;
    expect(teams).toEqual({ title: 'MS Teams', location_type: 'conferencing' });
  });

  it('connects with PKCE and a session-bound state, names it by /me, seals the tokens', async () => {
    baseline = await offered();
    const { authorize } = await consent();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/api/v2/connections/microsoft/callback`,
    );
    id = await connect();
    const c = await connection(id);
    expect(c).toMatchObject({
      kind: 'microsoft',
      name: 'ada@contoso.example',
      username: 'ada@contoso.example',
      needs_reconnect: false,
    });
    expect(c.sync.last_error).toBeNull();
    expect(c.calendars.map((x: Json) => [x.name, x.blocks])).toEqual([
      ['Calendar', true],
      ['Team', false],
    ]);
    const row = await t.testDb.database.db
      .selectFrom('calendar_connections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/EwB\d|M\.R3_/);
    expect(ms.violations).toEqual([]);
  });

  it('refuses a state of another session, one used already, and an unknown one', async () => {
    const other = await signIn(t, host.login, host.accountPassword);
    const otherCookie = /slotbook_session=([^;]*)/.exec(String(other.headers['set-cookie']))?.[0];
    const { state, code } = await consent();
    expect((await callback(state, code, otherCookie)).statusCode).toBe(422);
    const again = await callback(state, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('oauth_state_invalid');
    expect((await callback('made-up', code)).statusCode).toBe(422);
    // A Google start's state is not a Microsoft callback's.
    expect(
      (await get('/api/v2/connections/microsoft/callback?error=access_denied')).statusCode,
    ).toBe(422);
  });

  it('blocks the weekly meeting at its Berlin time across the DST change, the all-day event, not the free one', async () => {
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

  it('reads a chosen calendar at once, and syncs incrementally with the delta link', async () => {
    ms.calendars[1]?.events.push({
      id: 'offsite',
      start: wall('2027-03-09T13:00:00.0000000'),
      end: wall('2027-03-09T14:00:00.0000000'),
    });
    const team = (await connection(id)).calendars.find((c: Json) => c.name === 'Team');
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${id}/calendars/${team.id}`,
      as: host,
      payload: { blocks: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await offered()).has('2027-03-09 13:00')).toBe(false);
    // Deleted in Outlook: the next delta round says so.
    const cal = ms.calendars[1];
    if (cal) {
      cal.events = [];
      cal.deleted = ['offsite'];
    }
    const before = ms.requests.length;
    expect((await sync(id)).result.ok).toBe(true);
    expect(ms.requests.slice(before).filter((r) => r.includes('/delta')).length).toBe(2);
    expect((await offered()).has('2027-03-09 13:00')).toBe(true);
    expect(ms.violations).toEqual([]);
  });

  it('syncs fully again when Graph refuses the delta link (410)', async () => {
    ms.expireDeltaLinks();
    ms.calendars[0]?.events.push({
      id: 'dentist',
      start: wall('2027-03-08T15:00:00.0000000'),
      end: wall('2027-03-08T16:00:00.0000000'),
    });
    const result = await sync(id);
    expect(result.result.ok, result.result.error).toBe(true);
    expect((await offered()).has('2027-03-08 15:00')).toBe(false);
    expect((await offered()).has('2027-03-10 10:00')).toBe(false);
    expect(ms.violations).toEqual([]);
  });

  it('refreshes the access token before it expires, and once when Graph refuses it', async () => {
    const issued = ms.issued.length;
    skew += 56 * 60_000; // 4 minutes of the hour's token left: within the margin
    expect((await sync(id)).result.ok).toBe(true);
    expect(ms.issued.length).toBe(issued + 1);
    ms.expireAccessTokens();
    expect((await sync(id)).result.ok).toBe(true);
    expect(ms.issued.length).toBe(issued + 2);
  });

  it('waits out a 429 with Retry-After while reading', async () => {
    ms.troubles.push({ kind: 'throttle', status: 429, retryAfter: '1', times: 1 });
    const at = Date.now();
    const result = await sync(id);
    expect(result.result.ok, result.result.error).toBe(true);
    expect(Date.now() - at).toBeGreaterThanOrEqual(1000);
  });

  it('waits out a 429 with Retry-After when writing a booking back', async () => {
    const cal = (await connection(id)).calendars.find((c: Json) => c.name === 'Calendar');
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${id}/calendars/${cal.id}`,
      as: host,
      payload: { receives_bookings: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const booked = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${eventId}`,
      as: host,
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        timezone: 'UTC',
        start_utc: '2027-03-15T12:00:00Z',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Only the write-back runs now: the next sync is not due.
    await t.testDb.database.db
      .updateTable('calendar_connections')
      .set({ next_sync_at: clock() + 86_400_000 })
      .execute();
    ms.troubles.push({ kind: 'throttle', status: 429, retryAfter: '120', times: 1 });
    const loop = createConnectionSync({
      ...(await connectionSyncDeps(t.config, t.testDb.database, clock)),
      logger: silent,
    });
    const at = clock();
    await loop.runOnce();
    const row = await t.testDb.database.db
      .selectFrom('calendar_writebacks')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.last_error).toMatch(/429/);
    expect(Number(row.next_attempt_at) - at).toBeGreaterThanOrEqual(119_000);
    expect(Number(row.next_attempt_at) - at).toBeLessThan(125_000);
    skew += 121_000;
    await loop.runOnce();
    const written = ms.calendars[0]?.events.find(
      (e) => e.subject !== undefined && e.id.startsWith('ev-'),
    );
    expect(written?.start).toEqual({ dateTime: '2027-03-15T12:00:00', timeZone: 'UTC' });
    // Slotbook's own event blocks nothing more than the booking itself.
    expect((await sync(id)).result.ok).toBe(true);
    const busy = await t.testDb.database.db
      .selectFrom('connection_objects')
      .select('href')
      .where('href', '=', written?.id ?? '')
      .execute();
    expect(busy).toEqual([]);
    expect(ms.violations).toEqual([]);
  });

  it('marks a revoked grant for reconnection, stops calling Microsoft, and reconnects', async () => {
    ms.revokeAll();
    skew += 60 * 60_000; // the access token expires
    const failed = await sync(id);
    expect(failed.result.error).toBe('Microsoft access was revoked or expired: reconnect.');
    expect(failed.connection.needs_reconnect).toBe(true);
    const before = ms.requests.length;
    expect((await sync(id)).result.ok).toBe(false);
    expect(ms.requests.length).toBe(before);
    expect((await offered()).has('2027-03-10 10:00')).toBe(false);
    expect(await connect()).toBe(id);
    const c = await connection(id);
    expect(c.needs_reconnect).toBe(false);
    expect(c.sync.last_error).toBeNull();
  });

  it("never shows a host another host's Microsoft connection", async () => {
    const other = await t.createAccount();
    for (const [method, url] of [
      ['GET', `/api/v2/connections/${id}`],
      ['DELETE', `/api/v2/connections/${id}`],
      ['POST', `/api/v2/connections/${id}/sync`],
    ] as const) {
      expect((await t.request({ method, url, as: other })).statusCode, url).toBe(404);
    }
    expect((await t.request({ url: '/api/v2/connections', as: other })).json().connections).toEqual(
      [],
    );
  });

  it('tells administrators the redirect URL; disconnecting drops the busy time', async () => {
    const status = await t.request({ url: '/api/v2/connections/microsoft' });
    expect(status.json().microsoft).toEqual({
      configured: true,
      redirect_url: `${t.config.publicUrl}/api/v2/connections/microsoft/callback`,
    });
    const mine = await t.request({ url: '/api/v2/connections/microsoft', as: host });
    expect(mine.json().microsoft.redirect_url).toBeNull();
    const res = await t.request({ method: 'DELETE', url: `/api/v2/connections/${id}`, as: host });
    expect(res.statusCode).toBe(200);
    expect((await offered()).has('2027-03-10 10:00')).toBe(true);
    expect(ms.violations).toEqual([]);
  });
});

describe('Microsoft 365 not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('is not offered: the start answers 404', async () => {
    const status = await t.request({ url: '/api/v2/connections/microsoft' });
    expect(status.json().microsoft.configured).toBe(false);
    const start = await t.request({ url: '/api/v2/connections/microsoft/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('microsoft_not_configured');
  });

  it('keeps MS Teams a disabled event location', async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host, {});
    const res = await t.request({
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    const teams = res.json().calendar_event.settings.location_fields.conferencing.options.ms_teams;
    expect(teams.disabled).toBe(true);
  });
});
