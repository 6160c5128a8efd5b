import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { adminBook, bookableEvent, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import {
  activityTitles,
  enablePayments,
  guestView,
  OFFLINE_INSTRUCTIONS,
  paidEvent,
  publicBook,
  readBooking,
  rowCounts,
  STRIPE_SECRET,
} from '../helpers/paid-events.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('booking paid events (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });
  beforeAll(async () => {
    await enablePayments(t);
  });

  it('creates the pending booking, its order and transaction together, and tells the guest how to pay', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const before = await rowCounts(t);
    const res = await publicBook(t, event.hash, {
      start_utc: '2031-01-07T10:00:00Z',
      payment_method: 'offline',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/payment/);
    expect(body.booking).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'offline',
      payment_status_text: 'Pending',
    });
    expect(body.payment).toEqual({
      status: 'pending',
      method: 'offline',
      method_title: 'Bank transfer',
      currency: 'USD',
      amount_due: '5999',
      amount_due_text: '$59.99',
      online_checkout: false,
      checkout_url: null,
      instructions: OFFLINE_INSTRUCTIONS,
      pay_by: null,
    });
    expect(await rowCounts(t)).toEqual({
      bookings: before.bookings + 1,
      orders: before.orders + 1,
      items: before.items + 2,
      transactions: before.transactions + 1,
    });

    const { booking, order } = await readBooking(t, body.booking.id, host);
    expect(booking.status).toBe('pending');
    expect(order).toMatchObject({
      status: 'pending',
      parent_id: booking.id,
      order_number: booking.hash,
      payment_method: 'offline',
      payment_method_type: 'offline',
      currency: 'USD',
      subtotal: '5999',
      total_amount: '5999',
      total_paid: '0',
      items: [
        { item_name: 'Session', item_price: '4999', booking_id: booking.id },
        { item_name: 'Materials', item_price: '1000' },
      ],
      transactions: [{ status: 'pending', total: '5999', transaction_type: 'offline' }],
    });
    expect(await activityTitles(t, booking.id)).toEqual(['Payment Pending', 'Booking Requested']);
    const page = await guestView(t, booking.hash);
    expect(page.json().payment).toMatchObject({
      amount_due: '5999',
      instructions: OFFLINE_INSTRUCTIONS,
    });
  });

  it('holds the slot while unpaid, and leaves no order behind when the slot is taken', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const start = '2031-01-08T10:00:00Z';
    expect((await publicBook(t, event.hash, { start_utc: start })).statusCode).toBe(201);
    const before = await rowCounts(t);
    errorBody(await publicBook(t, event.hash, { start_utc: start }), 409, 'slot_unavailable');
    const admin = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      payload: guest({ email: 'other@example.com', start_utc: start }),
    });
    errorBody(admin, 409, 'slot_unavailable');
    expect(await rowCounts(t)).toEqual(before);
    const slots = await t.app.inject({
      url: `/api/v2/public/events/${event.hash}/slots?start_date=2031-01-08&end_date=2031-01-08&timezone=UTC`,
      remoteAddress: '203.0.113.77',
    });
    const starts = slots
      .json()
      .available_slots['2031-01-08'].map((s: { start: string }) => s.start);
    expect(starts).toContain('2031-01-08 09:30:00');
    expect(starts).not.toContain('2031-01-08 10:00:00');
  });

  it('lets exactly one of two guests racing for a paid slot in, with exactly one order', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const before = await rowCounts(t);
    const start = '2031-01-08T14:00:00Z';
    const answers = await Promise.all([
      publicBook(t, event.hash, { start_utc: start, email: 'one@example.com' }),
      publicBook(t, event.hash, { start_utc: start, email: 'two@example.com' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await rowCounts(t)).toEqual({
      bookings: before.bookings + 1,
      orders: before.orders + 1,
      items: before.items + 2,
      transactions: before.transactions + 1,
    });
  });

  it('creates paid bookings through the admin route too, pending whatever status is asked', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const before = await rowCounts(t);
    const booking = await adminBook(t, host, event.id, {
      start_utc: '2031-01-09T10:00:00Z',
      status: 'scheduled',
    });
    expect(booking).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'offline',
      source: 'admin',
    });
    expect(await rowCounts(t)).toMatchObject({
      bookings: before.bookings + 1,
      orders: before.orders + 1,
      transactions: before.transactions + 1,
    });
    expect((await readBooking(t, booking.id)).order.status).toBe('pending');
  });

  it('leaves Stripe bookings pending with a checkout address, and secrets stay hidden', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const res = await publicBook(t, event.hash, {
      start_utc: '2031-01-07T11:00:00Z',
      payment_method: 'stripe',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({ status: 'pending', payment_method: 'stripe' });
    expect(res.json().payment).toMatchObject({
      method: 'stripe',
      method_title: 'Stripe',
      online_checkout: true,
      checkout_url: `${t.config.publicUrl}/booking/${res.json().booking_hash}/pay`,
      instructions: expect.stringMatching(/Pay online with Stripe/),
      pay_by: '2031-01-06T08:30:00+00:00',
    });
    const read = await t.request({ url: `/api/v2/schedules/${res.json().booking.id}` });
    expect(read.json().order).toMatchObject({ payment_method: 'stripe', payment_mode: 'test' });
    for (const body of [res.body, read.body, (await guestView(t, res.json().booking_hash)).body]) {
      expect(body).not.toContain(STRIPE_SECRET);
    }
  });

  it('refuses a method the event does not accept, and a paid event without any method', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host, { stripe_enabled: 'no' });
    const before = await rowCounts(t);
    const paypal = await publicBook(t, event.hash, {
      start_utc: '2031-01-07T12:00:00Z',
      payment_method: 'paypal',
    });
    expect(errorBody(paypal, 422, 'rest_validation_failed').data.errors).toHaveProperty(
      'payment_method',
    );
    const stripe = await publicBook(t, event.hash, {
      start_utc: '2031-01-07T12:00:00Z',
      payment_method: 'stripe',
    });
    errorBody(stripe, 422, 'rest_validation_failed');
    const { event: nothing } = await paidEvent(t, host, {
      offline_enabled: 'no',
      stripe_enabled: 'no',
    });
    errorBody(
      await publicBook(t, nothing.hash, { start_utc: '2031-01-07T12:00:00Z' }),
      422,
      'payment_unavailable',
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  it('charges the price of the booked duration on multi-duration events', async () => {
    const host = await t.createAccount();
    const { event } = await paidEvent(
      t,
      host,
      {
        multi_payment_enabled: 'yes',
        multi_payment_items: {
          '30': { title: 'Short', value: 20 },
          '60': { title: 'Long', value: 35.5 },
        },
      },
      {
        settings: {
          multi_duration: { enabled: true, default_duration: 30, available_durations: [30, 60] },
        },
      },
    );
    const long = await publicBook(t, event.hash, {
      start_utc: '2031-01-10T10:00:00Z',
      duration: 60,
    });
    expect(long.statusCode, long.body).toBe(201);
    expect(long.json().payment).toMatchObject({ amount_due: '3550' });
    const { order } = await readBooking(t, long.json().booking.id);
    expect(order).toMatchObject({ total_amount: '3550', items: [{ item_name: 'Long' }] });
    const short = await publicBook(t, event.hash, { start_utc: '2031-01-10T12:00:00Z' });
    expect(short.json().payment.amount_due).toBe('2000');
  });

  it('keeps free events as they were: scheduled, no payment, no order', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const before = await rowCounts(t);
    const res = await publicBook(t, event.hash, { start_utc: '2031-01-07T10:00:00Z' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toHaveProperty('payment');
    expect(res.json().booking).toMatchObject({ status: 'scheduled', payment_status: null });
    expect(await rowCounts(t)).toMatchObject({ orders: before.orders, items: before.items });
    expect((await readBooking(t, res.json().booking.id)).order).toBeNull();
    expect((await guestView(t, res.json().booking_hash)).json()).not.toHaveProperty('payment');
  });

  it("reports the configured methods in the event's payment settings", async () => {
    const host = await t.createAccount();
    const { calendar, event } = await paidEvent(t, host);
    const res = await t.request({
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}/payment-settings`,
      as: host,
    });
    expect(res.json().config).toMatchObject({
      native_enabled: true,
      offline_configured: true,
      stripe_configured: true,
      paypal_configured: false,
    });
    expect(res.json().order).toMatchObject({ status: 'draft', total_amount: '5999' });
  });
});

describe.each(DIALECTS)('paid event amounts per currency (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });

  it.each([
    ['JPY', '60', '¥60'],
    ['USD', '5999', '$59.99'],
    ['KWD', '59990', 'KD59.990'],
  ])('prices, pays and refunds in %s minor units', async (currency, total, text) => {
    await enablePayments(t, currency);
    const host = await t.createAccount();
    const { event } = await paidEvent(t, host);
    const res = await publicBook(t, event.hash, { start_utc: '2031-01-07T10:00:00Z' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payment).toMatchObject({
      currency,
      amount_due: total,
      amount_due_text: text,
    });
    const id = res.json().booking.id;
    const paid = await t.request({ method: 'POST', url: `/api/v2/schedules/${id}/payment` });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ currency, total_amount: total, total_paid: total });
    const refunded = await t.request({ method: 'POST', url: `/api/v2/schedules/${id}/refund` });
    expect(refunded.json().order).toMatchObject({ status: 'refunded', total_refunded: total });
  });
});
