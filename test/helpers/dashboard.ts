/**
 * Dashboard browser tests: people with an account password (set through the API's one-time
 * link, as an invited user does) and an application password, and signing in on the page.
 */
import type { ParsedMail } from 'mailparser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DestinationStream } from 'pino';
import { expect } from 'vitest';
import type { Dialect } from '../../src/db/database.js';
import { issuePasswordLink } from '../../src/modules/accounts/index.js';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { createConfiguredMailer } from '../../src/modules/mail/mailer.js';
import { issueAppPassword } from '../../src/modules/users/user-rules.js';
import { cookieOf, signIn as signInThroughApi } from './accounts.js';
import { basic, createTestApp, type Account, type TestApp } from './app.js';
import { newContext } from './browser.js';
import { freePort } from './free-port.js';
import { silentLogger, startSmtpServer, type TestSmtp } from './smtp.js';

/**
 * The dashboard only speaks HTTP to the API, whose tests run on every engine; its browser tests
 * run on SQLite, and one end-to-end host flow (`host-flow.test.ts`) on every engine as well.
 */
export const DASHBOARD_DIALECTS: readonly Dialect[] = ['sqlite'];

export const PERSON_PASSWORD = 'a long dashboard password';
/** Waits generous enough for a loaded 2-core machine. */
export const UI_TIMEOUT = 20_000;

export interface Person extends Account {
  /** The account password people sign in with. */
  accountPassword: string;
}

let sequence = 0;

/**
 * A person's date and time style and their answer about the browser's zone, as createPerson
 * sets them; null leaves them as a new user's (chosen on the first sign-in, asked about the zone).
 */
const SETTLED: Record<string, unknown> | null = {
  time_format: '24h',
  date_order: 'dmy',
  zone_confirmed: true,
};

export async function createPerson(
  t: TestApp,
  {
    role = 'host',
    timezone = 'UTC',
    name = 'Ada Lovelace',
    permissions = undefined as string[] | undefined,
    preferences = SETTLED,
    /** The app's clock when it is not the real one (the set-password link must not expire). */
    now = Date.now(),
  } = {},
): Promise<Person> {
  sequence += 1;
  const login = `${role}${sequence}p${Math.floor(Math.random() * 1e6)}`;
  const created = await t.request({
    method: 'POST',
    url: '/api/v2/users',
    payload: {
      username: login,
      email: `${login}@example.com`,
      name,
      role,
      timezone,
      ...(permissions ? { permissions } : {}),
    },
  });
  if (created.statusCode !== 201) throw new Error(`user: ${created.statusCode} ${created.body}`);
  const id = created.json<{ id: number }>().id;
  if (preferences) {
    const put = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${id}`,
      payload: preferences,
    });
    if (put.statusCode !== 200) throw new Error(`preferences: ${put.statusCode} ${put.body}`);
  }
  const db = t.testDb.database.db;
  const link = await issuePasswordLink(db, t.config.publicUrl, id, 'invite', now);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/v2/accounts/password/set',
    // Each person from an address of their own, as people are: set-password attempts are
    // limited per address.
    remoteAddress: `10.77.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`,
    payload: { token: new URL(link).searchParams.get('token'), password: PERSON_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`password: ${set.statusCode} ${set.body}`);
  const { password } = await issueAppPassword(db, t.secret, Date.now(), id, 'test');
  return {
    id,
    login,
    password,
    auth: basic(login, password),
    accountPassword: PERSON_PASSWORD,
  };
}

/** Opens the dashboard and signs in; resolves once the signed-in navigation shows. */
export async function signIn(page: Page, origin: string, person: Person): Promise<void> {
  await page.goto(`${origin}/app/`);
  await page.getByLabel('Login or e-mail').fill(person.login);
  await page.getByLabel('Password').fill(person.accountPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: UI_TIMEOUT });
}

/**
 * A browser context signed in as the person without the form (the session cookie the sign-in
 * API answers), for tests of what comes after signing in; `signIn` is the one through the page.
 */
export async function signedInContext(
  browser: Browser,
  app: DashboardApp,
  person: Person,
): Promise<BrowserContext> {
  const res = await signInThroughApi(app.t, person.login, person.accountPassword);
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  const [name = '', value = ''] = cookieOf(res).split('=');
  const context = await newContext(browser);
  await context.addCookies([{ name, value, url: app.origin }]);
  return context;
}

/** The screen's heading, once loaded. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: UI_TIMEOUT });
  expect(await page.getByRole('heading', { level: 1, name }).count()).toBeGreaterThan(0);
}

export interface DashboardApp {
  t: TestApp;
  /** Where the browser reaches the server; also its PUBLIC_URL. */
  origin: string;
  smtp: TestSmtp;
  /** Runs the server's own mailer until nothing is due; returns what arrived meanwhile. */
  deliver(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A test app listening on its PUBLIC_URL, with its mail going over SMTP to a real server. */
export async function startDashboardApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  /** Where the server's log lines go (at `info`); none are written without it. */
  logStream?: DestinationStream,
): Promise<DashboardApp> {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp(dialect, {
    env: { PUBLIC_URL: origin, SMTP_URL: smtp.url, ...env },
    ...(logStream ? { logStream } : {}),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const mailer = createConfiguredMailer(
    t.config,
    t.testDb.database,
    silentLogger,
    createBookingMailSource(origin),
  );
  return {
    t,
    origin,
    smtp,
    async deliver() {
      const before = smtp.received.length;
      for (;;) {
        const run = await mailer.runOnce();
        if (run.claimed === 0 && run.expanded === 0) break;
      }
      return smtp.received.slice(before);
    },
    async close() {
      await mailer.stop();
      await t.close();
      await smtp.close();
    },
  };
}

/** A weekday (`YYYY-MM-DD`) at least `days` days ahead. */
export function weekdayDate(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
