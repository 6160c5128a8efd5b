/**
 * Connected calendars in the dashboard, in Debian's Chromium, against a real Radicale: a host
 * connects their CalDAV account, sees its calendars read, chooses which blocks time and which
 * receives bookings, and makes and revokes the private feed of their bookings. Two connections to
 * one server are told apart by their names, which every button carries.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, newContext, watchPage } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
  DASHBOARD_DIALECTS,
} from '../helpers/dashboard.js';
import { startRadicale, type Radicale } from '../helpers/radicale.js';

/** Tomorrow 10:00-11:00 UTC, inside the synced window. */
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const BUSY = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:dentist',
  'DTSTAMP:20260101T000000Z',
  `DTSTART:${day}T100000Z`,
  `DTEND:${day}T110000Z`,
  'END:VEVENT',
  'END:VCALENDAR',
].join('\n');

describe.each(DASHBOARD_DIALECTS)('connected calendars in the dashboard (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  let radicale: Radicale;
  beforeAll(async () => {
    [app, browser, radicale] = await Promise.all([
      startDashboardApp(dialect, { CONNECTIONS_ALLOW_PRIVATE: 'true' }),
      launchBrowser(),
      startRadicale(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await radicale?.close();
  });

  it('connects two CalDAV accounts told apart by name, chooses calendars, makes and revokes the feed', async () => {
    const { t, origin } = app;
    const work = await radicale.makeCalendar('work', 'Work');
    await radicale.makeCalendar('home', 'Home');
    await radicale.put(work, 'dentist.ics', BUSY);
    const host = await createPerson(t);

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Connected calendars' }).click();
    await expectHeading(page, 'Connected calendars');

    const connect = async (name: string) => {
      await page.getByLabel('Server address').fill(radicale.url);
      await page.getByLabel('User name').fill(radicale.username);
      await page.getByLabel('App password').fill(radicale.password);
      await page.getByLabel("Name (empty: the calendar's own name)").fill(name);
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByText('Connected.').waitFor({ timeout: UI_TIMEOUT });
    };
    await connect('Work calendar');
    const card = page.getByRole('article', { name: 'Work calendar' });
    await card.waitFor({ timeout: UI_TIMEOUT });
    await card.getByText('Work (1 busy times)').waitFor({ timeout: UI_TIMEOUT });
    expect(await card.getByRole('status').textContent()).toMatch(/^Last read /);
    expect(await page.content()).not.toContain(radicale.password);

    // A second connection to the same server is named after its calendars, then renamed.
    await connect('');
    const second = page.getByRole('article', { name: /^(Work, Home|Home, Work)$/ });
    await second.waitFor({ timeout: UI_TIMEOUT });
    const secondName = (await second.getAttribute('aria-label')) ?? '';
    await second.getByLabel(`Name of ${secondName}`).fill('Family');
    await second.getByRole('button', { name: `Rename ${secondName}` }).click();
    const family = page.getByRole('article', { name: 'Family' });
    await family.waitFor({ timeout: UI_TIMEOUT });
    const buttons = await page.getByRole('article').getByRole('button').allTextContents();
    expect(buttons.sort()).toEqual([
      'Disconnect Family',
      'Disconnect Work calendar',
      'Read Family now',
      'Read Work calendar now',
      'Rename Family',
      'Rename Work calendar',
    ]);
    const listed = await t.request({ url: '/api/v2/connections', as: host });
    expect(
      listed
        .json()
        .connections.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Family', 'Work calendar']);
    await family.getByRole('button', { name: 'Disconnect Family' }).click();
    await family.waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    const choices = async () => {
      const listed = await t.request({ url: '/api/v2/connections', as: host });
      const calendars: { name: string; blocks: boolean; receives_bookings: boolean }[] =
        listed.json().connections[0].calendars;
      return calendars
        .map(
          (c) =>
            `${c.name}: ${c.blocks ? 'blocks' : '-'} ${c.receives_bookings ? 'receives' : '-'}`,
        )
        .sort();
    };
    await page.getByLabel('Blocks my time (Home, Work calendar)').uncheck();
    await expect.poll(choices, { timeout: UI_TIMEOUT }).toEqual(['Home: - -', 'Work: blocks -']);
    await page.getByLabel('Receives my bookings (Work, Work calendar)').check();
    await expect
      .poll(choices, { timeout: UI_TIMEOUT })
      .toEqual(['Home: - -', 'Work: blocks receives']);

    await page.getByRole('button', { name: 'Make a feed address' }).click();
    const address = page.getByLabel('Your feed address (shown only now)');
    await address.waitFor({ timeout: UI_TIMEOUT });
    const url = await address.inputValue();
    expect((await fetch(url)).status).toBe(200);
    await page.getByRole('button', { name: 'Revoke the feed address' }).click();
    await page.getByText('The feed address no longer works.').waitFor({ timeout: UI_TIMEOUT });
    expect((await fetch(url)).status).toBe(404);

    await card.getByRole('button', { name: 'Disconnect Work calendar' }).click();
    await page.getByText('No calendar is connected yet.').waitFor({ timeout: UI_TIMEOUT });
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
