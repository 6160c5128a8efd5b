/**
 * Personal access tokens on the Profile screen, in Debian's Chromium: a host creates a token
 * that may read bookings, copies the secret shown once, calls the API with it over real HTTP
 * (a read passes, a write its scopes lack is refused), sees when it was last used, and revokes
 * it after confirming; the token is refused from then on. A token restricted to one chosen
 * calendar is listed as such and reaches only that calendar.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  DASHBOARD_DIALECTS,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';
import { createCalendar } from '../helpers/factories.js';

describe.each(DASHBOARD_DIALECTS)('access tokens in the Profile (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a token, uses it, sees its last use and revokes it', async () => {
    const { t, origin } = app;
    const host = await createPerson(t);
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    // Not watchPage: it dismisses dialogs, and revoking asks for a confirmation.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expectHeading(page, 'Profile');

    const form = page.getByRole('form', { name: 'New access token' });
    await form.getByLabel('Name').fill('Calendar assistant');
    await form.getByLabel(/Read bookings/).check();
    await form.getByLabel('Expires').selectOption({ label: '90 days' });
    await form.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-access-token');
    await shown.waitFor({ timeout: UI_TIMEOUT });
    const token = await shown.innerText();
    expect(token).toMatch(/^sbp_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Copy token' }).click();
    await page.getByText('Copied.').waitFor({ timeout: UI_TIMEOUT });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const list = page.getByRole('list', { name: 'Access tokens' });
    await list.getByText('Calendar assistant', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await list.innerText()).toContain('last used never');

    // Used as a script would, over HTTP.
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}/api/v2${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    expect((await call('/schedules')).status).toBe(200);
    const write = await call('/calendars', { method: 'POST', body: '{"title":"Nope"}' });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toContain('event-types:write');

    await page.reload();
    await list.getByText('Calendar assistant', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await list.innerText()).not.toContain('last used never');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Calendar assistant');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Revoke Calendar assistant' }).click();
    await page
      .getByText('The token Calendar assistant was revoked.')
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('No access tokens yet.').waitFor({ timeout: UI_TIMEOUT });
    const refused = await call('/schedules');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", resource_metadata="${origin}/.well-known/oauth-protected-resource/api/v2"`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('creates a token restricted to a chosen calendar', async () => {
    const { t, origin } = app;
    const host = await createPerson(t);
    const sales = (await createCalendar(t, host, { type: 'team', title: 'Sales' })).calendar;
    const support = (await createCalendar(t, host, { type: 'team', title: 'Support' })).calendar;
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expectHeading(page, 'Profile');

    const form = page.getByRole('form', { name: 'New access token' });
    await form.getByLabel('Name').fill('Sales assistant');
    await form.getByLabel(/Read calendars and event types/).check();
    const reaches = form.getByRole('group', { name: 'Calendars it reaches' });
    await reaches.getByLabel('Sales', { exact: true }).check({ timeout: UI_TIMEOUT });
    await form.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-access-token');
    await shown.waitFor({ timeout: UI_TIMEOUT });
    const token = await shown.innerText();

    const list = page.getByRole('list', { name: 'Access tokens' });
    await list.getByText('Sales assistant', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await list.innerText()).toContain('only Sales');

    const call = (path: string) =>
      fetch(`${origin}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
    const listed = (await (await call('/calendars?view=flat')).json()) as {
      calendars: { id: number }[];
    };
    expect(listed.calendars.map((c) => c.id)).toEqual([sales.id]);
    expect((await call(`/calendars/${support.id}`)).status).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });
});
