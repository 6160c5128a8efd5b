/**
 * The guest's cancellation e-mail of a booking paid with Stripe Checkout (the stand-in validates
 * every request against Stripe's published OpenAPI description) says what the event's refund
 * policy refunds, or that it refunds nothing and why; sent over a real SMTP conversation.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { enablePayments, paidEvent, publicBook, readBooking } from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0006';
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

describe.each(DIALECTS)('The cancellation e-mail of a paid booking (%s)', (dialect) => {
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

  async function cancelledMail(policy: Record<string, unknown>) {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, policy);
    startHour += 1;
    const start = `2031-01-07T${String(startHour).padStart(2, '0')}:00:00Z`;
    const booked = await publicBook(t, event.hash, { start_utc: start, payment_method: 'stripe' });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().booking.id as number;
    const hash = String(booked.json().booking_hash);
    const pay = await t.app.inject({ url: `/booking/${hash}/pay` });
    expect(pay.statusCode, pay.body).toBe(303);
    const session = [...standIn.sessions.values()].find((s) => s.url === pay.headers.location);
    if (!session) throw new Error('no session behind the redirect');
    expect((await standIn.complete(session.id)).status).toBe(200);
    await m.deliver();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${hash}/cancel`,
      remoteAddress: '203.0.113.19',
      payload: { cancellation_reason: 'Plans changed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = (await m.deliver()).filter((mail) => to(mail) === 'ada@example.com');
    expect(mails).toHaveLength(1);
    return { id, text: mails[0]?.text ?? '' };
  }

  it('states the amount the policy refunds', async () => {
    const { id, text } = await cancelledMail({ refund_policy: 'partial', refund_percent: 50 });
    expect(text).toContain('Plans changed');
    expect(text).toContain("Under the event's refund policy, $29.99 is refunded to you.");
    expect((await readBooking(t, id)).order.total_refunded).toBe('2999');
  });

  it('states that no refund is given, and why', async () => {
    const { text } = await cancelledMail({ refund_policy: 'none' });
    expect(text).toContain("No refund is given under the event's refund policy");
    expect(text).toContain('the event gives no refund');
  });
});
