/**
 * A host with Zoom and a Google calendar that receives their bookings: the calendar's event of a
 * Zoom booking carries the meeting's link as its location, and a failing Zoom does not hold up the
 * calendar (the event is written at once, and gets the link once Zoom answers again).
 * Over 30 seconds: on both engines, each with the Google and Zoom stand-ins and the write-back
 * retried after a failing Zoom.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import type { ConnectionSync } from '../../src/modules/connections/sync-loop.js';
import { icsUid } from '../../src/modules/mail/index.js';
import { connectionSyncDeps } from '../../src/services.js';
import { signIn } from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import { createPerson, type Person } from '../helpers/dashboard.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in.js';
import { startZoomStandIn, type ZoomStandIn } from './zoom-stand-in.js';

const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
let skew = 0;
const clock = () => T0 + (Date.now() - started) + skew;
const GOOGLE = { clientId: 'slotbook-test.apps.googleusercontent.com', clientSecret: 'g-secret' };
const ZOOM = { clientId: 'zoomClientId123', clientSecret: 'z-secret' };
const silent = { warn() {}, error() {} };

describe.each(DIALECTS)('Zoom meetings in a receiving calendar (%s)', (dialect) => {
  let t: TestApp;
  let g: GoogleStandIn;
  let z: ZoomStandIn;
  let host: Person;
  let cookie: string;
  let loop: ConnectionSync;
  let eventHash: string;

  beforeAll(async () => {
    skew = 0;
    [g, z] = await Promise.all([startGoogleStandIn(GOOGLE), startZoomStandIn(ZOOM)]);
    g.calendars.push({
      id: 'ada@example.com',
      summary: 'Ada',
      timeZone: 'UTC',
      primary: true,
      events: [],
    });
    t = await createTestApp(dialect, {
      clock,
      env: {
        GOOGLE_CLIENT_ID: GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        GOOGLE_OAUTH_BASE_URL: g.base,
        GOOGLE_API_BASE_URL: g.base,
        ZOOM_CLIENT_ID: ZOOM.clientId,
        ZOOM_CLIENT_SECRET: ZOOM.clientSecret,
        ZOOM_OAUTH_BASE_URL: z.base,
        ZOOM_API_BASE_URL: z.apiBase,
      },
    });
    host = await createPerson(t, { timezone: 'UTC', now: clock() });
    const res = await signIn(t, host.login, host.accountPassword);
    cookie = /slotbook_session=([^;]*)/.exec(String(res.headers['set-cookie']))?.[0] ?? '';
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      event: { location_settings: [{ type: 'zoom_meeting', title: 'Zoom' }] },
    });
    eventHash = event.hash;
    for (const provider of ['google', 'zoom']) {
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      const start = await get(`/api/v2/connections/${provider}/start`);
      const page = await (await fetch(String(start.headers.location))).text();
      const state = /name="state" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const code = /name="code" value="([^"]+)"/.exec(page)?.[1] ?? '';
      const back = await get(
        `/api/v2/connections/${provider}/callback?state=${state}&code=${code}`,
      );
      expect(String(back.headers.location)).toContain(`${provider}_connected=`);
    }
    const list = (await t.request({ url: '/api/v2/connections', as: host })).json().connections;
    const google: Json = list.find((c: Json) => c.kind === 'google');
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${google.id}/calendars/${google.calendars[0].id}`,
      as: host,
      payload: { receives_bookings: true },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    loop = createConnectionSync({
      ...(await connectionSyncDeps(t.config, t.testDb.database, clock)),
      logger: silent,
    });
  });
  afterAll(async () => {
    await t?.close();
    await g?.close();
    await z?.close();
  });

  it('writes the event at once while Zoom fails, then with the Zoom link as its location', async () => {
    z.overrides.push((req, res) => {
      if (req.method !== 'POST' || !req.url?.includes('/meetings')) return false;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500}');
      return true;
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${eventHash}/bookings`,
      payload: {
        name: 'Bob',
        email: 'bob@example.org',
        timezone: 'UTC',
        start_utc: '2027-03-10T10:00:00Z',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().booking;
    await loop.runOnce();
    const uid = icsUid({ hash: booking.hash, cancelUrl: t.config.publicUrl });
    const written = () => g.calendars[0]?.events.find((e) => e.iCalUID === uid);
    expect(written()?.start).toEqual({ dateTime: '2027-03-10T10:00:00.000Z' });
    expect(z.meetings).toEqual([]);

    z.overrides.length = 0;
    skew += 31_000;
    await loop.runOnce();
    const join = z.meetings[0]?.join_url;
    expect(join).toMatch(/^https:\/\/zoom\.us\/j\/\d+/);
    expect(written()?.location).toBe(join);
    expect(g.violations).toEqual([]);
    expect(z.violations).toEqual([]);
  });
});
