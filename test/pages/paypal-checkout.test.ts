/**
 * A guest pays a PayPal event in a real browser (Debian's Chromium through playwright-core):
 * books on the public page, lands on the PayPal stand-in's approval page, clicks Pay, and comes
 * back to Slotbook's return page, where the approved order is captured. The booking stays
 * pending until PayPal's webhook is delivered and verified; then "Check again" shows it paid,
 * and the order answers with PayPal's ids. SQLite is enough here: the server side runs on both
 * engines in payments/paypal-checkout.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, newContext, watchPage } from '../helpers/browser.js';
import { freePort } from '../helpers/free-port.js';
import {
  bookPaidOnPage,
  enablePayments,
  enablePaypal,
  readBooking,
} from '../helpers/paid-events.js';
import { startPaypalStandIn, type PaypalStandIn } from '../payments/paypal-stand-in.js';

const PAYPAL = {
  clientId: 'AbBrowserClientId0001',
  clientSecret: 'EBrowserClientSecret0001',
  webhookId: '8PT597110X687430LKGECATA',
};

describe('paying a PayPal event in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  let standIn: PaypalStandIn;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    standIn = await startPaypalStandIn({
      ...PAYPAL,
      deliver: async ({ payload, headers }) => {
        const res = await fetch(`${origin}/api/v2/payments/paypal/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: payload,
        });
        return res.status;
      },
    });
    t = await createTestApp('sqlite', {
      env: { PUBLIC_URL: origin, PAYPAL_API_BASE_URL: standIn.url },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    browser = await launchBrowser();
    await enablePayments(t, 'EUR', 60);
    await enablePaypal(t, PAYPAL);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await standIn?.close();
  });

  it('books choosing PayPal over Stripe, pays on the approval page, and is confirmed by the verified webhook', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const { host } = await bookPaidOnPage(t, page, origin, 'paypal', ['stripe', 'paypal']);

    // On PayPal's (the stand-in's) approval page: the booking is held, not confirmed.
    await page.waitForURL(`${standIn.url}/checkoutnow?**`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Pay 80.00 EUR with PayPal' }).waitFor();
    const [paypalOrder] = [...standIn.orders.values()];
    if (!paypalOrder) throw new Error('no PayPal order was created');
    const units = paypalOrder.purchase_units as { custom_id: string }[];
    // The PayPal order carries Slotbook's order in custom_id.
    const ours = await t.testDb.database.db
      .selectFrom('orders')
      .select('parent_id')
      .where('id', '=', Number(units[0]?.custom_id))
      .executeTakeFirstOrThrow();
    const bookingId = Number(ours.parent_id);
    expect((await readBooking(t, bookingId)).booking.status).toBe('pending');

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${origin}/booking/**/payment?checkout=success&token=**`, {
      timeout: 20_000,
    });
    // Captured at PayPal, but only PayPal's verified event confirms.
    await page.getByRole('heading', { name: 'Waiting for the payment to be confirmed' }).waitFor();
    expect(standIn.captures.size).toBe(1);
    expect((await readBooking(t, bookingId)).booking.status).toBe('pending');

    expect(await standIn.deliverQueued()).toEqual([200]);
    await page.getByRole('link', { name: 'Check again' }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(await page.textContent('[role="status"]')).toContain('€80.00');
    expect(await page.textContent('main')).toContain('Test mode');

    const [capture] = [...standIn.captures.values()];
    const { booking, order } = await readBooking(t, bookingId, host);
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(order).toMatchObject({
      status: 'paid',
      payment_method: 'paypal',
      payment_mode: 'test',
      vendor_session_id: paypalOrder.id,
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: 'paid', total: '8000', vendor_charge_id: capture?.id }),
    ]);
    expect(standIn.captures.size).toBe(1);
    expect(standIn.violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
