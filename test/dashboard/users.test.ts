/**
 * The Users screen, in Debian's Chromium, on an installation without an e-mail server: an
 * administrator creates a host and copies the invitation link shown once; the host opens it in
 * another browser, chooses a password and signs in; the administrator edits the host's name and
 * e-mail, deactivates and reactivates them, makes new links (each ends the one before), and
 * deletes users, one of whom still hosts a calendar that goes to an heir.
 *
 * Over 30 seconds: four browser contexts sign in or choose passwords (each an argon2id hash on
 * the server), and every step waits for what the page shows.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, onServer, serve } from '../helpers/browser.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { createCalendar } from '../helpers/factories.js';
import { signIn as apiSignIn } from '../helpers/accounts.js';
import {
  createPerson,
  DASHBOARD_DIALECTS,
  expectHeading,
  signIn,
  UI_TIMEOUT,
} from '../helpers/dashboard.js';

const HOST_PASSWORD = 'the host chose this one';

describe.each(DASHBOARD_DIALECTS)('the Users screen without an e-mail server (%s)', (dialect) => {
  let t: TestApp;
  let origin: string;
  let browser: Browser;
  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(dialect), launchBrowser()]);
    origin = await serve(t);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const see = (page: Page, text: string | RegExp) =>
    page.getByText(text).first().waitFor({ timeout: UI_TIMEOUT });

  /** Opens a set-password link in a browser of its own; answers that browser's page. */
  async function openLink(url: string) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(onServer(origin, url));
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('New password (at least 10 characters)').fill(HOST_PASSWORD);
    await page.getByLabel('The same password again').fill(HOST_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    return page;
  }

  async function newLink(page: Page, login: string) {
    await page.getByRole('button', { name: `New invitation link for ${login}` }).click();
    await see(page, `A new invitation link was made for ${login}`);
    return page.getByLabel(`Invitation link of ${login}`).inputValue();
  }

  it('creates a host who signs in with the copied link; edits, deactivates, re-invites, deletes', async () => {
    const admin = await createPerson(t, { role: 'administrator', name: 'Admin Person' });
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await signIn(page, origin, admin);
    await page.getByRole('link', { name: 'Users' }).click();
    await expectHeading(page, 'Users');
    // The administrator's own row has no edit, invite or delete.
    await see(page, admin.login);
    expect(await page.getByRole('button', { name: `Delete ${admin.login}` }).count()).toBe(0);

    await page.getByLabel('Login', { exact: true }).fill('grace');
    await page.getByLabel('E-mail', { exact: true }).fill('grace@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Grace');
    await page.getByRole('button', { name: 'Create user' }).click();
    await see(page, 'grace was created.');
    await see(page, 'No e-mail server is configured: send this link yourself.');
    const link = await page.getByLabel('Invitation link of grace').inputValue();
    expect(link).toMatch(/\/app\/set-password\?token=[A-Za-z0-9_-]{20,}$/);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await see(page, 'Copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The host, in a browser of their own, chooses a password and signs in.
    const hostPage = await openLink(link);
    await hostPage.getByLabel('Login or e-mail').waitFor({ timeout: UI_TIMEOUT });
    await hostPage.getByLabel('Login or e-mail').fill('grace');
    await hostPage.getByLabel('Password').fill(HOST_PASSWORD);
    await hostPage.getByRole('button', { name: 'Sign in' }).click();
    await hostPage.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: UI_TIMEOUT });
    await hostPage.context().close();

    // The administrator edits the host's name and e-mail.
    await page.getByRole('button', { name: 'Edit grace' }).click();
    await page.getByLabel('Name of grace').fill('Grace Hopper');
    await page.getByLabel('E-mail of grace').fill('grace.hopper@example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'grace.hopper@example.org' });
    await row.waitFor({ timeout: UI_TIMEOUT });
    expect(await row.textContent()).toContain('Grace Hopper');
    expect(await page.getByText('grace@example.com').count()).toBe(0);

    // Deactivated, the host cannot sign in; reactivated, they can again.
    await page.getByRole('button', { name: 'Deactivate grace' }).click();
    await see(page, 'grace is deactivated');
    await row.getByText('deactivated', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect((await apiSignIn(t, 'grace', HOST_PASSWORD, '10.20.0.1')).statusCode).toBe(403);
    await page.getByRole('button', { name: 'Reactivate grace' }).click();
    await see(page, 'grace is active again');
    expect((await apiSignIn(t, 'grace', HOST_PASSWORD, '10.20.0.2')).statusCode).toBe(200);

    // Each new link ends the one before: the older one is refused, the newest works.
    const second = await newLink(page, 'grace');
    expect(second).not.toBe(link);
    const third = await newLink(page, 'grace');
    expect(third).not.toBe(second);
    const refused = await openLink(second);
    await refused.getByText('This link is unknown, was already used or has expired').waitFor({
      timeout: UI_TIMEOUT,
    });
    await refused.context().close();
    const accepted = await openLink(third);
    await accepted.getByLabel('Login or e-mail').waitFor({ timeout: UI_TIMEOUT });
    await accepted.context().close();

    // Delete: the confirmation says what happens, and the user is gone.
    await page.getByRole('button', { name: 'Delete grace' }).click();
    await see(page, 'the deletion is refused unless someone takes all of it over');
    await page.getByRole('button', { name: 'Delete grace for good' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'grace.hopper@example.org' })
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    const left = await t.request({ url: '/api/v2/users', query: { search: 'grace' } });
    expect(left.json<{ users: unknown[] }>().users).toEqual([]);
    await context.close();
  }, 180_000);

  it('refuses to delete a host who still hosts a calendar until an heir is chosen', async () => {
    const admin = await createPerson(t, { role: 'administrator', name: 'Other Admin' });
    const host = await createPerson(t, { name: 'Calendar Keeper' });
    const { calendar } = await createCalendar(t, host);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, origin, admin);
    await page.getByRole('link', { name: 'Users' }).click();
    await expectHeading(page, 'Users');
    await page.getByRole('button', { name: `Delete ${host.login}` }).click();
    await page.getByRole('button', { name: `Delete ${host.login} for good` }).click();
    await see(page, /still has 1 calendar/);
    await see(page, 'Choose who takes it over below, then delete again.');
    await page
      .getByLabel(`Who takes over what ${host.login} still hosts`)
      .selectOption({ label: `Other Admin (${admin.login}, administrator)` });
    await page.getByRole('button', { name: `Delete ${host.login} for good` }).click();
    await page
      .getByRole('button', { name: `Delete ${host.login}`, exact: true })
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    // The heir holds the calendar now.
    const kept = await t.request({ as: admin, url: `/api/v2/calendars/${calendar.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().calendar.user_id).toBe(admin.id);
    await context.close();
  }, 180_000);
});
