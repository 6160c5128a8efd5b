/**
 * The Webhooks screen, in Debian's Chromium: a host subscribes a loopback receiver (receivers
 * on private networks are allowed in this installation) to a calendar, keeps the secret shown
 * once, sees a booking's message arrive signed, sends a test ping, reads the delivery log,
 * redelivers a message with its webhook-id, and turns the subscription off.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher, type Dispatcher } from '../../src/modules/webhooks/dispatcher.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
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
import { silentLogger } from '../helpers/smtp.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

describe.each(DASHBOARD_DIALECTS)('webhooks in the dashboard (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  let receiver: Receiver;
  let dispatcher: Dispatcher;
  beforeAll(async () => {
    [app, browser, receiver] = await Promise.all([
      startDashboardApp(dialect, { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_TIMEOUT_MS: '3000' }),
      launchBrowser(),
      startReceiver(),
    ]);
    dispatcher = createWebhookDispatcher({
      db: app.t.testDb.database.db,
      dialect,
      clock: Date.now,
      logger: silentLogger,
      delivery: app.t.config.webhooks,
      publicUrl: app.t.config.publicUrl,
    });
  }, 120_000);
  afterAll(async () => {
    await dispatcher?.stop();
    await browser?.close();
    await receiver?.close();
    await app?.close();
  });

  /** Runs the dispatcher until the receiver accepted `count` messages in all. */
  async function deliverUntil(count: number) {
    const deadline = Date.now() + 15_000;
    while (receiver.accepted().length < count) {
      if (Date.now() > deadline) throw new Error(`only ${receiver.accepted().length} of ${count}`);
      await dispatcher.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return receiver.accepted();
  }

  async function status(page: Page, text: string | RegExp) {
    await page.getByText(text).first().waitFor({ timeout: UI_TIMEOUT });
  }

  it('creates a webhook, delivers, pings, shows the log, redelivers and turns it off', async () => {
    const { t, origin } = app;
    const host = await createPerson(t);
    const { event } = await bookableEvent(t, host);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, origin, host);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expectHeading(page, 'Webhooks');
    await status(page, 'No webhook yet');
    // A host subscribes one of their calendars; "all calendars" is the administrator's.
    expect(await page.getByRole('option', { name: 'All booking pages' }).count()).toBe(0);
    await page.getByLabel('Receiver URL').fill(receiver.url);
    await page.getByLabel(/A booking is moved/).check();
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await status(page, 'Webhook created.');
    const secret = (await page.locator('.secret code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    receiver.secrets = [secret];
    await page.getByRole('heading', { name: receiver.url }).waitFor({ timeout: UI_TIMEOUT });

    await adminBook(t, host, event.id, { start_utc: hoursAhead(30) });
    const [first] = await deliverUntil(1);
    expect(first!.verified).toBe(true);
    expect(first!.json.type).toBe('booking.created');

    await page.getByRole('button', { name: 'Send test ping' }).click();
    await status(page, /Test ping: delivered, status 200/);
    expect(receiver.accepted()[1]!.json.type).toBe('webhook.ping');

    await page.getByRole('button', { name: 'Show delivery log' }).click();
    const created = page.getByRole('listitem').filter({ hasText: 'booking.created' }).last();
    await created.waitFor({ timeout: UI_TIMEOUT });
    await status(page, /webhook\.ping/);
    expect(await created.textContent()).toMatch(/delivered · status 200 · \d+ ms/);
    await created.getByRole('button', { name: 'Redeliver' }).click();
    await status(page, /Queued again/);
    const again = await deliverUntil(3);
    expect(again[2]!.id).toBe(first!.id);
    expect(again[2]!.verified).toBe(true);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await status(page, 'Webhook turned off.');
    await page.getByRole('button', { name: 'Turn on' }).waitFor({ timeout: UI_TIMEOUT });
    const listed = await t.request({ method: 'GET', url: '/api/v2/webhooks', as: host });
    expect(listed.json().webhooks[0].active).toBe(false);
    await context.close();
  }, 60_000);
});
