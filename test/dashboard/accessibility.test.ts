/**
 * axe-core (`@axe-core/playwright`) on every dashboard screen, in Debian's Chromium, with data
 * on it: no serious or critical violation of WCAG 2.x A and AA rules at desktop width, and no
 * sideways scroll at phone width. Also checks that the main flow's controls are reachable with
 * the keyboard alone.
 *
 * Over 30 seconds: axe reads every screen of the dashboard (twenty, each with its data) in a
 * real browser at desktop width, and each is measured again at phone width for sideways
 * scrolling.
 */
import { AxeBuilder } from '@axe-core/playwright';
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
  DASHBOARD_DIALECTS,
} from '../helpers/dashboard.js';

import { hoursAhead } from '../helpers/booking-factories.js';
import { enablePayments, paidEvent, publicBook } from '../helpers/paid-events.js';

/** Resolves once the screen has loaded (no loading state, nothing busy). */
function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => !document.querySelector('.state.loading:not(:empty), [aria-busy="true"]'),
    null,
    { timeout: UI_TIMEOUT },
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html).join(', ')}`);
}

/** Pixels the loaded page is wider than the window (a sideways scroll), 0 when it fits. */
async function sideScroll(page: Page): Promise<number> {
  await settled(page);
  return page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );
}

describe.each(DASHBOARD_DIALECTS)('dashboard accessibility (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('finds nothing serious or critical on any screen, and none scrolls sideways on a phone', async () => {
    const { t, origin } = app;
    const host = await createPerson(t, { timezone: 'Europe/London' });
    const admin = await createPerson(t, { role: 'administrator' });
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
    const event = created.json().slot;
    await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}/availability`,
      as: host,
      payload: { availability_type: 'custom', settings: { weekly_schedules: officeHours() } },
    });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const free = await t.request({
      method: 'GET',
      url: `/api/v2/bookings/event/${event.id}?start_date=${day}&end_date=${end}&timezone=UTC`,
      as: host,
    });
    const first = Object.values(
      free.json().available_slots as Record<string, { start_utc: string }[]>,
    ).flat()[0]!;
    const booking = await t.request({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      as: null,
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        timezone: 'Asia/Kolkata',
        start_utc: first.start_utc,
      },
    });
    const bookingId: number = booking.json().booking.id;
    // A second event type, so the list shows its controls to reorder.
    await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events`,
      as: host,
      payload: { title: 'Deep dive', duration: 60 },
    });
    // A paid booking, paid in part: its payment with the actions on it.
    await enablePayments(t, 'EUR');
    const paid = await paidEvent(t, host);
    const paidBooking = await publicBook(t, paid.event.hash, {
      name: 'Alan Turing',
      start_utc: hoursAhead(30),
      payment_method: 'offline',
    });
    const paidId: number = paidBooking.json().booking.id;
    await t.request({
      method: 'POST',
      url: `/api/v2/schedules/${paidId}/payment`,
      as: host,
      payload: { amount: '1000' },
    });

    const screens: [string, string][] = [
      ['Bookings', '/bookings'],
      ['Intro call with Grace Hopper', `/bookings/${bookingId}`],
      ['Consultation with Alan Turing', `/bookings/${paidId}`],
      ['Week of bookings', '/schedule/week'],
      ['Month of bookings', '/schedule/month'],
      ['Event types', '/event-types'],
      ['Intro call', `/event-types/${calendar.id}/${event.id}`],
      // The event-type editor's tabs, each with its own forms.
      ...['team', 'locations', 'limits', 'booking-form', 'notifications', 'payment', 'rules'].map(
        (tab): [string, string] => ['Intro call', `/event-types/${calendar.id}/${event.id}/${tab}`],
      ),
      ['Availability', '/availability'],
      ['Connected calendars', '/connections'],
      ['Profile', '/profile'],
      ['Contacts', '/contacts'],
      ['Webhooks', '/webhooks'],
    ];
    const adminScreens: [string, string][] = [
      ['Users', '/users'],
      ['Settings', '/settings'],
    ];
    // On each screen, axe at desktop width, then that nothing scrolls sideways at phone width.
    const found: Record<string, string[]> = {};
    const wide: Record<string, number> = {};
    const desktop = { width: 1280, height: 860 };
    const check = async (page: Page, screen: string) => {
      found[screen] = await seriousViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      // Screens that lay out by the window's width re-render on the next frames.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      wide[screen] = await sideScroll(page);
      await page.setViewportSize(desktop);
    };
    const context = await newContext(browser, { viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${origin}/app/`);
    await page.getByLabel('Login or e-mail').waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'sign-in');
    await page.goto(`${origin}/app/set-password?token=abcdefghijklmnopqrstuvwxyz`);
    await expectHeading(page, 'Choose your password');
    await check(page, 'set-password');
    await page.goto(`${origin}/app/confirm-email?token=abcdefghijklmnopqrstuvwxyz`);
    await expectHeading(page, 'Confirm your new e-mail address');
    await check(page, 'confirm-email');
    await signIn(page, origin, host);
    for (const [heading, path] of screens) {
      await page.goto(`${origin}/app${path}`);
      await expectHeading(page, heading);
      // The profile's e-mail form loads after the screen.
      if (path === '/profile') {
        await page.getByRole('button', { name: 'Change e-mail' }).waitFor({ timeout: UI_TIMEOUT });
      }
      await check(page, path);
    }
    await context.close();

    const adminContext = await newContext(browser, { viewport: desktop });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, origin, admin);
    for (const [heading, path] of adminScreens) {
      await adminPage.goto(`${origin}/app${path}`);
      await expectHeading(adminPage, heading);
      await check(adminPage, path);
    }
    await adminContext.close();
    const checked = screens.length + adminScreens.length + 3;
    expect(Object.keys(found)).toHaveLength(checked);
    expect(Object.keys(wide)).toHaveLength(checked);
    for (const [screen, violations] of Object.entries(found))
      expect(violations, screen).toEqual([]);
    expect(wide).toEqual(Object.fromEntries(Object.keys(wide).map((path) => [path, 0])));
  }, 300_000);

  it('signs in and moves through the navigation with the keyboard alone', async () => {
    const { t, origin } = app;
    const host = await createPerson(t, { timezone: 'Europe/London' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${origin}/app/`);
    await page.getByLabel('Login or e-mail').waitFor({ timeout: UI_TIMEOUT });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('login');
    await page.keyboard.type(host.login);
    await page.keyboard.press('Tab');
    await page.keyboard.type(host.accountPassword);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: UI_TIMEOUT });
    // The skip link comes first and leads to the content; the navigation follows it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Bookings');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Event types');
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Event types');
    expect(new URL(page.url()).pathname).toBe('/app/event-types');
    await context.close();
  });
});
