/**
 * Reconciliation with Stripe, against the stand-in (every request validated against Stripe's
 * published OpenAPI description), its webhooks withheld as if lost: a checkout paid at Stripe
 * confirms the booking once the job asks, exactly once, and the webhook delivered late changes
 * nothing; an unpaid checkout is expired at Stripe when the hold ends, then released; a Stripe
 * that answers 500 or hangs leaves the order pending until it answers (or the hold is 6 hours
 * past); two processes asking at once ask Stripe once.
 * Over 30 seconds: the hanging Stripe is waited out (the client's time limit and its retry),
 * on both engines.
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
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const MINUTE = 60_000;
const HOLD_MINUTES = 60;
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0002';
let now = Date.parse('2031-01-06T08:00:00Z');

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
        url: '/api/v2/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return res.statusCode;
    },
  });
  standIn.state.withholdWebhooks = true;
});
afterAll(() => standIn?.close());

describe.each(DIALECTS)('reconciling Stripe payments (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => now,
    env: {
      get STRIPE_API_BASE_URL() {
        return standIn.url;
      },
      STRIPE_TIMEOUT_MS: '1000',
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
      payload: { method: 'stripe', settings: { test_webhook_secret: WEBHOOK_SECRET } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterEach(() => {
    standIn.state.behaviour = 'normal';
    expect(standIn.violations).toEqual([]);
  });

  /** A pending Stripe booking of 59.99 USD whose guest opened the checkout (its session). */
  async function openCheckout() {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const start = hoursAhead(24, now);
    const res = await publicBook(t, event.hash, { start_utc: start, payment_method: 'stripe' });
    expect(res.statusCode, res.body).toBe(201);
    const { booking_hash: hash, booking } = res.json();
    const pay = await t.app.inject({ url: `/booking/${hash}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const session = [...standIn.sessions.values()].find((s) => s.url === pay.headers.location);
    if (!session) throw new Error('no session behind the redirect');
    return { id: booking.id as number, hash: hash as string, event, start, session };
  }

  /** What Slotbook asked Stripe about the session. */
  const asked = (sessionId: string) =>
    standIn.requests.filter((r) => r.path.includes(sessionId)).map((r) => `${r.method} ${r.path}`);

  it('confirms a booking paid at Stripe whose webhook was lost, once; the late webhook changes nothing', async () => {
    const { id, hash, session } = await openCheckout();
    await standIn.complete(session.id);
    expect(standIn.withheld).toHaveLength(1);

    // Within the grace, Stripe is not asked: its webhook may still come.
    now += MINUTE;
    expect(await jobs()).toEqual([]);
    expect(asked(session.id)).toEqual([]);
    expect((await readBooking(t, id)).booking.status).toBe('pending');

    now += 2 * MINUTE;
    expect(await jobs()).toEqual([]);
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
    const titles = await activityTitles(t, id);
    expect(titles).toContain('Payment Found by Reconciliation');
    expect(titles).toContain('Payment Successfully Completed');
    // One session, paid once; Stripe was only read.
    const mine = [...standIn.sessions.values()].filter((s) => s.success_url.includes(hash));
    expect(mine.map((s) => s.payment_intent)).toEqual([session.payment_intent]);
    expect(asked(session.id)).toEqual([`GET /v1/checkout/sessions/${session.id}`]);

    // The lost webhook arrives after all: acknowledged, nothing recorded twice.
    expect(await standIn.deliverWithheld()).toEqual([200]);
    const later = await readBooking(t, id);
    expect(later.order).toEqual(order);
    expect(await activityTitles(t, id)).toEqual(titles);
    // A paid order is not asked about again.
    now += 30 * MINUTE;
    expect(await jobs()).toEqual([]);
    expect(asked(session.id)).toHaveLength(1);
  });

  it('expires an unpaid checkout at Stripe when the hold ends, then releases the booking', async () => {
    const { id, hash, event, start, session } = await openCheckout();
    // Asked while the hold lasts: still open, so nothing changes.
    now += 30 * MINUTE;
    expect(await jobs()).toEqual([]);
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    expect(session.status).toBe('open');

    now += 31 * MINUTE;
    expect(await jobs()).toEqual([]);
    expect(asked(session.id)).toEqual([
      `GET /v1/checkout/sessions/${session.id}`,
      `GET /v1/checkout/sessions/${session.id}`,
      `POST /v1/checkout/sessions/${session.id}/expire`,
    ]);
    expect(session.status).toBe('expired');
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(order).toMatchObject({ status: 'failed', total_paid: '0' });
    expect((await activityTitles(t, id))[0]).toBe('Unpaid Booking Released');
    const page = await t.app.inject({ url: `/booking/${hash}/payment` });
    expect(page.body).toContain('data-payment-state="released"');
    // Stripe's own expired event, withheld until now, changes nothing more.
    expect(await standIn.deliverWithheld()).toEqual([200]);
    expect((await readBooking(t, id)).order).toEqual(order);
    // The time is free again.
    const again = await publicBook(t, event.hash, { start_utc: start, payment_method: 'stripe' });
    expect(again.statusCode, again.body).toBe(201);
  });

  it.each(['error500', 'slow'] as const)(
    'keeps the order pending while Stripe is %s, and asks again next round',
    async (behaviour) => {
      const first = await openCheckout();
      const second = await openCheckout();
      await standIn.complete(first.session.id);
      await standIn.complete(second.session.id);
      standIn.state.behaviour = behaviour;
      standIn.state.slowMs = 2_500;
      // Past the hold, but Stripe cannot say: nothing is released, nothing recorded.
      now += (HOLD_MINUTES + 5) * MINUTE;
      const errors = await jobs();
      // One time limit a round: the other order waits for the next.
      expect(errors).toHaveLength(1);
      expect(String(errors[0])).toMatch(/Stripe could not be asked about order \d+/);
      for (const { id } of [first, second]) {
        const { booking, order } = await readBooking(t, id);
        expect(booking).toMatchObject({ status: 'pending', payment_status: 'pending' });
        expect(order).toMatchObject({ status: 'pending', total_paid: '0' });
      }
      standIn.state.behaviour = 'normal';
      now += MINUTE;
      expect(await jobs()).toEqual([]);
      for (const { id } of [first, second]) {
        expect((await readBooking(t, id)).booking).toMatchObject({ status: 'scheduled' });
      }
      expect(await standIn.deliverWithheld()).toEqual([200, 200]);
    },
    20_000,
  );

  it('releases an order Stripe never answered for 6 hours after its hold', async () => {
    const { id, session } = await openCheckout();
    standIn.state.behaviour = 'error500';
    now += (HOLD_MINUTES + 6 * 60 - 1) * MINUTE;
    expect(await jobs()).toHaveLength(1);
    expect((await readBooking(t, id)).booking.status).toBe('pending');
    // Then it is no longer asked about, and released.
    now += 2 * MINUTE;
    expect(await jobs()).toEqual([]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(order.status).toBe('failed');
    expect(session.status).toBe('open');
  });

  it('asks Stripe once when two processes reconcile at the same time', async () => {
    const { id, session } = await openCheckout();
    await standIn.complete(session.id);
    now += 3 * MINUTE;
    const [a, b] = [jobsProcess(t, () => now), jobsProcess(t, () => now)];
    const runs = await Promise.all([a.reconciliation.run(60_000), b.reconciliation.run(60_000)]);
    expect(runs.map((r) => r.failures)).toEqual([[], []]);
    expect(runs.map((r) => r.asked).sort()).toEqual([0, 1]);
    expect(runs.map((r) => r.paid).sort()).toEqual([0, 1]);
    expect(asked(session.id)).toHaveLength(1);
    const { booking, order } = await readBooking(t, id);
    expect(booking.status).toBe('scheduled');
    expect(order.transactions).toHaveLength(1);
    expect(await standIn.deliverWithheld()).toEqual([200]);
    expect((await readBooking(t, id)).order.transactions).toHaveLength(1);
  });
});
