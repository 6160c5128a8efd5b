/**
 * The errors a careless client meets say what went wrong and what to do: JSON sent as a form,
 * an empty body where none is needed, a choice outside its values, a time in the past or off
 * the offered starts, a change a booking's status does not allow.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { adminBook, bookableEvent, guest, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('error wording (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('says that JSON was sent as a form, and accepts an empty JSON body where none is needed', async () => {
    const form = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '{"username":"x","email":"x@example.com"}',
    });
    expect(errorBody(form, 415, 'rest_json_sent_as_form').message).toContain(
      'Content-Type: application/json',
    );
    const { event } = await bookableEvent(t, t.admin);
    const booking = await adminBook(t, t.admin, event.id, { start_utc: hoursAhead(30) });
    const empty = await t.request({
      method: 'POST',
      url: `/api/v2/schedules/${booking.id}/send-confirmation-email`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    const needed = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(errorBody(needed, 422, 'rest_validation_failed').message).toBe(
      'The request needs a JSON object body (Content-Type: application/json).',
    );
  });

  it('lists the allowed values of a choice, and reports every invalid field at once', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: 'y', email: 'nope', role: 'king' },
    });
    const errors = errorBody(res, 422, 'rest_validation_failed').data.errors as Record<
      string,
      Record<string, string>
    >;
    expect(errors.role).toEqual({ enum: 'The role must be one of: administrator, host, viewer.' });
    expect(errors).toHaveProperty('email');
    const query = await t.request({ url: '/api/v2/schedules?period=soon' });
    expect(errorBody(query, 400, 'rest_invalid_param').data).toMatchObject({
      params: { period: expect.stringContaining('must be one of: upcoming, past') },
    });
  });

  it('tells a past time, a start off the offered ones, and a change the status forbids', async () => {
    const { event } = await bookableEvent(t, t.admin);
    const create = (body: object) =>
      t.request({ method: 'POST', url: `/api/v2/bookings/create/${event.id}`, payload: body });
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 13) + ':00:00Z';
    expect(
      errorBody(await create(guest({ start_utc: yearAgo })), 409, 'slot_unavailable').message,
    ).toBe('This selected time slot is in the past. Please choose another time.');
    const offGrid = hoursAhead(40).replace(':00:00', ':07:00');
    expect(
      errorBody(await create(guest({ start_utc: offGrid })), 409, 'slot_unavailable').message,
    ).toBe(
      'This selected time slot is not one of the start times the event offers. Please choose another time.',
    );
    const booking = await adminBook(t, t.admin, event.id, { start_utc: hoursAhead(44) });
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      payload: { status: 'cancelled', cancel_reason: 'No longer needed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/bookings/${booking.hash}/reschedule`,
      payload: { start_utc: hoursAhead(48) },
    });
    expect(errorBody(move, 409, 'invalid_transition').message).toBe(
      'A cancelled booking cannot be moved.',
    );
  });
});
