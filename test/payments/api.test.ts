import type { InjectOptions } from 'fastify';

type Method = NonNullable<InjectOptions['method']>;
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  useTestApp,
  errorBody,
  type Account,
  type TestApp,
} from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar } from '../helpers/factories.js';
import type { Json } from '../helpers/json.js';

const BASE = '/api/v2/integrations/settings/payment-methods';
const SQL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;
const MONEY = /^\d+$/;
const MONEY_KEYS = [
  'subtotal',
  'discount_tax',
  'discount_total',
  'shipping_tax',
  'shipping_total',
  'tax_total',
  'total_amount',
  'total_paid',
];

/** Every field of an order, with its type. */
function expectSpecOrder(o: Json): void {
  expect(o).toMatchObject({
    id: expect.any(Number),
    status: expect.any(String),
    order_number: expect.any(String),
    type: 'sale',
    customer_id: expect.any(Number),
    payment_mode: expect.any(String),
    payment_method_type: expect.any(String),
    payment_method_title: expect.any(String),
    currency: expect.stringMatching(/^[A-Z]{3}$/),
    rate: expect.any(String),
    note: expect.any(String),
    ip_address: expect.any(String),
    uuid: expect.any(String),
    created_at: expect.stringMatching(ISO),
    updated_at: expect.stringMatching(ISO),
  });
  for (const key of MONEY_KEYS) expect(o[key]).toMatch(MONEY);
  for (const key of ['parent_id', 'payment_method', 'completed_at', 'refunded_at']) {
    expect(o).toHaveProperty(key);
  }
  expect(o.parent_id === null || Number.isInteger(o.parent_id)).toBe(true);
  for (const key of ['completed_at', 'refunded_at']) {
    expect(o[key] === null || SQL_TIME.test(o[key])).toBe(true);
  }
}

const STRIPE_SECRETS = {
  test_secret_key: 'sk_test_51SECRETvalueNeverEchoedBack0001',
  test_webhook_secret: 'whsec_SECRETwebhookNeverEchoed0002',
  live_secret_key: 'sk_live_51SECRETliveNeverEchoedBack0003',
};
const PAYPAL_SECRET = 'PAYPALsecretNeverEchoedBack0004';

