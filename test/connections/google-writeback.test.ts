/**
 * Bookings written into a host's Google calendar (events.insert, events.patch, events.delete,
 * every request checked by the Google stand-in against Google's discovery document): a booking
 * of a "Google Meet" event gets a Meet conference, whose link is recorded on the booking and then
 * shown in the guest's mail (real SMTP) and booking page; moving it patches the event, cancelling
 * deletes it. A 429 with Retry-After is waited out, a malformed answer retried, and the booking
 * is never blocked by Google.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import type { ConnectionSync } from '../../src/modules/connections/sync-loop.js';
import { icsUid } from '../../src/modules/mail/index.js';
import { connectionSyncDeps } from '../../src/services.js';
import { signIn } from '../helpers/accounts.js';
import type { TestApp } from '../helpers/app.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import { createPerson, type Person } from '../helpers/dashboard.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf } from '../helpers/smtp.js';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in.js';

const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
let skew = 0;
const clock = () => T0 + (Date.now() - started) + skew;
const CLIENT = { clientId: 'slotbook-test.apps.googleusercontent.com', clientSecret: 'shh-secret' };
const CAL = 'ada@example.com';
const silent = { warn() {}, error() {} };

describe.each(DIALECTS)('Google write-back with Meet (%s)', (dialect) => {
  let m: MailingApp;
  let t: TestApp;
  let g: GoogleStandIn;
  let host: Person;
  let cookie: string;
  let eventHash: string;
  let loop: ConnectionSync;

  beforeAll(async () => {
    g = await startGoogleStandIn(CLIENT);
    m = await startMailingApp(dialect, {
      clock,
      env: {
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_OAUTH_BASE_URL: g.base,
        GOOGLE_API_BASE_URL: g.base,
        CONNECTIONS_TIMEOUT_SECONDS: '3',
      },
    });
    ({ t } = m);
    g.calendars.push({ id: CAL, summary: 'Ada', timeZone: 'UTC', primary: true, events: [] });
    host = await createPerson(t, { timezone: 'UTC', now: clock() });
    const res = await signIn(t, host.login, host.accountPassword);
    cookie = /slotbook_session=([^;]*)/.exec(String(res.headers['set-cookie']))?.[0] ?? '';
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      event: { location_settings: [{ type: 'google_meet' }] },
    });
    eventHash = event.hash;
    // The existing flow: the consent page's Allow button, then the callback.
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const start = await get('/api/v2/connections/google/start');
    const page = await (await fetch(String(start.headers.location))).text();
    const state = /name="state" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const code = /name="code" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const back = await get(`/api/v2/connections/google/callback?state=${state}&code=${code}`);
    const id = Number(String(back.headers.location).split('=')[1]);
    const connection = (await t.request({ url: `/api/v2/connections/${id}`, as: host })).json()
      .connection;
    const primary = connection.calendars.find((c: Json) => c.name === 'Ada');
    const chosen = await t.request({
      method: 'PUT',
      url: `/api/v2/connections/${id}/calendars/${primary.id}`,
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
    await m?.close();
    await g?.close();
  });

  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
  let address = 0;
  const guestBook = async (start: string, email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${eventHash}/bookings`,
      remoteAddress: `198.51.100.${++address}`,
      payload: { name: 'Bob Guest', email, timezone: 'UTC', start_utc: start },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking;
  };
  const hostPut = (id: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/v2/schedules/${id}`, as: host, payload });
  const written = (uid: string) => g.calendars[0]?.events.find((e) => e.iCalUID === uid);
  const bookingOf = async (id: number) =>
    (await t.request({ url: `/api/v2/schedules/${id}`, as: host })).json().booking;

  it('creates the event with a Meet link, shows the link, patches it on a move, deletes it on a cancel', async () => {
    const email = 'meetguest@example.org';
    const booking = await guestBook('2027-03-10T10:00:00Z', email);
    await m.deliver();
    await loop.runOnce();
    const uid = icsUid({ hash: booking.hash, cancelUrl: t.config.publicUrl });
    const event = written(uid);
    expect(event?.start).toEqual({ dateTime: '2027-03-10T10:00:00.000Z' });
    const meet = event?.hangoutLink ?? '';
    expect(meet).toMatch(/^https:\/\/meet\.google\.com\/\w{3}-\w{4}-\w{3}$/);
    expect((await bookingOf(booking.id)).online_meeting).toEqual({
      provider: 'google_meet',
      join_url: meet,
      external_id: event?.conferenceData?.conferenceId,
    });
    const page = await t.app.inject({ url: `/booking/${booking.hash}` });
    expect(page.body).toContain(`href="${meet}"`);
    // Made after the confirmation went out: the guest gets the confirmation again, with the link.
    const ready = (await m.deliver()).filter((x) => to(x) === email);
    expect(ready.map((x) => x.subject)).toEqual([expect.stringMatching(/^Booking Confirmation: /)]);
    expect(ready[0]?.text).toContain(`Your online meeting is ready. Google Meet: ${meet}`);

    expect((await hostPut(booking.id, { start_utc: '2027-03-10T13:00:00Z' })).statusCode).toBe(200);
    const mail = (await m.deliver()).find((x) => to(x) === email);
    expect(mail?.subject).toMatch(/^Booking Rescheduled: /);
    expect(mail?.text).toContain(meet);
    const vevent = new ICAL.Component(ICAL.parse(icsOf(mail!)!)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBe(meet);
    await loop.runOnce();
    expect(g.calendars[0]?.events.filter((e) => e.iCalUID === uid)).toHaveLength(1);
    expect(written(uid)?.start).toEqual({ dateTime: '2027-03-10T13:00:00.000Z' });
    expect(written(uid)?.hangoutLink).toBe(meet);
    expect(g.requests.filter((r) => r.startsWith('PATCH '))).toHaveLength(1);

    const cancelled = await hostPut(booking.id, { status: 'cancelled', cancel_reason: 'Ill' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await loop.runOnce();
    expect(written(uid)?.status).toBe('cancelled');
    expect(g.violations).toEqual([]);
  });

  it('waits out a 429 Retry-After and retries a malformed answer, never blocking the booking', async () => {
    let answers = ['429', 'malformed'];
    g.overrides.push((req, res) => {
      if (req.method !== 'POST' || !req.url?.includes('/events')) return false;
      const next = answers.shift();
      if (next === '429') {
        res.writeHead(429, { 'retry-after': '120', 'content-type': 'application/json' });
        res.end('{"error":{"code":429}}');
        return true;
      }
      if (next === 'malformed') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "x", ');
        return true;
      }
      return false;
    });
    const booking = await guestBook('2027-03-11T10:00:00Z', 'later@example.org');
    await loop.runOnce();
    const row = await t.testDb.database.db
      .selectFrom('calendar_writebacks')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.last_error).toMatch(/429/);
    const wait = Number(row.next_attempt_at) - clock();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(120_000);
    await loop.runOnce();
    expect(answers).toEqual(['malformed']); // not asked again before Retry-After
    skew += 121_000;
    await loop.runOnce();
    expect(answers).toEqual([]);
    skew += 3_600_000;
    await loop.runOnce();
    const uid = icsUid({ hash: booking.hash, cancelUrl: t.config.publicUrl });
    expect(written(uid)?.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\//);
    expect((await bookingOf(booking.id)).status).toBe('scheduled');
    answers = [];
    expect(g.violations).toEqual([]);
  });
});
