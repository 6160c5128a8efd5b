/** Factories for paid-event tests: payment settings, paid events, and row counts. */
import { expect } from 'vitest';
import type { Account, TestApp } from './app.js';
import { bookableEvent, guest, type BookableOptions } from './booking-factories.js';
import type { Page } from 'playwright-core';
import { onServer, pickFirstFreeTime, seedHost } from './browser.js';
import type { Json } from './json.js';

export const OFFLINE_INSTRUCTIONS = 'Transfer the amount to IBAN DE00 1234, reference: your name.';
export const STRIPE_SECRET = 'sk_test_51SECRETneverInAnyAnswer0001';

/** Payments on in `currency`, offline (with instructions) and Stripe active. */
export async function enablePayments(t: TestApp, currency = 'USD', holdMinutes = 30) {
  const settings = await t.request({
    method: 'POST',
    url: '/api/v2/settings/payment',
    payload: { payments: { currency, is_active: 'yes', unpaid_release_minutes: holdMinutes } },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const methods = [
    {
      method: 'offline',
      settings: { is_active: 'yes', title: 'Bank transfer', description: OFFLINE_INSTRUCTIONS },
    },
    {
      method: 'stripe',
      settings: {
        is_active: 'yes',
        payment_mode: 'test',
        test_publishable_key: 'pk_test_51PUBLIC',
        test_secret_key: STRIPE_SECRET,
      },
    },
  ];
  for (const payload of methods) {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/integrations/settings/payment-methods',
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** PayPal's credentials in test (sandbox) mode, and the webhook id its deliveries are checked with. */
export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

/** Turns PayPal on in test mode with `paypal`'s credentials; answers the settings' answer. */
export async function enablePaypal(t: TestApp, paypal: PaypalCredentials) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v2/integrations/settings/payment-methods',
    payload: {
      method: 'paypal',
      settings: {
        is_active: 'yes',
        payment_mode: 'test',
        test_client_id: paypal.clientId,
        test_client_secret: paypal.clientSecret,
        webhook_id: paypal.webhookId,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A bookable event of `host` with the given payment settings (offline and Stripe accepted). */
export async function paidEvent(
  t: TestApp,
  host: Account,
  payment: Record<string, unknown> = {},
  options: BookableOptions = {},
) {
  const { calendar, event } = await bookableEvent(t, host, options);
  await chargeFor(t, host, calendar.id, event.id, payment);
  return { calendar, event };
}

/** Makes an event of `host` paid: two items, offline and Stripe accepted unless `payment` says. */
export async function chargeFor(
  t: TestApp,
  host: Account,
  calendarId: number,
  eventId: number,
  payment: Record<string, unknown> = {},
) {
  const res = await t.request({
    method: 'POST',
    url: `/api/v2/calendars/${calendarId}/events/${eventId}/payment-settings`,
    as: host,
    payload: {
      settings: {
        enabled: 'yes',
        offline_enabled: 'yes',
        stripe_enabled: 'yes',
        items: [
          { title: 'Session', value: 49.99 },
          { title: 'Materials', value: 10 },
        ],
        ...payment,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let address = 0;

/** Books through the public form, from a new client address each time (rate limits). */
export function publicBook(t: TestApp, eventHash: string, body: Record<string, unknown>) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/public/events/${eventHash}/bookings`,
    remoteAddress: `198.51.100.${(address % 250) + 1}`,
    payload: guest(body),
  });
}

export function guestView(t: TestApp, hash: string) {
  address += 1;
  return t.app.inject({
    method: 'GET',
    url: `/api/v2/public/bookings/${hash}`,
    remoteAddress: `198.51.100.${(address % 250) + 1}`,
  });
}

/** Rows in the tables a booking and its payment write. */
export async function rowCounts(t: TestApp) {
  const db = t.testDb.database.db;
  const count = async (table: 'bookings' | 'orders' | 'order_items' | 'transactions') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    bookings: await count('bookings'),
    orders: await count('orders'),
    items: await count('order_items'),
    transactions: await count('transactions'),
  };
}

/** `GET /schedules/{id}` as `as`: the booking and its order. */
export async function readBooking(t: TestApp, id: number, as: Account | null = t.admin) {
  const res = await t.request({ method: 'GET', url: `/api/v2/schedules/${id}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ booking: Json; order: Json }>();
}

export async function activityTitles(t: TestApp, id: number): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: `/api/v2/schedules/${id}/activities` });
  return res.json().activities.map((a: { title: string }) => a.title);
}

/** `POST /schedules/{id}/payment` or `/refund`. */
export function moneyMove(
  t: TestApp,
  id: number,
  kind: 'payment' | 'refund',
  payload: Record<string, unknown> | undefined,
  as: Account = t.admin,
) {
  return t.request({
    method: 'POST',
    url: `/api/v2/schedules/${id}/${kind}`,
    as,
    ...(payload ? { payload } : {}),
  });
}

/**
 * A host with a booking page (`seedHost`) whose event costs 80.00 through the `offered` methods
 * (by default `method` alone); then a guest in `page` books its first free time there, choosing
 * `method` when there is a choice, up to the provider's checkout.
 */
export async function bookPaidOnPage(
  t: TestApp,
  page: Page,
  origin: string,
  method: 'stripe' | 'paypal',
  offered: readonly string[] = [method],
) {
  const seeded = await seedHost(t);
  const { host, calendar, event, shareUrl } = seeded;
  await chargeFor(t, host, calendar.id, event.id, {
    offline_enabled: 'no',
    stripe_enabled: offered.includes('stripe') ? 'yes' : 'no',
    paypal_enabled: offered.includes('paypal') ? 'yes' : 'no',
    items: [{ title: 'Consultation', value: 80 }],
  });
  await page.goto(onServer(origin, shareUrl));
  await page.getByRole('link', { name: 'Project consultation' }).click();
  const slot = await pickFirstFreeTime(page);
  await slot.click();
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Your Email').fill('grace@example.com');
  await page.getByLabel('What is this meeting about?').fill('Compilers');
  const choices = page.getByRole('group', { name: 'How would you like to pay?' });
  if (offered.length > 1) {
    expect(await choices.getByRole('radio').count()).toBe(offered.length);
    await choices.getByRole('radio', { name: method === 'stripe' ? 'Stripe' : 'PayPal' }).check();
  } else {
    expect(await choices.count()).toBe(0);
  }
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  return seeded;
}
