/**
 * The server is killed with SIGKILL after a guest opened Stripe's checkout and before Stripe's
 * webhook could be processed; the guest pays meanwhile, and the webhook finds no server. After a
 * restart, the booking jobs' reconciliation asks Stripe (the stand-in, every request validated
 * against Stripe's published OpenAPI description) and the booking ends confirmed, paid once.
 *
 * Over 30 seconds: on both engines together, a real server process starts, is killed and starts
 * again on each.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  startServer,
  stopServer,
  openEvent,
  type Server,
} from '../helpers/booking-servers.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { guest } from '../helpers/booking-factories.js';
import { STRIPE_SECRET } from '../helpers/paid-events.js';
import { startStripeStandIn, type StripeStandIn } from '../payments/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_crashTestSigningSecret01';
/** Longer than reconciliation's grace before it asks about a checkout. */
const OPENED_AGO_MS = 5 * 60_000;

let standIn: StripeStandIn;
let server: Server | undefined;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    // Stripe delivers to whichever server is up; a dead one refuses the connection.
    deliver: async ({ payload, signature }) => {
      const url = server?.url.replace(/\/api\/v2$/, '') ?? 'http://127.0.0.1:9';
      try {
        const res = await fetch(`${url}/api/v2/payments/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return res.status;
      } catch {
        return 0;
      }
    },
  });
});
afterAll(() => standIn?.close());

async function ok(res: Promise<{ status: number; json: () => Promise<Record<string, unknown>> }>) {
  const answer = await res;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** Payments on, Stripe in test mode with the stand-in's keys, and a paid event. */
async function paidStripeEvent(running: Server) {
  await ok(call(running, 'POST', '/settings/payment', { payments: { is_active: 'yes' } }));
  await ok(
    call(running, 'POST', '/integrations/settings/payment-methods', {
      method: 'stripe',
      settings: {
        is_active: 'yes',
        payment_mode: 'test',
        test_publishable_key: 'pk_test_51PUBLIC',
        test_secret_key: STRIPE_SECRET,
        test_webhook_secret: WEBHOOK_SECRET,
      },
    }),
  );
  const event = await openEvent(running);
  await ok(
    call(running, 'POST', `/calendars/${event.calendar_id}/events/${event.id}/payment-settings`, {
      settings: {
        enabled: 'yes',
        stripe_enabled: 'yes',
        items: [{ title: 'Session', value: 80 }],
      },
    }),
  );
  return event;
}

describe.each(DIALECTS)('killed between the payment and its webhook (%s)', (dialect) => {
  let testDb: TestDatabase;
  afterEach(async () => {
    if (server) await stopServer(server);
    server = undefined;
    await testDb.drop();
    expect(standIn.violations).toEqual([]);
  });

  it('ends the booking confirmed by reconciliation after a restart, charged once', async () => {
    testDb = await createTestDatabase(dialect);
    const env = { STRIPE_API_BASE_URL: standIn.url, BOOKING_JOBS_INTERVAL_SECONDS: '1' };
    server = await startServer(testDb, env);
    const event = await paidStripeEvent(server);
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 13) + ':00:00Z';
    const booked = await ok(
      call(server, 'POST', `/public/events/${event.hash}/bookings`, {
        ...guest(),
        start_utc: start,
        payment_method: 'stripe',
      }),
    );
    const { id } = booked.booking as { id: number };
    const hash = booked.booking_hash as string;
    const site = server.url.replace(/\/api\/v2$/, '');
    const pay = await fetch(`${site}/booking/${hash}/pay`, { redirect: 'manual' });
    expect(pay.status).toBe(303);
    const session = [...standIn.sessions.values()].find(
      (s) => s.url === pay.headers.get('location'),
    );
    if (!session) throw new Error('no Checkout Session behind the redirect');

    server.child.kill('SIGKILL');
    await server.exited;
    // The guest pays; Stripe's webhook finds no server.
    const { status } = await standIn.complete(session.id);
    expect(status).toBe(0);
    // Minutes pass before the server is back.
    await testDb.database.db
      .updateTable('orders')
      .set({ created_at: Date.now() - OPENED_AGO_MS })
      .where('parent_id', '=', id)
      .execute();

    server = await startServer(testDb, env);
    let booking: Record<string, unknown> = {};
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      booking = (await ok(call(server, 'GET', `/schedules/${id}`))).booking as typeof booking;
      if (booking.status === 'scheduled') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(booking).toMatchObject({ status: 'scheduled', payment_status: 'paid' });
    const { order } = (await ok(call(server, 'GET', `/schedules/${id}`))) as {
      order: { status: string; transactions: { status: string; vendor_charge_id: string }[] };
    };
    expect(order.status).toBe('paid');
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: 'paid', vendor_charge_id: session.payment_intent }),
    ]);
    // Charged once: one session for the order at Stripe, paid once, nothing refunded.
    const ours = [...standIn.sessions.values()].filter((s) => s.success_url.includes(hash));
    expect(ours).toHaveLength(1);
    expect(
      [...standIn.refunds.values()].filter((r) => r.payment_intent === session.payment_intent),
    ).toEqual([]);

    // Stripe retries the webhook later: acknowledged, nothing applied twice.
    const again = await standIn.deliver('checkout.session.completed', session);
    expect(again.status).toBe(200);
    const after = (await ok(call(server, 'GET', `/schedules/${id}`))) as typeof order & {
      order: typeof order;
    };
    expect(after.order.transactions).toHaveLength(1);
  }, 60_000);
});
