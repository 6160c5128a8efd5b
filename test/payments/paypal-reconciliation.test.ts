/**
 * Reconciliation with PayPal, against the stand-in (every request checked against PayPal's
 * published REST API descriptions), its webhooks withheld as if lost: an order the guest
 * approved but never came back from is captured once (the return page's `PayPal-Request-Id`)
 * and confirms the booking; a capture made on the guest's return whose webhook was lost
 * confirms it without a second capture; the late webhook changes nothing; an order never
 * approved is released when the hold ends, and approving it afterwards captures nothing; a
 * PayPal that answers 500 or hangs leaves the order pending until it answers.
 * Over 30 seconds (on a busy machine): each case books and pays through the stand-in, on both
 * engines, and the hanging PayPal is waited out (the client's time limit).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../helpers/app.js';
import { hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  paidEvent,
  publicBook,
  readBooking,
} from '../helpers/paid-events.js';
import { jobsProcess } from '../helpers/reconciliation.js';
import { startPaypalStandIn, type PaypalStandIn } from './paypal-stand-in.js';

const MINUTE = 60_000;
const HOLD_MINUTES = 60;
const PAYPAL = {
  clientId: 'AbStandInClientId0002',
  clientSecret: 'EStandInClientSecret0002neverShown',
  webhookId: '4JH86294D6297924H',
};
let now = Date.parse('2031-01-06T08:00:00Z');

let standIn: PaypalStandIn;
let app: TestApp | undefined;

beforeAll(async () => {
  standIn = await startPaypalStandIn({
    ...PAYPAL,
    deliver: async (delivery) => {
      if (!app) throw new Error('no app');
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v2/payments/paypal/webhook',
        headers: { 'content-type': 'application/json', ...delivery.headers },
        payload: delivery.payload,
      });
      return res.statusCode;
    },
  });
});
afterAll(() => standIn?.close());

describe.each(DIALECTS)('reconciling PayPal payments (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => now,
    env: {
      get PAYPAL_API_BASE_URL() {
        return standIn.url;
      },
      PAYPAL_TIMEOUT_MS: '1000',
      PUBLIC_URL: 'https://book.example.com',
    },
  });
  const jobs = () => jobsProcess(t, () => now).run();

  beforeAll(async () => {
    app = t;
    await enablePayments(t, 'USD', HOLD_MINUTES);
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: {
        method: 'paypal',
        settings: {
          is_active: 'yes',
          payment_mode: 'test',
          test_client_id: PAYPAL.clientId,
          test_client_secret: PAYPAL.clientSecret,
          webhook_id: PAYPAL.webhookId,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterEach(() => {
    standIn.state.behaviour = 'normal';
    expect(standIn.queued).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  /** A pending PayPal booking of 59.99 USD whose guest was sent to PayPal (its order). */
  async function openCheckout() {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, { paypal_enabled: 'yes' });
    const start = hoursAhead(24, now);
    const res = await publicBook(t, event.hash, { start_utc: start, payment_method: 'paypal' });
    expect(res.statusCode, res.body).toBe(201);
    const { booking_hash: hash, booking } = res.json();
    const pay = await t.app.inject({ url: `/booking/${hash}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const orderId = new URL(String(pay.headers.location)).searchParams.get('token') ?? '';
    expect(standIn.orders.has(orderId)).toBe(true);
    const { order } = await readBooking(t, booking.id);
    return { id: booking.id as number, hash: hash as string, orderId, uuid: String(order.uuid) };
  }

  const back = (hash: string) =>
    t.app.inject({ url: `/booking/${hash}/payment?checkout=success&token=X&PayerID=Y` });
  const capturesOf = (orderId: string) =>
    [...standIn.captures.values()].filter((c) => c.orderId === orderId);
  const captureCalls = (orderId: string) =>
    standIn.requests.filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`);

  /** The booking is confirmed, its order paid by the one capture of `orderId`. */
  async function expectPaidBy(id: number, orderId: string) {
    const captures = capturesOf(orderId);
    expect(captures).toHaveLength(1);
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
    return order;
  }

  it('captures an order the guest approved but never came back from, once, and confirms it', async () => {
    const { id, hash, orderId, uuid } = await openCheckout();
    standIn.approve(orderId);
    now += 3 * MINUTE;
    expect(await jobs()).toEqual([]);
    const order = await expectPaidBy(id, orderId);
    expect(captureCalls(orderId).map((r) => r.requestId)).toEqual([`slotbook-capture-${uuid}`]);
    expect(await activityTitles(t, id)).toContain('Payment Found by Reconciliation');
    // PayPal's webhook of the capture, withheld until now, changes nothing.
    expect(await standIn.deliverQueued()).toEqual([200]);
    expect((await readBooking(t, id)).order).toEqual(order);
    // The guest comes back at last: nothing is captured again.
    expect((await back(hash)).body).toContain('data-payment-state="paid"');
    expect(captureCalls(orderId)).toHaveLength(1);
    expect(capturesOf(orderId)).toHaveLength(1);
  });

  it("confirms a capture made on the guest's return whose webhook was lost, without capturing again", async () => {
    const { id, hash, orderId } = await openCheckout();
    standIn.approve(orderId);
    expect((await back(hash)).statusCode).toBe(200);
    expect(captureCalls(orderId)).toHaveLength(1);
    now += 3 * MINUTE;
    expect(await jobs()).toEqual([]);
    const order = await expectPaidBy(id, orderId);
    expect(captureCalls(orderId)).toHaveLength(1);
    expect(await standIn.deliverQueued()).toEqual([200]);
    expect((await readBooking(t, id)).order).toEqual(order);
  });

  it('releases an order never approved when the hold ends; approving it later captures nothing', async () => {
    const { id, hash, orderId } = await openCheckout();
    now += 30 * MINUTE;
    expect(await jobs()).toEqual([]);
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    now += 31 * MINUTE;
    expect(await jobs()).toEqual([]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(order).toMatchObject({ status: 'failed', total_paid: '0' });
    expect((await activityTitles(t, id))[0]).toBe('Unpaid Booking Released');
    // The guest approves at PayPal after the release and comes back: no money moves.
    standIn.approve(orderId);
    expect((await back(hash)).body).toContain('data-payment-state="released"');
    now += 10 * MINUTE;
    expect(await jobs()).toEqual([]);
    expect(captureCalls(orderId)).toEqual([]);
    expect(capturesOf(orderId)).toEqual([]);
  });

  it.each(['error500', 'slow'] as const)(
    'keeps the order pending while PayPal is %s, and asks again next round',
    async (behaviour) => {
      const { id, orderId } = await openCheckout();
      standIn.approve(orderId);
      standIn.state.behaviour = behaviour;
      standIn.state.slowMs = 2_500;
      now += (HOLD_MINUTES + 5) * MINUTE;
      const errors = await jobs();
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toMatch(/PayPal could not be asked about order \d+/);
      const { booking, order } = await readBooking(t, id);
      expect(booking).toMatchObject({ status: 'pending', payment_status: 'pending' });
      expect(order).toMatchObject({ status: 'pending', total_paid: '0' });
      expect(capturesOf(orderId)).toEqual([]);
      standIn.state.behaviour = 'normal';
      now += MINUTE;
      expect(await jobs()).toEqual([]);
      await expectPaidBy(id, orderId);
      expect(await standIn.deliverQueued()).toEqual([200]);
    },
    20_000,
  );
});