describe.each(DIALECTS)('payments, Pro edition (%s)', (dialect) => {
  let t: TestApp;
  let host: Account;
  const logs: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(dialect, { logStream });
    host = await t.createAccount();
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>, as: Account = t.admin) =>
    t.request({ method: 'POST', url: BASE, as, payload });
  const setCurrency = async (currency: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/settings/payment',
      payload: { payments: { currency, is_active: 'yes' } },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('saves method settings (FluentBooking form) and never echoes a secret', async () => {
    const responses: string[] = [];
    const stripe = await post({
      method: 'stripe',
      settings: {
        is_active: 'yes',
        payment_mode: 'test',
        test_publishable_key: 'pk_test_51PUBLIC',
        ...STRIPE_SECRETS,
      },
    });
    responses.push(stripe.body);
    expect(stripe.statusCode).toBe(200);
    expect(stripe.json()).toMatchObject({
      message: expect.any(String),
      success: true,
      method: 'stripe',
      configured: true,
      data: {
        is_active: 'yes',
        payment_mode: 'test',
        test_publishable_key: 'pk_test_51PUBLIC',
        test_secret_key: '********',
        test_webhook_secret: '********',
        live_secret_key: '********',
        live_publishable_key: '',
      },
    });
    // The mask sent back keeps the secret; other fields still change.
    const again = await post({
      method: 'stripe',
      settings: { ...stripe.json().data, payment_mode: 'test' },
    });
    responses.push(again.body);
    expect(again.json().data.test_secret_key).toBe('********');
    expect(again.json().configured).toBe(true);
    const paypal = await post({
      method: 'paypal',
      settings: {
        is_active: 'yes',
        paypal_email: 'pay@example.com',
        test_client_secret: PAYPAL_SECRET,
      },
    });
    responses.push(paypal.body);
    expect(paypal.json().data).toMatchObject({
      paypal_email: 'pay@example.com',
      test_client_secret: '********',
    });
    for (const url of [`${BASE}?method=stripe`, `${BASE}?method=paypal`, `${BASE}/all`]) {
      const res = await t.request({ url });
      expect(res.statusCode).toBe(200);
      responses.push(res.body);
    }
    const openapi = await t.request({ url: '/openapi.json', as: null });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(openapi.json().paths)).toContain(`${BASE}/currencies`);
    responses.push(openapi.body);
    const secrets = [...Object.values(STRIPE_SECRETS), PAYPAL_SECRET];
    expect(logs.join('')).toContain('integrations/settings/payment-methods');
    for (const text of [...responses, ...logs]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });

  it('reads one method with its fields, and clears a secret with an empty string', async () => {
    await post({ method: 'stripe', settings: { is_active: 'no', live_secret_key: '' } });
    const res = await t.request({ url: `${BASE}?method=stripe` });
    expect(res.json()).toMatchObject({
      method: 'stripe',
      configured: expect.any(Boolean),
      settings: { live_secret_key: '', is_active: 'no' },
      fields: expect.arrayContaining([
        { key: 'test_secret_key', label: expect.any(String), type: 'secret' },
      ]),
    });
    errorBody(await t.request({ url: `${BASE}?method=bitcoin` }), 400, 'rest_invalid_param');
    errorBody(await t.request({ url: BASE }), 400, 'rest_invalid_param');
  });

  it('refuses method settings that do not hold together (422), naming no secret', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { method: 'stripe', settings: { test_publishable_key: 'sk_test_oops' } },
        'test_publishable_key',
      ],
      [{ method: 'stripe', settings: { live_secret_key: 'nope' } }, 'live_secret_key'],
      [
        {
          method: 'stripe',
          settings: { is_active: 'yes', payment_mode: 'live', live_publishable_key: '' },
        },
        'live_secret_key',
      ],
      [{ method: 'paypal', settings: { paypal_email: 'not-an-email' } }, 'paypal_email'],
      [{ method: 'bitcoin', settings: {} }, 'method'],
      [{ method: 'offline' }, 'settings'],
      [{ method: 'offline', settings: { is_active: 'maybe' } }, 'settings.is_active'],
    ];
    for (const [payload, field] of cases) {
      const body = errorBody(await post(payload), 422, 'rest_validation_failed');
      expect(Object.keys(body.data.errors as object)).toContain(field);
      expect(JSON.stringify(body)).not.toContain('sk_test_oops');
    }
  });

  it('records a manual order with every field of an order', async () => {
    const res = await post({
      status: 'paid',
      payment_method: 'offline',
      currency: 'USD',
      subtotal: '5000',
      discount_total: '500',
      tax_total: '250',
      note: 'Bank transfer, ref 42',
      customer_id: 7,
    });
    expect(res.statusCode).toBe(201);
    const { message, order } = res.json();
    expect(message).toEqual(expect.any(String));
    expectSpecOrder(order);
    expect(order).toMatchObject({
      status: 'paid',
      parent_id: null,
      customer_id: 7,
      payment_method: 'offline',
      payment_method_title: 'Offline Payment',
      subtotal: '5000',
      discount_total: '500',
      tax_total: '250',
      total_amount: '4750',
      total_paid: '4750',
      completed_at: expect.stringMatching(SQL_TIME),
      refunded_at: null,
      items: [{ item_name: 'Bank transfer, ref 42', quantity: 1, item_price: '5000' }],
      transactions: [{ status: 'paid', total: '4750', transaction_type: 'offline' }],
    });
    const pending = await post({ total_amount: 1250, payment_method: 'paypal' });
    expect(pending.statusCode).toBe(201);
    expect(pending.json().order).toMatchObject({
      status: 'pending',
      currency: 'USD',
      subtotal: '1250',
      total_paid: '0',
      completed_at: null,
      transactions: [{ status: 'pending', transaction_type: 'online' }],
    });
  });

  it('keeps amounts in each currency’s own minor units (JPY, USD, KWD)', async () => {
    for (const [currency, amount] of [
      ['JPY', '1250'],
      ['USD', '1250'],
      ['KWD', '1250'],
    ] as const) {
      const res = await post({ currency, total_amount: amount, status: 'paid' });
      expect(res.json().order).toMatchObject({
        currency,
        total_amount: '1250',
        total_paid: '1250',
      });
    }
    const settings = await setCurrency('kwd');
    expect(settings.payments).toMatchObject({
      currency: 'KWD',
      decimal_points: 3,
      currency_sign: 'KD',
    });
    expect((await post({ total_amount: '1250.000' })).json().order).toMatchObject({
      currency: 'KWD',
      total_amount: '1250',
    });
    await setCurrency('USD');
  });

  it('refuses bad orders with 4xx, never 500', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ total_amount: '12.50' }, 422, 'total_amount'],
      [{ total_amount: '-5' }, 422, 'total_amount'],
      [{ total_amount: 'ten' }, 422, 'total_amount'],
      [{ total_amount: '0' }, 422, 'total_amount'],
      [{}, 422, 'total_amount'],
      [{ subtotal: '100', total_amount: '90' }, 422, 'total_amount'],
      [{ subtotal: '100', discount_total: '200', tax_total: '500' }, 422, 'discount_total'],
      [{ total_amount: '100', currency: 'QQQ' }, 422, 'currency'],
      [{ total_amount: '100', currency: 'EURO' }, 422, 'currency'],
      [{ total_amount: '100', status: 'refunded' }, 422, 'status'],
      [{ total_amount: '100', status: 'paid', total_paid: '50' }, 422, 'total_paid'],
      [{ total_amount: '100', total_paid: '100' }, 422, 'total_paid'],
      [{ total_amount: '100', parent_id: 12 }, 422, 'parent_id'],
      [
        { total_amount: '100', status: 'paid', completed_at: '2026-02-30 10:00:00' },
        422,
        'completed_at',
      ],
      [{ total_amount: '100', payment_method: 'cash' }, 422, 'payment_method'],
      [{ total_amount: '99999999999999999' }, 422, 'total_amount'],
    ];
    for (const [payload, status, field] of cases) {
      const res = await post(payload);
      const body = errorBody(res, status, 'rest_validation_failed');
      expect(Object.keys(body.data.errors as object)).toContain(field);
    }
    const uuid = 'manual-0001-abcdef';
    expect((await post({ total_amount: '100', uuid })).statusCode).toBe(201);
    errorBody(await post({ total_amount: '100', uuid }), 409, 'order_exists');
    const malformed = await t.request({
      method: 'POST',
      url: BASE,
      headers: { 'content-type': 'application/json' },
      payload: '{"total_amount":',
    });
    errorBody(malformed, 400, 'rest_invalid_json');
  });

  it('lists orders and gateways and currencies with the flat envelope', async () => {
    for (let i = 0; i < 3; i++) await post({ total_amount: String(100 + i) });
    const all = await t.request({ url: `${BASE}/all?per_page=2&page=1` });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(Object.keys(body).sort()).toEqual(
      ['current_page', 'from', 'gateways', 'last_page', 'orders', 'per_page', 'to', 'total'].sort(),
    );
    expect(body).toMatchObject({ per_page: 2, current_page: 1, from: 1, to: 2 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.orders).toHaveLength(2);
    expect(body.orders[0].id).toBeGreaterThan(body.orders[1].id);
    body.orders.forEach(expectSpecOrder);
    expect(body.gateways.map((g: Json) => g.method)).toEqual(['offline', 'stripe', 'paypal']);
    for (const g of body.gateways) {
      expect(g).toMatchObject({
        title: expect.any(String),
        enabled: expect.any(Boolean),
        configured: expect.any(Boolean),
        route: g.method,
        status: g.enabled,
      });
    }
    const currencies = await t.request({ url: `${BASE}/currencies?per_page=1` });
    expect(currencies.statusCode).toBe(200);
    const c = currencies.json();
    expect(c).toMatchObject({ per_page: 1, current_page: 1, from: 1, to: 1 });
    expect(c.orders).toHaveLength(1);
    expect(c.data.length).toBeGreaterThan(150);
    const byCode = new Map(c.data.map((d: Json) => [d.value, d]));
    expect(byCode.get('JPY')).toEqual({ label: 'Yen', value: 'JPY', sign: '¥', decimals: 0 });
    expect(byCode.get('USD')).toMatchObject({ sign: '$', decimals: 2 });
    expect(byCode.get('KWD')).toMatchObject({ decimals: 3 });
    const empty = (await t.request({ url: `${BASE}/all?page=999` })).json();
    expect(empty).toMatchObject({ orders: [], from: null, to: null });
    for (const query of ['per_page=0', 'per_page=101', 'page=abc', 'page=0']) {
      errorBody(await t.request({ url: `${BASE}/all?${query}` }), 400, 'rest_invalid_param');
    }
  });

  it('gives the global currency to the `GET /calendars/{id}/events/{event_id}/payment-settings` draft order (JPY, KWD, USD)', async () => {
    const { calendar, slot } = await createCalendar(t, host);
    const url = `/api/v2/calendars/${calendar.id}/events/${slot.id}/payment-settings`;
    await t.request({
      method: 'POST',
      url,
      as: host,
      payload: {
        settings: {
          enabled: 'yes',
          offline_enabled: 'yes',
          items: [{ title: 'Fee', value: 12.5 }],
        },
      },
    });
    for (const [currency, total] of [
      ['JPY', '13'],
      ['KWD', '12500'],
      ['USD', '1250'],
    ]) {
      await setCurrency(currency!);
      const order = (await t.request({ url, as: host })).json().order;
      expect(order).toMatchObject({
        currency,
        subtotal: total,
        total_amount: total,
        items: [{ item_price: total }],
      });
    }
  });

  it('keeps the global settings: patch semantics, ISO 4217 only', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/v2/settings/payment',
      payload: { currency: 'JPY', unpaid_release_minutes: 120 },
    });
    expect(saved.json()).toMatchObject({
      message: expect.any(String),
      payments: {
        currency: 'JPY',
        is_active: 'yes',
        unpaid_release_minutes: 120,
        decimal_points: 0,
      },
    });
    const read = await t.request({ url: '/api/v2/settings/payment' });
    expect(read.json().payments).toMatchObject({
      currency: 'JPY',
      currency_sign: '¥',
      currency_name: 'Yen',
    });
    for (const payload of [
      { currency: 'XYZ' },
      { currency: 'dollars' },
      { unpaid_release_minutes: 0 },
    ]) {
      errorBody(
        await t.request({ method: 'POST', url: '/api/v2/settings/payment', payload }),
        422,
        'rest_validation_failed',
      );
    }
    await setCurrency('USD');
  });

  it('accepts FluentBooking’s URL and form bodies', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/wp-json/fluent-booking/v2/integrations/settings/payment-methods',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=offline&settings[is_active]=yes&settings[description]=Pay%20at%20the%20desk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_active: 'yes', description: 'Pay at the desk' });
  });

  it('answers 403 to non-administrators and 401 without credentials', async () => {
    const viewer = await t.createAccount({ role: 'viewer', permissions: ['read_all_bookings'] });
    const manager = await t.createAccount({
      permissions: ['manage_all_bookings', 'manage_other_calendars'],
    });
    const routes: [Method, string, Record<string, unknown>?][] = [
      ['POST', BASE, { method: 'offline', settings: { is_active: 'no' } }],
      ['POST', BASE, { total_amount: '100' }],
      ['GET', `${BASE}?method=stripe`],
      ['GET', `${BASE}/all`],
      ['GET', `${BASE}/currencies`],
      ['GET', '/api/v2/settings/payment'],
      ['POST', '/api/v2/settings/payment', { currency: 'EUR' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const as of [host, viewer, manager]) {
        errorBody(await t.request({ method, url, as, payload }), 403, 'rest_forbidden');
      }
      errorBody(await t.request({ method, url, as: null, payload }), 401, 'rest_forbidden');
    }
    const dataManager = await t.createAccount({ permissions: ['manage_all_data'] });
    expect((await t.request({ url: `${BASE}/all`, as: dataManager })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/v2/settings/payment' })).json().payments.currency).toBe(
      'USD',
    );
  });
});

