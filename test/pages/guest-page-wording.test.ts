/**
 * The guest pages in a real browser: an event with no free time says so on the current month
 * instead of jumping months ahead, the name field stops where the API does, and a booking with
 * no place has no "Where" line.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminBook } from '../helpers/booking-factories.js';
import {
  launchBrowser,
  newContext,
  onServer,
  seedHost,
  serve,
  weekdayAhead,
} from '../helpers/browser.js';

describe('guest page wording', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    origin = await serve(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await t.close();
  });

  it('stays on this month when nothing is free, and limits the name to 192 characters', async () => {
    const { event } = await seedHost(t, { settings: { weekly_schedules: {} } });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(onServer(origin, event.public_url));
    await expect
      .poll(() => page.locator('[role="status"]').first().textContent(), { timeout: 15_000 })
      .toContain('No free times in the coming months.');
    const now = new Date();
    const thisMonth = now.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
    expect(await page.content()).toContain(thisMonth);
    expect(await page.locator('input[name="name"]').getAttribute('maxlength')).toBe('192');
    await context.close();
  });

  it('shows no "Where" for a booking without a place', async () => {
    const { host, event } = await seedHost(t, { event: { location_settings: [] } });
    const booking = await adminBook(t, host, event.id, { start_utc: weekdayAhead(3) });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${origin}/booking/${booking.hash}`);
    await expect.poll(() => page.locator('dt').allTextContents()).toContain('When');
    expect(await page.locator('dt').allTextContents()).not.toContain('Where');
    expect(await page.content()).not.toContain('Custom location');
    await context.close();
  });
});
