/**
 * Who may do what from the dashboard, in Debian's Chromium: a revoked application password is
 * refused by the API; a viewer sees no edit control and the API refuses their writes (with
 * their own session cookie); a form posted by another origin's page, which the browser sends
 * with the signed-in session cookie, is refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../helpers/app.js';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
  type Person,
  DASHBOARD_DIALECTS,
} from '../helpers/dashboard.js';

/** A host with a calendar, an event type and a booking by a guest. */
async function hostWithBooking(app: DashboardApp) {
  const { t } = app;
  const host = await createPerson(t, { timezone: 'Europe/London' });
  const created = await t.request({
    method: 'POST',
    url: '/api/v2/calendars',
    as: host,
    payload: {
      calendar: {
        title: 'Ada Lovelace',
        author_timezone: 'Europe/London',
        slot: { title: 'Intro call', duration: 30 },
      },
    },
  });
  const calendar = created.json().calendar;
  const event = created.json().slot ?? calendar.slots?.[0];
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const slots = await t.request({
    method: 'GET',
    url: `/api/v2/bookings/event/${event.id}?start_date=${start}&end_date=${end}&timezone=UTC`,
    as: host,
  });
  const first = Object.values(
    slots.json().available_slots as Record<string, { start_utc: string }[]>,
  ).flat()[0]!;
  const booking = await t.request({
    method: 'POST',
    url: `/api/v2/public/events/${event.hash}/bookings`,
    as: null,
    payload: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      timezone: 'UTC',
      start_utc: first.start_utc,
    },
  });
  expect(booking.statusCode).toBe(201);
  return { host, calendar, event, bookingId: booking.json().booking.id as number };
}

describe.each(DASHBOARD_DIALECTS)('dashboard access rules (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  let data: Awaited<ReturnType<typeof hostWithBooking>>;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
    data = await hostWithBooking(app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('revokes an application password from the profile; the API refuses it then', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, data.host);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expectHeading(page, 'Profile');
    await page.getByLabel('Name of the new password').fill('Deploy script');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const password =
      (await page.getByTestId('new-app-password').textContent({ timeout: UI_TIMEOUT })) ?? '';
    const asScript = () =>
      app.t.request({
        method: 'GET',
        url: '/api/v2/users/me',
        as: null,
        headers: { authorization: basic(data.host.login, password) },
      });
    expect((await asScript()).statusCode).toBe(200);

    await page.getByRole('button', { name: 'Revoke Deploy script' }).click();
    await page.getByText('Deploy script was revoked.').waitFor({ timeout: UI_TIMEOUT });
    const refused = await asScript();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('incorrect_password');
    // The host's other application password still works.
    expect(
      (await app.t.request({ method: 'GET', url: '/api/v2/users/me', as: data.host })).statusCode,
    ).toBe(200);
    await context.close();
  }, 180_000);

  it('shows a viewer no edit control, and the API refuses their writes', async () => {
    const viewer: Person = await createPerson(app.t, {
      role: 'viewer',
      permissions: [
        'read_all_bookings',
        'read_other_calendars',
        'read_and_use_other_availabilities',
      ],
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, viewer);

    await page.goto(`${app.origin}/app/bookings/${data.bookingId}`);
    await expectHeading(page, 'Intro call with Grace Hopper');
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    for (const name of ['Confirm', 'Decline', 'Cancel the booking', 'Mark as no-show']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('heading', { name: 'Move to a free time' }).count()).toBe(0);

    await page.goto(`${app.origin}/app/event-types`);
    await expectHeading(page, 'Event types');
    await page.getByText('Intro call').first().waitFor({ timeout: UI_TIMEOUT });
    for (const name of ['Edit Intro call', 'Clone Intro call', 'Delete Intro call']) {
      expect(
        await page.getByRole('link', { name }).or(page.getByRole('button', { name })).count(),
        name,
      ).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Create event type' }).count()).toBe(0);

    await page.goto(`${app.origin}/app/availability`);
    await expectHeading(page, 'Availability');
    await page.getByRole('group', { name: 'Schedules' }).waitFor({ timeout: UI_TIMEOUT });
    for (const name of ['Save schedule', 'Delete schedule', 'Create schedule']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }

    // The API refuses the same changes sent with the viewer's own session cookie.
    const statuses = await page.evaluate(
      async ({ bookingId, calendarId }) => {
        const send = (method: string, url: string, body: object) =>
          fetch(url, {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => r.status);
        return [
          await send('PUT', `/api/v2/schedules/${bookingId}`, {
            status: 'cancelled',
            cancel_reason: 'x',
          }),
          await send('POST', `/api/v2/calendars/${calendarId}/events`, {
            title: 'Mine',
            duration: 30,
          }),
        ];
      },
      { bookingId: data.bookingId, calendarId: data.calendar.id as number },
    );
    for (const status of statuses) expect([403, 404]).toContain(status);
    const booking = await app.t.request({
      method: 'GET',
      url: `/api/v2/schedules/${data.bookingId}`,
      as: data.host,
    });
    expect(booking.json().booking.status).toBe('scheduled');
    await context.close();
  }, 180_000);

  it('refuses a form that another origin posts with the signed-in session cookie', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, data.host);
    const before = await app.t.request({ method: 'GET', url: '/api/v2/calendars', as: data.host });

    // Another origin of the same site (another port), so the browser does send the SameSite=Lax
    // cookie with its form: only the cross-site rule stands in the way.
    const attacker = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><form id="f" method="POST" action="${app.origin}/api/v2/calendars">
        <input name="calendar[title]" value="Pwned"><input name="calendar[slot][title]" value="x">
        <input name="calendar[slot][duration]" value="30"></form>
        <script>document.getElementById('f').submit()</script>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/v2/calendars'),
      );
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/v2/calendars'));
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      const request = await sent;
      expect((await request.allHeaders()).cookie).toMatch(/slotbook_session=/);
      const response = await answered;
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'cross_site_request' });
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }
    const after = await app.t.request({ method: 'GET', url: '/api/v2/calendars', as: data.host });
    expect(after.json().total).toBe(before.json().total);
    // The session itself is still good for the dashboard's own requests.
    await page.goto(`${app.origin}/app/profile`);
    await expectHeading(page, 'Profile');
    await context.close();
  }, 180_000);
});
