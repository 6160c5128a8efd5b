/**
 * Payments that a webhook did not bring, against the Stripe stand-in (every request validated
 * against Stripe's published OpenAPI description), on both engines: the booking jobs ask Stripe
 * about checkouts left unpaid and confirm a booking paid whose webhook was lost (the webhook
 * arriving later changes nothing), expire at Stripe a checkout whose hold has ended before the
 * booking is released, and leave the booking held when Stripe cannot be asked. A payment that
 * arrives after its booking was released (the time given to another guest meanwhile) is refunded
 * in full through Stripe, and the guest is told over SMTP; so is what a cancellation refunds under
 * the event's refund policy, in the guest's cancellation mail.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBookingJobs } from '../../src/modules/bookings/jobs/index.js';
import { createMemoryCounter } from '../../src/infra/counters.js';
import { createServices } from '../../src/services.js';
import type { TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import {
  activityTitles,
  enablePayments,
  paidEvent,
  publicBook,
  readBooking,
} from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const START = Date.parse('2031-01-06T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_reconciliationSecret0001';
const WEBHOOK = '/api/v2/payments/stripe/webhook';
const HOLD_MINUTES = 30;
const MINUTE = 60_000;

let now = START;
let standIn: StripeStandIn;
let app: TestApp | undefined;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    now: () => Math.floor(now / 1000),
    deliver: async ({ payload, signature }) => {
      if (!app) throw new Error('no app');
      const res = await app.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return res.statusCode;
    },
  });
});
afterAll(() => standIn?.close());

describe.each(DIALECTS)('payments the webhook did not bring (%s)', (dialect) => {
  let mailing: MailingApp;
  let t: TestApp;
  let jobs: { runOnce(): Promise<void>; stop(): Promise<void> };
  const failures: unknown[] = [];
  let hour = 8;

  beforeAll(async () => {
    mailing = await startMailingApp(dialect, {
      clock: () => now,
      env: { STRIPE_API_BASE_URL: standIn.url, STRIPE_TIMEOUT_MS: '1000' },
    });
    t = mailing.t;
    app = t;
    await enablePayments(t, 'USD', HOLD_MINUTES);
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: { method: 'stripe', settings: { test_webhook_secret: WEBHOOK_SECRET } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The jobs as the server runs them, over the same configuration and database.
    const services = await createServices({
      config: t.config,
      database: t.testDb.database,
      counter: createMemoryCounter(),
      clock: () => now,
    });
    jobs = startBookingJobs({
      db: t.testDb.database.db,
      clock: () => now,
      notifier: services.notifier,
      intervalMs: 3_600_000,
      reconcile: services.bookings.reconciliation.run,
      onError: (error) => failures.push(error),
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await mailing?.close();
  });
  afterEach(() => {
    standIn.state.behaviour = 'normal';
    standIn.state.withhold = false;
    expect(standIn.violations).toEqual([]);
  });

  /** A pending Stripe booking whose checkout is open at the stand-in; each on its own hour. */
  async function openCheckout(payment: Record<string, unknown> = {}) {
    now += MINUTE;
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, payment);
    hour += 1;
    const start = `2031-01-08T${String(hour).padStart(2, '0')}:00:00Z`;
    const res = await publicBook(t, event.hash, {
      start_utc: start,
      payment_method: 'stripe',
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const hash = res.json().booking_hash as string;
    const pay = await t.app.inject({ method: 'GET', url: `/booking/${hash}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const session = [...standIn.sessions.values()].find((s) => s.url === pay.headers.location);
    if (!session) throw new Error('no session behind the redirect');
    return { id: res.json().booking.id as number, hash, event, start, session };
  }

  const retrievals = (sessionId: string) =>
    standIn.requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}`).length;

  it('confirms a booking paid at Stripe whose webhook was lost, and applies it once', async () => {
    const { id, session } = await openCheckout();
    standIn.state.withhold = true;
    await standIn.complete(session.id);
    // Within the grace after the checkout opened, Stripe is not asked yet.
    await jobs.runOnce();
    expect(retrievals(session.id)).toBe(0);
    expect((await readBooking(t, id)).booking.status).toBe('pending');

    now += 3 * MINUTE;
    await jobs.runOnce();
    expect(failures).toEqual([]);
    expect(retrievals(session.id)).toBe(1);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(order).toMatchObject({ status: 'paid', total_paid: '5999' });
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: 'paid', vendor_charge_id: session.payment_intent }),
    ]);
    expect(await activityTitles(t, id)).toContain('Payment Successfully Completed');

    // The lost webhook turns up after all: acknowledged, nothing recorded twice.
    const late = standIn.withheld.at(-1)!;
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': late.signature },
      payload: late.payload,
    });
    expect(res.json()).toEqual({ received: true, applied: false });
    expect((await readBooking(t, id)).order.transactions).toHaveLength(1);
    // A paid order is not asked about again.
    await jobs.runOnce();
    expect(retrievals(session.id)).toBe(1);
  });

  it('expires an unpaid checkout at Stripe when the hold ends, then releases the booking', async () => {
    const { id, session } = await openCheckout();
    now += HOLD_MINUTES * MINUTE + MINUTE;
    await jobs.runOnce();
    expect(failures).toEqual([]);
    expect(standIn.sessions.get(session.id)?.status).toBe('expired');
    expect(standIn.requests.map((r) => r.path)).toContain(
      `/v1/checkout/sessions/${session.id}/expire`,
    );
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(order.status).toBe('failed');
  });

  it('keeps the booking held while Stripe cannot be asked, until its hold ends', async () => {
    const { id, session } = await openCheckout();
    now += 3 * MINUTE;
    standIn.state.behaviour = 'error500';
    await jobs.runOnce();
    expect(failures.splice(0)).toHaveLength(1);
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    expect(standIn.sessions.get(session.id)?.status).toBe('open');
  });

  it('refunds in full a payment that arrives after the time was given to another guest, and tells the guest', async () => {
    const { id, event, start, session } = await openCheckout();
    now += HOLD_MINUTES * MINUTE + MINUTE;
    standIn.state.behaviour = 'error500';
    await jobs.runOnce();
    failures.splice(0);
    standIn.state.behaviour = 'normal';
    expect((await readBooking(t, id)).booking.status).toBe('cancelled');
    const other = await publicBook(t, event.hash, {
      start_utc: start,
      payment_method: 'offline',
      email: 'ada@example.com',
    });
    expect(other.statusCode, other.body).toBe(201);
    await mailing.deliver();

    // The guest pays on the page still open in their browser; Stripe's webhook comes.
    const { status } = await standIn.complete(session.id);
    expect(status).toBe(200);
    const refunds = [...standIn.refunds.values()].filter(
      (r) => r.payment_intent === standIn.sessions.get(session.id)?.payment_intent,
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: 5999, status: 'succeeded' })]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(order).toMatchObject({ status: 'refunded', total_paid: '5999', total_refunded: '5999' });
    expect(order.transactions).toContainEqual(
      expect.objectContaining({ vendor_charge_id: refunds[0]!.id }),
    );
    expect(await activityTitles(t, id)).toEqual(
      expect.arrayContaining(['Payment Received After Release', 'Payment Refunded']),
    );
    const mails = await mailing.deliver();
    const told = mails.filter((m) => m.text?.includes('the whole payment has been refunded'));
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]!.to)).toContain('grace@example.com');
    expect(told[0]!.text).toContain('You are welcome to book again.');
  });

  it.each([
    [
      { refund_policy: 'partial', refund_percent: 50 },
      'Refund: $29.99 of your payment is refunded',
    ],
    [{ refund_policy: 'none' }, 'this booking is not refunded'],
  ])("says in the guest's cancellation mail what the policy refunds (%o)", async (policy, says) => {
    const { hash, session } = await openCheckout(policy);
    expect((await standIn.complete(session.id)).status).toBe(200);
    await mailing.deliver();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${hash}/cancel`,
      remoteAddress: '203.0.113.9',
      payload: { cancellation_reason: 'Plans changed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailing.deliver();
    const toGuest = mails.filter((m) => JSON.stringify(m.to).includes('grace@example.com'));
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]!.text).toContain(says);
    expect(toGuest[0]!.html).toContain(says.replace(/'/g, '&#39;'));
    const toHost = mails.filter((m) => !JSON.stringify(m.to).includes('grace@example.com'));
    for (const mail of toHost) expect(mail.text).not.toContain('Refund:');
  });
});
