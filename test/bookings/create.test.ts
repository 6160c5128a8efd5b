import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import {
  adminBook,
  bookableEvent,
  enableGuests,
  expectSpecBooking,
  guest,
} from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

/** A Monday; every test books after it. */
const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('booking creation (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    env: { PUBLIC_URL: 'https://book.example.com' },
    clock: () => NOW,
  });

  const create = (eventId: number, payload: Record<string, unknown>, as = t.admin) =>
    t.request({ method: 'POST', url: `/api/v2/bookings/create/${eventId}`, as, payload });

  it('creates a booking through the admin route with every documented field', async () => {
    const host = await t.createAccount();
    const { event, calendar } = await bookableEvent(t, host, { timezone: 'Europe/Berlin' });
    const res = await create(
      event.id,
      guest({
        name: 'Grace Brewster Hopper',
        email: 'Grace@Example.com',
        timezone: 'America/New_York',
        event_time: '2031-03-03 09:00:00',
        message: 'About compilers',
        utm_source: 'newsletter',
      }),
      host,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { message, booking } = res.json();
    expect(message).toBe('Booking has been created');
    expectSpecBooking(booking);
    expect(booking).toMatchObject({
      calendar_id: calendar.id,
      event_id: event.id,
      host_user_id: host.id,
      person_user_id: 0,
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      email: 'grace@example.com',
      message: 'About compilers',
      person_time_zone: 'America/New_York',
      start_time: '2031-03-03 14:00:00',
      end_time: '2031-03-03 14:30:00',
      start_time_iso: '2031-03-03T14:00:00+00:00',
      end_time_iso: '2031-03-03T14:30:00+00:00',
      slot_minutes: 30,
      status: 'scheduled',
      source: 'admin',
      booking_type: 'scheduling',
      event_type: 'single',
      utm_source: 'newsletter',
      booking_status_text: 'Scheduled',
      payment_status: null,
      payment_status_text: '',
      event_title: 'Consultation',
      calendar_event: { id: event.id, title: 'Consultation', duration: 30 },
      author: { id: host.id, email: `${host.login}@example.com` },
      location_details: { type: 'custom', description: '' },
      reschedule_url: `https://book.example.com/booking/${booking.hash}?type=reschedule`,
      cancel_url: `https://book.example.com/booking/${booking.hash}?type=cancel`,
    });
    expect(booking.group_id).toBe(booking.id);
    const read = await t.request({
      method: 'GET',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
    });
    // A read also says whether the booking is happening now (it is weeks away).
    const { happening_status: happening, ...asRead } = read.json().booking;
    expect(happening).toEqual({});
    expect(asRead).toEqual(booking);
  });

  it('links the guest to a user with that e-mail, and keeps answers, guests and location', async () => {
    const host = await t.createAccount();
    const known = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host, {
      event: {
        location_settings: [
          { type: 'phone_guest', title: 'I call you' },
          { type: 'online_meeting', title: 'Video', meeting_link: 'https://meet.example.com/x' },
        ],
      },
    });
    await enableGuests(t, host, calendar.id, event.id);
    // An answer to a question the form does not ask is refused, not dropped.
    const unasked = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: host,
      payload: guest({ start_utc: '2031-02-03T10:00:00Z', custom_fields: { company: 'Acme' } }),
    });
    expect(errorBody(unasked, 422, 'rest_validation_failed').data.errors).toHaveProperty([
      'custom_fields.company',
    ]);
    const booking = await adminBook(t, host, event.id, {
      email: `${known.login}@example.com`,
      start_utc: '2031-02-03T10:00:00Z',
      location_type: 'online_meeting',
      guests: ['bob@example.com', { name: 'Eve', email: 'EVE@example.com' }],
    });
    expect(booking).toMatchObject({
      person_user_id: known.id,
      additional_guests: ['bob@example.com', 'eve@example.com'],
      location_details: {
        type: 'online_meeting',
        title: 'Video',
        online_platform_link: 'https://meet.example.com/x',
      },
      custom_form_data: {},
    });
    const phone = await create(event.id, guest({ start_utc: '2031-02-03T11:00:00Z' }), host);
    expect(errorBody(phone, 422, 'rest_validation_failed').data.errors).toHaveProperty(
      'location_description',
    );
    const ok = await adminBook(t, host, event.id, {
      start_utc: '2031-02-03T11:00:00Z',
      location_description: '+49 30 1234567',
    });
    expect(ok).toMatchObject({
      phone: '+49 30 1234567',
      location_details: { type: 'phone_guest', description: '+49 30 1234567' },
    });
  });

  it('resolves local times: a skipped time is a 422, a repeated one the earlier instant', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, { timezone: 'America/New_York' });
    const zone = { timezone: 'America/New_York' };
    const gap = await create(event.id, guest({ ...zone, event_time: '2031-03-09 02:30:00' }));
    expect(errorBody(gap, 422, 'rest_validation_failed').data.errors).toEqual({
      event_time: { nonexistent: expect.stringContaining('does not exist in America/New_York') },
    });
    const twice = await adminBook(t, t.admin, event.id, {
      ...zone,
      event_time: '2031-11-02 01:30:00',
    });
    expect(twice.start_time_iso).toBe('2031-11-02T05:30:00+00:00');
    const wins = await adminBook(t, t.admin, event.id, {
      ...zone,
      event_time: '2031-11-03 09:00:00',
      start_utc: '2031-11-04T15:00:00+00:00',
    });
    expect(wins.start_time).toBe('2031-11-04 15:00:00');
  });

  it('refuses bad bodies with 422 naming the field, never a 500', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      settings: {
        multi_duration: { enabled: true, default_duration: 30, available_durations: [30, 60] },
      },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined, start_utc: '2031-02-03T10:00:00Z' }, 'name'],
      [{ email: 'not-an-email', start_utc: '2031-02-03T10:00:00Z' }, 'email'],
      [{ timezone: 'Mars/Olympus', event_time: '2031-02-03 10:00:00' }, 'timezone'],
      [{ event_time: '2031-02-30 10:00:00' }, 'event_time'],
      [{ event_time: 'tomorrow' }, 'event_time'],
      [{}, 'event_time'],
      [{ start_utc: '2031-02-03 10:00' }, 'start_utc'],
      [{ start_utc: '2031-02-03T10:00:00Z', duration: 45 }, 'duration'],
      [{ start_utc: '2031-02-03T10:00:00Z', guests: ['nope'] }, 'guests.0'],
      [{ start_utc: '2031-02-03T10:00:00Z', message: 'x'.repeat(5001) }, 'message'],
      [{ start_utc: '2031-02-03T10:00:00Z', status: 'cancelled' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await create(event.id, guest(body), host);
      const error = errorBody(res, 422, 'rest_validation_failed');
      expect(Object.keys(error.data.errors as object).join(), JSON.stringify(body)).toContain(
        field,
      );
    }
    const sixty = await adminBook(t, host, event.id, {
      start_utc: '2031-02-03T10:00:00Z',
      duration: 60,
    });
    expect(sixty).toMatchObject({ slot_minutes: 60, end_time: '2031-02-03 11:00:00' });
  });

  it('takes a slot once: the second booking of a one-to-one slot is a 409', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      settings: { buffer_time_after: 15 },
    });
    await adminBook(t, host, event.id, { start_utc: '2031-02-04T10:00:00Z' });
    const again = await create(event.id, guest({ start_utc: '2031-02-04T10:00:00Z' }), host);
    expect(errorBody(again, 409, 'slot_unavailable').data.reason).toBe('conflict');
    const buffered = await create(event.id, guest({ start_utc: '2031-02-04T10:30:00Z' }), host);
    expect(errorBody(buffered, 409, 'slot_unavailable').data.reason).toBe('conflict');
    const offGrid = await create(event.id, guest({ start_utc: '2031-02-04T12:10:00Z' }), host);
    expect(errorBody(offGrid, 409, 'slot_unavailable').data.reason).toBe('outside_availability');
    const past = await create(event.id, guest({ start_utc: '2031-01-05T10:00:00Z' }), host);
    expect(errorBody(past, 409, 'slot_unavailable').data.reason).toBe('too_soon');
    // The host is busy on every event: another of their events cannot take the same time.
    const { event: other } = await bookableEvent(t, host);
    const elsewhere = await create(other.id, guest({ start_utc: '2031-02-04T10:00:00Z' }), host);
    expect(errorBody(elsewhere, 409, 'slot_unavailable').data.reason).toBe('conflict');
    // A completed booking records the past and holds no time.
    const record = await adminBook(t, host, event.id, {
      start_utc: '2031-01-02T10:00:00Z',
      status: 'completed',
    });
    expect(record.status).toBe('completed');
  });

  it('fills a group slot up to its capacity, sharing one group id', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      event: { event_type: 'group', max_book_per_slot: 2 },
    });
    const at = { start_utc: '2031-02-05T10:00:00Z' };
    const first = await adminBook(t, host, event.id, at);
    const second = await adminBook(t, host, event.id, { ...at, email: 'b@example.com' });
    expect(second.group_id).toBe(first.id);
    expect(second.event_type).toBe('group');
    const third = await create(event.id, guest({ ...at, email: 'c@example.com' }), host);
    expect(errorBody(third, 409, 'slot_unavailable').data.reason).toBe('full');
  });

  it('answers 404 for unknown or unreadable events, 403 for read-only users, 422 for drafts', async () => {
    const host = await t.createAccount();
    const stranger = await t.createAccount();
    const reader = await t.createAccount({ permissions: ['read_all_bookings'] });
    const { event } = await bookableEvent(t, host);
    const body = guest({ start_utc: '2031-02-03T10:00:00Z' });
    errorBody(await create(999_999, body), 404, 'event_not_found');
    errorBody(await create(event.id, body, stranger), 404, 'event_not_found');
    errorBody(await create(event.id, body, reader), 403, 'rest_forbidden');
    errorBody(await create(0, body), 400, 'rest_invalid_param');
    const { event: draft } = await bookableEvent(t, host, { event: { status: 'draft' } });
    errorBody(await create(draft.id, body, host), 422, 'event_not_accepting_bookings');
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: null,
      payload: body,
    });
    errorBody(anonymous, 401, 'rest_forbidden');
  });
});
