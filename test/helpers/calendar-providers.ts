/**
 * What the browser tests of Google and Microsoft calendars share: the dashboard app configured for
 * a provider's stand-in and a browser, started and closed with the suite; connecting an account in
 * the dashboard through the stand-in's consent page; the starts a host is offered on a day; and a
 * sync loop run by hand (write-backs and syncs that are due).
 */
import type { Browser, Page } from 'playwright-core';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import { connectionSyncDeps } from '../../src/services.js';
import type { Dialect } from '../../src/db/database.js';
import { launchBrowser } from './browser.js';
import {
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
  type Person,
} from './dashboard.js';
import type { TestApp } from './app.js';

export interface ProviderSuite<S> {
  app: DashboardApp;
  browser: Browser;
  standIn: S;
}

/** Starts the stand-in, then the dashboard app with its settings and a browser, for the suite. */
export function useProviderDashboard<S extends { close(): Promise<void> }>(
  dialect: Dialect,
  start: () => Promise<S>,
  env: (standIn: S) => Record<string, string>,
  /** Where the server's log lines go (none are written without it). */
  logStream?: DestinationStream,
): ProviderSuite<S> {
  const suite = {} as ProviderSuite<S>;
  beforeAll(async () => {
    suite.standIn = await start();
    [suite.app, suite.browser] = await Promise.all([
      startDashboardApp(dialect, env(suite.standIn), logStream),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
    await suite.standIn?.close();
  });
  return suite;
}

/** Signs in, opens Connected calendars, connects through the consent page, waits to be back. */
export async function connectInDashboard(
  page: Page,
  origin: string,
  host: Person,
  provider: { link: string; consent: string; connected: string },
): Promise<void> {
  await signIn(page, origin, host);
  await page.getByRole('link', { name: 'Connected calendars' }).click();
  await expectHeading(page, 'Connected calendars');
  await page.getByRole('link', { name: provider.link }).click();
  await page.getByRole('button', { name: provider.consent }).click({ timeout: UI_TIMEOUT });
  await page.getByText(provider.connected).waitFor({ timeout: UI_TIMEOUT });
}

/** The starts (UTC, `YYYY-MM-DD HH:MM`) the host's event offers on `day`. */
export async function offeredOn(
  t: TestApp,
  host: Person,
  eventId: number,
  day: string,
): Promise<string[]> {
  const res = await t.request({
    url: `/api/v2/bookings/event/${eventId}?start_date=${day}&end_date=${day}&timezone=UTC`,
    as: host,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slots: Record<string, { start: string }[]> = res.json().available_slots;
  return Object.values(slots).flatMap((d) => d.map((s) => s.start.slice(0, 16)));
}

/** The calendar sync loop of the app, run by hand (`runOnce`). */
export async function syncLoopOf(
  t: TestApp,
  logger: { warn(...args: unknown[]): void; error(...args: unknown[]): void } = {
    warn() {},
    error() {},
  },
) {
  return createConnectionSync({
    ...(await connectionSyncDeps(t.config, t.testDb.database, Date.now)),
    logger,
  });
}

/** The server's log lines (its `logStream`) and a sync loop's warnings and errors, kept. */
export function captureLogs() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    logger: {
      warn: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
      error: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
    },
    text: () => lines.join('\n'),
  };
}

/**
 * No secret a provider handed out (codes, tokens) nor the client secret is in the logs or in
 * the connections API; the provider's callback was logged (so the check reads real lines).
 */
export async function expectNoSecrets(
  t: TestApp,
  host: Person,
  log: string,
  callbackPath: string,
  secrets: readonly string[],
): Promise<void> {
  expect(log).toContain(`${callbackPath}?`);
  const answers = JSON.stringify(
    (await t.request({ url: '/api/v2/connections', as: host })).json(),
  );
  expect(secrets.length).toBeGreaterThanOrEqual(3);
  for (const secret of secrets) {
    expect(log).not.toContain(secret);
    expect(answers).not.toContain(secret);
  }
}
