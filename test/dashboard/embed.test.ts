/**
 * Embedding in the dashboard, in Debian's Chromium: a host lists the sites allowed to embed a
 * booking page (normalised, refused next to the form when malformed), and copies each of the
 * three snippets of the booking page and of an event type.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableEvent } from '../helpers/booking-factories.js';
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

describe.each(DASHBOARD_DIALECTS)('embedding in the dashboard (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('edits the sites allowed to embed and copies the three snippets', async () => {
    const { t, origin } = app;
    const host = await createPerson(t);
    const { calendar, event } = await bookableEvent(t, host);
    const sharing = `/api/v2/calendars/${calendar.id}/sharing-settings`;
    const sites = async () =>
      (await t.request({ url: sharing, as: host })).json().settings.embed_origins;
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Event types' }).click();
    await expectHeading(page, 'Event types');
    await page.getByText(`Booking page of ${calendar.title}`).click();

    const field = page.getByLabel('Sites allowed to embed');
    await field.fill('https://www.example.com/\nHTTP://LOCALHOST:8080\n');
    await page.getByRole('button', { name: 'Save the booking page' }).click();
    await page.getByText('The booking page was saved.').waitFor({ timeout: UI_TIMEOUT });
    expect(await sites()).toEqual(['https://www.example.com', 'http://localhost:8080']);

    await field.fill('https://www.example.com/shop');
    await page.getByRole('button', { name: 'Save the booking page' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'must be origins like https://www.example.com' })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await sites()).toEqual(['https://www.example.com', 'http://localhost:8080']);

    // The booking page's snippets.
    const pageUrl = `${origin}/book/${calendar.slug}`;
    await page.getByText('Embed the booking page on another site').click();
    const popup = page.getByLabel(/^Popup button/);
    await popup.waitFor({ timeout: UI_TIMEOUT });
    const popupCode = await popup.inputValue();
    expect(popupCode).toContain(`data-slotbook-popup="${pageUrl}"`);
    expect(popupCode).toContain(`<script src="${origin}/embed.js" async></script>`);
    await page.getByRole('button', { name: 'Copy the popup snippet' }).click();
    await page.getByText('Copied.').first().waitFor({ timeout: UI_TIMEOUT });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(popupCode);

    // An event type's snippets, under Share.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Consultation' })
      .getByRole('button', { name: 'Share' })
      .click();
    const share = page.locator('.share');
    const inline = share.getByLabel(/^Inline/);
    await inline.waitFor({ timeout: UI_TIMEOUT });
    expect(await inline.inputValue()).toContain(
      `<iframe data-slotbook src="${pageUrl}/${event.slug}"`,
    );
    const floating = await share.getByLabel(/^Floating button/).inputValue();
    expect(floating).toContain(`data-slotbook-floating="${pageUrl}/${event.slug}"`);
    await share.getByRole('button', { name: 'Copy the floating snippet' }).click();
    await share.getByText('Copied.').waitFor({ timeout: UI_TIMEOUT });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(floating);
    expect(problems.filter((p) => !/status of (401|422)/.test(p))).toEqual([]);
    await context.close();
  });
});
