/**
 * A guest pays a Stripe event in a real browser (Debian's Chromium through playwright-core):
 * books on the public page, lands on the Stripe stand-in's checkout page, clicks Pay, and comes
 * back to Slotbook's return page. The booking is confirmed by the signed webhook the stand-in
 * posts, not by the guest's return (a return before a late webhook finds it waiting); the order answers with Stripe's ids. SQLite is enough here:
 * the server side runs on both engines in payments/stripe-checkout.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, newContext, onServer, watchPage } from '../helpers/browser.js';
import { freePort } from '../helpers/free-port.js';
import { bookPaidOnPage, enablePayments, readBooking } from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_browserStandInSecret0001';

describe('paying a Stripe event in a browser', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  let standIn: StripeStandIn;
  /** Holds the stand-in's webhook until the test lets it go. */
  let held = Promise.resolve();
  let release: () => void = () => undefined;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      deliver: async ({ payload, signature }) => {
        await held;
        const res = await fetch(`${origin}/api/v2/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return res.status;
      },
    });
    t = await createTestApp('sqlite', {
      env: { PUBLIC_URL: origin, STRIPE_API_BASE_URL: standIn.url },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    browser = await launchBrowser();
    await enablePayments(t, 'EUR', 60);
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: { method: 'stripe', settings: { test_webhook_secret: WEBHOOK_SECRET } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await standIn?.close();
  });

  it('books, pays on the checkout page, and is confirmed by the signed webhook', async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const { host } = await bookPaidOnPage(t, page, origin, 'stripe');

    // On Stripe's (the stand-in's) checkout page: the booking is held, not confirmed.
    await page.waitForURL(`${standIn.url}/pay/**`, { timeout: 20_000 });
    const [session] = [...standIn.sessions.values()];
    if (!session) throw new Error('no Checkout Session was created');
    expect(session).toMatchObject({ amount_total: 8000, currency: 'eur', mode: 'payment' });
    const bookingId = Number(session.metadata.booking_id);
    expect((await readBooking(t, bookingId)).booking.status).toBe('pending');

    // Paid, but the webhook is late: the return page does not take the guest's word for it.
    held = new Promise((resolve) => (release = resolve));
    const paying = page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => session.status, { timeout: 20_000 }).toBe('complete');
    const early = await context.newPage();
    await early.goto(onServer(origin, session.success_url));
    await early.getByRole('heading', { name: 'Waiting for the payment to be confirmed' }).waitFor();
    expect((await readBooking(t, bookingId)).booking.status).toBe('pending');
    release();
    await paying;
    await page.waitForURL(`${origin}/booking/**/payment?checkout=success`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(await page.textContent('[role="status"]')).toContain('€80.00');
    expect(await page.textContent('main')).toContain('Test mode');

    expect(standIn.deliveries.map((d) => d.status)).toEqual([200]);
    const { booking, order } = await readBooking(t, bookingId, host);
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(order).toMatchObject({
      status: 'paid',
      payment_method: 'stripe',
      payment_mode: 'test',
      vendor_session_id: session.id,
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({
        status: 'paid',
        total: '8000',
        vendor_charge_id: session.payment_intent,
      }),
    ]);
    expect(standIn.violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
