/**
 * A host's refund of a booking paid with Stripe Checkout goes through Stripe (against the
 * stand-in, every request validated against Stripe's published OpenAPI description): one
 * `POST /v1/refunds` of the PaymentIntent per refund, with an idempotency key per order and
 * refund, and the refund's id recorded on the order's refund transaction. A refused refund
 * (more than paid, partial with `cancel_booking`, another host's booking) and an unreachable
 * Stripe move no money and record nothing.
 * Over 30 seconds: each case first pays a booking through checkout and webhook, on both engines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  moneyMove,
  paidEvent,
  publicBook,
  readBooking,
} from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0002';
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

describe.each(DIALECTS)('Refunds through Stripe (%s)', (dialect) => {
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
  async function paidBooking() {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
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
    return { host, id, order, intent: String(session.payment_intent) };
  }

  const refundsOf = (intent: string) =>
    [...standIn.refunds.values()].filter((r) => r.payment_intent === intent);

  it('refunds in full through Stripe and records the refund id', async () => {
    const { host, id, order, intent } = await paidBooking();
    const res = await moneyMove(t, id, 'refund', { reason: 'Host ill' }, host);
    expect(res.statusCode, res.body).toBe(200);
    const refunds = refundsOf(intent);
    expect(refunds).toEqual([expect.objectContaining({ amount: 5999, status: 'succeeded' })]);
    const post = standIn.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(post?.idempotencyKey).toBe(`slotbook-refund-${String(order.uuid)}-0-5999`);
    const after = await readBooking(t, id);
    expect(after.order).toMatchObject({ status: 'refunded', total_refunded: '5999' });
    expect(after.booking.payment_status).toBe('refunded');
    expect(after.order.transactions).toContainEqual(
      expect.objectContaining({
        transaction_type: 'refund',
        total: '5999',
        vendor_charge_id: refunds[0]?.id,
      }),
    );
    // Nothing is left to refund: 409, and Stripe is not asked again.
    const again = await moneyMove(t, id, 'refund', undefined, host);
    expect(again.statusCode, again.body).toBe(409);
    expect(refundsOf(intent)).toHaveLength(1);
  });

  it('refunds part, then the rest, as two Stripe refunds', async () => {
    const { host, id, order, intent } = await paidBooking();
    const part = await moneyMove(t, id, 'refund', { amount: '2000' }, host);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().order.status).toBe('partially-refunded');
    const rest = await moneyMove(t, id, 'refund', undefined, host);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order).toMatchObject({ status: 'refunded', total_refunded: '5999' });
    expect(refundsOf(intent).map((r) => r.amount)).toEqual([2000, 3999]);
    const keys = standIn.requests.filter((r) => r.path === '/v1/refunds').slice(-2);
    expect(keys.map((r) => r.idempotencyKey)).toEqual([
      `slotbook-refund-${String(order.uuid)}-0-2000`,
      `slotbook-refund-${String(order.uuid)}-2000-3999`,
    ]);
  });

  it('refuses, before asking Stripe, more than paid, a partial refund that cancels, and another host', async () => {
    const { host, id, intent } = await paidBooking();
    const more = await moneyMove(t, id, 'refund', { amount: '6000' }, host);
    expect(more.statusCode, more.body).toBe(422);
    const cancel = await moneyMove(t, id, 'refund', { amount: '100', cancel_booking: true }, host);
    expect(cancel.statusCode, cancel.body).toBe(422);
    const stranger = await t.createAccount();
    const other = await moneyMove(t, id, 'refund', undefined, stranger);
    expect(other.statusCode, other.body).toBe(404);
    expect(refundsOf(intent)).toEqual([]);
    expect((await readBooking(t, id)).order.status).toBe('paid');
  });

  it('answers 502 and records nothing when Stripe fails; a retry refunds once', async () => {
    const { host, id, intent } = await paidBooking();
    standIn.state.behaviour = 'error500';
    const failed = await moneyMove(t, id, 'refund', undefined, host);
    expect(failed.statusCode, failed.body).toBe(502);
    expect((await readBooking(t, id)).order).toMatchObject({ status: 'paid', total_refunded: '0' });
    standIn.state.behaviour = 'malformed';
    const broken = await moneyMove(t, id, 'refund', undefined, host);
    expect(broken.statusCode, broken.body).toBe(502);
    standIn.state.behaviour = 'normal';
    const retried = await moneyMove(t, id, 'refund', undefined, host);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(refundsOf(intent)).toHaveLength(1);
  });
  it("records a refund made in Stripe's dashboard once, partial ones too", async () => {
    const { id, intent } = await paidBooking();
    const part = await standIn.refundInDashboard(intent, 1500);
    expect(part.status).toBe(200);
    let after = await readBooking(t, id);
    expect(after.order).toMatchObject({ status: 'partially-refunded', total_refunded: '1500' });
    expect(after.booking.payment_status).toBe('partially-refunded');
    expect(after.order.transactions).toContainEqual(
      expect.objectContaining({
        transaction_type: 'refund',
        total: '1500',
        vendor_charge_id: part.refund.id,
      }),
    );
    expect(await activityTitles(t, id)).toContain('Payment Partially Refunded');
    // Stripe delivers the same refund again under a new event id: recorded once.
    expect((await standIn.chargeRefunded(intent)).status).toBe(200);
    expect((await readBooking(t, id)).order.total_refunded).toBe('1500');
    const rest = await standIn.refundInDashboard(intent);
    expect(rest.status).toBe(200);
    after = await readBooking(t, id);
    expect(after.order).toMatchObject({ status: 'refunded', total_refunded: '5999' });
    expect(after.booking.payment_status).toBe('refunded');
    const refunds = after.order.transactions.filter(
      (tx: { transaction_type: string }) => tx.transaction_type === 'refund',
    );
    expect(refunds).toHaveLength(2);
  });

  it('does not record twice a refund Slotbook made when Stripe reports it', async () => {
    const { host, id, intent } = await paidBooking();
    const res = await moneyMove(t, id, 'refund', { amount: '2000' }, host);
    expect(res.statusCode, res.body).toBe(200);
    expect((await standIn.chargeRefunded(intent)).status).toBe(200);
    const after = await readBooking(t, id);
    expect(after.order).toMatchObject({ status: 'partially-refunded', total_refunded: '2000' });
    const refunds = after.order.transactions.filter(
      (tx: { transaction_type: string }) => tx.transaction_type === 'refund',
    );
    expect(refunds).toHaveLength(1);
    expect(refundsOf(intent)).toHaveLength(1);
  });
});
