/**
 * Screenshots of every dashboard screen at desktop and phone width, into docs/screenshots/:
 * a test app on a throw-away SQLite file with a host, an administrator, event types and
 * bookings, photographed by Debian's Chromium (`CHROMIUM_PATH`). Needs `npm run build` first.
 * Run with `npm run screenshots`; `npm run screenshots -- settings availability` makes only the
 * screens named.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../test/helpers/app.js';
import { launchBrowser, newContext, officeHours, serve } from '../test/helpers/browser.js';
import { createPerson, signIn, type Person } from '../test/helpers/dashboard.js';
import { enablePayments } from '../test/helpers/paid-events.js';

const OUT = 'docs/screenshots';
/** The event-type editor's tabs besides its main settings (`event-<tab>-<size>.png`). */
const EVENT_TABS = [
  'team',
  'locations',
  'limits',
  'booking-form',
  'notifications',
  'payment',
  'rules',
];
const SIZES = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

async function api(
  t: TestApp,
  as: Person,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await t.request({
    method,
    url: `/api/v2${url}`,
    as,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A host with two event types and a week of bookings from guests around the world. */
async function seed(t: TestApp) {
  const host = await createPerson(t, { timezone: 'Europe/London', name: 'Ada Lovelace' });
  const admin = await createPerson(t, { role: 'administrator', name: 'Grace Hopper' });
  await createPerson(t, { role: 'viewer', name: 'Vera Viewer' });
  const { calendar } = await api(t, host, 'POST', '/calendars', {
    calendar: {
      title: 'Ada Lovelace',
      author_timezone: 'Europe/London',
      slot: { title: 'Intro call', duration: 30 },
    },
  });
  const { slot } = await api(t, host, 'POST', `/calendars/${calendar.id}/events`, {
    title: 'Project consultation',
    duration: 45,
    availability_type: 'custom',
    settings: {
      weekly_schedules: officeHours(),
      schedule_conditions: { value: 0, unit: 'minutes' },
    },
  });
  const guests = [
    ['Grace Hopper', 'Asia/Kolkata'],
    ['Alan Turing', 'America/New_York'],
    ['Katherine Johnson', 'Europe/Berlin'],
    ['Edsger Dijkstra', 'Australia/Sydney'],
  ];
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const free = await api(
    t,
    host,
    'GET',
    `/bookings/event/${slot.id}?start_date=${start}&end_date=${end}&timezone=UTC`,
  );
  const slots = Object.values(
    free.available_slots as Record<string, { start_utc: string }[]>,
  ).flat();
  let first = 0;
  for (const [i, [name, timezone]] of guests.entries()) {
    const pick = slots[i * 7 + 2];
    if (!pick) break;
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/public/events/${slot.hash}/bookings`,
      as: null,
      payload: { name, email: `guest${i}@example.com`, timezone, start_utc: pick.start_utc },
    });
    if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
    if (i === 0) first = res.json().booking.id;
  }
  // Payments on, the consultation priced, and one guest's booking paid in part.
  await enablePayments(t, 'EUR');
  await api(t, host, 'POST', `/calendars/${calendar.id}/events/${slot.id}/payment-settings`, {
    settings: {
      enabled: 'yes',
      offline_enabled: 'yes',
      items: [{ title: 'Consultation', value: 120 }],
    },
  });
  const pick = slots[4 * 7 + 2] ?? slots[slots.length - 1]!;
  const paid = await t.request({
    method: 'POST',
    url: `/api/v2/public/events/${slot.hash}/bookings`,
    as: null,
    payload: {
      name: 'Hedy Lamarr',
      email: 'hedy@example.com',
      timezone: 'Europe/Vienna',
      start_utc: pick.start_utc,
      payment_method: 'offline',
    },
  });
  if (paid.statusCode !== 201) throw new Error(`paid booking: ${paid.statusCode} ${paid.body}`);
  const paidId: number = paid.json().booking.id;
  await api(t, host, 'POST', `/schedules/${paidId}/payment`, { amount: '5000' });
  return {
    host,
    admin,
    calendarId: calendar.id as number,
    eventId: slot.id as number,
    bookingId: first,
    paidBookingId: paidId,
  };
}

async function settle(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.state.loading:not(:empty), [aria-busy="true"]'),
    null,
    {
      timeout: 20_000,
    },
  );
  await page.waitForTimeout(300); // fonts and transitions settle
}

/** The screens named on the command line, or every screen. */
const ONLY = new Set(process.argv.slice(2));
const wanted = (name: string) => ONLY.size === 0 || ONLY.has(name);

async function shoot(page: Page, origin: string, name: string, path: string, size: string) {
  if (!wanted(name)) return;
  await page.goto(`${origin}/app${path}`);
  await settle(page);
  await page.screenshot({ path: `${OUT}/${name}-${size}.png`, fullPage: true });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const t = await createTestApp('sqlite');
  const origin = await serve(t);
  const data = await seed(t);
  const browser = await launchBrowser();
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await newContext(browser, { viewport, timezoneId: 'Europe/London' });
      const page = await context.newPage();
      await page.goto(`${origin}/app/`);
      await page.getByLabel('Login or e-mail').waitFor();
      if (wanted('sign-in')) {
        await page.screenshot({ path: `${OUT}/sign-in-${size}.png`, fullPage: true });
      }
      await signIn(page, origin, data.host);
      const screens: [string, string][] = [
        ['bookings', '/bookings'],
        ['booking-detail', `/bookings/${data.bookingId}`],
        ['booking-payment', `/bookings/${data.paidBookingId}`],
        ['calendar-week', '/schedule/week'],
        ['calendar-month', '/schedule/month'],
        ['event-types', '/event-types'],
        ['event-editor', `/event-types/${data.calendarId}/${data.eventId}`],
        ...EVENT_TABS.map((tab): [string, string] => [
          `event-${tab}`,
          `/event-types/${data.calendarId}/${data.eventId}/${tab}`,
        ]),
        ['availability', '/availability'],
        ['profile', '/profile'],
        ['contacts', '/contacts'],
        ['connections', '/connections'],
      ];
      for (const [name, path] of screens) await shoot(page, origin, name, path, size);
      await context.close();
      const adminContext = await newContext(browser, { viewport });
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, origin, data.admin);
      await shoot(adminPage, origin, 'users', '/users', size);
      await shoot(adminPage, origin, 'settings', '/settings', size);
      await adminContext.close();
    }
  } finally {
    await browser.close();
    await t.close();
  }
  process.stdout.write(`Screenshots written to ${OUT}/\n`);
}

await main();
