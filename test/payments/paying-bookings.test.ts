import { beforeAll, describe, expect, it } from 'vitest';
import { startBookingJobs } from '../../src/modules/bookings/jobs/jobs.js';
import { releaseUnpaidBookings } from '../../src/modules/bookings/jobs/release.js';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  guestView,
  moneyMove,
  paidEvent,
  publicBook,
  readBooking,
  rowCounts,
} from '../helpers/paid-events.js';
import type { Json } from '../helpers/json.js';

const MINUTE = 60_000;
const START = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('paying and refunding bookings (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => now });
  let now = START;
  let host: Account;
  let eventHash: string;
  let hour = 9;
  beforeAll(async () => {
    await enablePayments(t);
    host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    eventHash = event.hash;
  });

  /** A new unpaid offline booking of the paid event, at its own hour. */
  async function unpaid(method = 'offline'): Promise<Json> {
    hour += 1;
    const day = 7 + Math.floor(hour / 20);
    const start = `2031-01-${String(day).padStart(2, '0')}T${String(hour % 20).padStart(2, '0')}:00:00Z`;
    const res = await publicBook(t, eventHash, { start_utc: start, payment_method: method });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().booking;
  }

  const statuses = (tx: { status: string; total: string; transaction_type: string }[]) =>
    tx.map((x) => `${x.transaction_type}:${x.status}:${x.total}`);

  it('records the payment when a host confirms the booking (PUT status scheduled)', async () => {
    const booking = await unpaid();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { column: 'status', value: 'scheduled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking).toMatchObject({
      status: 'scheduled',
      payment_status: 'paid',
      payment_status_text: 'Paid',
    });
    const { order } = await readBooking(t, booking.id);
    expect(order).toMatchObject({
      status: 'paid',
      total_paid: '5999',
      completed_at: '2031-01-06 08:00:00',
    });
    expect(statuses(order.transactions)).toEqual(['offline:paid:5999']);
    expect((await activityTitles(t, booking.id))[0]).toBe('Payment Successfully Completed');
    // Confirming again changes nothing.
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/schedules/${booking.id}`,
        payload: { column: 'status', value: 'scheduled' },
      }),
      422,
      'rest_validation_failed',
    );
  });

  it('pays in parts, then refunds in parts and in full, moving every status together', async () => {
    const booking = await unpaid();
    const part = await moneyMove(t, booking.id, 'payment', { amount: '2000' }, host);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: 'Partial payment has been recorded',
      booking: { status: 'pending', payment_status: 'partially-paid' },
      order: { status: 'partially-paid', total_paid: '2000' },
    });
    expect(statuses(part.json().order.transactions)).toEqual([
      'offline:paid:2000',
      'offline:pending:3999',
    ]);
    errorBody(
      await moneyMove(t, booking.id, 'payment', { amount: 4000 }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await moneyMove(t, booking.id, 'payment', { amount: '12.50' }),
      422,
      'rest_validation_failed',
    );

    now += MINUTE;
    const rest = await moneyMove(t, booking.id, 'payment', undefined, host);
    expect(rest.json()).toMatchObject({
      message: 'Payment has been recorded',
      booking: { status: 'scheduled', payment_status: 'paid' },
      order: { status: 'paid', total_paid: '5999', completed_at: '2031-01-06 08:01:00' },
    });
    errorBody(await moneyMove(t, booking.id, 'payment', undefined), 409, 'invalid_transition');

    const partRefund = await moneyMove(t, booking.id, 'refund', { amount: 999, reason: 'Late' });
    expect(partRefund.json()).toMatchObject({
      booking: { status: 'scheduled', payment_status: 'partially-refunded' },
      order: { status: 'partially-refunded', total_refunded: '999' },
    });
    const cancelPartial = await moneyMove(t, booking.id, 'refund', {
      amount: 1000,
      cancel_booking: true,
    });
    expect(errorBody(cancelPartial, 422, 'rest_validation_failed').data.errors).toHaveProperty(
      'cancel_booking',
    );
    expect((await readBooking(t, booking.id)).order.total_refunded).toBe('999');

    const full = await moneyMove(t, booking.id, 'refund', {
      cancel_booking: true,
      reason: 'Host ill',
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      message: 'Payment has been refunded',
      booking: { status: 'cancelled', payment_status: 'refunded' },
      order: { status: 'refunded', total_paid: '5999', total_refunded: '5999' },
    });
    expect(full.json().order.refunded_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(statuses(full.json().order.transactions)).toEqual([
      'offline:paid:2000',
      'offline:paid:3999',
      'refund:refunded:999',
      'refund:refunded:5000',
    ]);
    expect(await activityTitles(t, booking.id)).toEqual([
      'Meeting has been cancelled by admin',
      'Payment Refunded',
      'Payment Partially Refunded',
      'Payment Successfully Completed',
      'Partial Payment Received',
      'Payment Pending',
      'Booking Requested',
    ]);
    errorBody(await moneyMove(t, booking.id, 'refund', undefined), 409, 'invalid_transition');
    // The cancelled booking freed its slot.
    const again = await publicBook(t, eventHash, { start_utc: booking.start_time_iso });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refunds without cancelling unless asked, and refuses what cannot be paid or refunded', async () => {
    const booking = await unpaid();
    errorBody(await moneyMove(t, booking.id, 'refund', undefined), 409, 'invalid_transition');
    await moneyMove(t, booking.id, 'payment', undefined);
    const refund = await moneyMove(t, booking.id, 'refund', undefined);
    expect(refund.json().booking).toMatchObject({
      status: 'scheduled',
      payment_status: 'refunded',
    });

    // Cancelled first, refunded afterwards: the paid order stays paid until the refund.
    const later = await unpaid();
    await moneyMove(t, later.id, 'payment', undefined);
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${later.id}`,
      payload: { status: 'cancelled', cancel_reason: 'Guest asked' },
    });
    expect(cancel.json().booking).toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    const after = await moneyMove(t, later.id, 'refund', { cancel_booking: true });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().booking).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });

    const { event: free } = await bookableEvent(t, host);
    const freeBooking = await adminBook(t, host, free.id, { start_utc: '2031-01-20T10:00:00Z' });
    errorBody(await moneyMove(t, freeBooking.id, 'payment', undefined), 404, 'order_not_found');
    errorBody(await moneyMove(t, 987_654, 'payment', undefined), 404, 'booking_not_found');
  });

  it('fails the unpaid order when the booking is cancelled or rejected, and refuses paying it', async () => {
    const cancelled = await unpaid();
    const page = await guestView(t, cancelled.hash);
    expect(page.json().payment.status).toBe('pending');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${cancelled.hash}/cancel`,
      remoteAddress: '203.0.113.90',
    });
    expect(cancel.json().booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    const { order } = await readBooking(t, cancelled.id);
    expect(order.status).toBe('failed');
    expect(statuses(order.transactions)).toEqual(['offline:failed:5999']);
    errorBody(await moneyMove(t, cancelled.id, 'payment', undefined), 409, 'invalid_transition');

    const rejected = await unpaid();
    const reject = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${rejected.id}`,
      payload: { status: 'rejected', reject_reason: 'Fully booked' },
    });
    expect(reject.json().booking).toMatchObject({ status: 'rejected', payment_status: 'failed' });
    expect((await readBooking(t, rejected.id)).order.status).toBe('failed');
  });

  it('marks the payment itself with PUT payment_status, keeping the booking pending', async () => {
    const booking = await unpaid();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      payload: { column: 'payment_status', value: 'paid' },
    });
    expect(res.json().booking).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect((await readBooking(t, booking.id)).order).toMatchObject({ status: 'paid' });
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/schedules/${booking.id}`,
        payload: { column: 'payment_status', value: 'pending' },
      }),
      409,
      'invalid_transition',
    );
  });

  it('answers 404 to those who may not read the booking and 403 to those who may only read it', async () => {
    const booking = await unpaid();
    const stranger = await t.createAccount();
    const reader = await t.createAccount({ role: 'viewer', permissions: ['read_all_bookings'] });
    for (const kind of ['payment', 'refund'] as const) {
      errorBody(
        await moneyMove(t, booking.id, kind, undefined, stranger),
        404,
        'booking_not_found',
      );
      errorBody(await moneyMove(t, booking.id, kind, undefined, reader), 403, 'rest_forbidden');
    }
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/v2/schedules/${booking.id}/payment`,
      as: null,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await readBooking(t, booking.id)).order.status).toBe('pending');
    errorBody(
      await t.request({ url: `/api/v2/schedules/${booking.id}`, as: stranger }),
      404,
      'booking_not_found',
    );
  });

  it('deletes the order with the booking', async () => {
    const booking = await unpaid();
    const before = await rowCounts(t);
    const res = await t.request({ method: 'DELETE', url: `/api/v2/schedules/${booking.id}` });
    expect(res.statusCode).toBe(200);
    expect(await rowCounts(t)).toEqual({
      bookings: before.bookings - 1,
      orders: before.orders - 1,
      items: before.items - 2,
      transactions: before.transactions - 1,
    });
  });
});

