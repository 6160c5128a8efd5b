/**
 * A Stripe payment that arrives after its booking was released (the checkout expired first):
 * once the webhook's transaction is committed, the whole payment is refunded through the
 * stand-in (every request validated against Stripe's published OpenAPI description), with one
 * idempotency key per order, recorded once, and the guest is told by e-mail over a real SMTP
 * conversation. A refund Stripe refuses leaves the payment recorded and the host told.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
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
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0005';
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

const to = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;

describe.each(DIALECTS)('A payment after the release (%s)', (dialect) => {
  let m: MailingApp;
  let t: TestApp;
  let startHour = 8;

  beforeAll(async () => {
    m = await startMailingApp(dialect, {
      clock: () => NOW,
      env: { STRIPE_API_BASE_URL: standIn.url, STRIPE_TIMEOUT_MS: '1000' },
    });
    t = m.t;
    app = t;
    await enablePayments(t, 'USD', 60);
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload: { method: 'stripe', settings: { test_webhook_secret: WEBHOOK_SECRET } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => m?.close());
  afterEach(() => {
    standIn.state.behaviour = 'normal';
    expect(standIn.violations).toEqual([]);
  });

  /** A Stripe booking whose checkout expired (released), then was paid anyway. */
  async function paidAfterRelease(before?: () => void) {
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
    await standIn.expire(session.id);
    expect((await readBooking(t, id)).booking.status).toBe('cancelled');
    await m.deliver();
    before?.();
    expect((await standIn.complete(session.id)).status).toBe(200);
    const intent = String(session.payment_intent);
    return {
      id,
      intent,
      refunds: () => [...standIn.refunds.values()].filter((r) => r.payment_intent === intent),
    };
  }

  it('refunds the whole payment through Stripe and tells the guest', async () => {
    const { id, refunds } = await paidAfterRelease();
    expect(refunds()).toHaveLength(1);
    expect(refunds()[0]).toMatchObject({ amount: 5999, status: 'succeeded' });
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(order).toMatchObject({ status: 'refunded', total_paid: '5999', total_refunded: '5999' });
    const titles = await activityTitles(t, id);
    expect(titles).toContain('Payment Received After Release');
    expect(titles).toContain('Payment Refunded');
    const mails = (await m.deliver()).filter((mail) => to(mail) === 'ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('no longer held when your payment arrived');
    expect(mails[0]?.text).toContain('$59.99 was refunded in full');
  });

  it('asks the host to refund from the payment panel when Stripe refuses the refund', async () => {
    const { id, refunds } = await paidAfterRelease(() => {
      standIn.state.behaviour = 'error500';
    });
    expect(refunds()).toEqual([]);
    const { booking, order } = await readBooking(t, id);
    expect(booking).toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    expect(order).toMatchObject({ status: 'paid', total_paid: '5999', total_refunded: '0' });
    expect(await activityTitles(t, id)).toContain('Refund Failed');
    expect((await m.deliver()).filter((mail) => to(mail) === 'ada@example.com')).toEqual([]);
    // Stripe back: the host refunds from the payment panel, once.
    standIn.state.behaviour = 'normal';
    const refund = await moneyMove(t, id, 'refund', { reason: 'Paid after the release' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refunds()).toHaveLength(1);
    expect((await readBooking(t, id)).order).toMatchObject({ status: 'refunded' });
  });
});
