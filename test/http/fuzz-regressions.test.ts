/** Inputs the request fuzzer (test/http/fuzz.test.ts) found answered with a 5xx or the wrong shape. */
import { describe, expect, it } from 'vitest';
import { basic, useTestApp, errorBody } from '../helpers/app.js';
import {
  adminBook,
  bookableEvent,
  enableGuests,
  guest,
  hoursAhead,
} from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar } from '../helpers/factories.js';
import { enablePayments, paidEvent, publicBook } from '../helpers/paid-events.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('inputs found by fuzzing (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it("answers a URL that is not valid percent-encoding with 400 in the API's error shape", async () => {
    for (const url of [
      '/api/v2/users/%C3%28',
      '/api/v2/users/%FF',
      '/wp-json/fluent-booking/v2/users/%ED%A0%80',
      '/book/%FF',
    ]) {
      const body = errorBody(await t.request({ url }), 400, 'rest_invalid_param');
      expect(body.data).toHaveProperty('params.url');
    }
  });

  it('serves the page of a calendar whose slug has the longest length allowed', async () => {
    const host = await t.createAccount();
    const slug = `long-${'s'.repeat(145)}`;
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Long', slug });
    expect(calendar.slug).toBe(slug);
    expect((await t.request({ url: `/book/${slug}`, as: null })).statusCode).toBe(200);
    const tooLong = await t.request({
      url: `/api/v2/public/bookings/${'f'.repeat(201)}`,
      as: null,
    });
    errorBody(tooLong, 400, 'rest_invalid_param');
  });

  it('drops payment items keyed by anything but a duration, however deeply nested', async () => {
    const { calendar, event } = await bookableEvent(t, t.admin);
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}/payment-settings`,
      headers: { 'content-type': 'application/json' },
      payload: `{"settings":{"multi_payment_items":{"30":{"title":"Half hour","value":5},"fuzz":${deep}}}}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.multi_payment_items).toEqual({
      30: { title: 'Half hour', value: 5 },
    });
    const stored = await t.testDb.database.db
      .selectFrom('meta')
      .select('value')
      .where('object_type', '=', 'event')
      .where('object_id', '=', event.id)
      .execute();
    expect(stored.map((row) => row.value).join()).not.toContain('fuzz');
  });

  it('refuses Infinity and 1e999 where a number is expected, in paths, queries and forms', async () => {
    for (const [url, name] of [
      ['/api/v2/users?per_page=Infinity', 'per_page'],
      ['/api/v2/users?page=1e999', 'page'],
      ['/api/v2/users/-Infinity', 'id'],
      ['/api/v2/schedules?event_id=Infinity', 'event_id'],
    ] as const) {
      const body = errorBody(await t.request({ url }), 400, 'rest_invalid_param');
      expect(body.data).toHaveProperty(['params', name]);
    }
    const { calendar, event } = await bookableEvent(t, t.admin);
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}/limits`,
      headers: FORM,
      payload: 'buffer_time_before=Infinity',
    });
    const body = errorBody(res, 422, 'rest_validation_failed');
    expect(body.data).toHaveProperty('errors.buffer_time_before');
  });

  it('refuses text with NUL characters with a 4xx on both engines', async () => {
    const contact = await t.request({
      method: 'POST',
      url: '/api/v2/contacts',
      payload: { email: 'nul@example.com', name: 'Nu\u0000l' },
    });
    expect(errorBody(contact, 422, 'rest_validation_failed').data).toHaveProperty('errors.name');
    const search = errorBody(
      await t.request({ url: '/api/v2/users?search=a%00b' }),
      400,
      'rest_invalid_param',
    );
    expect(search.data).toHaveProperty('params.search');
    const page = await t.request({ url: '/book/nul%00calendar', as: null });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('treats a Basic login with a NUL character as no credentials', async () => {
    for (const login of ['nob\u0000ody', 'a\u0000@example.com']) {
      const res = await t.request({
        url: '/api/v2/users/me',
        as: null,
        headers: { authorization: basic(login, 'secret') },
      });
      errorBody(res, 401, 'rest_forbidden');
    }
  });

  it('refuses a guest or an amount wrapped in an array instead of crashing', async () => {
    const { calendar, event } = await bookableEvent(t, t.admin);
    await enableGuests(t, t.admin, calendar.id, event.id);
    const wrapped = {
      ...guest(),
      start_utc: hoursAhead(70),
      guests: [[{ email: 'g@example.com' }]],
    };
    for (const [url, as] of [
      [`/api/v2/bookings/create/${event.id}`, t.admin],
      [`/api/v2/public/events/${event.hash}/bookings`, null],
    ] as const) {
      const res = await t.request({ method: 'POST', url, as, payload: wrapped });
      expect(errorBody(res, 422, 'rest_validation_failed').data).toHaveProperty([
        'errors',
        'guests.0',
      ]);
    }
    const joined = await adminBook(t, t.admin, event.id, {
      start_utc: hoursAhead(74),
      guests: [['g@example.com']],
    });
    expect(joined.additional_guests).toEqual(['g@example.com']);

    const host = await t.createAccount();
    await enablePayments(t);
    const paid = await paidEvent(t, host);
    const booked = await publicBook(t, paid.event.hash, { start_utc: hoursAhead(80) });
    expect(booked.statusCode, booked.body).toBe(201);
    const payment = await t.request({
      method: 'POST',
      url: `/api/v2/schedules/${booked.json().booking.id}/payment`,
      payload: { amount: ['x'] },
    });
    const refused = errorBody(payment, 422, 'rest_validation_failed');
    expect(refused.data).toHaveProperty('errors.amount.minor_units');
  });

  it('answers an impossible start date without an end date with 400', async () => {
    const { event } = await bookableEvent(t, t.admin);
    for (const url of [
      `/api/v2/bookings/event/${event.id}?start_date=9999-99-99`,
      `/api/v2/public/events/${event.hash}/slots?start_date=2031-13-01`,
    ]) {
      const body = errorBody(await t.request({ url }), 400, 'rest_invalid_param');
      expect(body.data).toHaveProperty('params.start_date');
    }
  });
});
