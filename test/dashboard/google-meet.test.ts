/**
 * Google Meet bookings, in Debian's Chromium against the Google stand-in: the host connects
 * Google Calendar in the dashboard and has their bookings written to it; a guest books a
 * "Google Meet" event, the event with its Meet link is in the stand-in, the guest's mail (real
 * SMTP) and booking page (in the browser) give the link; moving the booking moves the event,
 * cancelling it deletes the event. No code or token Google handed out, nor the client secret,
 * shows in the server's log lines or its answers.
 */
import { describe, expect, it } from 'vitest';
import { icsUid } from '../../src/modules/mail/index.js';
import { newContext, watchPage } from '../helpers/browser.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import {
  captureLogs,
  connectInDashboard,
  expectNoSecrets,
  syncLoopOf,
  useProviderDashboard,
} from '../helpers/calendar-providers.js';
import { createPerson, DASHBOARD_DIALECTS, UI_TIMEOUT } from '../helpers/dashboard.js';
import type { Json } from '../helpers/json.js';
import { startGoogleStandIn } from '../connections/google-stand-in.js';

const CLIENT = {
  clientId: 'dashboard-test.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-meet-test-client-secret',
};
/** Tomorrow, 10:00-11:00 UTC. */
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const logs = captureLogs();

describe.each(DASHBOARD_DIALECTS)('Google Meet bookings in the browser (%s)', (dialect) => {
  const suite = useProviderDashboard(
    dialect,
    () => startGoogleStandIn(CLIENT),
    (g) => ({
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_OAUTH_BASE_URL: g.base,
      GOOGLE_API_BASE_URL: g.base,
    }),
    logs.stream,
  );

  it('writes the booking with a Meet link the guest gets by mail and on the booking page', async () => {
    const { app, browser, standIn: g } = suite;
    const { t, origin } = app;
    g.calendars.push({
      id: 'ada@example.com',
      summary: 'Ada',
      timeZone: 'UTC',
      primary: true,
      events: [],
    });
    const host = await createPerson(t);
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      event: { location_settings: [{ type: 'google_meet' }] },
    });

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchPage(page);
    await connectInDashboard(page, origin, host, {
      link: 'Connect Google Calendar',
      consent: 'Allow',
      connected: 'Google Calendar connected.',
    });
    const card = page.getByRole('article', { name: 'ada@example.com' });
    await card.getByLabel('Receives my bookings (Ada, ada@example.com)').check();
    await expect
      .poll(async () => {
        const res = await t.request({ url: '/api/v2/connections', as: host });
        return res.json().connections[0]?.calendars[0]?.receives_bookings;
      })
      .toBe(true);

    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: {
        name: 'Bob Guest',
        email: 'bob@example.org',
        timezone: 'UTC',
        start_utc: `${day}T10:00:00Z`,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking: Json = booked.json().booking;
    await app.deliver();
    const loop = await syncLoopOf(t, logs.logger);
    await loop.runOnce();
    const uid = icsUid({ hash: booking.hash, cancelUrl: origin });
    const written = () => g.calendars[0]?.events.find((e) => e.iCalUID === uid);
    const meet = written()?.hangoutLink ?? '';
    expect(meet).toMatch(/^https:\/\/meet\.google\.com\//);

    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: `${day}T13:00:00Z` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mails = await app.deliver();
    const toGuest = mails.find((mail) => mail.subject?.startsWith('Booking Rescheduled'));
    expect(toGuest?.text).toContain(meet);
    await loop.runOnce();
    expect(written()?.start).toEqual({ dateTime: `${day}T13:00:00.000Z` });

    const guestPage = await context.newPage();
    await guestPage.goto(`${origin}/booking/${booking.hash}`);
    await guestPage.getByRole('link', { name: meet }).waitFor({ timeout: UI_TIMEOUT });

    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'Ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await loop.runOnce();
    expect(written()?.status).toBe('cancelled');
    expect(g.violations).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    await context.close();

    // Secrets: the callback's request was logged, without its code; nothing issued shows anywhere.
    const secrets = [...g.issued, CLIENT.clientSecret];
    await expectNoSecrets(t, host, logs.text(), '/api/v2/connections/google/callback', secrets);
  });
});
