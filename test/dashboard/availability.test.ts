/**
 * Date overrides picked on the Availability screen's month grid, in Debian's Chromium: with the
 * keyboard alone (arrow keys, Page Down, Enter) a day becomes unavailable and a day next month
 * gets custom hours; saved through the API; an override goes again; the API's own refusal of
 * inverted hours is shown; a viewer sees the overrides without any control that changes them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

import { createSchedule } from '../helpers/factories.js';

const ZONE = 'Europe/London';

/** Today in the schedule's zone, `YYYY-MM-DD`. */
const todayInZone = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day next month, or the month's last day. */
function nextMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

describe.each(DASHBOARD_DIALECTS)('date overrides on a month grid (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  let host: Person;
  let scheduleId: number;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
    host = await createPerson(app.t, { timezone: ZONE });
    const schedule = await createSchedule(app.t, host, { title: 'Office', timezone: ZONE });
    scheduleId = schedule.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const stored = async () =>
    (await app.t.request({ url: `/api/v2/availability/${scheduleId}`, as: host })).json().schedule
      .date_overrides as Record<string, { start: string; end: string }[]>;
  const day = (page: Page, date: string) => page.locator(`.month-grid button[data-date="${date}"]`);
  const focusedDate = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-date'));

  it('adds, changes and removes overrides with the keyboard, and shows the API refusal', async () => {
    const today = todayInZone();
    const tomorrow = addDays(today, 1);
    const later = nextMonth(tomorrow);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, host);
    await page.getByRole('link', { name: 'Availability' }).click();
    await expectHeading(page, 'Availability');
    await page.getByRole('button', { name: 'Office' }).click();
    await page.getByRole('grid').waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByText('No date overrides').count()).toBe(1);

    // One tab stop in the grid: today's day.
    expect(await day(page, today).getAttribute('tabindex')).toBe('0');
    await day(page, today).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedDate(page), { timeout: UI_TIMEOUT }).toBe(tomorrow);
    await page.keyboard.press('Enter');
    const rule = page.getByRole('group', { name: new RegExp(String(Number(tomorrow.slice(8)))) });
    await rule.getByLabel('Unavailable all day').check({ timeout: UI_TIMEOUT });
    await expect
      .poll(() => day(page, tomorrow).getAttribute('aria-label'), { timeout: UI_TIMEOUT })
      .toContain('override: unavailable all day');

    await day(page, tomorrow).focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => focusedDate(page), { timeout: UI_TIMEOUT }).toBe(later);
    await page.keyboard.press('Enter');
    await page.getByLabel('Custom hours').check({ timeout: UI_TIMEOUT });
    await page.getByLabel('Override interval 1 starts').fill('10:00');
    await page.getByLabel('Override interval 1 ends').fill('12:00');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('The schedule was saved.').waitFor({ timeout: UI_TIMEOUT });
    const overrides = await stored();
    expect(overrides[later]).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(Object.keys(overrides).sort()).toEqual([tomorrow, later]);
    expect(overrides[tomorrow]).toEqual([]);
    const list = page.getByRole('list', { name: 'Date overrides' });
    expect(await list.locator('li').count()).toBe(2);

    // Hours that end before they start: the API's own message.
    await page.getByLabel('Override interval 1 ends').fill('09:00');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    const refusal = await app.t.request({
      method: 'PUT',
      url: `/api/v2/availability/${scheduleId}`,
      as: host,
      payload: { date_overrides: { [later]: [{ start: '10:00', end: '09:00' }] } },
    });
    expect(refusal.statusCode).toBe(422);
    await page
      .getByRole('alert')
      .filter({ hasText: refusal.json().message })
      .waitFor({ timeout: UI_TIMEOUT });
    expect((await stored())[later]).toEqual([{ start: '10:00', end: '12:00' }]);
    await page.getByLabel('Override interval 1 ends').fill('12:00');

    // Back to the weekly hours: the override goes.
    await list.getByRole('button', { name: `Change ${tomorrow}` }).click();
    await page.getByLabel(/^Weekly hours/).check({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('The schedule was saved.').waitFor({ timeout: UI_TIMEOUT });
    await expect
      .poll(async () => Object.keys(await stored()), { timeout: UI_TIMEOUT })
      .toEqual([later]);
    await context.close();
  }, 180_000);

  it('shows a viewer the overrides without any control that changes them', async () => {
    const date = addDays(todayInZone(), 2);
    await app.t.request({
      method: 'PUT',
      url: `/api/v2/availability/${scheduleId}`,
      as: host,
      payload: { date_overrides: { [date]: [{ start: '08:00', end: '11:00' }] } },
    });
    const viewer = await createPerson(app.t, {
      role: 'viewer',
      permissions: ['read_and_use_other_availabilities'],
    });
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, app.origin, viewer);
    await page.goto(`${app.origin}/app/availability`);
    await expectHeading(page, 'Availability');
    await page.getByRole('button', { name: 'Office' }).click({ timeout: UI_TIMEOUT });
    await page.getByRole('list', { name: 'Date overrides' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: `Show ${date}` }).click();
    await page.getByText('override: 08:00–11:00').waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save schedule' }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  }, 120_000);
});
