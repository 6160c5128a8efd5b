/**
 * The event-type editor's tabs in Debian's Chromium: each setting changed through the dashboard
 * and read back from the API (or seen working: a reminder switched on is planned for the next
 * booking, a location shows on the public page); the API's own refusals shown; a viewer sees
 * no edit control; every tab fits a phone without scrolling sideways.
 *
 * Over 30 seconds: fourteen browser tests, each with a person signed in (an argon2id hash)
 * saving settings through the screens, every step waiting for what the page shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, officeHours } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signIn,
  signedInContext,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
  type Person,
  DASHBOARD_DIALECTS,
} from '../helpers/dashboard.js';

import type { Json } from '../helpers/json.js';
import { enablePayments } from '../helpers/paid-events.js';

const TABS = ['team', 'locations', 'limits', 'booking-form', 'notifications', 'payment', 'rules'];
const TAB_HEADINGS = [
  'Team',
  'Locations',
  'Limits',
  'Booking form',
  'E-mails and reminders',
  'Payment',
  'Guest rules',
];

describe.each(DASHBOARD_DIALECTS)('the event-type editor tabs (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A person with a calendar and an event open on weekday office hours, no notice. */
  async function withEvent(person?: Person) {
    const { t } = app;
    const host = person ?? (await createPerson(t, { timezone: 'Europe/London' }));
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: host,
      payload: {
        calendar: {
          title: 'Ada Lovelace',
          author_timezone: 'Europe/London',
          slot: {
            title: 'Intro call',
            duration: 30,
            availability_type: 'custom',
            settings: {
              weekly_schedules: officeHours(),
              schedule_conditions: { value: 0, unit: 'minutes' },
              range_type: 'range_indefinite',
            },
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const calendar: Json = created.json().calendar;
    const event: Json = created.json().slot;
    return { host, calendar, event, base: `/event-types/${calendar.id}/${event.id}` };
  }

  async function open(person: Person, path: string, tabHeading: string): Promise<Page> {
    const context = await signedInContext(browser, app, person);
    const page = await context.newPage();
    await page.goto(`${app.origin}/app${path}`);
    await expectHeading(page, 'Intro call');
    await page
      .getByRole('heading', { level: 2, name: tabHeading })
      .waitFor({ timeout: UI_TIMEOUT });
    return page;
  }

  async function get(as: Person, url: string): Promise<Json> {
    const res = await app.t.request({ method: 'GET', url: `/api/v2${url}`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The limits tab said it saved, and the API has the limit of three bookings a day. */
  async function expectThreePerDaySaved(page: Page, host: Person, eventUrl: string) {
    await page.getByText('The limits were saved.').waitFor({ timeout: UI_TIMEOUT });
    const { settings } = await get(host, `${eventUrl}/limits`);
    expect(settings.booking_frequency).toEqual({
      enabled: true,
      limits: [{ unit: 'per_day', value: 3 }],
    });
    await page.context().close();
  }

  it('makes an event collective with a member; a user the host may not schedule is refused', async () => {
    const { t } = app;
    // A host (no permission over other users) is refused a member the API will not allow.
    const { host, calendar, event, base } = await withEvent();
    const stranger = await createPerson(t, { name: 'Stranger Danger' });
    const page = await open(host, `${base}/team`, 'Team');
    await page.getByLabel('Kind of event').selectOption('collective');
    await page.getByLabel('Add someone by user number').fill(String(stranger.id));
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('button', { name: 'Save team' }).click();
    await page
      .getByRole('alert')
      .getByText('Invalid Team Member: every member must be an existing user you may schedule.')
      .waitFor({ timeout: UI_TIMEOUT });
    const refused = (await get(host, `/calendars/${calendar.id}/events/${event.id}`))
      .calendar_event;
    expect(refused.event_type).toBe('single');
    expect(refused.settings.team_members).toEqual([]);
    await page.context().close();

    // An administrator picks a member from the list of users.
    const admin = await createPerson(t, { role: 'administrator' });
    const member = await createPerson(t, { name: 'Grace Hopper' });
    const own = await withEvent(admin);
    const adminPage = await open(admin, `${own.base}/team`, 'Team');
    await adminPage.getByLabel('Kind of event').selectOption('round_robin');
    await adminPage.getByRole('checkbox', { name: `Grace Hopper (user ${member.id})` }).check();
    await adminPage.getByRole('button', { name: 'Save team' }).click();
    await adminPage.getByText('The team was saved.').waitFor({ timeout: UI_TIMEOUT });
    const saved = (await get(admin, `/calendars/${own.calendar.id}/events/${own.event.id}`))
      .calendar_event;
    expect(saved.event_type).toBe('round_robin');
    expect(saved.settings.team_members).toEqual([member.id]);
    await adminPage.context().close();
  }, 180_000);

  it('adds an online meeting location, shows the API refusing a bad link, and the public page offers it', async () => {
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, `${base}/locations`, 'Locations');
    await page.getByText('No location yet').waitFor({ timeout: UI_TIMEOUT });
    await page.getByLabel('New location type').selectOption('online_meeting');
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByLabel('Location 1 title').fill('Video call on Jitsi');
    await page.getByLabel('Location 1 meeting link').fill('ftp://meet.example.com/ada');
    await page.getByRole('button', { name: 'Save locations' }).click();
    await page
      .getByText('The meeting_link must be an absolute http(s) URL.')
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByLabel('Location 1 meeting link').fill('https://meet.example.com/ada');
    await page.getByRole('button', { name: 'Save locations' }).click();
    await page.getByText('The locations were saved.').waitFor({ timeout: UI_TIMEOUT });

    const saved = (await get(host, `/calendars/${calendar.id}/events/${event.id}`)).calendar_event;
    expect(saved.location_settings).toEqual([
      expect.objectContaining({
        type: 'online_meeting',
        title: 'Video call on Jitsi',
        meeting_link: 'https://meet.example.com/ada',
        display_on_booking: true,
      }),
    ]);
    const publicPage = await app.t.app.inject({
      method: 'GET',
      url: new URL(saved.public_url).pathname,
    });
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.body).toContain('Video call on Jitsi');
    await page.context().close();
  }, 120_000);

  it('offers several durations with one chosen at first, a booking button text and title', async () => {
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, base, 'Main settings');
    await page.getByLabel('Let the guest choose among several durations').check();
    await page.getByLabel('Durations offered (minutes, separated by commas)').fill('60, 15,30');
    await page.getByLabel('Chosen at first').selectOption('30');
    await page.getByLabel(/Text of the booking button/).fill('Request the call');
    const title = page.getByLabel(/Booking title/);
    expect(await title.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(/Placeholders: \{\{guest\.full_name\}\}/).waitFor({ timeout: UI_TIMEOUT });
    await title.fill('{{guest.full_name}} x {{event.title}}');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The event type was saved.').waitFor({ timeout: UI_TIMEOUT });
    const saved = (await get(host, `/calendars/${calendar.id}/events/${event.id}`)).calendar_event;
    expect(saved.settings.multi_duration).toEqual({
      enabled: true,
      default_duration: 30,
      available_durations: [15, 30, 60],
    });
    expect(saved.settings.submit_button_text).toBe('Request the call');
    expect(saved.settings.booking_title).toBe('{{guest.full_name}} x {{event.title}}');
    // Switched off again, the single duration is back.
    await page.getByLabel('Let the guest choose among several durations').uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The event type was saved.').waitFor({ timeout: UI_TIMEOUT });
    const single = (await get(host, `/calendars/${calendar.id}/events/${event.id}`)).calendar_event;
    expect(single.settings.multi_duration.enabled).toBe(false);
    await page.context().close();
  });

  it('limits bookings per day and booked minutes per week', async () => {
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, `${base}/limits`, 'Limits');
    await page.getByLabel('Limit bookings').check();
    await page.getByLabel('Bookings per day (0: no limit)').fill('2');
    await page.getByLabel('Limit booked minutes').check();
    await page.getByLabel('Booked minutes per day (0: no limit)').fill('0');
    await page.getByLabel('Booked minutes per week (0: no limit)').fill('120');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText('The limits were saved.').waitFor({ timeout: UI_TIMEOUT });
    const { settings } = await get(host, `/calendars/${calendar.id}/events/${event.id}/limits`);
    expect(settings.booking_frequency).toEqual({
      enabled: true,
      limits: [{ unit: 'per_day', value: 2 }],
    });
    expect(settings.booking_duration).toEqual({
      enabled: true,
      limits: [{ unit: 'per_week', value: 120 }],
    });
    await page.context().close();
  }, 120_000);

  it('adds a required choice question, moves it up and stops asking another', async () => {
    const { host, calendar, event, base } = await withEvent();
    const url = `/calendars/${calendar.id}/events/${event.id}/booking-fields`;
    const before: Json[] = (await get(host, url)).fields;
    const page = await open(host, `${base}/booking-form`, 'Booking form');
    await page.getByLabel('Question', { exact: true }).fill('Company size');
    await page.getByLabel('Answer type').selectOption('dropdown');
    await page.getByLabel('Choices, one a line').fill('1-10\n11-50\nMore');
    await page.getByLabel('An answer is required').check();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('button', { name: 'Move “Company size” up' }).click();
    await page.getByLabel('Ask “What is this meeting about?”').uncheck();
    await page.getByRole('button', { name: 'Save booking form' }).click();
    await page.getByText('The booking form was saved.').waitFor({ timeout: UI_TIMEOUT });

    const after: Json[] = (await get(host, url)).fields;
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((f) => f.label === 'Company size');
    expect(added).toMatchObject({
      type: 'dropdown',
      required: true,
      enabled: true,
      options: ['1-10', '11-50', 'More'],
      index: before.length - 1,
    });
    expect(after.find((f) => f.name === 'message')?.enabled).toBe(false);
    await page.context().close();
  }, 120_000);

  it('switches reminders on; the next booking has them planned at the chosen times', async () => {
    const { t } = app;
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, `${base}/notifications`, 'E-mails and reminders');
    await page.getByLabel('Send: Meeting Reminder Email to Attendee').check();
    await page
      .getByLabel('Meeting Reminder Email to Attendee: reminder 1, how long before')
      .fill('2');
    await page
      .getByLabel('Meeting Reminder Email to Attendee: reminder 1, unit')
      .selectOption('hours');
    await page.getByLabel('Send: Meeting Reminder Email to Organizer').check();
    await page
      .getByRole('button', { name: 'Add a reminder time to Meeting Reminder Email to Organizer' })
      .click();
    await page
      .getByLabel('Meeting Reminder Email to Organizer: reminder 2, how long before')
      .fill('1');
    await page
      .getByLabel('Meeting Reminder Email to Organizer: reminder 2, unit')
      .selectOption('days');
    await page.getByRole('button', { name: 'Save e-mails' }).click();
    await page.getByText('The e-mails were saved.').waitFor({ timeout: UI_TIMEOUT });
    await page.context().close();

    const { notifications } = await get(
      host,
      `/calendars/${calendar.id}/events/${event.id}/email-notifications`,
    );
    expect(notifications.reminder_to_attendee.enabled).toBe(true);
    expect(notifications.reminder_to_attendee.email.times).toEqual([{ unit: 'hours', value: 2 }]);
    expect(notifications.reminder_to_host.email.times).toEqual([
      { unit: 'minutes', value: 15 },
      { unit: 'days', value: 1 },
    ]);

    // A booking three or more days ahead gets its reminders planned.
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const free = await get(
      host,
      `/bookings/event/${event.id}?start_date=${from}&end_date=${to}&timezone=UTC`,
    );
    const start: string = Object.values(
      free.available_slots as Record<string, { start_utc: string }[]>,
    ).flat()[0]!.start_utc;
    const booking = await t.request({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      as: null,
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        timezone: 'UTC',
        start_utc: start,
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const { emails } = await get(host, `/schedules/${booking.json().booking.id}/activities`);
    const planned = (emails as Json[])
      .filter((e) => String(e.kind).startsWith('reminder_'))
      .map((e) => [e.kind, e.status, Date.parse(e.next_attempt_at)])
      .sort((a, b) => a[2] - b[2]);
    const at = Date.parse(start.replace(' ', 'T') + (start.includes('Z') ? '' : 'Z'));
    expect(planned).toEqual([
      ['reminder_to_host', 'planned', at - 86_400_000],
      ['reminder_to_attendee', 'planned', at - 2 * 3_600_000],
      ['reminder_to_host', 'planned', at - 15 * 60_000],
    ]);
  }, 120_000);

  it('charges for an event with Stripe and offline payment, with a partial refund policy', async () => {
    const { t } = app;
    await enablePayments(t, 'USD');
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, `${base}/payment`, 'Payment');
    await page.getByText('As saved, booking this event is free.').waitFor({ timeout: UI_TIMEOUT });
    await page.getByLabel('Guests pay when they book').check();
    await page.getByLabel('Item 1', { exact: true }).fill('Session');
    await page.getByLabel('Item 1 price').fill('25');
    await page.getByLabel('Card (Stripe)').check();
    await page.getByLabel('Offline (bank transfer, cash)').check();
    await page.getByLabel('Refund policy').selectOption('partial');
    await page.getByLabel('Refunded share (percent)').fill('75');
    await page.getByLabel(/No refund less than this many hours/).fill('24');
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    await page.getByText('The payment settings were saved.').waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('$25.00').waitFor({ timeout: UI_TIMEOUT });
    const { settings, order } = await get(
      host,
      `/calendars/${calendar.id}/events/${event.id}/payment-settings`,
    );
    expect(settings).toMatchObject({
      enabled: 'yes',
      driver: 'native',
      stripe_enabled: 'yes',
      paypal_enabled: 'no',
      offline_enabled: 'yes',
      items: [{ title: 'Session', value: 25 }],
      refund_policy: 'partial',
      refund_percent: 75,
      refund_cutoff_hours: 24,
    });
    expect(order.total_amount).toBe('2500');
    await page.context().close();
  }, 120_000);

  it('makes bookings wait for confirmation and stops cancelling a day before; a bad redirect is refused', async () => {
    const { t } = app;
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, `${base}/rules`, 'Guest rules');
    await page.getByLabel('New bookings wait for my confirmation').check();
    await page.getByLabel('Guests may not cancel').check();
    await page.getByLabel('Not cancel: when').selectOption('conditional');
    await page.getByLabel('Not cancel: how long before the start').fill('1');
    await page.getByLabel('Not cancel: unit').selectOption('days');
    await page.getByLabel('Message a guest sees when they may not cancel').fill('Call us instead.');
    await page.getByLabel('Send the guest to another page after booking').check();
    await page.getByLabel('Page address').fill('ftp://example.com/thanks');
    await page.getByRole('button', { name: 'Save guest rules' }).click();
    await page
      .getByRole('alert')
      .getByText('The redirect_url must be an absolute http(s) URL.')
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByLabel('Send the guest to another page after booking').uncheck();
    await page.getByRole('button', { name: 'Save guest rules' }).click();
    await page.getByText('The guest rules were saved.').waitFor({ timeout: UI_TIMEOUT });
    await page.context().close();

    const { settings } = (await get(host, `/calendars/${calendar.id}/events/${event.id}`))
      .calendar_event;
    expect(settings.requires_confirmation).toMatchObject({ enabled: true, type: 'always' });
    expect(settings.can_not_cancel).toEqual({
      enabled: true,
      type: 'conditional',
      message: 'Call us instead.',
      condition: { unit: 'days', value: 1 },
    });
    expect(settings.can_not_reschedule.enabled).toBe(false);
    expect(settings.custom_redirect.enabled).toBe(false);

    // The next booking waits for the host.
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const free = await get(
      host,
      `/bookings/event/${event.id}?start_date=${from}&end_date=${to}&timezone=UTC`,
    );
    const start = Object.values(
      free.available_slots as Record<string, { start_utc: string }[]>,
    ).flat()[0]!.start_utc;
    const booking = await t.request({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      as: null,
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        timezone: 'UTC',
        start_utc: start,
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().booking.status).toBe('pending');
  }, 120_000);

  it('moves an event type up in its calendar; the API lists it first', async () => {
    const { t } = app;
    const { host, calendar } = await withEvent();
    const second = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events`,
      as: host,
      payload: { title: 'Deep dive', duration: 60 },
    });
    expect(second.statusCode, second.body).toBe(201);
    const deepId: number = second.json().slot.id;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, host);
    await page.goto(`${app.origin}/app/event-types`);
    await expectHeading(page, 'Event types');
    expect(
      await page.getByRole('button', { name: 'Move Intro call up' }).isDisabled({
        timeout: UI_TIMEOUT,
      }),
    ).toBe(true);
    await page.getByRole('button', { name: 'Move Deep dive up' }).click();
    await page.getByText('Deep dive was moved up.').waitFor({ timeout: UI_TIMEOUT });
    await page.waitForFunction(
      () => document.querySelector('.list.events li strong')?.textContent === 'Deep dive',
      null,
      { timeout: UI_TIMEOUT },
    );
    const listed = (await get(host, `/calendars/${calendar.id}`)).calendar;
    expect(listed.event_order[0]).toBe(deepId);
    expect(listed.slots.map((s: Json) => s.title)).toEqual(['Deep dive', 'Intro call']);
    await context.close();
  }, 120_000);

  it('moves between tabs and changes a setting with the keyboard alone', async () => {
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, base, 'Main settings');
    await page.getByRole('link', { name: 'Limits', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Limits' }).waitFor({ timeout: UI_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe(`/app${base}/limits`);
    // From the last tab's link, Tab leads into the form: its first control is the switch.
    await page.getByRole('link', { name: 'Guest rules', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.parentElement?.textContent)).toBe(
      'Limit bookings',
    );
    await page.keyboard.press('Space');
    await page.waitForSelector('input[type="number"]:not(:disabled)', { timeout: UI_TIMEOUT });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('number');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.getByRole('button', { name: 'Save limits' }).focus();
    await page.keyboard.press('Enter');
    await expectThreePerDaySaved(page, host, `/calendars/${calendar.id}/events/${event.id}`);
  }, 120_000);

  it('saves every change of a fast typist, none lost to a render not yet made', async () => {
    const { host, calendar, event, base } = await withEvent();
    const page = await open(host, `${base}/limits`, 'Limits');
    // The switch, the number, then the submit, each as soon as the previous one's microtasks
    // have run and before any timer has: how input events arrive on a busy page.
    await page.evaluate(async () => {
      const afterMicrotasks = () => Promise.resolve();
      const box = [...document.querySelectorAll('label.check')]
        .find((l) => l.textContent === 'Limit bookings')!
        .querySelector('input')!;
      box.click();
      await afterMicrotasks();
      const perDay = document.querySelector<HTMLInputElement>('input[type="number"]')!;
      perDay.value = '3';
      perDay.dispatchEvent(new Event('input', { bubbles: true }));
      await afterMicrotasks();
      perDay.form!.requestSubmit();
    });
    await expectThreePerDaySaved(page, host, `/calendars/${calendar.id}/events/${event.id}`);
  }, 120_000);

  it('shows a minimum notice given in weeks as weeks, and saves the unit picked', async () => {
    const { host, calendar, event, base } = await withEvent();
    const eventUrl = `/calendars/${calendar.id}/events/${event.id}`;
    const set = await app.t.request({
      method: 'PUT',
      url: `/api/v2${eventUrl}`,
      as: host,
      payload: { settings: { schedule_conditions: { value: 2, unit: 'weeks' } } },
    });
    expect(set.statusCode, set.body).toBe(200);
    const page = await open(host, base, 'Main settings');
    const unit = page.getByLabel('Notice unit');
    await expect(unit.inputValue()).resolves.toBe('weeks');
    await unit.selectOption('days');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The event type was saved.').waitFor({ timeout: UI_TIMEOUT });
    const saved = (await get(host, eventUrl)).calendar_event;
    expect(saved.settings.schedule_conditions).toEqual({ value: 2, unit: 'days' });
    await page.context().close();
  }, 120_000);

  it('shows a viewer every tab without an edit control', async () => {
    const { base } = await withEvent();
    const viewer = await createPerson(app.t, {
      role: 'viewer',
      permissions: ['read_all_bookings', 'read_other_calendars'],
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, viewer);
    for (const [i, tab] of TABS.entries()) {
      await page.goto(`${app.origin}/app${base}/${tab}`);
      await expectHeading(page, 'Intro call');
      await page
        .getByRole('heading', { level: 2, name: TAB_HEADINGS[i] })
        .waitFor({ timeout: UI_TIMEOUT });
      const buttons = await page.locator('main button:not(:disabled)').allTextContents();
      expect(buttons, tab).toEqual([]);
      expect(await page.locator('main fieldset:not(:disabled) input').count(), tab).toBe(0);
    }
    await context.close();
  }, 120_000);

  it('fits every tab in a phone-wide window without scrolling sideways', async () => {
    const { host, base } = await withEvent();
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, app.origin, host);
    for (const [i, tab] of TABS.entries()) {
      await page.goto(`${app.origin}/app${base}/${tab}`);
      await page
        .getByRole('heading', { level: 2, name: TAB_HEADINGS[i] })
        .waitFor({ timeout: UI_TIMEOUT });
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > 392)
          .map((e) => e.tagName + '.' + e.className + ' ' + (e.textContent ?? '').slice(0, 40)),
      );
      expect([scroll, wide], tab).toEqual([client, []]);
    }
    await context.close();
  }, 120_000);
});
