/**
 * The administrators' Settings screen in Debian's Chromium: a test e-mail through the server's
 * SMTP settings (a real SMTP conversation with a capture server) with the server's reply or its
 * refusal on the screen; the payment settings and a method's keys, whose secrets are never shown
 * back; hosts and viewers have no Settings screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
  DASHBOARD_DIALECTS,
} from '../helpers/dashboard.js';

const SECRET = 'sk_test_51DashboardSecretNeverShown';

describe.each(DASHBOARD_DIALECTS)('the Settings screen (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it("sends a test e-mail and shows the server's reply, or its refusal", async () => {
    const admin = await createPerson(app.t, { role: 'administrator' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, admin);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expectHeading(page, 'Settings');
    await page.getByText('No test e-mail sent yet.').waitFor({ timeout: UI_TIMEOUT });

    const before = app.smtp.received.length;
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await page
      .getByText(`The mail server took the test e-mail for ${admin.login}@example.com.`)
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByTestId('smtp-response').textContent()).toMatch(/^250 /);
    const arrived = app.smtp.received.slice(before);
    expect(arrived.map((m) => m.subject)).toEqual(['Slotbook test e-mail']);
    expect(JSON.stringify(arrived[0]!.to)).toContain(`${admin.login}@example.com`);

    app.smtp.rejectRecipient('bounce@example.org');
    await page.getByLabel('Send the test e-mail to').fill('bounce@example.org');
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'did not take the test e-mail' });
    await alert.waitFor({ timeout: UI_TIMEOUT });
    expect(await alert.textContent()).toContain('550');
    expect(await page.getByTestId('smtp-response').count()).toBe(0);
    await context.close();
  }, 180_000);

  it("saves the payment settings and Stripe's keys, never showing a secret back", async () => {
    const admin = await createPerson(app.t, { role: 'administrator' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, app.origin, admin);
    await page.goto(`${app.origin}/app/settings`);
    await expectHeading(page, 'Settings');

    await page.getByLabel('Take payments for paid event types').check({ timeout: UI_TIMEOUT });
    await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await page.getByLabel('Minutes an unpaid online booking is held').fill('45');
    await page.getByRole('button', { name: 'Save payment settings' }).click();
    await page.getByText('The payment settings were saved.').waitFor({ timeout: UI_TIMEOUT });
    const global = (await app.t.request({ url: '/api/v2/settings/payment' })).json().payments;
    expect(global).toMatchObject({ currency: 'EUR', is_active: 'yes', unpaid_release_minutes: 45 });

    // The API's own message for a key that is not a Stripe key.
    await page.getByLabel('Stripe: Test secret key').fill('not-a-key');
    await page.getByRole('button', { name: 'Save Stripe settings' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'does not look like a Stripe test secret key' })
      .waitFor({ timeout: UI_TIMEOUT });

    // Enabled without its keys, Stripe could take no payment: refused, with the API's words.
    await page.getByLabel('Stripe: Test secret key').fill('');
    await page.getByLabel('Stripe: Enabled').check();
    await page.getByRole('button', { name: 'Save Stripe settings' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please connect your Stripe account first.' })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByTestId('stripe-mode').textContent()).toBe('test mode');

    await page.getByLabel('Stripe: Test publishable key').fill('pk_test_51Public');
    await page.getByLabel('Stripe: Test secret key').fill(SECRET);
    await page.getByRole('button', { name: 'Save Stripe settings' }).click();
    await page
      .getByTestId('stripe-test_secret_key-state')
      .filter({ hasText: 'set; leave empty to keep it' })
      .waitFor({ timeout: UI_TIMEOUT });
    const secretField = page.getByLabel('Stripe: Test secret key');
    await expect.poll(() => secretField.inputValue(), { timeout: UI_TIMEOUT }).toBe('');
    expect(await page.content()).not.toContain(SECRET);
    const stored = await app.t.request({
      url: '/api/v2/integrations/settings/payment-methods?method=stripe',
    });
    expect(stored.json()).toMatchObject({
      configured: true,
      settings: { is_active: 'yes', test_secret_key: '********' },
    });

    // Saving again with the field left empty keeps the secret; removing it clears it.
    await page.getByLabel('Stripe: Test publishable key').fill('pk_test_51Other');
    await page.getByLabel('Stripe: Enabled').uncheck();
    await page.getByRole('button', { name: 'Save Stripe settings' }).click();
    const stripe = async () =>
      (
        await app.t.request({ url: '/api/v2/integrations/settings/payment-methods?method=stripe' })
      ).json().settings;
    await expect
      .poll(async () => (await stripe()).test_publishable_key, { timeout: UI_TIMEOUT })
      .toBe('pk_test_51Other');
    expect(await stripe()).toMatchObject({ is_active: 'no', test_secret_key: '********' });
    await page.getByLabel('Remove the stored test secret key').check();
    await page.getByRole('button', { name: 'Save Stripe settings' }).click();
    await page
      .getByTestId('stripe-test_secret_key-state')
      .filter({ hasText: 'not set' })
      .waitFor({ timeout: UI_TIMEOUT });
    const cleared = await app.t.request({
      url: '/api/v2/integrations/settings/payment-methods?method=stripe',
    });
    expect(cleared.json().settings.test_secret_key).toBe('');
    await context.close();
  }, 180_000);

  it('has no Settings screen for hosts and viewers', async () => {
    for (const role of ['host', 'viewer']) {
      const person = await createPerson(app.t, { role });
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, app.origin, person);
      expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      await page.goto(`${app.origin}/app/settings`);
      await expectHeading(page, 'Page not found');
      expect(await page.getByRole('button', { name: 'Send a test e-mail' }).count()).toBe(0);
      await context.close();
    }
  }, 120_000);
});

describe.each(DASHBOARD_DIALECTS)(
  'the Settings screen without the payment routes (%s)',
  (dialect) => {
    it("shows the API's own error where the payment settings would be, and still sends mail", async () => {
      const [app, browser] = await Promise.all([
        startDashboardApp(dialect, { SLOTBOOK_EDITION: 'core' }),
        launchBrowser(),
      ]);
      try {
        const admin = await createPerson(app.t, { role: 'administrator' });
        const missing = await app.t.request({ url: '/api/v2/settings/payment', as: admin });
        expect(missing.statusCode).toBe(404);
        const context = await newContext(browser);
        const page = await context.newPage();
        await signIn(page, app.origin, admin);
        await page.goto(`${app.origin}/app/settings`);
        await expectHeading(page, 'Settings');
        const errors = page.getByRole('alert').filter({ hasText: missing.json().message });
        await errors.first().waitFor({ timeout: UI_TIMEOUT });
        // The global settings and each of the three methods: four errors, each with a retry.
        await expect.poll(() => errors.count(), { timeout: UI_TIMEOUT }).toBe(4);
        const retries = page.getByRole('button', { name: 'Try again' });
        await expect.poll(() => retries.count(), { timeout: UI_TIMEOUT }).toBe(4);
        await page.getByRole('button', { name: 'Send a test e-mail' }).click();
        await page.getByTestId('smtp-response').waitFor({ timeout: UI_TIMEOUT });
        await context.close();
      } finally {
        await browser.close();
        await app.close();
      }
    }, 120_000);
  },
);
