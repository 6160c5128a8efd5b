/**
 * The server is killed with SIGKILL after a guest paid at Stripe and before Stripe's webhook was
 * processed (the stand-in withholds it, as a delivery lost with the process would be): after a
 * restart, the reconciliation job asks Stripe, finds the checkout paid, and confirms the booking,
 * with the one charge the guest made; the webhook delivered at last changes nothing.
 *
 * Real server processes (`bin/slotbook.js`, built) against the Stripe stand-in; the restarted
 * one runs its booking jobs every second (`BOOKING_JOBS_INTERVAL_SECONDS=1`: an order is asked
 * about two rounds after it was made, so the job confirms the booking within seconds), the first
 * one never before it is killed.
 *
 * Over 30 seconds: two server processes start, one after the other, on each database engine
 * (about 15 s an engine on a busy machine: 3 to 4 s each start, 3 s of setup through the API,
 * 2 to 3 s for the job to confirm the booking).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import {
  call,
  openEvent,
  startServer,
  stopServer,
  type Server,
} from '../helpers/booking-servers.js';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_standInSigningSecret0003';
const STRIPE_SECRET = 'sk_test_51ProcessTestSecret0001';

const root = (server: Server) => server.url.replace(/\/api\/v2$/, '');

/** Payments on, Stripe in test mode against the stand-in, and an event of 59.99 USD by Stripe. */
async function paidStripeEvent(server: Server) {
  const settings = await call(server, 'POST', '/settings/payment', {
    payments: { currency: 'USD', is_active: 'yes', unpaid_release_minutes: 60 },
  });
  expect(settings.status).toBe(200);
  const stripe = await call(server, 'POST', '/integrations/settings/payment-methods', {
    method: 'stripe',
    settings: {
      is_active: 'yes',
      payment_mode: 'test',
      test_publishable_key: 'pk_test_51PUBLIC',
      test_secret_key: STRIPE_SECRET,
      test_webhook_secret: WEBHOOK_SECRET,
    },
  });
  expect(stripe.status).toBe(200);
  const event = await openEvent(server);
  const url = `/calendars/${event.calendar_id}/events/${event.id}/payment-settings`;
  const priced = await call(server, 'POST', url, {
    settings: {
      enabled: 'yes',
      stripe_enabled: 'yes',
      items: [{ title: 'Session', value: 59.99 }],
    },
  });
  expect(priced.status).toBe(200);
  return event;
}

/** A guest books the event and is sent to Stripe's checkout: the booking and its session id. */
async function bookAndOpenCheckout(server: Server, standIn: StripeStandIn, eventHash: string) {
  const booked = await fetch(`${server.url}/public/events/${eventHash}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      timezone: 'UTC',
      start_utc: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000).toISOString(),
      payment_method: 'stripe',
    }),
  });
  const body = (await booked.json()) as { booking: { id: number }; booking_hash: string };
  expect(booked.status).toBe(201);
  const pay = await fetch(`${root(server)}/booking/${body.booking_hash}/pay`, {
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  const session = [...standIn.sessions.values()].find((s) => s.url === pay.headers.get('location'));
  if (!session) throw new Error('no Checkout Session behind the redirect');
  return { id: body.booking.id, sessionId: session.id };
}

async function bookingOf(server: Server, id: number) {
  const res = await call(server, 'GET', `/schedules/${id}`);
  return (await res.json()) as {
    booking: { status: string; payment_status: string };
    order: { status: string; total_paid: string; transactions: { vendor_charge_id: string }[] };
  };
}

describe.each(DIALECTS)('killed between a Stripe payment and its webhook (%s)', (dialect) => {
  let testDb: TestDatabase;
  let standIn: StripeStandIn;
  let current: Server | undefined;
  afterEach(async () => {
    if (current) await stopServer(current, 'SIGKILL');
    await standIn.close();
    await testDb.drop();
  });

  it('ends the booking confirmed by the reconciliation job, with one charge', async () => {
    testDb = await createTestDatabase(dialect);
    standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      deliver: async ({ payload, signature }) => {
        if (!current) throw new Error('no server');
        const res = await fetch(`${root(current)}/api/v2/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return res.status;
      },
    });
    standIn.state.withholdWebhooks = true;
    const stripe = { STRIPE_API_BASE_URL: standIn.url, STRIPE_TIMEOUT_MS: '2000' };
    current = await startServer(testDb, { ...stripe, BOOKING_JOBS_INTERVAL_SECONDS: '3600' });
    const event = await paidStripeEvent(current);
    const { id, sessionId } = await bookAndOpenCheckout(current, standIn, event.hash);

    // The guest pays; the server dies before Stripe's webhook is processed.
    await standIn.complete(sessionId);
    expect((await bookingOf(current, id)).booking.status).toBe('pending');
    current.child.kill('SIGKILL');
    await current.exited;
    current = await startServer(testDb, { ...stripe, BOOKING_JOBS_INTERVAL_SECONDS: '1' });

    const deadline = Date.now() + 15_000;
    let found = await bookingOf(current, id);
    while (found.booking.status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      found = await bookingOf(current, id);
    }
    const session = standIn.sessions.get(sessionId);
    expect(found.booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    expect(found.order).toMatchObject({ status: 'paid', total_paid: '5999' });
    expect(found.order.transactions.map((t) => t.vendor_charge_id)).toEqual([
      session?.payment_intent,
    ]);
    const activities = await call(current, 'GET', `/schedules/${id}/activities`);
    const titles = ((await activities.json()).activities as { title: string }[]).map(
      (a) => a.title,
    );
    expect(titles).toContain('Payment Found by Reconciliation');
    // One Checkout Session, paid once; Stripe was asked, never told to charge again.
    expect([...standIn.sessions.values()].filter((s) => s.payment_intent !== null)).toHaveLength(1);
    expect(standIn.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/v1/checkout/sessions',
    ]);

    // Stripe's webhook, withheld until now, changes nothing.
    expect(await standIn.deliverWithheld()).toEqual([200]);
    expect((await bookingOf(current, id)).order.transactions).toHaveLength(1);
    expect(standIn.violations).toEqual([]);
    await stopServer(current);
    current = undefined;
  }, 60_000);
});
