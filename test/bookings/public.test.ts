import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import {
  adminBook,
  bookableEvent,
  expectSpecBooking,
  guest,
} from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('guests and their bookings (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    env: { PUBLIC_URL: 'https://book.example.com' },
    clock: () => NOW,
  });

  let address = 0;
  const guestCall = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v2/public/bookings/${url}`,
      remoteAddress: `192.0.2.${(address++ % 250) + 1}`,
      ...(payload ? { payload } : {}),
    });

  /** Adds FluentBooking's guest rules to an event's stored settings. */
  /** Sets the event's guest rules as its host does, through the event route. */
  async function setRules(
    host: Account,
    event: { id: number; calendar_id: number },
    rules: Record<string, unknown>,
  ) {
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${event.calendar_id}/events/${event.id}`,
      as: host,
      payload: { settings: rules },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().event;
  }

  it('shows a guest their booking without host-only fields', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      payload: { internal_note: 'VIP' },
    });
    const res = await guestCall('GET', booking.hash);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expectSpecBooking(body.booking);
    expect(body).toMatchObject({
      booking: { id: booking.id, internal_note: '', ip_address: '' },
      can_cancel: true,
      can_reschedule: true,
      cancel_message: '',
    });
    errorBody(await guestCall('GET', '0123456789abcdef0123456789abcdef'), 404, 'booking_not_found');
    errorBody(await guestCall('GET', 'xyz'), 400, 'rest_invalid_param');
  });

  it('lets a guest cancel once, with a reason in the activity log', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    const res = await guestCall('POST', `${booking.hash}/cancel`, {
      cancellation_reason: 'Something came up',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Meeting has been cancelled',
      booking: { status: 'cancelled', cancelled_by: null },
    });
    errorBody(await guestCall('POST', `${booking.hash}/cancel`, {}), 409, 'invalid_transition');
    errorBody(
      await guestCall('POST', `${booking.hash}/reschedule`, { start_utc: '2031-02-04T10:00:00Z' }),
      409,
      'invalid_transition',
    );
    const log = await t.request({
      method: 'GET',
      url: `/api/v2/schedules/${booking.id}/activities`,
    });
    expect(log.json().activities[0]).toMatchObject({
      title: 'Meeting has been cancelled by the guest',
      type: 'cancel_reason',
      description: 'Something came up',
      created_by: null,
    });
    const noBody = await adminBook(t, host, event.id, { start_utc: '2031-02-05T10:00:00Z' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${noBody.hash}/cancel`,
      remoteAddress: '192.0.2.251',
    });
    expect(empty.statusCode, empty.body).toBe(200);
  });

  it('lets a guest reschedule to a free slot, in their own zone', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    await adminBook(t, host, event.id, { start_utc: '2031-02-03T12:00:00Z' });
    const taken = await guestCall('POST', `${booking.hash}/reschedule`, {
      start_utc: '2031-02-03T12:00:00Z',
    });
    errorBody(taken, 409, 'slot_unavailable');
    const moved = await guestCall('POST', `${booking.hash}/reschedule`, {
      event_time: '2031-02-03 20:00:00',
      timezone: 'Asia/Tokyo',
      rescheduling_reason: 'Earlier suits me',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Booking has been rescheduled',
      booking_hash: booking.hash,
      redirect_url: `https://book.example.com/booking/${booking.hash}`,
      booking: { start_time: '2031-02-03 11:00:00', person_time_zone: 'Asia/Tokyo' },
    });
    errorBody(
      await guestCall('POST', `${booking.hash}/reschedule`, { event_time: '2031-02-03 20:00:00' }),
      422,
      'same_time',
    );
    errorBody(
      await guestCall('POST', `${booking.hash}/reschedule`, {}),
      422,
      'rest_validation_failed',
    );
  });

  it("honours the event's cancel and reschedule cut-offs", async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const soon = await adminBook(t, host, event.id, { start_utc: '2031-01-06T10:00:00Z' });
    const later = await adminBook(t, host, event.id, { start_utc: '2031-01-10T10:00:00Z' });
    await setRules(host, event, {
      can_not_cancel: {
        enabled: true,
        type: 'conditional',
        message: 'Too late to cancel online; please call us.',
        condition: { unit: 'hours', value: 24 },
      },
      can_not_reschedule: { enabled: true, type: 'always', message: '' },
    });
    const view = (await guestCall('GET', soon.hash)).json();
    expect(view).toMatchObject({
      can_cancel: false,
      can_reschedule: false,
      cancel_message: 'Too late to cancel online; please call us.',
      reschedule_message: 'Sorry, this booking can no longer be rescheduled.',
    });
    const refused = await guestCall('POST', `${soon.hash}/cancel`, {});
    expect(errorBody(refused, 422, 'cancel_not_allowed').message).toBe(
      'Too late to cancel online; please call us.',
    );
    errorBody(
      await guestCall('POST', `${later.hash}/reschedule`, { start_utc: '2031-01-11T10:00:00Z' }),
      422,
      'reschedule_not_allowed',
    );
    expect((await guestCall('POST', `${later.hash}/cancel`, {})).statusCode).toBe(200);
    // Hosts are not bound by the guests' cut-offs.
    const byHost = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${soon.id}`,
      as: host,
      payload: { status: 'cancelled' },
    });
    expect(byHost.statusCode).toBe(200);
  });

  it('creates public bookings, rate limited per client address', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const book = (start: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/events/${event.hash}/bookings`,
        remoteAddress,
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/605.1' },
        payload: guest({ start_utc: start }),
      });
    const res = await book('2031-02-03T10:00:00Z', '198.51.100.7');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expectSpecBooking(body.booking);
    expect(body).toMatchObject({
      message: 'Booking has been confirmed',
      booking_hash: body.booking.hash,
      redirect_url: `https://book.example.com/booking/${body.booking.hash}`,
      booking: { source: 'web', internal_note: '', ip_address: '', browser: '', device: '' },
    });
    const stored = await t.request({ method: 'GET', url: `/api/v2/schedules/${body.booking.id}` });
    expect(stored.json().booking).toMatchObject({
      ip_address: '198.51.100.7',
      browser: 'Safari',
      device: 'Mobile',
    });
    errorBody(
      await t.app.inject({
        method: 'POST',
        url: '/api/v2/public/events/00000000000000000000000000000000/bookings',
        payload: guest({ start_utc: '2031-02-03T10:00:00Z' }),
        remoteAddress: '198.51.100.8',
      }),
      404,
      'event_not_found',
    );
    let last = res;
    for (let i = 0; i < 15; i++)
      last = await book(`2031-03-0${(i % 9) + 1}T1${i % 10}:00:00Z`, '198.51.100.9');
    expect(last.statusCode).not.toBe(429);
    const limited = await book('2031-04-01T10:00:00Z', '198.51.100.9');
    errorBody(limited, 429, 'rest_rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await book('2031-04-01T10:00:00Z', '198.51.100.10')).statusCode).toBe(201);
  });

  it('makes bookings pending when the event requires confirmation', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const saved = await setRules(host, event, {
      requires_confirmation: { enabled: true, type: 'always' },
    });
    expect(saved.settings.requires_confirmation).toEqual({
      enabled: true,
      type: 'always',
      condition: { unit: 'minutes', value: 30 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      remoteAddress: '198.51.100.20',
      payload: guest({ start_utc: '2031-02-03T10:00:00Z' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booking).toMatchObject({ status: 'pending', booking_status_text: 'Pending' });
    // A pending booking holds its time.
    const again = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: host,
      payload: guest({ start_utc: '2031-02-03T10:00:00Z' }),
    });
    errorBody(again, 409, 'slot_unavailable');
  });
});
