/**
 * Zoom bookings, in Debian's Chromium against the Zoom stand-in: the host connects Zoom from the
 * connections screen through Zoom's consent page; a guest books an event whose location is Zoom;
 * the meeting is in the stand-in at the booking's time, its join link and passcode are in the
 * guest's mail (real SMTP) and on the booking page (in the browser); moving the booking patches
 * the meeting, cancelling it deletes the meeting. A revoked grant shows "Reconnect". No code or
 * token Zoom handed out, nor the client secret, shows in the server's log lines or its answers.
 */
import { describe, expect, it } from 'vitest';
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
import { startZoomStandIn } from '../connections/zoom-stand-in.js';

const CLIENT = { clientId: 'dashboardZoomClient', clientSecret: 'zoom-client-secret-dashboard' };
/** Tomorrow, 10:00-11:00 UTC. */
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const logs = captureLogs();

describe.each(DASHBOARD_DIALECTS)('Zoom bookings in the browser (%s)', (dialect) => {
  const suite = useProviderDashboard(
    dialect,
    () => startZoomStandIn(CLIENT),
    (z) => ({
      ZOOM_CLIENT_ID: CLIENT.clientId,
      ZOOM_CLIENT_SECRET: CLIENT.clientSecret,
      ZOOM_OAUTH_BASE_URL: z.base,
      ZOOM_API_BASE_URL: z.apiBase,
    }),
    logs.stream,
  );

  it('makes a Zoom meeting whose link and passcode the guest gets by mail and on the booking page', async () => {
    const { app, browser, standIn: z } = suite;
    const { t, origin } = app;
    const host = await createPerson(t);
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      event: { location_settings: [{ type: 'zoom_meeting', title: 'Zoom' }] },
    });

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchPage(page);
    await connectInDashboard(page, origin, host, {
      link: 'Connect Zoom',
      consent: 'Allow',
      connected: 'Zoom connected.',
    });
    const card = page.getByRole('article', { name: 'ada@example.com' });
    await card.getByText('Zoom meetings').waitFor({ timeout: UI_TIMEOUT });

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
    expect(z.meetings).toHaveLength(1);
    const meeting = z.meetings[0]!;
    expect(meeting).toMatchObject({ start_time: `${day}T10:00:00Z`, duration: 60, type: 2 });
    // The first confirmation went out before the meeting existed: it comes again, with the link.
    const ready = (await app.deliver()).find((mail) => mail.subject?.startsWith('Booking Conf'));
    expect(ready?.text).toContain(`Zoom: ${meeting.join_url} (passcode: ${meeting.password})`);

    const guestPage = await context.newPage();
    await guestPage.goto(`${origin}/booking/${booking.hash}`);
    await guestPage.getByRole('link', { name: meeting.join_url }).waitFor({ timeout: UI_TIMEOUT });
    await guestPage.getByText(meeting.password).first().waitFor({ timeout: UI_TIMEOUT });

    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: `${day}T13:00:00Z` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mails = await app.deliver();
    const toGuest = mails.find((mail) => mail.subject?.startsWith('Booking Rescheduled'));
    expect(toGuest?.text).toContain(meeting.join_url);
    expect(toGuest?.text).toContain(`passcode: ${meeting.password}`);
    await loop.runOnce();
    expect(z.meetings).toEqual([expect.objectContaining({ id: meeting.id })]);
    expect(z.meetings[0]?.start_time).toBe(`${day}T13:00:00Z`);

    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'Ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await loop.runOnce();
    expect(z.meetings).toEqual([]);
    expect(z.requests).toContain(`DELETE /v2/meetings/${meeting.id}`);

    // The host removes the app in Zoom: the card says to reconnect, and reconnecting works.
    z.revokeAll();
    const [c] = (await t.request({ url: '/api/v2/connections', as: host })).json().connections;
    await t.request({ method: 'POST', url: `/api/v2/connections/${c.id}/sync`, as: host });
    await page.reload();
    await card.getByRole('link', { name: 'Reconnect ada@example.com' }).click();
    await page.getByRole('button', { name: 'Allow' }).click({ timeout: UI_TIMEOUT });
    await page.getByText('Zoom connected.').waitFor({ timeout: UI_TIMEOUT });
    await expect
      .poll(async () => {
        const res = await t.request({ url: '/api/v2/connections', as: host });
        return res.json().connections[0]?.needs_reconnect;
      })
      .toBe(false);
    expect(z.violations).toEqual([]);
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    const secrets = [...z.secrets, CLIENT.clientSecret];
    await expectNoSecrets(t, host, logs.text(), '/api/v2/connections/zoom/callback', secrets);
    await context.close();
  });
});