describe.each(DIALECTS)('payments, Core edition (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { SLOTBOOK_EDITION: 'core' } });

  it('answers 404 rest_no_route on every Pro route, like an unknown route', async () => {
    const unknown = await t.request({ url: '/api/v2/no-such-route' });
    const expected = errorBody(unknown, 404, 'rest_no_route');
    const routes: [Method, string][] = [
      ['POST', BASE],
      ['GET', BASE],
      ['GET', `${BASE}?method=stripe`],
      ['GET', `${BASE}/all`],
      ['GET', `${BASE}/currencies`],
      ['GET', '/api/v2/settings/payment'],
      ['POST', '/api/v2/settings/payment'],
      ['GET', '/wp-json/fluent-booking/v2/integrations/settings/payment-methods/all'],
    ];
    for (const [method, url] of routes) {
      for (const as of [t.admin, null]) {
        const res = await t.request({
          method: method,
          url,
          as,
          payload: { total_amount: '1' },
        });
        expect(errorBody(res, 404, 'rest_no_route')).toEqual(expected);
      }
    }
  });

  it('still answers `GET /calendars/{id}/events/{event_id}/payment-settings` (Core) with a USD draft order', async () => {
    const { calendar, slot } = await createCalendar(t, t.admin);
    const url = `/api/v2/calendars/${calendar.id}/events/${slot.id}/payment-settings`;
    await t.request({
      method: 'POST',
      url,
      payload: { settings: { enabled: 'yes', items: [{ title: 'Fee', value: 0.1 }] } },
    });
    expect((await t.request({ url })).json().order).toMatchObject({
      currency: 'USD',
      total_amount: '10',
    });
  });
});
