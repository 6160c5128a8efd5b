/**
 * Microsoft 365 in the dashboard, in Debian's Chromium against the Microsoft stand-in: the host
 * clicks "Connect Microsoft 365", accepts on the stand-in's consent page, chooses a calendar whose
 * event then blocks a slot, and has their bookings written to their default calendar. A guest
 * books a "Microsoft Teams" event on its page: the event with its Teams join link is in the stand-in and the
 * link is on the guest's booking page; moving the booking patches the event, cancelling deletes
 * it. No code or token Microsoft handed out, nor the client secret, shows in the server's log
 * lines or its answers.
 */
import { describe, expect, it } from 'vitest';
import { newContext, pickFirstFreeTime, watchPage } from '../helpers/browser.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import {
  captureLogs,
  connectInDashboard,
  expectNoSecrets,
  offeredOn,
  syncLoopOf,
  useProviderDashboard,
} from '../helpers/calendar-providers.js';
import { createPerson, DASHBOARD_DIALECTS, UI_TIMEOUT } from '../helpers/dashboard.js';
import type { Json } from '../helpers/json.js';
import { startMicrosoftStandIn } from '../connections/microsoft-stand-in.js';

const CLIENT = {
  id: '11111111-2222-3333-4444-555555555555',
  secret: 'ms-client-secret-Q8~dashboard',
};
/** Tomorrow (UTC). */
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const utc = (time: string) => ({ dateTime: `${day}T${time}:00.0000000`, timeZone: 'UTC' });

const logs = captureLogs();

describe.each(DASHBOARD_DIALECTS)('Microsoft 365 in the dashboard (%s)', (dialect) => {
  const suite = useProviderDashboard(
    dialect,
    () => startMicrosoftStandIn({ client: CLIENT, mail: 'ada@contoso.example' }),
    (ms) => ({
      MICROSOFT_CLIENT_ID: CLIENT.id,
      MICROSOFT_CLIENT_SECRET: CLIENT.secret,
      MICROSOFT_LOGIN_BASE_URL: ms.loginBaseUrl,
      MICROSOFT_GRAPH_BASE_URL: ms.graphBaseUrl,
    }),
    logs.stream,
  );

  it('connects through the consent page, blocks busy time, writes Teams bookings back', async () => {
    const { app, browser, standIn: ms } = suite;
    const { t, origin } = app;
    ms.calendars.push(
      { id: 'AAMk-default', name: 'Calendar', isDefaultCalendar: true, canEdit: true, events: [] },
      {
        id: 'AAMk-work',
        name: 'Work',
        canEdit: true,
        events: [{ id: 'dentist', start: utc('10:00'), end: utc('11:00'), showAs: 'busy' }],
      },
    );
    const host = await createPerson(t);
    const { event } = await bookableEvent(t, host, {
      duration: 60,
      event: { location_settings: [{ type: 'ms_teams' }] },
    });
    expect(await offeredOn(t, host, event.id, day)).toContain(`${day} 10:00`);

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchPage(page);
    await connectInDashboard(page, origin, host, {
      link: 'Connect Microsoft 365',
      consent: 'Accept',
      connected: 'Microsoft 365 connected.',
    });
    const card = page.getByRole('article', { name: 'ada@contoso.example' });
    await card.waitFor({ timeout: UI_TIMEOUT });
    expect(await card.getByRole('status').textContent()).toMatch(/^Last read /);
    await card.getByLabel('Blocks my time (Work, ada@contoso.example)').check();
    await card.getByText('Work (1 busy times)').waitFor({ timeout: UI_TIMEOUT });
    expect(await offeredOn(t, host, event.id, day)).not.toContain(`${day} 10:00`);

    await card.getByLabel('Receives my bookings (Calendar, ada@contoso.example)').check();
    await expect
      .poll(async () => {
        const res = await t.request({ url: '/api/v2/connections', as: host });
        return res.json().connections[0]?.calendars[0]?.receives_bookings;
      })
      .toBe(true);

    // The guest books on the event's page; its next free start is the booking's.
    const guestPage = await context.newPage();
    const guestProblems = watchPage(guestPage);
    await guestPage.goto(event.public_url);
    const slot = await pickFirstFreeTime(guestPage);
    const start = (await slot.getAttribute('data-start')) ?? '';
    await slot.click();
    await guestPage.getByLabel('Your Name').fill('Bob Guest');
    await guestPage.getByLabel('Your Email').fill('bob@example.org');
    await guestPage.getByRole('button', { name: 'Confirm booking' }).click();
    await guestPage.locator('#step-done:not([hidden])').waitFor({ timeout: UI_TIMEOUT });
    const listed = await t.request({ url: `/api/v2/schedules?period=all`, as: host });
    expect(listed.statusCode, listed.body).toBe(200);
    const booking: Json = listed.json().schedules.data[0];
    expect(booking.email).toBe('bob@example.org');
    const loop = await syncLoopOf(t, logs.logger);
    await loop.runOnce();
    const written = () => ms.calendars[0]?.events[0] as Json;
    expect(written()).toMatchObject({
      start: { dateTime: start.slice(0, 19), timeZone: 'UTC' },
      isOnlineMeeting: true,
      onlineMeetingProvider: 'teamsForBusiness',
    });
    const join: string = written().onlineMeeting.joinUrl;
    expect(join).toMatch(/^https:\/\/teams\.microsoft\.com\//);

    await guestPage.goto(`${origin}/booking/${booking.hash}`);
    await guestPage.getByRole('link', { name: join }).waitFor({ timeout: UI_TIMEOUT });

    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: new Date(Date.parse(start) + 3_600_000).toISOString() },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await loop.runOnce();
    const later = new Date(Date.parse(start) + 3_600_000).toISOString().slice(0, 19);
    expect(written()?.start).toEqual({ dateTime: later, timeZone: 'UTC' });
    expect(written()?.onlineMeeting.joinUrl).toBe(join);

    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'Ill' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await loop.runOnce();
    expect(ms.calendars[0]?.events).toEqual([]);
    expect(ms.violations).toEqual([]);
    // The one 401 is the dashboard asking for a session before signing in.
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    expect(guestProblems).toEqual([]);
    await context.close();

    // Secrets: the callback's request was logged, without its code; nothing issued shows anywhere.
    const secrets = [...ms.secrets, CLIENT.secret];
    await expectNoSecrets(t, host, logs.text(), '/api/v2/connections/microsoft/callback', secrets);
  });
});
