/**
 * One date and time style on every screen, in Debian's Chromium: a host who chose a 24-hour
 * clock and day-first dates reads them so on the bookings list, a booking and the schedule
 * (from a browser whose language writes 12-hour, month-first), switches to 12-hour, month-first
 * on the Profile screen and reads that; a new user whose browser is in another zone than the
 * one stored is asked once, takes the browser's zone, and their profile shows it; a user an
 * administrator creates starts in the administrator's browser's zone.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableEvent } from '../helpers/booking-factories.js';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  DASHBOARD_DIALECTS,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';

const AM_PM = /\b(AM|PM|am|pm)\b/;

/** Tomorrow at 15:00 UTC. */
function tomorrowAtThree(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 15));
}

/** `Sun 29 Nov 2026` and `Sun Nov 29, 2026`, written independently of the dashboard. */
function daysOf(date: Date) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(date);
  const [weekday, day, month, year] = [
    part({ weekday: 'short' }),
    part({ day: 'numeric' }),
    part({ month: 'short' }),
    part({ year: 'numeric' }),
  ];
  const long = `${part({ weekday: 'long' })} ${day} ${part({ month: 'long' })}`;
  return {
    dmy: `${weekday} ${day} ${month} ${year}`,
    mdy: `${weekday} ${month} ${day}, ${year}`,
    long,
  };
}

describe.each(DASHBOARD_DIALECTS)('dates and times in one style (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const mainText = (page: Page) => page.locator('main').innerText();
  const see = (page: Page, text: string) =>
    page.getByText(text).first().waitFor({ timeout: UI_TIMEOUT });

  it("shows a host's chosen style on every screen, and follows a change made in Profile", async () => {
    const host = await createPerson(app.t);
    const { event } = await bookableEvent(app.t, host);
    const start = tomorrowAtThree();
    const made = await app.t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: host,
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        timezone: 'UTC',
        start_utc: start.toISOString(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().booking.id as number;
    const day = daysOf(start);

    const context = await newContext(browser, { locale: 'en-US', timezoneId: 'UTC' });
    const page = await context.newPage();
    await signIn(page, app.origin, host);

    await see(page, 'Grace Hopper');
    await see(page, `${day.dmy}, 15:00 – 15:30`);
    expect(await mainText(page)).not.toMatch(AM_PM);

    await page.goto(`${app.origin}/app/bookings/${id}`);
    await see(page, `${day.dmy}, 15:00 – 15:30 (UTC)`);
    expect(await mainText(page)).not.toMatch(AM_PM);

    await page.goto(`${app.origin}/app/schedule/week`);
    await expectHeading(page, 'Week of bookings');
    if (start.getUTCDay() === 1) await page.getByRole('button', { name: 'Next week ›' }).click();
    await see(page, day.long);
    await see(page, '15:00 – 15:30');
    expect(await mainText(page)).not.toMatch(AM_PM);

    await page.goto(`${app.origin}/app/profile`);
    await page.getByLabel('Clock').selectOption('12h');
    await page.getByLabel('Date order').selectOption('mdy');
    await page.getByRole('button', { name: 'Save format' }).click();
    await see(page, 'Saved.');

    await page.goto(`${app.origin}/app/bookings/${id}`);
    await see(page, `${day.mdy}, 3:00 PM – 3:30 PM (UTC)`);
    await page.goto(`${app.origin}/app/bookings`);
    await see(page, `${day.mdy}, 3:00 PM – 3:30 PM`);
    expect(await mainText(page)).not.toContain('15:00');
    const me = await app.t.request({ url: '/api/v2/users/me', as: host });
    expect(me.json()).toMatchObject({ time_format: '12h', date_order: 'mdy' });
    await context.close();
  });

  it("asks a new user once about their browser's zone and takes it", async () => {
    const person = await createPerson(app.t, { timezone: 'UTC', preferences: null });
    const context = await newContext(browser, { locale: 'en-GB', timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await signIn(page, app.origin, person);

    await see(page, 'Your browser is in Europe/London; your Slotbook time zone is UTC.');
    await page.getByRole('button', { name: 'Use Europe/London' }).click();
    await page
      .getByRole('button', { name: 'Keep UTC' })
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    await page.goto(`${app.origin}/app/profile`);
    await expectHeading(page, 'Profile');
    await see(page, 'Times are shown in Europe/London.');
    expect(
      await page.getByLabel('Your time zone (the dashboard shows times in it)').inputValue(),
    ).toBe('Europe/London');
    // Stored on the user, with the style of the browser's language (en-GB): not asked again.
    const me = await app.t.request({ url: '/api/v2/users/me', as: person });
    expect(me.json()).toMatchObject({
      timezone: 'Europe/London',
      time_format: '24h',
      date_order: 'dmy',
      zone_confirmed_at: expect.any(String),
    });
    await page.reload();
    await expectHeading(page, 'Profile');
    expect(await page.getByText('Your browser is in').count()).toBe(0);
    await context.close();
  });

  it("creates a user in the administrator's browser zone", async () => {
    const admin = await createPerson(app.t, { role: 'administrator', timezone: 'UTC' });
    const context = await newContext(browser, { timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await signIn(page, app.origin, admin);
    await page.goto(`${app.origin}/app/users`);
    await see(page, "They start in your browser's time zone, Asia/Tokyo");
    await page.getByLabel('Login').fill('tokyohost');
    await page.getByLabel('E-mail').fill('tokyohost@example.com');
    await page.getByRole('button', { name: 'Create user' }).click();
    await see(page, 'tokyohost was created.');
    const users = await app.t.request({ url: '/api/v2/users?search=tokyohost' });
    expect(users.json().users).toEqual([
      expect.objectContaining({ username: 'tokyohost', timezone: 'Asia/Tokyo' }),
    ]);
    await context.close();
  });
});
