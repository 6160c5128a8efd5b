/**
 * Browser tests of the public pages: Debian's Chromium driven by playwright-core (no browser
 * download), a test app listening on a free port, and a host whose pages look like a real one.
 */
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Account, TestApp } from './app.js';
import { createEvent } from './factories.js';
import type { Json } from './json.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
    timeout: 30_000,
  });
}

/** Listens on a free local port; returns the origin the browser should use. */
export async function serve(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The path of a URL the server built with its PUBLIC_URL, on the server the browser reaches. */
export function onServer(origin: string, url: string): string {
  const { pathname, search } = new URL(url);
  return `${origin}${pathname}${search}`;
}

export const IMAGES = 'https://images.example.com';

const AVATAR = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d8bff"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
<rect width="192" height="192" fill="url(#g)"/><circle cx="96" cy="78" r="34" fill="#fff" opacity=".92"/>
<path d="M34 176c8-38 34-58 62-58s54 20 62 58z" fill="#fff" opacity=".92"/></svg>`;
const COVER = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#a5b4fc"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#s)"/>
<circle cx="980" cy="90" r="150" fill="#fff" opacity=".35"/><circle cx="180" cy="330" r="190" fill="#1d4ed8" opacity=".12"/>
<path d="M0 280 C 300 200 500 340 800 250 S 1100 200 1200 240 V360 H0z" fill="#1d4ed8" opacity=".18"/></svg>`;

/** A context whose requests to the fake image host get local pictures (no network needed). */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  await context.route(`${IMAGES}/**`, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: route.request().url().includes('cover') ? COVER : AVATAR,
    }),
  );
  return context;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** Office hours on weekdays in the host's zone. */
export function officeHours(
  windows: [string, string][] = [
    ['09:00', '12:00'],
    ['13:00', '17:00'],
  ],
) {
  return Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
      d,
      {
        enabled: WEEKDAYS.includes(d),
        slots: WEEKDAYS.includes(d) ? windows.map(([start, end]) => ({ start, end })) : [],
      },
    ]),
  );
}

export interface HostOptions {
  /** The host's own first and last name. */
  name?: [string, string];
  timezone?: string;
  title?: string;
  description?: string;
  eventTitle?: string;
  eventDescription?: string;
  event?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

/**
 * A host calendar with a profile (avatar, cover, phone, description) and one event open on
 * weekday office hours with no notice and no horizon. Returns what the API answered.
 */
export async function seedHost(t: TestApp, options: HostOptions = {}) {
  const host: Account = await t.createAccount();
  const [first_name, last_name] = options.name ?? ['Ada', 'Lovelace'];
  await t.testDb.database.db
    .updateTable('users')
    .set({ first_name, last_name })
    .where('id', '=', host.id)
    .execute();
  const create = await t.request({
    method: 'POST',
    url: '/api/v2/calendars',
    as: host,
    payload: {
      calendar: {
        author_timezone: options.timezone ?? 'Europe/Berlin',
        slot: { title: 'Intro call', duration: 30 },
      },
    },
  });
  if (create.statusCode !== 201) throw new Error(`calendar: ${create.statusCode} ${create.body}`);
  const calendar: Json = create.json().calendar;
  await saveSharing(t, host, calendar.id, {
    calendar_data: {
      title: options.title ?? 'Dr. Ada Lovelace',
      description:
        options.description ??
        '<p>Mathematician and <strong>analytical engine</strong> consultant. I help teams turn ideas into programs.</p><p>Pick a time that suits you; the meeting link comes with your confirmation.</p>',
      calendar_avatar: `${IMAGES}/avatar.svg`,
      featured_image: `${IMAGES}/cover.svg`,
      phone: '+44 20 7946 0958',
    },
  });
  const event: Json = await createEvent(t, host, calendar.id, {
    title: options.eventTitle ?? 'Project consultation',
    duration: 30,
    description:
      options.eventDescription ??
      '<p>A focused half hour about your project: goals, risks and next steps.</p>',
    availability_type: 'custom',
    location_settings: [
      { type: 'online_meeting', title: 'Video call', meeting_link: 'https://meet.example.com/ada' },
    ],
    ...options.event,
    settings: {
      weekly_schedules: officeHours(),
      schedule_conditions: { value: 0, unit: 'minutes' },
      range_type: 'range_indefinite',
      ...options.settings,
    },
  });
  const sharing = await t.request({
    method: 'GET',
    url: `/api/v2/calendars/${calendar.id}/sharing-settings`,
    as: host,
  });
  return { host, calendar, event, shareUrl: sharing.json().share_url as string };
}

/** 09:00 UTC (10:00 or 11:00 in Berlin) on the first weekday at least `days` days ahead. */
export function weekdayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(9, 0, 0, 0);
  return day.toISOString();
}

export async function saveSharing(
  t: TestApp,
  as: Account,
  calendarId: number,
  body: Record<string, unknown>,
): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: `/api/v2/calendars/${calendarId}/sharing-settings`,
    as,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`sharing: ${res.statusCode} ${res.body}`);
}

/** Goes to the next month and picks its first free day; returns that day's first time button. */
export async function pickFirstFreeTime(page: Page) {
  await page.locator('#month-grid:not([aria-busy])').waitFor();
  await page.click('#next-month');
  await page.locator('#month-grid:not([aria-busy]) button.day.free').first().waitFor();
  await page.locator('button.day.free').first().click();
  const slot = page.locator('#slot-list button.slot').first();
  await slot.waitFor();
  return slot;
}

/** Errors the page threw or logged, and dialogs it opened (an injected script would). */
export function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}
