/** `PUT /schedules/{id}`: names, e-mail and phone are one line each, in both of its forms. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './helpers/app.js';
import { adminBook, bookableEvent } from './helpers/booking-factories.js';
import { DIALECTS } from './helpers/db.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('PUT /schedules/{id} refuses line breaks (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => NOW });
  });
  afterAll(() => t.close());

  it('answers 422 for CR/LF in a name or e-mail and keeps the booking unchanged', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-04T12:00:00Z' });
    const url = `/api/v2/schedules/${booking.id}`;
    const put = (payload: object) => t.request({ method: 'PUT', url, as: host, payload });
    const injected = 'Eve\r\nBcc: victim@example.com';
    errorBody(await put({ first_name: injected }), 422, 'rest_validation_failed');
    errorBody(await put({ last_name: 'A\nB' }), 422, 'rest_validation_failed');
    errorBody(await put({ column: 'first_name', value: injected }), 422, 'rest_validation_failed');
    errorBody(
      await put({ column: 'email', value: 'a@example.com\r\nTo: b@example.com' }),
      422,
      'rest_validation_failed',
    );
    errorBody(await put({ email: 'a@example.com, b@example.com' }), 422, 'rest_validation_failed');
    const read = await t.request({ method: 'GET', url, as: host });
    expect(read.json().booking).toMatchObject({
      first_name: booking.first_name,
      last_name: booking.last_name,
      email: booking.email,
    });
    const ok = await put({ first_name: 'Eve' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
