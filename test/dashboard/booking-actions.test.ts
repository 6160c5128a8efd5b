/**
 * A host's other work in the dashboard, in Debian's Chromium: searching the lists, confirming
 * and declining pending bookings, an internal note, resending a confirmation (the guest's mail
 * arrives over SMTP), and an event type's main settings.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, officeHours } from '../helpers/browser.js';
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

describe.each(DASHBOARD_DIALECTS)('booking actions in the dashboard (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  let host: Person;
  let calendarId: number;
  let eventId: number;
  let starts: string[];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
    host = await createPerson(app.t, { timezone: 'Europe/London' });
    const created = await app.t.request({
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
    calendarId = created.json().calendar.id;
    eventId = created.json().slot.id;
    await app.t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendarId}/events/${eventId}/availability`,
      as: host,
      payload: { availability_type: 'custom', settings: { weekly_schedules: officeHours() } },
    });
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const free = await app.t.request({
      method: 'GET',
      url: `/api/v2/bookings/event/${eventId}?start_date=${from}&end_date=${to}&timezone=UTC`,
      as: host,
    });
    starts = Object.values(free.json().available_slots as Record<string, { start_utc: string }[]>)
      .flat()
      .map((s) => s.start_utc);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function book(name: string, status: 'pending' | 'scheduled', n: number) {
    const res = await app.t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${eventId}`,
      as: host,
      payload: {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        timezone: 'UTC',
        start_utc: starts[n],
        status,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking.id as number;
  }

  async function open(page: Page, id: number, heading: string) {
    await page.goto(`${app.origin}/app/bookings/${id}`);
    await expectHeading(page, heading);
  }

  it('searches, confirms and declines pending bookings, keeps a note, resends a confirmation', async () => {
    const confirmId = await book('Alan Turing', 'pending', 0);
    const declineId = await book('Edsger Dijkstra', 'pending', 2);
    const scheduledId = await book('Barbara Liskov', 'scheduled', 4);
    await app.deliver();
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, host);

    await page.getByRole('button', { name: 'Pending' }).click();
    const rows = page.locator('ul.bookings > li');
    await rows.filter({ hasText: 'Edsger Dijkstra' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await rows.count()).toBe(2);
    await page.getByLabel('Search by guest, e-mail or event').fill('turing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('ul.bookings > li').length === 1,
      null,
      {
        timeout: UI_TIMEOUT,
      },
    );
    expect(await rows.first().textContent()).toContain('Alan Turing');

    await rows.first().getByRole('link').click();
    await expectHeading(page, 'Intro call with Alan Turing');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The booking is confirmed.').waitFor({ timeout: UI_TIMEOUT });
    await open(page, declineId, 'Intro call with Edsger Dijkstra');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('The booking was declined.').waitFor({ timeout: UI_TIMEOUT });
    const status = async (id: number) =>
      (await app.t.request({ method: 'GET', url: `/api/v2/schedules/${id}`, as: host })).json()
        .booking;
    expect((await status(confirmId)).status).toBe('scheduled');
    expect((await status(declineId)).status).toBe('rejected');

    await open(page, scheduledId, 'Intro call with Barbara Liskov');
    await page.getByLabel('Internal note (only hosts see it)').fill('Prefers mornings.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('The note was saved.').waitFor({ timeout: UI_TIMEOUT });
    expect((await status(scheduledId)).internal_note).toBe('Prefers mornings.');
    await app.deliver();
    await page.getByRole('button', { name: 'Resend the confirmation to the guest' }).click();
    await page
      .getByText('The confirmation was sent to the guest again.')
      .waitFor({ timeout: UI_TIMEOUT });
    const resent = await app.deliver();
    expect(resent.map((m) => JSON.stringify(m.to))).toEqual([
      expect.stringContaining('barbara@example.com'),
    ]);
    await context.close();
  }, 180_000);

  it("saves an event type's main settings", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, host);
    await page.goto(`${app.origin}/app/event-types/${calendarId}/${eventId}`);
    await expectHeading(page, 'Intro call');
    await page.getByLabel('Title', { exact: true }).fill('First call');
    await page.getByLabel('Duration (minutes)').fill('45');
    await page.getByLabel('Buffer after (minutes)').fill('15');
    await page.getByLabel('Minutes between starts (0: the duration)').fill('60');
    await page.getByLabel('Bookable days ahead (0: no limit)').fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The event type was saved.').waitFor({ timeout: UI_TIMEOUT });
    await expectHeading(page, 'First call');
    const event = (
      await app.t.request({
        method: 'GET',
        url: `/api/v2/calendars/${calendarId}/events/${eventId}`,
        as: host,
      })
    ).json().calendar_event;
    expect(event).toMatchObject({
      title: 'First call',
      duration: 45,
      settings: {
        buffer_time_after: 15,
        slot_interval: 60,
        range_type: 'range_days',
        range_days: 30,
      },
    });
    await context.close();
  }, 180_000);

  it('tags a contact, and shows only the chosen events on the landing page', async () => {
    await book('Margaret Hamilton', 'scheduled', 6);
    const second = await app.t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendarId}/events`,
      as: host,
      payload: { title: 'Workshop', duration: 60 },
    });
    expect(second.statusCode).toBe(201);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, host);

    await page.getByRole('link', { name: 'Contacts' }).click();
    await expectHeading(page, 'Contacts');
    await page.getByLabel('Search by name or e-mail').fill('hamilton');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('ul[aria-label="Contacts"] > li').length === 1,
      null,
      { timeout: UI_TIMEOUT },
    );
    const tags = page.getByLabel('Tags of Margaret Hamilton (separated by commas)');
    await tags.fill('apollo, vip');
    await page.getByRole('button', { name: 'Save tags' }).click();
    await page.getByText('The tags were saved.').waitFor({ timeout: UI_TIMEOUT });
    const contacts = await app.t.request({
      method: 'GET',
      url: '/api/v2/contacts?search=hamilton',
      as: host,
    });
    expect(
      contacts
        .json()
        .contacts[0].tags.map((t: { title: string }) => t.title)
        .sort(),
    ).toEqual(['apollo', 'vip']);

    await page.getByRole('link', { name: 'Event types' }).click();
    await expectHeading(page, 'Event types');
    await page.getByText('Booking page of Ada Lovelace').click();
    await page.getByLabel('Show every active event type').uncheck({ timeout: UI_TIMEOUT });
    await page.getByLabel('Show Workshop').check();
    await page.getByRole('button', { name: 'Save the booking page' }).click();
    await page.getByText('The booking page was saved.').waitFor({ timeout: UI_TIMEOUT });
    const preview = await page
      .getByRole('link', { name: /\/book\// })
      .last()
      .getAttribute('href');
    const landing = await page.context().request.get(preview!);
    const html = await landing.text();
    expect(html).toContain('Workshop');
    expect(html).not.toContain('Intro call');
    await context.close();
  }, 180_000);
});
