/**
 * The event's refund policy when a booking paid with Stripe Checkout is cancelled (against the
 * stand-in, every request validated against Stripe's published OpenAPI description): full,
 * partial (a percentage, rounded down), none, and no refund inside the cut-off; by the guest
 * and by the host. The policy's settings are validated (422).
 * Over 30 seconds: each case first pays a booking through checkout and webhook, on both engines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type TestApp } from '../helpers/app.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import {
  enablePayments,
  activityTitles,
  paidEvent,
  publicBook,
  readBooking,
} from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0003';
const WEBHOOK = '/api/v2/payments/stripe/webhook';

let standIn: StripeStandIn;
let app: TestApp | undefined;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    now: () => Math.floor(NOW / 1000),
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

describe.each(DIALECTS)('Refund policy on cancellation (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => NOW,
    env: {
      get STRIPE_API_BASE_URL() {
        return standIn.url;
      },
      STRIPE_TIMEOUT_MS: '1000',
      PUBLIC_URL: 'https://book.example.com',
    },
  });
  let startHour = 8;

  beforeAll(async () => {
    app = t;
    await enablePayments(t, 'USD', 60);
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: { method: 'stripe', settings: { test_webhook_secret: WEBHOOK_SECRET } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterEach(() => {
    standIn.state.behaviour = 'normal';
    expect(standIn.violations).toEqual([]);
  });

  /** A booking paid in full on the stand-in's checkout (5999 USD cents). */
  async function paidBooking(policy: Record<string, unknown>) {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, policy);
    startHour += 1;
    const start = `2031-01-07T${String(startHour).padStart(2, '0')}:00:00Z`;
    const booked = await publicBook(t, event.hash, { start_utc: start, payment_method: 'stripe' });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().booking.id as number;
    const pay = await t.app.inject({ url: `/booking/${String(booked.json().booking_hash)}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const session = [...standIn.sessions.values()].find((s) => s.url === pay.headers.location);
    if (!session) throw new Error('no session behind the redirect');
    expect((await standIn.complete(session.id)).status).toBe(200);
    const { order } = await readBooking(t, id);
    expect(order.status).toBe('paid');
    return {
      host,
      id,
      order,
      hash: String(booked.json().booking_hash),
      intent: String(session.payment_intent),
    };
  }

  const refundsOf = (intent: string) =>
    [...standIn.refunds.values()].filter((r) => r.payment_intent === intent);

  const guestCancel = (hash: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${hash}/cancel`,
      remoteAddress: '203.0.113.9',
      payload: { cancellation_reason: 'Plans changed' },
    });

  it('refunds everything under the full policy when the guest cancels', async () => {
    const { id, hash, order, intent } = await paidBooking({ refund_policy: 'full' });
    const res = await guestCancel(hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const refunds = refundsOf(intent);
    expect(refunds).toEqual([expect.objectContaining({ amount: 5999 })]);
    const post = standIn.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(post?.idempotencyKey).toBe(`slotbook-refund-${String(order.uuid)}-0-5999`);
    const after = await readBooking(t, id);
    expect(after.order).toMatchObject({ status: 'refunded', total_refunded: '5999' });
    expect(after.order.transactions).toContainEqual(
      expect.objectContaining({ transaction_type: 'refund', vendor_charge_id: refunds[0]?.id }),
    );
  });

  it('refunds the percentage, rounded down, under the partial policy when the host cancels', async () => {
    const { host, id, intent } = await paidBooking({
      refund_policy: 'partial',
      refund_percent: 50,
    });
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'Host is ill' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundsOf(intent).map((r) => r.amount)).toEqual([2999]);
    const after = await readBooking(t, id);
    expect(after.order).toMatchObject({ status: 'partially-refunded', total_refunded: '2999' });
    expect(after.booking).toMatchObject({
      status: 'cancelled',
      payment_status: 'partially-refunded',
    });
  });

  it('refunds nothing under the none policy, or inside the cut-off', async () => {
    const none = await paidBooking({ refund_policy: 'none' });
    expect((await guestCancel(none.hash)).statusCode).toBe(200);
    // The booking starts about a day after now: a 48-hour cut-off has passed.
    const late = await paidBooking({ refund_policy: 'full', refund_cutoff_hours: 48 });
    expect((await guestCancel(late.hash)).statusCode).toBe(200);
    for (const { id, intent } of [none, late]) {
      expect(refundsOf(intent)).toEqual([]);
      expect((await readBooking(t, id)).order).toMatchObject({
        status: 'paid',
        total_refunded: '0',
      });
      expect(await activityTitles(t, id)).toContain('No Refund');
    }
  });

  it('refuses a policy it cannot apply with 422', async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    for (const settings of [
      { refund_policy: 'some' },
      { refund_percent: 0 },
      { refund_percent: 101 },
      { refund_cutoff_hours: -1 },
    ]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/v2/calendars/${calendar.id}/events/${event.id}/payment-settings`,
        as: host,
        payload: { settings },
      });
      errorBody(res, 422, 'rest_validation_failed');
    }
  });
});
