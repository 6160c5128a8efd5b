import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { findCurrency } from '../../src/domain/money.js';
import { AppError } from '../../src/errors.js';
import { defaultPaymentSettings } from '../../src/modules/calendars/events/event-meta-defaults.js';
import {
  acceptedMethods,
  bookingPaymentStatus,
  createOrderForBooking,
  deleteOrdersForBooking,
  findOrderForBooking,
  presentOrder,
  recordPayment,
  refundOrder,
  releaseUnpaidOrders,
  type BookingOrderInput,
} from '../../src/modules/payments/booking-orders.js';
import { DEFAULT_GLOBAL_SETTINGS } from '../../src/modules/payments/global-settings.js';
import { findPaymentConfig } from '../../src/modules/payments/payment-config.js';
import { defaultSettings } from '../../src/modules/payments/payment-methods.js';
import {
  saveGlobalSettings,
  saveMethodSettings,
} from '../../src/modules/payments/payment-settings.repo.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import type { PaymentSettings } from '../../src/modules/payments/payment-settings.schemas.js';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const MINUTE = 60_000;
let nextBooking = 1000;

function paidEvent(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return {
    ...defaultPaymentSettings(30),
    enabled: 'yes',
    offline_enabled: 'yes',
    items: [
      { title: 'Session', value: 49.99 },
      { title: 'Materials', value: 10 },
    ],
    ...overrides,
  };
}

async function expectAppError(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, code });
  return error as AppError;
}

