/**
 * Reconciliation with PayPal, against the stand-in (every request checked against PayPal's
 * published REST API descriptions), its webhooks withheld as if lost, on both engines: an order
 * the guest approved but never came back from is captured once (the return page's
 * `PayPal-Request-Id`) and confirms the booking; a capture made on the guest's return whose
 * webhook was lost confirms it without a second capture, and the late webhook changes nothing;
 * an order never approved is released when the hold ends, and approving it afterwards captures
 * nothing; a PayPal answering 500 leaves the order held; a capture that comes to light only after
 * the booking was released and its time given to another guest is refunded in full at PayPal.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounter } from '../../src/infra/counters.js';
import { startBookingJobs } from '../../src/modules/bookings/jobs/index.js';
import { createServices } from '../../src/services.js';
import { useTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  enablePaypal,
  paidEvent,
  publicBook,
  readBooking,
} from '../helpers/paid-events.js';
import { startPaypalStandIn, type PaypalStandIn } from './paypal-stand-in.js';

const MINUTE = 60_000;
const HOLD_MINUTES = 60;
const PAYPAL = {
  clientId: 'AbStandInClientId0003',
  clientSecret: 'EStandInClientSecret0003neverShown',
  webhookId: '4JH86294D6297924J',
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
  let jobs: { runOnce(): Promise<void>; stop(): Promise<void> };
  const failures: unknown[] = [];
  let hour = 8;

  beforeAll(async () => {
    app = t;
    await enablePayments(t, 'USD', HOLD_MINUTES);
    await enablePaypal(t, PAYPAL);
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
  afterAll(() => jobs?.stop());
  afterEach(() => {
    standIn.state.behaviour = 'normal';
    standIn.queued.splice(0);
    expect(failures.splice(0)).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  /** A pending PayPal booking of 59.99 USD whose guest was sent to PayPal; each on its own hour. */
  async function openCheckout() {
    now += MINUTE;
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, { paypal_enabled: 'yes' });
    hour += 1;
    const start = `2031-01-08T${String(hour).padStart(2, '0')}:00:00Z`;
    const res = await publicBook(t, event.hash, { start_utc: start, payment_method: 'paypal' });
    expect(res.statusCode, res.body).toBe(201);
    const { booking_hash: hash, booking } = res.json();
    const pay = await t.app.inject({ url: `/booking/${hash}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const orderId = new URL(String(pay.headers.location)).searchParams.get('token') ?? '';
    expect(standIn.orders.has(orderId)).toBe(true);
    const { order } = await readBooking(t, booking.id);
    const uuid = String(order.uuid);
    return { id: booking.id as number, hash: hash as string, orderId, uuid, event, start };
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
    expect(order).toMatchObject({ status: 'paid', payment_method: 'paypal', total_paid: '5999' });
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: 'paid', total: '5999', vendor_charge_id: captures[0]?.id }),
    ]);
    return order;
  }

  it('captures an order the guest approved but never came back from, once, and confirms it', async () => {
    const { id, hash, orderId, uuid } = await openCheckout();
    standIn.approve(orderId);
    // Within the grace after the checkout opened, PayPal is not asked yet.
    await jobs.runOnce();
    expect(captureCalls(orderId)).toEqual([]);
    now += 3 * MINUTE;
    await jobs.runOnce();
    const order = await expectPaidBy(id, orderId);
    expect(captureCalls(orderId).map((r) => r.requestId)).toEqual([`slotbook-capture-${uuid}`]);
    expect(await activityTitles(t, id)).toContain('Payment Successfully Completed');
    // PayPal's webhook of the capture, withheld until now, changes nothing.
    expect(await standIn.deliverQueued()).toEqual([200]);
    expect((await readBooking(t, id)).order).toEqual(order);
    // The guest comes back at last: nothing is captured again.
    expect((await back(hash)).statusCode).toBe(200);
    expect(capturesOf(orderId)).toHaveLength(1);
  });

  it("confirms a capture made on the guest's return whose webhook was lost, without capturing again", async () => {
    const { id, hash, orderId } = await openCheckout();
    standIn.approve(orderId);
    expect((await back(hash)).statusCode).toBe(200);
    expect(captureCalls(orderId)).toHaveLength(1);
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    now += 3 * MINUTE;
    await jobs.runOnce();
    const order = await expectPaidBy(id, orderId);
    expect(captureCalls(orderId)).toHaveLength(1);
    expect(await standIn.deliverQueued()).toEqual([200]);
    expect((await readBooking(t, id)).order).toEqual(order);
  });

  it('releases an order never approved when the hold ends; approving it later captures nothing', async () => {
    const { id, hash, orderId } = await openCheckout();
    now += 30 * MINUTE;
    await jobs.runOnce();
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    now += (HOLD_MINUTES - 29) * MINUTE;
    await jobs.runOnce();
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(order).toMatchObject({ status: 'failed', total_paid: '0' });
    // The guest approves at PayPal after the release and comes back: no money moves.
    standIn.approve(orderId);
    expect((await back(hash)).statusCode).toBe(200);
    now += 10 * MINUTE;
    await jobs.runOnce();
    expect(captureCalls(orderId)).toEqual([]);
    expect(capturesOf(orderId)).toEqual([]);
  });

  it('keeps orders held while PayPal answers 500, asking once a run, and confirms them when PayPal answers', async () => {
    const { id, orderId } = await openCheckout();
    const second = await openCheckout();
    standIn.approve(orderId);
    standIn.approve(second.orderId);
    standIn.state.behaviour = 'error500';
    now += 3 * MINUTE;
    const before = standIn.state.hostileAnswers;
    await jobs.runOnce();
    expect(failures.splice(0)).toHaveLength(1);
    // The first failure leaves PayPal's other order for the next run.
    expect(standIn.state.hostileAnswers - before).toBe(1);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'pending', payment_status: 'pending' });
    expect(order).toMatchObject({ status: 'pending', total_paid: '0' });
    standIn.state.behaviour = 'normal';
    now += MINUTE;
    await jobs.runOnce();
    await expectPaidBy(id, orderId);
    await expectPaidBy(second.id, second.orderId);
  });

  it('refunds in full at PayPal a payment whose webhook comes after the time was given to another guest', async () => {
    const { id, hash, orderId, event, start } = await openCheckout();
    standIn.approve(orderId);
    expect((await back(hash)).statusCode).toBe(200);
    // PayPal cannot be asked until the hold has ended, and the webhook is held back.
    standIn.state.behaviour = 'error500';
    now += (HOLD_MINUTES + 1) * MINUTE;
    await jobs.runOnce();
    expect(failures.splice(0)).toHaveLength(1);
    standIn.state.behaviour = 'normal';
    expect((await readBooking(t, id)).booking.status).toBe('cancelled');
    const other = await publicBook(t, event.hash, {
      start_utc: start,
      payment_method: 'offline',
      email: 'ada@example.com',
    });
    expect(other.statusCode, other.body).toBe(201);

    // PayPal delivers the capture's webhook at last: the payment is refunded in full, and the
    // refund's own webhook that follows records nothing twice.
    expect(await standIn.deliverQueued()).toEqual([200, 200]);
    expect(capturesOf(orderId)).toEqual([expect.objectContaining({ refunded: 59.99 })]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(order).toMatchObject({ status: 'refunded', total_paid: '5999', total_refunded: '5999' });
    expect(await activityTitles(t, id)).toEqual(
      expect.arrayContaining(['Payment Received After Release', 'Payment Refunded']),
    );
  });
});
