/**
 * PayPal Checkout against the stand-in (every request checked against PayPal's published REST
 * API descriptions): a PayPal order per booking order, the approval page, the capture on the
 * guest's return, and the booking confirmed only by a verified `PAYMENT.CAPTURE.COMPLETED`; a
 * forged delivery (PayPal says FAILURE), a replayed one and malformed ones change nothing; a
 * cancellation refunds through PayPal per the event's policy, and PayPal's refund event is not
 * recorded twice; the order routes answer with PayPal's ids.
 * It takes about half a minute: each case books and pays through the stand-in, on both engines.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  enablePaypal,
  paidEvent,
  publicBook,
  readBooking,
} from '../helpers/paid-events.js';
import { startPaypalStandIn, type PaypalDelivery, type PaypalStandIn } from './paypal-stand-in.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const WEBHOOK = '/api/v2/payments/paypal/webhook';
const PAYPAL = {
  clientId: 'AbStandInClientId0001',
  clientSecret: 'EStandInClientSecret0001neverShown',
  webhookId: '4JH86294D6297924G',
};

let standIn: PaypalStandIn;
let app: TestApp | undefined;

function post(t: TestApp, delivery: PaypalDelivery) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', ...delivery.headers },
    payload: delivery.payload,
  });
}

beforeAll(async () => {
  standIn = await startPaypalStandIn({
    ...PAYPAL,
    deliver: async (delivery) => {
      if (!app) throw new Error('no app');
      return (await post(app, delivery)).statusCode;
    },
  });
});
afterAll(() => standIn?.close());

describe.each(DIALECTS)('PayPal Checkout (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => NOW,
    env: {
      get PAYPAL_API_BASE_URL() {
        return standIn.url;
      },
      PAYPAL_TIMEOUT_MS: '1000',
      PUBLIC_URL: 'https://book.example.com',
    },
  });
  let startHour = 8;

  beforeAll(async () => {
    app = t;
    await enablePayments(t, 'USD', 60);
    const res = await enablePaypal(t, PAYPAL);
    expect(res.body).not.toContain(PAYPAL.clientSecret);
  });
  afterEach(() => {
    standIn.state.verdict = 'normal';
    standIn.state.behaviour = 'normal';
    standIn.queued.splice(0);
    expect(standIn.violations).toEqual([]);
  });

  /** A new pending PayPal booking of 59.99 USD; each on its own hour. */
  async function paypalBooking(policy: Record<string, unknown> = {}) {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, { paypal_enabled: 'yes', ...policy });
    startHour += 1;
    const start = `2031-01-07T${String(startHour).padStart(2, '0')}:00:00Z`;
    const res = await publicBook(t, event.hash, { start_utc: start, payment_method: 'paypal' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    return { host, hash: body.booking_hash as string, id: body.booking.id as number, body };
  }

  const pay = (hash: string) => t.app.inject({ method: 'GET', url: `/booking/${hash}/pay` });
  const back = (hash: string) =>
    t.app.inject({ url: `/booking/${hash}/payment?checkout=success&token=X&PayerID=Y` });

  /** The guest opens PayPal's page, approves, and comes back; the capture's event is queued. */
  async function approveAndReturn(hash: string) {
    const res = await pay(hash);
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(new RegExp(`^${standIn.url}/checkoutnow\\?token=`));
    const orderId = new URL(location).searchParams.get('token') ?? '';
    standIn.approve(orderId);
    const page = await back(hash);
    expect(page.statusCode, page.body).toBe(200);
    return { orderId, page };
  }

  async function paidBooking(policy: Record<string, unknown> = {}) {
    const booked = await paypalBooking(policy);
    const { orderId } = await approveAndReturn(booked.hash);
    expect(await standIn.deliverQueued()).toEqual([200]);
    const captureId = [...standIn.captures.values()].find((c) => c.orderId === orderId)?.id;
    return { ...booked, orderId, captureId: String(captureId) };
  }

  it('refuses a webhook id PayPal would not accept with 422', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: { method: 'paypal', settings: { webhook_id: 'WH id; drop' } },
    });
    errorBody(res, 422, 'rest_validation_failed');
    expect(res.json().data.errors).toHaveProperty('webhook_id');
  });

  it('sends the guest to PayPal with one order per booking order', async () => {
    const { hash, id, body } = await paypalBooking();
    expect(body.payment).toMatchObject({
      method: 'paypal',
      online_checkout: true,
      checkout_url: `https://book.example.com/booking/${hash}/pay`,
    });
    const first = await pay(hash);
    expect(first.statusCode).toBe(303);
    const { order } = await readBooking(t, id);
    const paypalOrder = standIn.orders.get(String(order.vendor_session_id));
    expect(paypalOrder).toMatchObject({
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        {
          reference_id: `order-${order.id}`,
          custom_id: String(order.id),
          amount: { currency_code: 'USD', value: '59.99' },
        },
      ],
      return_url: `https://book.example.com/booking/${hash}/payment?checkout=success`,
      cancel_url: `https://book.example.com/booking/${hash}/payment?checkout=cancel`,
    });
    const created = standIn.requests.filter((r) => r.path === '/v2/checkout/orders');
    expect(created.at(-1)?.requestId).toBe(`slotbook-order-${String(order.uuid)}`);
    // A second visit reads the same order back; the token is reused.
    const tokens = standIn.state.tokensIssued;
    const again = await pay(hash);
    expect(again.headers.location).toBe(first.headers.location);
    expect(standIn.requests.filter((r) => r.path === '/v2/checkout/orders')).toHaveLength(
      created.length,
    );
    expect(standIn.state.tokensIssued).toBe(tokens);
  });

  it('captures on return and confirms only on the verified webhook, applied once', async () => {
    const { hash, id } = await paypalBooking();
    const { orderId, page } = await approveAndReturn(hash);
    // Captured at PayPal, but not confirmed until PayPal's event is verified.
    expect(page.body).toContain('data-payment-state="waiting"');
    expect(page.body).toContain('PayPal has not confirmed your payment of $59.99 yet');
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    const [delivery] = standIn.queued;
    if (!delivery) throw new Error('no event queued by the capture');
    // A reload captures nothing twice (same PayPal-Request-Id, the answer replayed).
    await back(hash);
    const captures = [...standIn.captures.values()].filter((c) => c.orderId === orderId);
    expect(captures).toHaveLength(1);

    expect(await standIn.deliverQueued()).toEqual([200]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(order).toMatchObject({
      status: 'paid',
      payment_method: 'paypal',
      total_paid: '5999',
      vendor_session_id: orderId,
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: 'paid', total: '5999', vendor_charge_id: captures[0]?.id }),
    ]);
    expect((await back(hash)).body).toContain('data-payment-state="paid"');

    // The order routes answer with PayPal's ids.
    const listed = await t.request({ method: 'GET', url: `/api/v2/schedules/${id}` });
    expect(listed.json().order.vendor_session_id).toBe(orderId);

    // The same delivery again: acknowledged, nothing applied twice.
    const replay = await post(t, delivery);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ received: true, applied: false });
    expect((await readBooking(t, id)).order.transactions).toHaveLength(1);
  });

  it('refuses a delivery PayPal does not vouch for and changes nothing', async () => {
    const { hash, id } = await paypalBooking();
    await approveAndReturn(hash);
    const [genuine] = standIn.queued.splice(0);
    if (!genuine) throw new Error('no event queued');
    // PayPal says FAILURE (a forged signature).
    standIn.state.verdict = 'FAILURE';
    const forged = await standIn.deliver(genuine);
    expect(forged).toBe(400);
    standIn.state.verdict = 'normal';
    // Headers missing, or a payload changed after signing.
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
    errorBody(await post(t, { ...genuine, headers: unsigned }), 400, 'invalid_signature');
    const changed = genuine.payload.replace('"59.99"', '"0.01"');
    errorBody(await post(t, { ...genuine, payload: changed }), 400, 'invalid_signature');
    errorBody(await post(t, { ...genuine, payload: '[1]' }), 400, 'invalid_event');
    errorBody(await post(t, { ...genuine, payload: 'not json' }), 400, 'invalid_event');
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    // The genuine delivery still counts afterwards.
    expect(await standIn.deliver(genuine)).toBe(200);
    expect((await readBooking(t, id)).booking.status).toBe('scheduled');
  });

  it.each(['error500', 'malformed', 'huge'] as const)(
    'keeps the booking held with a clear 502 when PayPal answers %s',
    async (behaviour) => {
      const { hash, id } = await paypalBooking();
      standIn.state.behaviour = behaviour;
      const res = await pay(hash);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Your booking is still held');
      const { booking, order } = await readBooking(t, id);
      expect(booking.status).toBe('pending');
      expect(order).toMatchObject({ status: 'pending', vendor_session_id: '' });
      // PayPal back: the guest's retry works.
      standIn.state.behaviour = 'normal';
      expect((await pay(hash)).statusCode).toBe(303);
    },
  );

  it('refunds through PayPal per the policy when the guest cancels, recorded once', async () => {
    const { id, hash, captureId } = await paidBooking({
      refund_policy: 'partial',
      refund_percent: 50,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${hash}/cancel`,
      remoteAddress: '203.0.113.9',
      payload: { cancellation_reason: 'Plans changed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const capture = standIn.captures.get(captureId);
    expect(capture?.refunded).toBeCloseTo(29.99);
    const refundCall = standIn.requests.filter((r) => r.path.endsWith('/refund')).at(-1);
    expect(refundCall?.path).toBe(`/v2/payments/captures/${captureId}/refund`);
    const after = await readBooking(t, id);
    expect(after.booking).toMatchObject({
      status: 'cancelled',
      payment_status: 'partially-refunded',
    });
    expect(after.order).toMatchObject({ status: 'partially-refunded', total_refunded: '2999' });
    // PayPal's refund event names the refund Slotbook recorded: not recorded again.
    expect(await standIn.deliverQueued()).toEqual([200]);
    const refunds = (await readBooking(t, id)).order.transactions.filter(
      (tr: { transaction_type: string }) => tr.transaction_type === 'refund',
    );
    expect(refunds).toHaveLength(1);
    expect(await activityTitles(t, id)).not.toContain('Refund Failed');
  });

  it('records a refund made at PayPal from its verified event', async () => {
    const { id, captureId } = await paidBooking();
    // A refund made in PayPal's own dashboard: Slotbook learns of it only from the event.
    const token = await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    const refund = await fetch(`${standIn.url}/v2/payments/captures/${captureId}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: { currency_code: 'USD', value: '10.00' } }),
    });
    expect(refund.status).toBe(201);
    expect(await standIn.deliverQueued()).toEqual([200]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'partially-refunded' });
    expect(order).toMatchObject({ total_refunded: '1000' });
    expect(order.transactions).toContainEqual(
      expect.objectContaining({
        transaction_type: 'refund',
        vendor_charge_id: ((await refund.json()) as { id: string }).id,
      }),
    );
  });
});

describe('the PayPal stand-in', () => {
  it("refuses and records a request that breaks PayPal's description", async () => {
    const token = await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    const res = await fetch(`${standIn.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'SELL', purchase_units: [] }),
    });
    expect(res.status).toBe(400);
    const found = standIn.violations.splice(0);
    expect(found).toHaveLength(1);
    const errors = found[0]?.errors.join('\n') ?? '';
    expect(errors).toMatch(/intent/);
    expect(errors).toMatch(/purchase_units/);
  });
});
