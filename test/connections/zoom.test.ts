/**
 * Zoom meetings against the Zoom stand-in (every API request checked against Zoom's OpenAPI
 * description): connecting with PKCE and a session-bound state, tokens sealed; a meeting per
 * booking of a Zoom event, at the booking's time, whose join link and passcode the booking then
 * carries (its page, the guest's mails); moved with the booking, deleted when it is cancelled; a
 * 429 Retry-After waited out; the token refreshed before it expires (Zoom rotates the refresh
 * token); a revoked grant shown as "reconnect"; hostile answers failing with their reason in the
 * connection's sync health; disconnecting revokes the grant; no host sees another's connection.
 * Over 30 seconds: on both engines, each with a mailing app and the stand-in; the hostile answers
 * wait out the 3-second time limit.
 */
import type { ServerResponse } from 'node:http';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import type { ConnectionSync } from '../../src/modules/connections/sync-loop.js';
import { connectionSyncDeps } from '../../src/services.js';
import { signIn } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import { createPerson, type Person } from '../helpers/dashboard.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { providerConnections } from '../helpers/provider-connect.js';
import { startZoomStandIn, type ZoomStandIn } from './zoom-stand-in.js';

const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
let skew = 0;
const clock = () => T0 + (Date.now() - started) + skew;
const CLIENT = { clientId: 'zoomClientId123', clientSecret: 'zoom-secret' };
const silent = { warn() {}, error() {} };