describe.each(DIALECTS)('order functions inside real transactions (%s)', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = testDb.database.db;
    await saveGlobalSettings(db, { ...DEFAULT_GLOBAL_SETTINGS, is_active: 'yes' }, NOW);
    await saveMethodSettings(
      db,
      'offline',
      { ...defaultSettings('offline'), is_active: 'yes' },
      NOW,
    );
  });
  afterAll(() => testDb.drop());

  const input = (overrides: Partial<BookingOrderInput> = {}): BookingOrderInput => ({
    bookingId: ++nextBooking,
    bookingHash: `hash${nextBooking}`.padEnd(32, '0'),
    eventPaymentSettings: paidEvent(),
    duration: 30,
    multiDuration: false,
    method: 'offline',
    now: NOW,
    ...overrides,
  });
  const create = (overrides: Partial<BookingOrderInput> = {}) =>
    db.transaction().execute(async (trx) => {
      const record = await createOrderForBooking(trx, input(overrides));
      if (!record) throw new Error('expected an order');
      return record;
    });
  const pay = (orderId: number, amount?: number) =>
    db.transaction().execute((trx) => recordPayment(trx, orderId, { amount, now: NOW + MINUTE }));
  const refund = (orderId: number, amount?: number) =>
    db.transaction().execute((trx) => refundOrder(trx, orderId, { amount, now: NOW + 2 * MINUTE }));

  it('creates the pending order, its items and a pending transaction for a paid booking', async () => {
    const data = input({ customerId: 9, ipAddress: '203.0.113.9' });
    const record = await db.transaction().execute((trx) => createOrderForBooking(trx, data));
    const order = presentOrder(record!);
    expect(order).toMatchObject({
      status: 'pending',
      parent_id: data.bookingId,
      order_number: data.bookingHash,
      customer_id: 9,
      payment_method: 'offline',
      payment_method_title: 'Offline Payment',
      currency: 'USD',
      subtotal: '5999',
      total_amount: '5999',
      total_paid: '0',
      ip_address: '203.0.113.9',
      completed_at: null,
      items: [
        { item_name: 'Session', item_price: '4999', booking_id: data.bookingId },
        { item_name: 'Materials', item_price: '1000' },
      ],
      transactions: [{ status: 'pending', total: '5999', transaction_type: 'offline' }],
    });
    expect((await findOrderForBooking(db, data.bookingId))?.order.id).toBe(order.id);
    expect(await findOrderForBooking(db, 999_999)).toBeUndefined();
    expect(bookingPaymentStatus(order.status)).toBe('pending');
  });

  it('prices in the currency’s own minor units (JPY, USD, KWD) and per duration', async () => {
    for (const [code, total] of [
      ['JPY', '60'],
      ['USD', '5999'],
      ['KWD', '59990'],
    ] as const) {
      const { order } = await create({ currency: findCurrency(code)! });
      expect(order).toMatchObject({ currency: code, total_amount: Number(total) });
    }
    const multi = paidEvent({
      multi_payment_enabled: 'yes',
      multi_payment_items: {
        '30': { title: 'Short', value: 20 },
        '60': { title: 'Long', value: 35.5 },
      },
    });
    const long = await create({ eventPaymentSettings: multi, duration: 60, multiDuration: true });
    expect(presentOrder(long)).toMatchObject({
      total_amount: '3550',
      items: [{ item_name: 'Long' }],
    });
  });

  it('creates nothing for a free event, and refuses a method the event does not accept', async () => {
    const free = await db
      .transaction()
      .execute((trx) =>
        createOrderForBooking(trx, input({ eventPaymentSettings: paidEvent({ enabled: 'no' }) })),
      );
    expect(free).toBeNull();
    const stripe = input({ method: 'stripe' });
    await expectAppError(
      db.transaction().execute((trx) => createOrderForBooking(trx, stripe)),
      422,
      'rest_validation_failed',
    );
    expect(await findOrderForBooking(db, stripe.bookingId)).toBeUndefined();
    expect(await acceptedMethods(db, paidEvent({ stripe_enabled: 'yes' }))).toEqual(['offline']);
    expect(await findPaymentConfig(db)).toMatchObject({
      native_enabled: true,
      offline_configured: true,
      stripe_configured: false,
      paypal_configured: false,
    });
  });

  it('rolls the order back with the booking transaction, and keeps one order per booking', async () => {
    const data = input();
    await expect(
      db.transaction().execute(async (trx) => {
        await createOrderForBooking(trx, data);
        throw new Error('slot taken');
      }),
    ).rejects.toThrow('slot taken');
    expect(await findOrderForBooking(db, data.bookingId)).toBeUndefined();
    const { order } = await create({ bookingId: data.bookingId });
    await expectAppError(create({ bookingId: data.bookingId }), 409, 'order_exists');
    expect((await findOrderForBooking(db, data.bookingId))?.order.id).toBe(order.id);
  });

  it('records a full payment: paid, total_paid, completed_at, the transaction paid', async () => {
    const { order } = await create();
    const paid = presentOrder(await pay(order.id));
    expect(paid).toMatchObject({
      status: 'paid',
      total_paid: '5999',
      completed_at: '2026-11-21 10:01:00',
      transactions: [{ status: 'paid', total: '5999' }],
    });
    expect(bookingPaymentStatus(paid.status)).toBe('paid');
    await expectAppError(pay(order.id), 409, 'invalid_transition');
  });

  it('pays in parts, then refunds in parts, keeping every total consistent', async () => {
    const { order } = await create({ currency: findCurrency('KWD')! });
    const part = presentOrder(await pay(order.id, 20000));
    expect(part).toMatchObject({
      status: 'partially-paid',
      total_paid: '20000',
      completed_at: null,
    });
    expect(part.transactions.map((t) => [t.status, t.total])).toEqual([
      ['paid', '20000'],
      ['pending', '39990'],
    ]);
    await expectAppError(pay(order.id, 39991), 422, 'rest_validation_failed');
    const full = presentOrder(await pay(order.id));
    expect(full).toMatchObject({ status: 'paid', total_paid: '59990' });
    expect(full.transactions.filter((t) => t.status === 'pending')).toEqual([]);

    const partRefund = presentOrder(await refund(order.id, 9990));
    expect(partRefund).toMatchObject({
      status: 'partially-refunded',
      total_paid: '59990',
      total_refunded: '9990',
      refunded_at: '2026-11-21 10:02:00',
    });
    expect(bookingPaymentStatus(partRefund.status)).toBe('partially-refunded');
    const error = await expectAppError(refund(order.id, 50001), 422, 'rest_validation_failed');
    expect(error.details.errors).toHaveProperty('amount');
    await expectAppError(pay(order.id), 409, 'invalid_transition');
    const rest = presentOrder(await refund(order.id));
    expect(rest).toMatchObject({ status: 'refunded', total_refunded: '59990' });
    expect(
      rest.transactions.filter((t) => t.transaction_type === 'refund').map((t) => t.total),
    ).toEqual(['9990', '50000']);
    await expectAppError(refund(order.id, 1), 409, 'invalid_transition');
    await expectAppError(pay(order.id), 409, 'invalid_transition');
  });

  it('refuses invalid moves: refund unpaid, bad amounts, unknown order', async () => {
    const { order } = await create();
    await expectAppError(refund(order.id), 409, 'invalid_transition');
    for (const amount of [0, -5, 1.5, 6000]) {
      await expectAppError(pay(order.id, amount), 422, 'rest_validation_failed');
    }
    await expectAppError(pay(987_654), 404, 'order_not_found');
    await pay(order.id);
    for (const amount of [0, 6000]) {
      await expectAppError(refund(order.id, amount), 422, 'rest_validation_failed');
    }
    const partial = await create();
    await pay(partial.order.id, 1000);
    const refunded = await refund(partial.order.id);
    expect(refunded.order).toMatchObject({ status: 'refunded', total_refunded: 1000 });
    expect(refunded.transactions.some((t) => t.status === 'pending')).toBe(false);
  });

  it('lets exactly one of two concurrent payments through', async () => {
    const { order } = await create();
    const results = await Promise.allSettled([pay(order.id), pay(order.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    expect((await findOrderForBooking(db, order.parent_id!))?.order.total_paid).toBe(5999);
  });

  it('releases unpaid booking orders older than the cutoff, once', async () => {
    const old = await create({ now: NOW - 120 * MINUTE });
    const oldPaid = await create({ now: NOW - 120 * MINUTE });
    await pay(oldPaid.order.id);
    const oldPartly = await create({ now: NOW - 120 * MINUTE });
    await pay(oldPartly.order.id, 100);
    const fresh = await create({ now: NOW - 5 * MINUTE });
    const release = () =>
      db
        .transaction()
        .execute((trx) => releaseUnpaidOrders(trx, { olderThan: NOW - 60 * MINUTE, now: NOW }));
    const released = await release();
    expect(released).toContainEqual({ orderId: old.order.id, bookingId: old.order.parent_id });
    const ids = released.map((r) => r.orderId);
    for (const kept of [oldPaid, oldPartly, fresh]) expect(ids).not.toContain(kept.order.id);
    const after = await findOrderForBooking(db, old.order.parent_id!);
    expect(after?.order.status).toBe('failed');
    expect(after?.transactions.map((t) => t.status)).toEqual(['failed']);
    expect(bookingPaymentStatus('failed')).toBe('failed');
    expect(await release()).toEqual([]);
  });

  it('deletes a booking’s order with its items and transactions', async () => {
    const { order } = await create();
    expect(
      await db.transaction().execute((trx) => deleteOrdersForBooking(trx, order.parent_id!)),
    ).toBe(1);
    expect(await findOrderForBooking(db, order.parent_id!)).toBeUndefined();
    const orphans = await db
      .selectFrom('transactions')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(orphans).toEqual([]);
  });
});
