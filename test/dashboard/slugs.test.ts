/**
 * Slugs in the dashboard, in Debian's Chromium: a host changes an event type's slug in its
 * editor, seeing the address it gives and its availability as they type; the old public link
 * redirects (301) to the new address, in the browser too. A slug another event type of the
 * calendar uses is refused next to the field, as the host types and when they save. The booking
 * page's own address changes the same way, and one another host's page has is refused.
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
import { createEvent } from '../helpers/factories.js';

describe.each(DASHBOARD_DIALECTS)('slugs in the dashboard (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renames an event type: the old link redirects, a taken slug is refused at the field', async () => {
    const { t, origin } = app;
    const host = await createPerson(t);
    const { calendar, event } = await bookableEvent(t, host, { event: { slug: 'consultation' } });
    await createEvent(t, host, calendar.id, { title: 'Follow-up', slug: 'follow-up' });
    const book = `${origin}/book/${calendar.slug}`;
    const eventSlug = async () =>
      (
        await t.request({ url: `/api/v2/calendars/${calendar.id}/events/${event.id}`, as: host })
      ).json().calendar_event.slug;

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, origin, host);
    await page.goto(`${origin}/app/event-types/${calendar.id}/${event.id}`);
    await expectHeading(page, 'Consultation');

    const field = page.getByLabel('Slug', { exact: true });
    await field.fill('first-meeting');
    await page.getByText('first-meeting is available.').waitFor({ timeout: UI_TIMEOUT });
    await page.getByText(`${book}/first-meeting`, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    await page
      .getByText(`links with the old address (${book}/consultation) keep working`)
      .waitFor();
    await page.getByRole('button', { name: 'Save the address' }).click();
    await page
      .getByText('The address was saved.', { exact: false })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await eventSlug()).toBe('first-meeting');
    await page
      .getByRole('link', { name: `${book}/first-meeting` })
      .waitFor({ timeout: UI_TIMEOUT });

    const old = await fetch(`${book}/consultation`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location') ?? '', origin).href).toBe(`${book}/first-meeting`);
    const guest = await context.newPage();
    await guest.goto(`${book}/consultation`);
    expect(guest.url()).toBe(`${book}/first-meeting`);
    await guest
      .getByRole('heading', { name: 'Consultation' })
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
    await guest.close();

    // Taken by the other event type of this calendar: said as the host types, and on saving.
    const taken = 'The slug follow-up is already used by another event of this calendar.';
    await field.fill('follow-up');
    const alert = page.getByRole('alert').filter({ hasText: taken });
    await alert.waitFor({ timeout: UI_TIMEOUT });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const holder = await alert.evaluate((el) => el.closest('[id]')?.id ?? '');
    expect(describedBy.split(' ')).toContain(holder);
    const refused = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().includes(`/events/${event.id}`),
    );
    await page.getByRole('button', { name: 'Save the address' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(422);
    expect((await answer.json()).data.errors).toHaveProperty('slug');
    await alert.waitFor({ timeout: UI_TIMEOUT });
    expect(await eventSlug()).toBe('first-meeting');
    expect(problems.filter((p) => !/status of (401|422)/.test(p))).toEqual([]);
    await context.close();
  });

  it("renames the booking page: its old links, and its event types', redirect", async () => {
    const { t, origin } = app;
    const host = await createPerson(t);
    const { calendar } = await bookableEvent(t, host, { event: { slug: 'consultation' } });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Event types' }).click();
    await expectHeading(page, 'Event types');
    await page.getByText(`Booking page of ${calendar.title}`).click();
    const field = page.getByLabel('Slug', { exact: true });
    // Another host's booking page has this one: refused as the host types, and on saving.
    const { calendar: theirs } = await bookableEvent(t, await createPerson(t));
    await field.fill(theirs.slug);
    await page
      .getByRole('alert')
      .filter({ hasText: `The slug ${theirs.slug} is not available.` })
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Save the address' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `The slug ${theirs.slug} is already used by another calendar.` })
      .waitFor({ timeout: UI_TIMEOUT });

    const renamed = `renamed-${calendar.slug}`;
    await field.fill(renamed);
    await page.getByText(`${renamed} is available.`).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText(`${origin}/book/${renamed}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save the address' }).click();
    await page
      .getByText('The address was saved.', { exact: false })
      .waitFor({ timeout: UI_TIMEOUT });
    await page
      .getByRole('link', { name: `${origin}/book/${renamed}`, exact: true })
      .first()
      .waitFor({ timeout: UI_TIMEOUT });

    const old = await fetch(`${origin}/book/${calendar.slug}/consultation`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location') ?? '', origin).href).toBe(
      `${origin}/book/${renamed}/consultation`,
    );
    await context.close();
  });
});
