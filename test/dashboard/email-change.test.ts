/**
 * Changing one's e-mail address in the Profile, in Debian's Chromium with real SMTP: the host
 * asks with their password, the link arrives at the new address, is opened in another browser
 * and confirmed, and the host then signs in with the new address.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, onServer } from '../helpers/browser.js';
import {
  createPerson,
  DASHBOARD_DIALECTS,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';
import { CONFIRM_LINK } from '../helpers/email-change.js';

describe.each(DASHBOARD_DIALECTS)('changing one’s e-mail address (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const see = (page: Page, text: string | RegExp) =>
    page.getByText(text).first().waitFor({ timeout: UI_TIMEOUT });

  it('asks in the Profile, confirms with the mailed link, signs in with the new address', async () => {
    const { t, origin } = app;
    const host = await createPerson(t, { name: 'Mover' });
    const oldEmail = `${host.login}@example.com`;
    const newEmail = `${host.login}.moved@example.org`;
    const page = await (await newContext(browser)).newPage();
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expectHeading(page, 'Profile');

    const form = page.getByRole('form', { name: 'E-mail address' });
    await see(page, `Your e-mail address: ${oldEmail}`);
    await form.getByLabel('New e-mail address').fill(newEmail);
    await form.getByLabel('Current password').fill(host.accountPassword);
    await form.getByRole('button', { name: 'Change e-mail' }).click();
    await see(page, `We sent a link to ${newEmail} — the change applies when you open it.`);
    await see(page, `Waiting for the link sent to ${newEmail} to be opened`);
    // Until the link is opened, the address stays.
    await page.reload();
    await see(page, `Your e-mail address: ${oldEmail}`);

    const mails = await app.deliver();
    const toNew = mails.find((mail) => mail.subject === 'Confirm your new Slotbook e-mail address');
    const toOld = mails.find((mail) => mail.subject?.startsWith('A change of your Slotbook'));
    expect(JSON.stringify(toNew?.to)).toContain(newEmail);
    expect(JSON.stringify(toOld?.to)).toContain(oldEmail);
    expect(toOld?.text).toContain(newEmail);
    const link = CONFIRM_LINK.exec(toNew?.text ?? '')?.[0];
    expect(link).toBeDefined();

    // The link is opened in another browser, signed in nowhere.
    const other = await (await newContext(browser)).newPage();
    await other.goto(onServer(origin, `${origin}${link}`));
    await expectHeading(other, 'Confirm your new e-mail address');
    await other.getByRole('button', { name: 'Confirm my new address' }).click();
    await see(other, `Your e-mail address is now ${newEmail}.`);
    await other.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await other.getByLabel('Login or e-mail').fill(newEmail);
    await other.getByLabel('Password').fill(host.accountPassword);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: UI_TIMEOUT });
    await other.getByRole('link', { name: 'Profile' }).click();
    await see(other, `Your e-mail address: ${newEmail}`);

    // A change asked for and cancelled leaves the address as it is.
    const again = other.getByRole('form', { name: 'E-mail address' });
    await again.getByLabel('New e-mail address').fill(`${host.login}.third@example.org`);
    await again.getByLabel('Current password').fill(host.accountPassword);
    await again.getByRole('button', { name: 'Change e-mail' }).click();
    await see(other, `Waiting for the link sent to ${host.login}.third@example.org to be opened`);
    await again.getByRole('button', { name: 'Cancel the change' }).click();
    await see(other, 'The change of e-mail address was cancelled.');
    await other
      .getByText('Waiting for the link sent to')
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });

    // A second use of the link says it no longer works.
    await other.goto(onServer(origin, `${origin}${link}`));
    await other.getByRole('button', { name: 'Confirm my new address' }).click();
    await see(other, /This link is unknown, was already used or has expired/);
  }, 120_000);
});
