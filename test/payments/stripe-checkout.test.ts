/**
 * Stripe Checkout against the stand-in (every request validated against Stripe's published
 * OpenAPI description): opening a Checkout Session for a paid booking, the signed webhook
 * (good, bad and stale signatures, duplicates), an expired session releasing the slot, and a
 * hostile Stripe (slow, 500, broken JSON) that leaves the booking held with a clear 502.
 * It takes about half a minute: the hostile runs wait out the client's time limit and its retry.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  paidEvent,
  publicBook,
  readBooking,
  STRIPE_SECRET,
} from '../helpers/paid-events.js';
import { startStripeStandIn, stripeSignature, type StripeStandIn } from './stripe-stand-in.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0001';
const WEBHOOK = '/api/v2/payments/stripe/webhook';
const HOLD_MINUTES = 60;

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

function postEvent(t: TestApp, payload: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

describe.each(DIALECTS)('Stripe Checkout (%s)', (dialect) => {
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
    await enablePayments(t, 'USD', HOLD_MINUTES);
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

  /** A new pending Stripe booking; each on its own hour. */
  async function stripeBooking() {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    startHour += 1;
    const start = `2031-01-07T${String(startHour).padStart(2, '0')}:00:00Z`;
    const res = await publicBook(t, event.hash, { start_utc: start, payment_method: 'stripe' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    return {
      host,
      event,
      start,
      hash: body.booking_hash as string,
      id: body.booking.id as number,
      body,
    };
  }

  const pay = (hash: string) => t.app.inject({ method: 'GET', url: `/booking/${hash}/pay` });

  async function openSession(hash: string) {
    const res = await pay(hash);
    expect(res.statusCode, res.body).toBe(303);
    const session = [...standIn.sessions.values()].find((s) => s.url === res.headers.location);
    if (!session) throw new Error('no session behind the redirect');
    return session;
  }

  it('answers the booking with a checkout URL and opens one Checkout Session per order', async () => {
    const { hash, id, body } = await stripeBooking();
    expect(body.payment).toMatchObject({
      method: 'stripe',
      online_checkout: true,
      checkout_url: `https://book.example.com/booking/${hash}/pay`,
    });
    const manage = await t.app.inject({ url: `/booking/${hash}` });
    expect(manage.body).toContain(
      `<a href="https://book.example.com/booking/${hash}/pay">Pay now</a>`,
    );
    const session = await openSession(hash);
    const { order } = await readBooking(t, id);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 5999,
      currency: 'usd',
      metadata: { booking_id: String(id), order_id: String(order.id) },
      client_reference_id: `order-${order.id}`,
      success_url: `https://book.example.com/booking/${hash}/payment?checkout=success`,
      cancel_url: `https://book.example.com/booking/${hash}/payment?checkout=cancel`,
      expires_at: Math.floor((Date.parse(String(order.created_at)) + HOLD_MINUTES * 60_000) / 1000),
    });
    expect(order.vendor_session_id).toBe(session.id);
    const posts = standIn.requests.filter((r) => r.method === 'POST');
    expect(posts.at(-1)?.idempotencyKey).toBe(`slotbook-checkout-${String(order.uuid)}`);
    // A second visit reuses the session.
    const again = await pay(hash);
    expect(again.headers.location).toBe(session.url);
    const mine = [...standIn.sessions.values()].filter((s) => s.success_url.includes(hash));
    expect(mine).toHaveLength(1);
  });

  it('confirms the booking only on the signed completed event, applied once', async () => {
    const { hash, id } = await stripeBooking();
    const session = await openSession(hash);
    const waiting = await t.app.inject({ url: `/booking/${hash}/payment?checkout=success` });
    expect(waiting.body).toContain('data-payment-state="waiting"');
    expect((await readBooking(t, id)).booking.status).toBe('pending');

    const { delivery, status } = await standIn.complete(session.id);
    expect(status).toBe(200);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(order).toMatchObject({
      status: 'paid',
      total_paid: '5999',
      vendor_session_id: session.id,
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({
        status: 'paid',
        total: '5999',
        vendor_charge_id: session.payment_intent,
      }),
    ]);
    const paid = await t.app.inject({ url: `/booking/${hash}/payment?checkout=success` });
    expect(paid.body).toContain('data-payment-state="paid"');

    // The same event again: acknowledged, nothing applied twice.
    const replay = await postEvent(t, delivery.payload, delivery.signature);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ received: true, applied: false });
    expect((await readBooking(t, id)).order.transactions).toHaveLength(1);
  });

  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const { hash, id } = await stripeBooking();
    const session = await openSession(hash);
    const completed = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_forged',
    };
    const payload = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      created: NOW / 1000,
      data: { object: completed },
    });
    const ts = Math.floor(NOW / 1000);
    for (const signature of [
      undefined,
      'garbage',
      stripeSignature(payload, 'whsec_someoneElse', ts),
      stripeSignature(`${payload} `, WEBHOOK_SECRET, ts),
      stripeSignature(payload, WEBHOOK_SECRET, ts - 301),
    ]) {
      errorBody(await postEvent(t, payload, signature), 400, 'invalid_signature');
    }
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    // Within the 5 minutes, the same event counts.
    const fresh = await postEvent(t, payload, stripeSignature(payload, WEBHOOK_SECRET, ts - 290));
    expect(fresh.json()).toEqual({ received: true, applied: true });
  });

  it('applies an event delivered twice at once only once', async () => {
    const { hash, id } = await stripeBooking();
    const session = await openSession(hash);
    const completed = {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_twice',
    };
    const payload = JSON.stringify({
      id: `evt_twice_${dialect}`,
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      data: { object: completed },
    });
    const signature = stripeSignature(payload, WEBHOOK_SECRET, NOW / 1000);
    const answers = await Promise.all([
      postEvent(t, payload, signature),
      postEvent(t, payload, signature),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().applied).sort()).toEqual([false, true]);
    const { order } = await readBooking(t, id);
    expect(order).toMatchObject({ status: 'paid', total_paid: '5999' });
    expect(order.transactions).toHaveLength(1);
  });

  it('refuses a body over 256 KiB before reading it as an event', async () => {
    const res = await postEvent(t, JSON.stringify({ pad: 'x'.repeat(300 * 1024) }), 't=1,v1=00');
    expect(res.statusCode).toBe(413);
    expect(res.json().data.status).toBe(413);
  });

  it('acknowledges and ignores event types it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_type',
      object: 'event',
      type: 'customer.created',
      livemode: false,
      data: { object: { id: 'cus_1', metadata: { order_id: '1' } } },
    });
    const res = await postEvent(t, payload, stripeSignature(payload, WEBHOOK_SECRET, NOW / 1000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false });
  });

  it('releases the slot when the session expires', async () => {
    const { hash, id, event, start } = await stripeBooking();
    const session = await openSession(hash);
    expect((await standIn.expire(session.id)).status).toBe(200);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(order.status).toBe('failed');
    const page = await t.app.inject({ url: `/booking/${hash}/payment` });
    expect(page.body).toContain('data-payment-state="released"');
    // The time is free again.
    const again = await publicBook(t, event.hash, { start_utc: start, payment_method: 'stripe' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('answers 503, keeping the booking held, when Stripe is no longer set up', async () => {
    const { hash, id } = await stripeBooking();
    const save = (settings: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/v2/integrations/settings/payment-methods',
        payload: { method: 'stripe', settings },
      });
    expect((await save({ is_active: 'no', test_secret_key: '' })).statusCode).toBe(200);
    try {
      const res = await pay(hash);
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Your booking is still held');
      expect((await readBooking(t, id)).booking.status).toBe('pending');
    } finally {
      const restored = await save({ is_active: 'yes', test_secret_key: STRIPE_SECRET });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });

  it('records a payment that arrives after the release, and refunds it', async () => {
    const { hash, id } = await stripeBooking();
    const session = await openSession(hash);
    await standIn.expire(session.id);
    const { status } = await standIn.complete(session.id);
    expect(status).toBe(200);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(order).toMatchObject({ status: 'refunded', total_paid: '5999', total_refunded: '5999' });
    expect(await activityTitles(t, id)).toContain('Payment Received After Release');
  });

  it.each(['slow', 'error500', 'malformed'] as const)(
    'keeps the booking held with a clear 502 when Stripe is %s',
    async (behaviour) => {
      const { hash, id } = await stripeBooking();
      standIn.state.behaviour = behaviour;
      standIn.state.slowMs = 2_500;
      const res = await pay(hash);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Your booking is still held');
      const { booking, order } = await readBooking(t, id);
      expect(booking.status).toBe('pending');
      expect(order).toMatchObject({ status: 'pending', vendor_session_id: '' });
      // Stripe back: the guest's retry works.
      standIn.state.behaviour = 'normal';
      expect((await pay(hash)).statusCode).toBe(303);
    },
    15_000,
  );
});

describe('the Stripe stand-in', () => {
  it("refuses and records a request that breaks Stripe's description", async () => {
    const res = await fetch(`${standIn.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_standInSelfCheck',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'success_url=https%3A%2F%2Fa.example&mode=payment&line_items[0][quantity]=many&no_such_param=1',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
    const found = standIn.violations.splice(0);
    expect(found).toHaveLength(1);
    const errors = found[0]?.errors.join('\n') ?? '';
    expect(errors).toMatch(/cancel_url/);
    expect(errors).toMatch(/quantity/);
    expect(errors).toMatch(/additional properties/);
  });
});