describe.each(DIALECTS)('releasing unpaid bookings (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => now });
  let now = START;
  beforeAll(async () => {
    await enablePayments(t, 'USD', 30);
  });

  it('cancels unpaid online bookings after the hold time, once, and frees their slot', async () => {
    now = START;
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const book = async (start: string, method: string) => {
      const res = await publicBook(t, event.hash, { start_utc: start, payment_method: method });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().booking;
    };
    const stripe = await book('2031-01-07T10:00:00Z', 'stripe');
    const paidStripe = await book('2031-01-07T11:00:00Z', 'stripe');
    const offline = await book('2031-01-07T12:00:00Z', 'offline');
    await moneyMove(t, paidStripe.id, 'payment', undefined);
    now = START + 10 * MINUTE;
    const late = await book('2031-01-07T13:00:00Z', 'stripe');
    const db = t.testDb.database.db;

    now = START + 29 * MINUTE;
    expect(await releaseUnpaidBookings(db, now)).toBe(0);
    now = START + 31 * MINUTE;
    const [a, b] = await Promise.all([
      releaseUnpaidBookings(db, now),
      releaseUnpaidBookings(db, now),
    ]);
    expect(a + b).toBe(1);

    const released = await readBooking(t, stripe.id);
    expect(released.booking).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(released.order.status).toBe('failed');
    expect(released.order.transactions.map((x: { status: string }) => x.status)).toEqual([
      'failed',
    ]);
    expect((await activityTitles(t, stripe.id))[0]).toBe('Unpaid Booking Released');
    expect((await readBooking(t, paidStripe.id)).booking.status).toBe('scheduled');
    // Offline payments wait for the host, whatever their age.
    expect((await readBooking(t, offline.id)).booking).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    });
    expect((await readBooking(t, late.id)).booking.status).toBe('pending');
    const again = await book('2031-01-07T10:00:00Z', 'offline');
    expect(again.status).toBe('pending');

    // The periodic job releases the later one once its own hold time is over.
    now = START + 41 * MINUTE;
    const errors: unknown[] = [];
    const jobs = startBookingJobs({ db, clock: () => now, onError: (e) => errors.push(e) });
    await jobs.runOnce();
    await jobs.stop();
    expect(errors).toEqual([]);
    expect((await readBooking(t, late.id)).booking).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
    });
  });
});

describe.each(DIALECTS)('payment routes in the core edition (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { SLOTBOOK_EDITION: 'core' }, clock: () => START });

  it('answers 404 rest_no_route on the booking payment routes, and keeps free bookings working', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-01-07T10:00:00Z' });
    for (const kind of ['payment', 'refund'] as const) {
      errorBody(await moneyMove(t, booking.id, kind, { amount: 100 }), 404, 'rest_no_route');
    }
    expect((await readBooking(t, booking.id)).order).toBeNull();
  });
});