describe.each(DIALECTS)('Zoom meetings (%s)', (dialect) => {
  let m: MailingApp;
  let t: TestApp;
  let z: ZoomStandIn;
  let host: Person;
  let cookie: string;
  let zoomHash: string;
  let otherHash: string;
  let loop: ConnectionSync;
  let id: number;

  beforeAll(async () => {
    skew = 0;
    z = await startZoomStandIn(CLIENT);
    m = await startMailingApp(dialect, {
      clock,
      env: {
        ZOOM_CLIENT_ID: CLIENT.clientId,
        ZOOM_CLIENT_SECRET: CLIENT.clientSecret,
        ZOOM_OAUTH_BASE_URL: z.base,
        ZOOM_API_BASE_URL: z.apiBase,
        CONNECTIONS_TIMEOUT_SECONDS: '3',
      },
    });
    ({ t } = m);
    host = await createPerson(t, { timezone: 'Europe/Berlin', now: clock() });
    cookie = await sessionOf(host);
    const zoomEvent = await bookableEvent(t, host, {
      duration: 60,
      event: { location_settings: [{ type: 'zoom_meeting', title: 'Zoom' }] },
    });
    zoomHash = zoomEvent.event.hash;
    const other = await bookableEvent(t, host, { duration: 30 });
    otherHash = other.event.hash;
    loop = createConnectionSync({
      ...(await connectionSyncDeps(t.config, t.testDb.database, clock)),
      logger: silent,
    });
  });
  afterAll(async () => {
    await m?.close();
    await z?.close();
  });

  async function sessionOf(person: Person) {
    const res = await signIn(t, person.login, person.accountPassword);
    expect(res.statusCode, res.body).toBe(200);
    return /slotbook_session=([^;]*)/.exec(String(res.headers['set-cookie']))?.[0] ?? '';
  }
  const flow = providerConnections('zoom', () => ({ t, host, cookie }));
  const { get } = flow;
  /** The flow as a browser goes through it: start, the consent page's Allow, the callback. */
  async function connect(): Promise<string> {
    const { state, code } = await flow.consent();
    const back = await flow.callback(state, code);
    expect(back.statusCode, back.body).toBe(302);
    return String(back.headers.location);
  }
  const connection = () => flow.connection(id);
  const sync = () => flow.sync(id);

  let address = 0;
  const guestBook = async (hash: string, start: string, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${hash}/bookings`,
      remoteAddress: `198.51.100.${++address}`,
      payload: { name: 'Bob Guest', email, timezone: 'UTC', start_utc: start },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking;
  };
  const hostPut = (bookingId: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/v2/schedules/${bookingId}`, as: host, payload });
  const bookingOf = async (bookingId: number) =>
    (await t.request({ url: `/api/v2/schedules/${bookingId}`, as: host })).json().booking;
  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
  const meetingAt = (start: string) => z.meetings.find((x) => x.start_time === start);

  it('connects with PKCE and a session-bound state, names it by the account, seals the tokens', async () => {
    const start = await get('/api/v2/connections/zoom/start');
    const authorize = new URL(String(start.headers.location));
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/api/v2/connections/zoom/callback`,
    );
    // A state spent from another session is refused, and gone.
    const page = await (await fetch(authorize.href)).text();
    const state = /name="state" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const otherSession = await sessionOf(host);
    const refused = await get(
      `/api/v2/connections/zoom/callback?state=${state}&code=x`,
      otherSession,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('oauth_state_invalid');

    const location = await connect();
    expect(location).toMatch(/^\/app\/connections\?zoom_connected=\d+$/);
    id = Number(location.split('=')[1]);
    const c = await connection();
    expect(c).toMatchObject({ kind: 'zoom', name: 'ada@example.com', needs_reconnect: false });
    expect(c.calendars).toEqual([]);
    expect(c.sync.last_error).toBeNull();
    expect(c.sync.last_success_at).not.toBeNull();
    const row = await t.testDb.database.db
      .selectFrom('calendar_connections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toMatch(/zat\.|zrt\./);
    expect(z.violations).toEqual([]);
  });

  it('makes a meeting at the booking time, moves it with the booking, deletes it on a cancel', async () => {
    const email = 'zoomguest@example.org';
    const booking = await guestBook(zoomHash, '2027-03-10T10:00:00Z', email);
    await m.deliver();
    await loop.runOnce();
    const meeting = meetingAt('2027-03-10T10:00:00Z');
    expect(meeting).toMatchObject({ type: 2, duration: 60, timezone: 'Europe/Berlin' });
    expect(meeting?.topic).toBeTruthy();
    const join = meeting?.join_url ?? '';
    expect((await bookingOf(booking.id)).online_meeting).toEqual({
      provider: 'zoom',
      join_url: join,
      passcode: meeting?.password,
      external_id: String(meeting?.id),
    });
    const page = await t.app.inject({ url: `/booking/${booking.hash}` });
    expect(page.body).toContain(`href="${join.replace(/&/g, '&amp;')}"`);
    // The confirmation went out before the meeting was made: the guest gets it again, with it.
    const ready = (await m.deliver()).filter((x) => to(x) === email);
    expect(ready.map((x) => x.subject)).toEqual([expect.stringMatching(/^Booking Confirmation: /)]);
    expect(ready[0]?.text).toContain(`${join} (passcode: ${meeting?.password})`);

    expect((await hostPut(booking.id, { start_utc: '2027-03-10T13:00:00Z' })).statusCode).toBe(200);
    const mail = (await m.deliver()).find((x) => to(x) === email);
    expect(mail?.subject).toMatch(/^Booking Rescheduled: /);
    expect(mail?.text).toContain(join);
    expect(mail?.text).toContain(`passcode: ${meeting?.password}`);
    await loop.runOnce();
    expect(z.meetings).toHaveLength(1);
    expect(z.meetings[0]).toMatchObject({ id: meeting?.id, start_time: '2027-03-10T13:00:00Z' });
    expect(z.requests.filter((r) => r.startsWith('PATCH /v2/meetings/'))).toHaveLength(1);

    const cancelled = await hostPut(booking.id, { status: 'cancelled', cancel_reason: 'Ill' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await loop.runOnce();
    expect(z.meetings).toEqual([]);
    expect(z.requests).toContain(`DELETE /v2/meetings/${meeting?.id}`);
    expect((await bookingOf(booking.id)).online_meeting).toBeNull();
    expect(z.violations).toEqual([]);
  });

  it('makes no meeting for an event elsewhere', async () => {
    const before = z.requests.length;
    const booking = await guestBook(otherHash, '2027-03-11T09:00:00Z', 'plain@example.org');
    await loop.runOnce();
    expect(z.requests.slice(before).filter((r) => r.includes('/meetings'))).toEqual([]);
    expect((await bookingOf(booking.id)).online_meeting).toBeNull();
  });

  it('waits out a 429 Retry-After', async () => {
    let limited = true;
    z.overrides.push((req, res) => {
      if (!limited || req.method !== 'POST' || !req.url?.includes('/meetings')) return false;
      limited = false;
      res.writeHead(429, { 'retry-after': '90', 'content-type': 'application/json' });
      res.end('{"code":429,"message":"You have reached the maximum per-second rate limit."}');
      return true;
    });
    const booking = await guestBook(zoomHash, '2027-03-12T10:00:00Z', 'later@example.org');
    await loop.runOnce();
    const row = await t.testDb.database.db
      .selectFrom('calendar_writebacks')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.last_error).toMatch(/429/);
    const wait = Number(row.next_attempt_at) - clock();
    expect(wait).toBeGreaterThan(80_000);
    expect(wait).toBeLessThanOrEqual(90_000);
    await loop.runOnce();
    expect(meetingAt('2027-03-12T10:00:00Z')).toBeUndefined();
    skew += 91_000;
    await loop.runOnce();
    expect(meetingAt('2027-03-12T10:00:00Z')).toBeDefined();
    expect((await bookingOf(booking.id)).online_meeting?.provider).toBe('zoom');
    z.overrides.length = 0;
  });

  it('refreshes the access token before it expires, keeping the rotated refresh token', async () => {
    skew += 59.5 * 60_000;
    const before = z.requests.length;
    expect((await sync()).result.ok).toBe(true);
    expect(z.requests.slice(before)).toEqual(['POST /oauth/token', 'GET /v2/users/me']);
    // The refresh token used is spent; the new one, sealed, works an hour later.
    skew += 60 * 60_000;
    expect((await sync()).result.ok).toBe(true);
    expect(z.requests.slice(before).filter((r) => r === 'POST /oauth/token')).toHaveLength(2);
    expect(z.violations).toEqual([]);
  });

  it('lets the sync and a meeting refresh at once: the loser uses the rotated tokens', async () => {
    skew += 2 * 3_600_000;
    await guestBook(zoomHash, '2027-03-13T10:00:00Z', 'both@example.org');
    // `runOnce` runs the write-back and the due sync side by side; both find the token expired.
    await t.testDb.database.db
      .updateTable('calendar_connections')
      .set({ next_sync_at: 0 })
      .where('id', '=', id)
      .execute();
    await loop.runOnce();
    expect(meetingAt('2027-03-13T10:00:00Z')).toBeDefined();
    const c = await connection();
    expect(c.needs_reconnect).toBe(false);
    expect(c.sync.last_error).toBeNull();
    expect(z.violations).toEqual([]);
  });

  it(
    'fails cleanly on hostile answers, with the reason in the sync health',
    { timeout: 60_000 },
    async () => {
      const cases: [string, (res: ServerResponse) => void, RegExp][] = [
        ['huge', (res) => res.writeHead(201).end(Buffer.alloc(11 * 2 ** 20, 'x')), /larger than/],
        ['malformed', (res) => res.writeHead(201).end('{"id": 1, '), /malformed JSON/],
        [
          'no https link',
          (res) => res.writeHead(201).end('{"id": 123, "join_url": "javascript:alert(1)"}'),
          /without an id or https join link/,
        ],
        ['slow', (res) => res.writeHead(201).write('{"id": '), /No complete answer within 3000 ms/],
      ];
      let n = 0;
      for (const [, handler, message] of cases) {
        z.overrides.length = 0;
        z.overrides.push((req, res) => {
          if (req.method !== 'POST' || !req.url?.includes('/meetings')) return false;
          handler(res);
          return true;
        });
        const booking = await guestBook(zoomHash, `2027-03-1${5 + n++}T10:00:00Z`, 'h@example.org');
        await loop.runOnce();
        expect((await connection()).sync.last_error).toMatch(message);
        expect((await bookingOf(booking.id)).online_meeting).toBeNull();
        expect((await bookingOf(booking.id)).status).toBe('scheduled');
      }
      z.overrides.length = 0;
      skew += 3 * 3_600_000;
      await loop.runOnce();
      expect(z.meetings.length).toBeGreaterThanOrEqual(5);
      expect((await connection()).sync.last_error).toBeNull();
      expect((await t.request({ url: '/healthz', as: null })).statusCode).toBe(200);
    },
  );

  it('shows a revoked grant as "reconnect", stops calling Zoom, and reconnects', async () => {
    z.revokeAll();
    skew += 2 * 3_600_000;
    const failed = await sync();
    expect(failed.result.error).toBe('Zoom access was revoked or expired: reconnect.');
    expect(failed.connection.needs_reconnect).toBe(true);
    expect(failed.connection.sync.last_error).toBe(
      'Zoom access was revoked or expired: reconnect.',
    );
    const before = z.requests.length;
    // An hour of failures later, the host is told, once, in words about Zoom.
    skew += 61 * 60_000;
    expect((await sync()).result.ok).toBe(false);
    const told = (await m.deliver()).filter((x) => x.subject?.startsWith('Slotbook cannot'));
    expect(told.map((x) => x.subject)).toEqual([
      'Slotbook cannot reach your Zoom account "ada@example.com"',
    ]);
    expect(told[0]?.text).toContain('new bookings of your Zoom events get no Zoom meeting');
    await guestBook(zoomHash, '2027-03-20T10:00:00Z', 'meanwhile@example.org');
    await loop.runOnce();
    expect(z.requests.length).toBe(before);
    expect(await connect()).toBe(`/app/connections?zoom_connected=${id}`);
    const c = await connection();
    expect(c.needs_reconnect).toBe(false);
    expect(c.sync.last_error).toBeNull();
  });

  it("never shows a host another host's Zoom connection", async () => {
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

  it('tells administrators the redirect URL, and revokes the grant when disconnected', async () => {
    const status = await t.request({ url: '/api/v2/connections/zoom' });
    expect(status.json().zoom).toEqual({
      configured: true,
      redirect_url: `${t.config.publicUrl}/api/v2/connections/zoom/callback`,
    });
    const mine = await t.request({ url: '/api/v2/connections/zoom', as: host });
    expect(mine.json().zoom.redirect_url).toBeNull();
    const res = await t.request({ method: 'DELETE', url: `/api/v2/connections/${id}`, as: host });
    expect(res.statusCode).toBe(200);
    expect(z.revoked).toHaveLength(1);
    // The grant is over at Zoom: its refresh token no longer works.
    const left = await t.request({ url: '/api/v2/connections', as: host });
    expect(left.json().connections).toEqual([]);
    expect(z.violations).toEqual([]);
  });
});

describe('Zoom not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('is not offered: the start answers 404', async () => {
    const status = await t.request({ url: '/api/v2/connections/zoom' });
    expect(status.json().zoom.configured).toBe(false);
    const start = await t.request({ url: '/api/v2/connections/zoom/start' });
    expect(start.statusCode).toBe(404);
    expect(start.json().code).toBe('zoom_not_configured');
  });
});

describe('The Zoom stand-in', () => {
  it("refuses what Zoom's OpenAPI description refuses", async () => {
    const z = await startZoomStandIn(CLIENT);
    try {
      const ok = { topic: 'Intro', type: 2, start_time: '2027-03-10T10:00:00Z', duration: 30 };
      expect(z.problemsOf('POST', '/v2/users/me/meetings', JSON.stringify(ok))).toEqual([]);
      expect(z.problemsOf('PUT', '/v2/meetings/123', '{}')).toEqual([
        'no such operation: PUT /meetings/123',
      ]);
      expect(z.problemsOf('PATCH', '/v2/meetings/abc', '{}')).toEqual([
        'meetingUpdate: meetingId=abc is not integer',
      ]);
      expect(z.problemsOf('POST', '/v2/users/me/meetings', '{"type": 5}')[0]).toMatch(
        /meetingCreate: body\/type must be equal to one of the allowed values/,
      );
      expect(
        z.problemsOf('POST', '/v2/users/me/meetings', '{"start_time": "tomorrow"}')[0],
      ).toMatch(/start_time must match format "date-time"/);
      expect(z.problemsOf('POST', '/v2/users/me/meetings', '{"topc": "x"}')).toEqual([
        'meetingCreate: body names unknown property topc',
      ]);
      expect(z.problemsOf('POST', '/v2/users/me/meetings', 'nope')).toEqual([
        'meetingCreate: body is not JSON',
      ]);
    } finally {
      await z.close();
    }
  });
});
