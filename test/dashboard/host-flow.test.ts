/**
 * A host's main flow in the dashboard, in Debian's Chromium: sign in, create an event type with
 * custom hours and a date override; a guest in another zone books it on the public page; the
 * booking shows in the week view at the host's local time; the host moves it and cancels it
 * with a reason, and the guest's mails arrive over real SMTP.
 *
 * Over 30 seconds: the whole day runs in one real browser on each database engine, the move is
 * confirmed in a dialog twice (told and untold), and each e-mail is awaited over SMTP.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../helpers/db.js';
import { launchBrowser, newContext, watchPage } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  weekdayDate,
  type DashboardApp,
} from '../helpers/dashboard.js';
import { icsOf, icsValue } from '../helpers/smtp.js';
import { formatDate } from '../../dashboard/src/time.js';

const HOST_ZONE = 'Europe/London';
const GUEST_ZONE = 'America/New_York';

/** The UTC instant of a wall-clock time in a zone (no DST change at these hours). */
function instantIn(zone: string, date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(guess)
    .replace(', ', 'T');
  const offset = new Date(`${wall}:00Z`).getTime() - guess.getTime();
  return new Date(guess.getTime() - offset);
}
const isoZ = (d: Date) => d.toISOString().replace('.000Z', 'Z');
const icsUtc = (d: Date) => isoZ(d).replace(/[-:]/g, '');

