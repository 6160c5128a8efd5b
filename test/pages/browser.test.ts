/**
 * Guests in a real browser (Debian's Chromium through playwright-core): booking from share_url
 * in another time zone than the host's, cancelling and rescheduling from /booking/<hash>,
 * keyboard-only booking, a slot taken meanwhile, a disabled page, scripts in every field.
 * One browser for the file; one context (a fresh guest) per test. SQLite is enough here: the
 * pages' server side runs on both engines in pages/pages.test.ts.
 *
 * Over 30 seconds: each guest walks the whole booking page in a fresh browser context, waiting
 * for what the page shows at every step, as a person would.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminBook } from '../helpers/booking-factories.js';
import {
  launchBrowser,
  newContext,
  onServer,
  pickFirstFreeTime,
  saveSharing,
  seedHost,
  serve,
  watchPage,
  weekdayAhead,
} from '../helpers/browser.js';
import type { Json } from '../helpers/json.js';

const DESKTOP = { width: 1280, height: 800 };

/** The page's own wording of a time range, computed here independently. */
function when(startIso: string, endIso: string, zone: string, hourCycle: 'h12' | 'h23') {
  const day = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle,
  });
  const start = new Date(startIso);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(endIso))}`;
}

const sqlUtc = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');
const plus30 = (iso: string) => new Date(Date.parse(iso) + 30 * 60_000).toISOString();

/** Presses Tab until the focused element matches `selector` (keyboard only). */
async function tabTo(page: Page, selector: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('public pages in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_URL: 'https://book.example.com' } });
    [origin, browser] = await Promise.all([serve(t), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function bookingsOf(eventId: number): Promise<Json[]> {
    const res = await t.request({ url: `/api/v2/schedules?event_id=${eventId}&period=all` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().bookings;
  }

  it('books from share_url in the guest zone, then cancels from /booking/<hash>', async () => {
    const { event, shareUrl } = await seedHost(t, { timezone: 'Europe/Berlin' });
    const context = await newContext(browser, { viewport: DESKTOP, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto(onServer(origin, shareUrl));
    await page.getByRole('link', { name: 'Project consultation' }).click();
    await page.locator('#month-grid:not([aria-busy]) table').waitFor();
    expect(await page.inputValue('#tz')).toBe('Asia/Tokyo');
    // Nothing moved while the free days arrived (space is reserved for them).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);

    const slot = await pickFirstFreeTime(page);
    const start = (await slot.getAttribute('data-start')) ?? '';
    const label = when(start, plus30(start), 'Asia/Tokyo', 'h12');
    expect(await slot.textContent()).toBe(label.split(', ').at(-1)?.split(' – ')[0]);
    await slot.click();
    expect(await focusedId(page)).toBe('form-heading');
    expect(await page.textContent('#chosen-time')).toBe(`${label} (Asia/Tokyo)`);
    await page.getByLabel('Your Name').fill('Grace Hopper');
    await page.getByLabel('Your Email').fill('grace@example.com');
    await page.getByLabel('What is this meeting about?').fill('Compilers');
    const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/bookings'));
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    expect((await post).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    await page.locator('#step-done:not([hidden])').waitFor();
    expect(await focusedId(page)).toBe('done-heading');
    const summary = await page.textContent('#done-summary');
    expect(summary).toContain(`When${label} (Asia/Tokyo)`);
    expect(summary).toContain('GuestGrace Hopper <grace@example.com>');
    const [booking] = await bookingsOf(event.id);
    expect(booking).toMatchObject({
      start_time: sqlUtc(start),
      start_time_iso: `${start.replace(/Z$/, '').slice(0, 19)}+00:00`,
      person_time_zone: 'Asia/Tokyo',
      email: 'grace@example.com',
      message: 'Compilers',
      status: 'scheduled',
    });
    expect(await page.getAttribute('#done-ics', 'href')).toBe(
      `/api/v2/public/bookings/${booking.hash}/ics`,
    );

    await page.getByRole('link', { name: 'Manage your booking' }).click();
    await page.waitForURL(`**/booking/${booking.hash}`);
    expect(await page.textContent('#booking-when')).toBe(label);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    expect(await focusedId(page)).toBe('cancel-heading');
    await page.getByLabel('Reason for cancellation').fill('Plans changed');
    await page.locator('#cancel-form button[type="submit"]').click();
    await expect
      .poll(() => page.textContent('#manage-status'))
      .toBe('Your booking has been cancelled.');
    expect(await page.textContent('#booking-status')).toBe('Cancelled');
    expect(await page.locator('#open-cancel').count()).toBe(0);
    // A cancelled booking offers no calendar entry.
    expect(await page.locator('#add-to-calendar').count()).toBe(0);
    const [cancelled] = await bookingsOf(event.id);
    expect(cancelled.status).toBe('cancelled');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('books with the keyboard alone, on a 24-hour clock', async () => {
    const { event, calendar } = await seedHost(t);
    const context = await newContext(browser, {
      viewport: DESKTOP,
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${origin}/book/${calendar.slug}/${event.slug}`);
    await page.locator('#month-grid:not([aria-busy]) table').waitFor();

    await tabTo(page, '[data-hour-cycle="h23"]');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('[data-hour-cycle="h23"]', 'aria-pressed')).toBe('true');
    await tabTo(page, '#next-month');
    await page.keyboard.press('Enter');
    await page.locator('#month-grid:not([aria-busy]) button.day.free').first().waitFor();
    await tabTo(page, 'button.day.free');
    const first = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    await page.keyboard.press('ArrowRight');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    expect(second && first && second > first).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getAttribute(`button[data-date="${second}"]`, 'aria-pressed')).toBe('true');
    await tabTo(page, 'button.slot');
    const start = await page.evaluate(() => document.activeElement?.getAttribute('data-start'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^\d{2}:\d{2}$/);
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('form-heading');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('f-name');
    await page.keyboard.type('Alan Turing');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('f-email');
    await page.keyboard.type('alan@example.com');
    await tabTo(page, '#submit-booking');
    await page.keyboard.press('Enter');
    await page.locator('#step-done:not([hidden])').waitFor();
    expect(await focusedId(page)).toBe('done-heading');
    expect(await page.textContent('#done-summary')).toContain(
      `${when(start ?? '', plus30(start ?? ''), 'America/New_York', 'h23')} (America/New York)`,
    );
    const [booking] = await bookingsOf(event.id);
    expect(booking).toMatchObject({
      start_time: sqlUtc(start ?? ''),
      person_time_zone: 'America/New_York',
      first_name: 'Alan',
      last_name: 'Turing',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the time was taken meanwhile, and shows the times again', async () => {
    const { host, event, calendar } = await seedHost(t);
    const context = await newContext(browser, { viewport: DESKTOP, timezoneId: 'UTC' });
    const page = await context.newPage();
    await page.goto(`${origin}/book/${calendar.slug}/${event.slug}`);
    const slot = await pickFirstFreeTime(page);
    const start = (await slot.getAttribute('data-start')) ?? '';
    await slot.click();
    await page.getByLabel('Your Name').fill('Late Guest');
    // The browser accepts this address, the API does not: its message lands on the field.
    await page.getByLabel('Your Email').fill('late@localhost');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect
      .poll(() => page.textContent('#f-email-error'))
      .toBe('The email must be a valid email.');
    expect(await focusedId(page)).toBe('f-email');
    expect(await page.getAttribute('#f-email', 'aria-invalid')).toBe('true');
    await page.getByLabel('Your Email').fill('late@example.com');
    await adminBook(t, host, event.id, { start_utc: start });
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect
      .poll(() => page.textContent('#pick-alert'))
      .toBe('Sorry, that time was just taken. Please pick another time.');
    expect(await page.isVisible('#step-pick')).toBe(true);
    expect(await focusedId(page)).toBe('times-heading');
    await page.locator('#slot-list button.slot').first().waitFor();
    expect(await page.locator(`#slot-list button[data-start="${start}"]`).count()).toBe(0);
    expect((await bookingsOf(event.id)).map((b) => b.email)).toEqual(['ada@example.com']);
    await context.close();
  });

  it('moves a booking to another free time from its reschedule link', async () => {
    const { host, event } = await seedHost(t);
    const booking = await adminBook(t, host, event.id, {
      start_utc: weekdayAhead(2),
      timezone: 'America/New_York',
    });
    const context = await newContext(browser, {
      viewport: DESKTOP,
      timezoneId: 'America/New_York',
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(onServer(origin, booking.reschedule_url));
    expect(await page.isVisible('#reschedule-panel')).toBe(true);
    expect(await focusedId(page)).toBe('reschedule-heading');
    const slot = await pickFirstFreeTime(page);
    const start = (await slot.getAttribute('data-start')) ?? '';
    await slot.click();
    expect(await focusedId(page)).toBe('new-time');
    await page.getByLabel('Reason for reschedule').fill('A later day suits me');
    await page.getByRole('button', { name: 'Move my booking' }).click();
    const label = when(start, plus30(start), 'America/New_York', 'h12');
    await expect
      .poll(() => page.textContent('#manage-status'))
      .toBe(`Your booking has been moved to ${label}.`);
    expect(await page.textContent('#booking-when')).toBe(label);
    const [moved] = await bookingsOf(event.id);
    expect(moved).toMatchObject({ id: booking.id, start_time: sqlUtc(start) });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the seats left at each time of a group event, and the times of each duration', async () => {
    const { host, event, calendar } = await seedHost(t, {
      event: { event_type: 'group', max_book_per_slot: 3, is_display_spots: true },
      settings: {
        multi_duration: { enabled: true, default_duration: 30, available_durations: [30, 60] },
      },
    });
    const taken = weekdayAhead(2);
    await adminBook(t, host, event.id, { start_utc: taken });
    const context = await newContext(browser, { viewport: DESKTOP, timezoneId: 'UTC' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${origin}/book/${calendar.slug}/${event.slug}`);
    const day = page.locator(`button[data-date="${taken.slice(0, 10)}"]`);
    await page.locator('#month-grid:not([aria-busy]) table').waitFor();
    if ((await day.count()) === 0) {
      await page.click('#next-month');
      await page.locator('#month-grid:not([aria-busy]) table').waitFor();
    }
    await day.click();
    const seats = (start: string) =>
      page.textContent(`#slot-list button[data-start="${start}"] .seats`);
    expect(await seats(taken.replace('.000Z', 'Z'))).toBe('2 seats left');
    expect(await seats(plus30(taken).replace('.000Z', 'Z'))).toBe('3 seats left');

    await page.getByRole('radio', { name: '1 h' }).check();
    await page.locator('#month-grid:not([aria-busy]) table').waitFor();
    const starts = await page
      .locator('#slot-list button.slot')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-start') ?? ''));
    expect(Date.parse(starts[1] ?? '') - Date.parse(starts[0] ?? '')).toBe(3_600_000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers 404 for a disabled landing page', async () => {
    const { host, calendar, shareUrl } = await seedHost(t);
    await saveSharing(t, host, calendar.id, { landing_page_settings: { enabled: 'no' } });
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const res = await page.goto(onServer(origin, shareUrl));
    expect(res?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('Page not found');
    await context.close();
  });

  it('shows a <script> in every user-provided field as text, and never runs it', async () => {
    const script = '<script>window.pwned = 1</script>';
    const encoded = '&lt;script&gt;window.pwned = 1&lt;/script&gt;';
    const { host, event, calendar } = await seedHost(t, {
      title: `${encoded} Host`,
      description: `<p>About</p>${script}<img src=x onerror="window.pwned = 2">`,
      eventTitle: `${encoded} Event`,
      eventDescription: `<p>Details</p>${script}`,
    });
    const booking = await adminBook(t, host, event.id, {
      start_utc: weekdayAhead(3),
      name: `${script} Guest`,
      message: `Hi ${script}`,
    });
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPage(page);

    await page.goto(`${origin}/book/${calendar.slug}`);
    expect(await page.textContent('h1')).toBe(`${script} Host`);
    expect(await page.textContent('.event-list')).toContain(`${script} Event`);
    await page.goto(`${origin}/book/${calendar.slug}/${event.slug}`);
    expect(await page.textContent('h1')).toBe(`${script} Event`);
    await page.goto(`${origin}/booking/${booking.hash}`);
    expect(await page.textContent('.summary')).toContain(`${script} Guest`);
    expect(await page.textContent('.summary')).toContain(`Hi ${script}`);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBe(
      undefined,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
