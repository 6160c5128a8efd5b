/**
 * The provider's side of a booking's payment in the dashboard, in Debian's Chromium: after a
 * guest paid through the Stripe stand-in (the signed webhook applied), the host's payment panel
 * shows the mode, the Checkout Session and the PaymentIntent linked to Stripe's dashboard, and
 * its refund form says the money goes back through Stripe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAhead } from '../helpers/booking-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signedInContext,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';
import { enablePayments, paidEvent, publicBook } from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_dashboardPanelSecret0001';

describe("a Stripe payment's ids in the dashboard", () => {
  let app: DashboardApp;
  let browser: Browser;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      async deliver({ payload, signature }) {
        const res = await app.t.app.inject({
          method: 'POST',
          url: '/api/v2/payments/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        return res.statusCode;
      },
    });
    [app, browser] = await Promise.all([
      startDashboardApp('sqlite', { STRIPE_API_BASE_URL: standIn.url }),
      launchBrowser(),
    ]);
    await enablePayments(app.t, 'EUR');
    const res = await app.t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: { method: 'stripe', settings: { test_webhook_secret: WEBHOOK_SECRET } },
    });
    expect(res.statusCode, res.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await standIn?.close();
  });

  it('shows the mode, the session and the payment with a link to Stripe', async () => {
    const host = await createPerson(app.t);
    const { event } = await paidEvent(app.t, host);
    const booked = await publicBook(app.t, event.hash, {
      start_utc: hoursAhead(30),
      payment_method: 'stripe',
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking_hash: hash, booking } = booked.json();
    const pay = await app.t.app.inject({ url: `/booking/${hash}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const session = [...standIn.sessions.values()].find((s) => s.url === pay.headers.location);
    if (!session) throw new Error('no Checkout Session');
    await standIn.complete(session.id);

    const context = await signedInContext(browser, app, host);
    const page = await context.newPage();
    await page.goto(`${app.origin}/app/bookings/${booking.id}`);
    await expectHeading(page, /with Grace Hopper/);
    const facts = page.getByTestId('payment-facts');
    await facts.waitFor({ timeout: UI_TIMEOUT });
    expect(await facts.textContent()).toContain('Test (no real money)');
    expect(await facts.textContent()).toContain(session.id);
    const link = page
      .getByRole('list', { name: 'Transactions' })
      .getByRole('link', { name: new RegExp(String(session.payment_intent)) });
    expect(await link.getAttribute('href')).toBe(
      `https://dashboard.stripe.com/test/payments/${session.payment_intent}`,
    );
    expect(await page.textContent('#refund-title ~ p')).toContain(
      'Sends the money back to the guest through Stripe.',
    );
    expect(standIn.violations).toEqual([]);
    await context.close();
  });
});