describe.each(DIALECTS)('the host dashboard, end to end (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates an event with custom hours, sees a guest booking in the week, moves and cancels it', async () => {
    const { t, origin } = app;
    const host = await createPerson(t, { timezone: HOST_ZONE });
    const calendar = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: host,
      payload: {
        calendar: {
          title: 'Ada Lovelace',
          author_timezone: HOST_ZONE,
          slot: { title: 'Intro call', duration: 30 },
        },
      },
    });
    expect(calendar.statusCode).toBe(201);
    const calendarId: number = calendar.json().calendar.id;

    const context = await newContext(browser, { timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, origin, host);
    await expectHeading(page, 'Bookings');

    // A new event type from the Event types screen.
    await page.getByRole('link', { name: 'Event types' }).click();
    await expectHeading(page, 'Event types');
    const create = page.locator('form', {
      has: page.getByRole('heading', { name: 'New event type' }),
    });
    await create.getByLabel('Title').fill('Strategy session');
    await create.getByLabel('Duration (minutes)').fill('30');
    await create.getByRole('button', { name: 'Create event type' }).click();
    await page.getByRole('link', { name: 'Edit Strategy session' }).click({ timeout: UI_TIMEOUT });
    await expectHeading(page, 'Strategy session');

    // Custom hours: weekdays 10:00-12:00 and 13:00-16:00; one day only 14:00-15:30.
    const day = weekdayDate(4);
    await page.getByLabel('Custom hours for this event').check();
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await page.getByRole('checkbox', { name: weekday }).check();
    }
    await page.getByLabel('Monday, interval 1 starts').fill('10:00');
    await page.getByLabel('Monday, interval 1 ends').fill('12:00');
    if ((await page.getByLabel('Monday, interval 2 starts').count()) === 0) {
      await page.getByRole('button', { name: 'Add an interval on Monday' }).click();
    }
    await page.getByLabel('Monday, interval 2 starts').fill('13:00');
    await page.getByLabel('Monday, interval 2 ends').fill('16:00');
    await page
      .getByRole('button', { name: "Copy Monday's hours to the other enabled days" })
      .click();
    await page.locator('input[name="override-date"]').fill(day);
    await page.getByRole('button', { name: 'Add override' }).click();
    await page.getByLabel(`${day}, interval 1 starts`).fill('14:00');
    await page.getByLabel(`${day}, interval 1 ends`).fill('15:30');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await page.getByText('The hours were saved.').waitFor({ timeout: UI_TIMEOUT });

    const events = await t.request({ method: 'GET', url: '/api/v2/calendars', as: host });
    const event = events
      .json()
      .calendars.data[0].slots.find((s: { title: string }) => s.title === 'Strategy session');
    const saved = await t.request({
      method: 'GET',
      url: `/api/v2/calendars/${calendarId}/events/${event.id}/availability`,
      as: host,
    });
    const windows = [
      { start: '10:00', end: '12:00' },
      { start: '13:00', end: '16:00' },
    ];
    expect(saved.json()).toMatchObject({
      availability_type: 'custom',
      settings: {
        weekly_schedules: { mon: { enabled: true, slots: windows }, fri: { slots: windows } },
        date_overrides: { [day]: [{ start: '14:00', end: '15:30' }] },
      },
    });

    // A guest in New York books the first time of that day on the public page.
    const guestContext = await newContext(browser, { timezoneId: GUEST_ZONE });
    const guest = await guestContext.newPage();
    const guestProblems = watchPage(guest);
    await guest.goto(event.public_url);
    await guest.locator('#month-grid:not([aria-busy]) table').waitFor({ timeout: UI_TIMEOUT });
    const dayButton = guest.locator(`button[data-date="${day}"]`);
    if ((await dayButton.count()) === 0) {
      await guest.click('#next-month');
      await guest.locator('#month-grid:not([aria-busy]) table').waitFor({ timeout: UI_TIMEOUT });
    }
    await dayButton.click();
    await guest.locator('#slot-list button.slot').first().waitFor({ timeout: UI_TIMEOUT });
    const starts = await guest
      .locator('#slot-list button.slot')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-start')));
    const local = (time: string) => instantIn(HOST_ZONE, day, time);
    expect(starts).toEqual(['14:00', '14:30', '15:00'].map((time) => isoZ(local(time))));
    await guest.locator('#slot-list button.slot').first().click();
    await guest.getByLabel('Your Name').fill('Grace Hopper');
    await guest.getByLabel('Your Email').fill('grace@example.com');
    await guest.getByRole('button', { name: 'Confirm booking' }).click();
    await guest.locator('#step-done:not([hidden])').waitFor({ timeout: UI_TIMEOUT });
    expect(guestProblems).toEqual([]);
    const booked = await app.deliver();
    expect(booked.some((m) => m.to && JSON.stringify(m.to).includes('grace@example.com'))).toBe(
      true,
    );

    // The week view shows it on that day at 14:00 London time.
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await expectHeading(page, 'Week of bookings');
    await page.locator('.calendar[aria-busy="false"]').waitFor({ timeout: UI_TIMEOUT });
    for (
      let i = 0;
      i < 3 && (await page.locator(`.week-day[data-date="${day}"]`).count()) === 0;
      i++
    ) {
      await page.getByRole('button', { name: 'Next week ›' }).click();
      await page.locator('.calendar[aria-busy="false"]').waitFor({ timeout: UI_TIMEOUT });
    }
    const entry = page
      .locator(`.week-day[data-date="${day}"]`)
      .getByRole('link')
      .filter({ hasText: 'Grace Hopper' });
    await entry.waitFor({ timeout: UI_TIMEOUT });
    expect(await entry.textContent()).toContain('14:00 – 14:30');
    await expect(page.getByText(`Times are shown in ${HOST_ZONE}.`).count()).resolves.toBe(1);

    // Moved to 15:00 from its detail, then cancelled with a reason.
    await entry.click();
    await expectHeading(page, 'Strategy session with Grace Hopper');
    const when = page.getByTestId('booking-when');
    await expect(when.textContent()).resolves.toContain(`14:00 – 14:30 (${HOST_ZONE})`);
    // Named with the day in the host's style (24-hour, day first).
    const dayName = formatDate(day, { zone: HOST_ZONE, time: '24h', order: 'dmy' });
    const freeTimes = page.getByRole('list', { name: `Free times on ${dayName} (${HOST_ZONE})` });
    // A move asks first; Escape keeps the booking where it is and focus on the time chosen.
    await freeTimes.getByRole('button', { name: '15:00' }).click({ timeout: UI_TIMEOUT });
    const dialog = page.getByRole('dialog', { name: 'Move this booking?' });
    await dialog.waitFor({ timeout: UI_TIMEOUT });
    await expect(dialog.textContent()).resolves.toMatch(/From.*14:00.*To.*15:00/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('15:00');
    await expect(when.textContent()).resolves.toContain(`14:00 – 14:30 (${HOST_ZONE})`);
    await freeTimes.getByRole('button', { name: '15:00' }).click({ timeout: UI_TIMEOUT });
    await dialog.getByLabel(/Reason/).fill('The room is taken that hour');
    await expect(dialog.getByLabel('Notify the guest by e-mail').isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Move the booking' }).click();
    await page
      .getByText('The booking was moved; the guest is told')
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByText(`15:00 – 15:30 (${HOST_ZONE})`).waitFor({ timeout: UI_TIMEOUT });
    const moved = (await app.deliver()).filter((m) =>
      JSON.stringify(m.to).includes('grace@example.com'),
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]!.text).toContain('The room is taken that hour');
    const invite = icsOf(moved[0]!) ?? '';
    expect(icsValue(invite, 'METHOD')).toBe('REQUEST');
    expect(icsValue(invite, 'DTSTART')).toBe(icsUtc(local('15:00')));

    // Moved again with "notify" off: the guest gets no e-mail.
    await freeTimes.getByRole('button', { name: '14:30' }).click({ timeout: UI_TIMEOUT });
    await dialog.getByLabel('Notify the guest by e-mail').uncheck();
    await dialog.getByRole('button', { name: 'Move the booking' }).click();
    await page.getByText('The booking was moved; the guest was not told.').waitFor({
      timeout: UI_TIMEOUT,
    });
    await page.getByText(`14:30 – 15:00 (${HOST_ZONE})`).waitFor({ timeout: UI_TIMEOUT });
    expect(await app.deliver()).toEqual([]);

    await page.getByLabel('Reason (the guest reads it)').fill('Ill, sorry');
    await page.getByRole('button', { name: 'Cancel the booking' }).click();
    await page.getByText('The booking is cancelled.').waitFor({ timeout: UI_TIMEOUT });
    await page.locator('.facts .status.cancelled').waitFor({ timeout: UI_TIMEOUT });
    const cancelled = (await app.deliver()).filter((m) =>
      JSON.stringify(m.to).includes('grace@example.com'),
    );
    expect(cancelled).toHaveLength(1);
    expect(icsValue(icsOf(cancelled[0]!) ?? '', 'METHOD')).toBe('CANCEL');
    expect(cancelled[0]!.text).toContain('Ill, sorry');
    // The one 401 is the signed-out check before signing in.
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    await guestContext.close();
    await context.close();
  }, 180_000);
});
