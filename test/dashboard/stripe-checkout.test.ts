/**
 * Paying with Stripe in Debian's Chromium, against the Stripe stand-in (every request checked
 * against Stripe's published OpenAPI description): a guest books a paid event on the booking
 * page, is sent to the stand-in's hosted checkout, pays, and comes back; the booking stays held
 * until the signed webhook arrives, and only then is confirmed. The booking's order answers with
 * Stripe's ids, and the host's payment panel shows them with links to Stripe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableEvent } from '../helpers/booking-factories.js';
import { launchBrowser, newContext, pickFirstFreeTime } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signedInContext,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';
import { chargeFor, enablePayments, readBooking } from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_browserCheckoutSecret0001';

describe('paying with Stripe in a browser', () => {
  let app: DashboardApp;
  let browser: Browser;
  let standIn: StripeStandIn;
  /** Holds the stand-in's webhook until the test lets it go. */
  let release: () => void = () => undefined;
  let held = Promise.resolve();

  beforeAll(async () => {
    standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      async deliver({ payload, signature }) {
        await held;
        const res = await fetch(`${app.origin}/api/v2/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        await res.arrayBuffer();
        return res.status;
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

  it('confirms the booking only once the signed webhook arrives, and shows Stripe’s ids to the host', async () => {
    const host = await createPerson(app.t);
    const { calendar, event } = await bookableEvent(app.t, host);
    await chargeFor(app.t, host, calendar.id, event.id, { offline_enabled: 'no' });
    const listed = await app.t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host });
    const publicUrl = new URL(listed.json().calendar.public_url as string);

    const guest = await newContext(browser);
    const page = await guest.newPage();
    await page.goto(`${app.origin}${publicUrl.pathname}`);
    await page.getByRole('link', { name: 'Consultation' }).click();
    const slot = await pickFirstFreeTime(page);
    await slot.click();
    await page.getByLabel('Your Name').fill('Grace Hopper');
    await page.getByLabel('Your Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // The page sends the guest on to Stripe's hosted checkout.
    await page.waitForURL(`${standIn.url}/pay/**`, { timeout: UI_TIMEOUT });
    await page.getByRole('heading', { name: 'Pay 5999 EUR' }).waitFor();
    const session = [...standIn.sessions.values()].at(-1);
    if (!session) throw new Error('no Checkout Session');
    const bookingId = Number(session.metadata.booking_id);
    expect((await readBooking(app.t, bookingId)).booking.status).toBe('pending');

    // Paid, but Stripe's webhook is late: the return page does not take the guest's word for it.
    held = new Promise((resolve) => (release = resolve));
    const paying = page.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => session.status, { timeout: UI_TIMEOUT }).toBe('complete');
    const early = await guest.newPage();
    await early.goto(session.success_url.replace(new URL(session.success_url).origin, app.origin));
    await early.getByRole('heading', { name: 'Waiting for the payment to be confirmed' }).waitFor();
    expect((await readBooking(app.t, bookingId)).booking.status).toBe('pending');

    release();
    await paying;
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByRole('status').textContent()).toContain('is confirmed');
    expect(await page.textContent('main')).toContain('Test mode: no real money is charged.');

    const { booking, order } = await readBooking(app.t, bookingId);
    expect(booking.status).toBe('scheduled');
    expect(order).toMatchObject({
      status: 'paid',
      payment_method: 'stripe',
      payment_mode: 'test',
      vendor_session_id: session.id,
      total_paid: '5999',
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({
        transaction_type: 'online',
        payment_method: 'stripe',
        vendor_charge_id: session.payment_intent,
        status: 'paid',
        total: '5999',
      }),
    ]);
    // The host reads the same order, with Stripe's ids, through the booking's own route.
    const seen = await readBooking(app.t, bookingId, host);
    expect(seen.order.transactions[0].vendor_charge_id).toBe(session.payment_intent);
    expect(standIn.violations).toEqual([]);

    // The host's payment panel names Stripe's payment and links to it.
    const context = await signedInContext(browser, app, host);
    const dashboard = await context.newPage();
    await dashboard.goto(`${app.origin}/app/bookings/${bookingId}`);
    await expectHeading(dashboard, /with Grace Hopper/);
    const facts = dashboard.getByTestId('payment-facts');
    await facts.waitFor({ timeout: UI_TIMEOUT });
    expect(await facts.textContent()).toContain('Test (no real money)');
    expect(await facts.textContent()).toContain(session.id);
    const link = dashboard
      .getByRole('list', { name: 'Transactions' })
      .getByRole('link', { name: new RegExp(String(session.payment_intent)) });
    expect(await link.getAttribute('href')).toBe(
      `https://dashboard.stripe.com/test/payments/${session.payment_intent}`,
    );
    expect(await dashboard.textContent('#refund-title ~ p')).toContain(
      'Sends the money back to the guest through Stripe.',
    );
    await Promise.all([guest.close(), context.close()]);
  });
});
