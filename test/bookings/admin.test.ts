import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent, expectSpecBooking } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const HOUR = 3_600_000;
let now = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('admin bookings (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => now });

  const get = (id: number, as: Account | null = t.admin) =>
    t.request({ method: 'GET', url: `/api/v2/schedules/${id}`, as });
  const put = (id: number, payload: Record<string, unknown>, as: Account = t.admin) =>
    t.request({ method: 'PUT', url: `/api/v2/schedules/${id}`, as, payload });

  it('shows a booking as { booking, schedule }, and reading changes nothing', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-01-06T10:00:00Z' });
    const saved = now;
    now += 5 * HOUR; // the meeting ended hours ago
    try {
      const res = await get(booking.id, host);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.schedule).toEqual(body.booking);
      expectSpecBooking(body.booking);
      expect(body.booking).toMatchObject({ status: 'scheduled', updated_at: booking.updated_at });
      const again = await get(booking.id, host);
      expect(again.json().booking.status).toBe('scheduled');
    } finally {
      now = saved;
    }
  });

  it('changes status only along the transition table, with an activity row each time', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const pending = await adminBook(t, host, event.id, {
      start_utc: '2031-02-11T10:00:00Z',
      status: 'pending',
    });
    const confirmed = await put(pending.id, { column: 'status', value: 'scheduled' }, host);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Status has been updated',
      booking: { status: 'scheduled' },
    });
    errorBody(await put(pending.id, { status: 'rejected' }, host), 409, 'invalid_transition');
    const cancelled = await put(
      pending.id,
      { status: 'cancelled', cancel_reason: 'Host is ill' },
      host,
    );
    expect(cancelled.json()).toMatchObject({
      message: 'The booking has been cancelled',
      booking: { status: 'cancelled', cancelled_by: host.id },
    });
    errorBody(await put(pending.id, { status: 'scheduled' }, host), 409, 'invalid_transition');
    errorBody(await put(pending.id, { status: 'cancelled' }, host), 422, 'rest_validation_failed');
    errorBody(
      await put(pending.id, { column: 'status', value: 'lost' }, host),
      422,
      'rest_validation_failed',
    );
    errorBody(await put(pending.id, {}, host), 422, 'rest_validation_failed');

    const activities = await t.request({
      method: 'GET',
      url: `/api/v2/schedules/${pending.id}/activities`,
      as: host,
    });
    expect(activities.statusCode).toBe(200);
    const rows = activities.json().activities;
    expect(rows.map((a: { title: string }) => a.title)).toEqual([
      `Meeting has been cancelled by ${host.login}`,
      'Booking Confirmed',
      'Booking Requested',
    ]);
    expect(rows[0]).toMatchObject({
      type: 'cancel_reason',
      description: 'Host is ill',
      booking_id: pending.id,
    });
    // The cancelled booking frees its slot.
    await adminBook(t, host, event.id, { start_utc: '2031-02-11T10:00:00Z' });
  });

  it('updates notes and guest fields, and reschedules only to a free slot', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-12T10:00:00Z' });
    await adminBook(t, host, event.id, { start_utc: '2031-02-12T12:00:00Z' });
    const note = await put(booking.id, { column: 'internal_note', value: 'Bring slides' }, host);
    expect(note.json()).toMatchObject({
      message: 'Internal note has been updated',
      booking: { internal_note: 'Bring slides' },
    });
    errorBody(
      await put(booking.id, { column: 'email', value: 'nope' }, host),
      422,
      'rest_validation_failed',
    );
    const email = await put(booking.id, { email: 'New@Example.com', first_name: 'Ana' }, host);
    expect(email.json().booking).toMatchObject({ email: 'new@example.com', first_name: 'Ana' });

    errorBody(
      await put(booking.id, { start_utc: '2031-02-12T12:00:00Z' }, host),
      409,
      'slot_unavailable',
    );
    errorBody(await put(booking.id, { start_utc: '2031-02-12T10:00:00Z' }, host), 422, 'same_time');
    const moved = await put(
      booking.id,
      { event_time: '2031-02-12 15:00:00', timezone: 'Europe/Berlin', reschedule_reason: 'Clash' },
      host,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Booking has been rescheduled',
      booking: {
        start_time: '2031-02-12 14:00:00',
        end_time: '2031-02-12 14:30:00',
        status: 'scheduled',
      },
    });
    // The old time is free again; the new one is taken.
    await adminBook(t, host, event.id, { start_utc: '2031-02-12T10:00:00Z' });
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/bookings/create/${event.id}`,
        as: host,
        payload: { name: 'X', email: 'x@example.com', start_utc: '2031-02-12T14:00:00Z' },
      }),
      409,
      'slot_unavailable',
    );
    const log = await t.request({
      method: 'GET',
      url: `/api/v2/schedules/${booking.id}/activities`,
      as: host,
    });
    expect(log.json().activities[0]).toMatchObject({
      title: 'Meeting Rescheduled',
      description: expect.stringContaining('Clash'),
    });
  });

  it('deletes a booking with its activity, and keeps bookings of deleted events', async () => {
    const host = await t.createAccount();
    const { event, calendar } = await bookableEvent(t, host);
    const gone = await adminBook(t, host, event.id, { start_utc: '2031-02-13T10:00:00Z' });
    const kept = await adminBook(t, host, event.id, { start_utc: '2031-02-13T11:00:00Z' });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v2/schedules/${gone.id}`,
      as: host,
    });
    expect(deleted.json()).toEqual({ message: 'Booking Deleted Successfully!' });
    errorBody(await get(gone.id), 404, 'booking_not_found');
    const activities = await t.testDb.database.db
      .selectFrom('booking_activity')
      .select('id')
      .where('booking_id', '=', gone.id)
      .execute();
    expect(activities).toEqual([]);

    await t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}`,
      as: host,
      payload: { title: 'Renamed session' },
    });
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}`,
      as: host,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await get(kept.id, host);
    expect(after.statusCode).toBe(200);
    expect(after.json().booking).toMatchObject({
      event_title: 'Renamed session',
      calendar_event: null,
    });
    errorBody(
      await put(kept.id, { start_utc: '2031-02-14T11:00:00Z' }, host),
      409,
      'invalid_transition',
    );
    const cancel = await put(kept.id, { status: 'cancelled' }, host);
    expect(cancel.statusCode).toBe(200);
    const calendarGone = await t.request({
      method: 'DELETE',
      url: `/api/v2/calendars/${calendar.id}`,
      as: host,
    });
    expect(calendarGone.statusCode, calendarGone.body).toBe(200);
    expect((await get(kept.id, host)).json().booking.event_title).toBe('Renamed session');
  });
});
