/**
 * The landing page, the booking page and the confirmation at desktop (1280x800) and phone
 * (390x844) sizes: nothing overflows sideways on a phone, and every step renders. With
 * SCREENSHOTS=1 the pictures are taken and written to docs/screenshots/ (the README shows them):
 *   SCREENSHOTS=1 npx vitest run test/pages/screenshots.test.ts
 * Otherwise none is taken, so a normal run changes nothing in the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import {
  launchBrowser,
  newContext,
  onServer,
  pickFirstFreeTime,
  seedHost,
  serve,
  watchPage,
} from '../helpers/browser.js';
import { createEvent } from '../helpers/factories.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, fullPage: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, fullPage: true },
] as const;

describe('screenshots of the public pages', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  const dir = process.env.SCREENSHOTS ? path.resolve('docs/screenshots') : null;

  beforeAll(async () => {
    if (dir) fs.mkdirSync(dir, { recursive: true });
    t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://book.example.com' } });
    [origin, browser] = await Promise.all([serve(t), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function shoot(page: Page, name: string, fullPage: boolean) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
  }

  it.each(SIZES)('shows every step at $name size', async ({ name, viewport, fullPage }) => {
    const { host, calendar, event, shareUrl } = await seedHost(t);
    await createEvent(t, host, calendar.id, {
      title: 'Architecture review',
      duration: 60,
      description: '<p>An hour with your diagrams and your hardest questions.</p>',
      location_settings: [{ type: 'in_person_organizer', title: 'Office, 12 St James Sq.' }],
    });
    const context = await newContext(browser, { viewport, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto(onServer(origin, shareUrl));
    await page.locator('.cover img').evaluate((img: HTMLImageElement) => img.decode());
    await shoot(page, `landing-${name}`, fullPage);

    await page.getByRole('link', { name: event.title }).click();
    const slot = await pickFirstFreeTime(page);
    await page.mouse.move(0, 0);
    await shoot(page, `booking-${name}`, fullPage);

    await slot.click();
    await page.getByLabel('Your Name').fill('Grace Hopper');
    await page.getByLabel('Your Email').fill('grace@example.com');
    await page.getByLabel('What is this meeting about?').fill('Compiler design for our new team.');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.locator('#step-done:not([hidden])').waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await shoot(page, `confirmation-${name}`, fullPage);

    expect(problems).toEqual([]);
    await context.close();
  });
});
