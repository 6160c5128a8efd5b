/**
 * Personal access tokens restricted to some of their owner's calendars (`calendar_ids`): only
 * the owner's own calendars may be named (another host's is refused exactly like a missing one),
 * and the token then sees and acts only within them: calendars, event types, slots, bookings,
 * contacts who booked there and webhooks of those calendars. Anything else answers as missing,
 * and lists leave it out.
 */
import { describe, expect, it } from 'vitest';
import { issueToken } from '../helpers/access-tokens.js';
import { errorBody, useTestApp, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const START = Date.parse('2031-03-03T08:00:00Z');
const ALL = [
  'bookings:read',
  'bookings:write',
  'availability:read',
  'event-types:read',
  'event-types:write',
  'contacts:read',
  'webhooks:write',
];

/** Two calendars of `owner`, each with an event and a booking by its own guest. */
async function twoCalendars(t: TestApp, owner: Account) {
  const kept = await bookableEvent(t, owner);
  const hidden = await bookableEvent(t, owner);
  const keptBooking = await adminBook(t, owner, kept.event.id, {
    start_utc: '2031-03-04T10:00:00Z',
    email: 'kept-guest@example.org',
  });
  const hiddenBooking = await adminBook(t, owner, hidden.event.id, {
    start_utc: '2031-03-04T12:00:00Z',
    email: 'hidden-guest@example.org',
  });
  return { kept, hidden, keptBooking, hiddenBooking };
}

describe.each(DIALECTS)('access tokens restricted to calendars (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    clock: () => START,
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true' },
  });

  it("accepts only the owner's own calendars, refusing another's exactly like a missing one", async () => {
    const owner = await t.createAccount({ role: 'host' });
    const other = await t.createAccount({ role: 'host' });
    const own = await bookableEvent(t, owner);
    const theirs = await bookableEvent(t, other);
    const create = (calendar_ids: unknown) =>
      t.request({
        method: 'POST',
        url: '/api/v2/access-tokens',
        as: owner,
        payload: { name: 'agent', scopes: ['bookings:read'], calendar_ids },
      });
    const made = await create([own.calendar.id, own.calendar.id]);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().access_token.calendar_ids).toEqual([own.calendar.id]);
    const listed = await t.request({ url: '/api/v2/access-tokens', as: owner });
    expect(listed.json().access_tokens[0].calendar_ids).toEqual([own.calendar.id]);

    const foreign = errorBody(await create([theirs.calendar.id]), 422, 'rest_validation_failed');
    const missing = errorBody(await create([987654321]), 422, 'rest_validation_failed');
    const shape = (body: object) => JSON.stringify(body).replaceAll(/with id \d+/g, 'with id N');
    expect(shape(foreign)).toBe(shape(missing));
    expect(JSON.stringify(foreign)).toContain('calendar_ids');
    errorBody(await create([]), 422, 'rest_validation_failed');
    errorBody(await create(['x']), 422, 'rest_validation_failed');
    const stored = await t.testDb.database.db
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('reads calendars, event types, slots and bookings only within its calendars', async () => {
    const owner = await t.createAccount({ role: 'host' });
    const { kept, hidden, keptBooking, hiddenBooking } = await twoCalendars(t, owner);
    const { account } = await issueToken(t, owner, ALL, { calendar_ids: [kept.calendar.id] });
    const get = (url: string) => t.request({ url: `/api/v2${url}`, as: account });

    const calendars = (await get('/calendars?view=flat')).json().calendars;
    expect(calendars.map((c: { id: number }) => c.id)).toEqual([kept.calendar.id]);
    expect((await get(`/calendars/${kept.calendar.id}`)).statusCode).toBe(200);
    expect((await get(`/calendars/${kept.calendar.id}/events/${kept.event.id}`)).statusCode).toBe(
      200,
    );
    expect((await get(`/events/${kept.event.id}`)).statusCode).toBe(200);
    expect((await get(`/bookings/event/${kept.event.id}`)).statusCode).toBe(200);

    const gone = 987654321;
    for (const [url, missingUrl, code] of [
      [`/calendars/${hidden.calendar.id}`, `/calendars/${gone}`, 'calendar_not_found'],
      [
        `/calendars/${hidden.calendar.id}/events/${hidden.event.id}`,
        `/calendars/${gone}/events/${gone}`,
        'calendar_not_found',
      ],
      [`/events/${hidden.event.id}`, `/events/${gone}`, 'event_not_found'],
      [`/bookings/event/${hidden.event.id}`, `/bookings/event/${gone}`, 'event_not_found'],
      [
        `/bookings/event/${hidden.event.id}/explain?start_utc=2031-03-05T10:00:00Z`,
        `/bookings/event/${gone}/explain?start_utc=2031-03-05T10:00:00Z`,
        'event_not_found',
      ],
      [`/schedules/${hiddenBooking.id}`, `/schedules/${gone}`, 'booking_not_found'],
      [
        `/schedules/${hiddenBooking.id}/activities`,
        `/schedules/${gone}/activities`,
        'booking_not_found',
      ],
    ] as const) {
      const theirs = await get(url);
      errorBody(theirs, 404, code);
      expect(theirs.json().message.replaceAll(/\d+/g, 'N')).toBe(
        (await get(missingUrl)).json().message.replaceAll(/\d+/g, 'N'),
      );
    }

    const list = (await get('/schedules?period=all')).json();
    expect(list.bookings.map((b: { id: number }) => b.id)).toEqual([keptBooking.id]);
    expect(JSON.stringify(list)).not.toContain('hidden-guest@example.org');
    expect(list.calendar_event_lists.map((c: { id: number }) => c.id)).toEqual([kept.calendar.id]);
    const byCalendar = (
      await get(`/schedules?period=all&calendar_id=${hidden.calendar.id}`)
    ).json();
    expect(byCalendar.bookings).toEqual([]);

    // The same owner, signed in, still reaches both.
    const own = await t.request({ url: `/api/v2/schedules/${hiddenBooking.id}`, as: owner });
    expect(own.statusCode).toBe(200);
  });

  it('books, moves and cancels only within its calendars', async () => {
    const owner = await t.createAccount({ role: 'host' });
    const { kept, hidden, keptBooking, hiddenBooking } = await twoCalendars(t, owner);
    const { account } = await issueToken(t, owner, ALL, { calendar_ids: [kept.calendar.id] });
    const book = (eventId: number) =>
      t.request({
        method: 'POST',
        url: `/api/v2/bookings/create/${eventId}`,
        as: account,
        payload: guest({ start_utc: '2031-03-05T10:00:00Z' }),
      });
    expect((await book(kept.event.id)).statusCode).toBe(201);
    errorBody(await book(hidden.event.id), 404, 'event_not_found');

    const put = (id: number, payload: object) =>
      t.request({ method: 'PUT', url: `/api/v2/schedules/${id}`, as: account, payload });
    const move = { start_utc: '2031-03-06T10:00:00Z' };
    const cancel = { status: 'cancelled', cancel_reason: 'Plans changed' };
    errorBody(await put(hiddenBooking.id, move), 404, 'booking_not_found');
    errorBody(await put(hiddenBooking.id, cancel), 404, 'booking_not_found');
    const moved = await put(keptBooking.id, move);
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await put(keptBooking.id, cancel);
    expect(cancelled.json().booking.status).toBe('cancelled');

    const untouched = await t.request({ url: `/api/v2/schedules/${hiddenBooking.id}`, as: owner });
    expect(untouched.json().booking).toMatchObject({
      status: 'scheduled',
      start_time: '2031-03-04 12:00:00',
    });
    const hiddenBookings = await t.testDb.database.db
      .selectFrom('bookings')
      .select('id')
      .where('event_id', '=', hidden.event.id)
      .execute();
    expect(hiddenBookings).toHaveLength(1);

    // Event types: changed within, not elsewhere; no new calendar (it could not reach it).
    const patch = (calendarId: number, eventId: number) =>
      t.request({
        method: 'POST',
        url: `/api/v2/calendars/${calendarId}/events/${eventId}/details`,
        as: account,
        payload: { title: 'Renamed' },
      });
    errorBody(await patch(hidden.calendar.id, hidden.event.id), 404, 'calendar_not_found');
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: account,
      payload: { title: 'Another' },
    });
    errorBody(created, 403, 'rest_forbidden');
  });

  it('shows only contacts who booked in its calendars, and only their bookings there', async () => {
    const owner = await t.createAccount({ role: 'host' });
    const { kept, hidden } = await twoCalendars(t, owner);
    // The kept guest booked in the hidden calendar too: that booking stays out of sight.
    await adminBook(t, owner, hidden.event.id, {
      start_utc: '2031-03-07T10:00:00Z',
      email: 'kept-guest@example.org',
    });
    const { account } = await issueToken(t, owner, ALL, { calendar_ids: [kept.calendar.id] });
    const all = (await t.request({ url: '/api/v2/contacts', as: owner })).json().contacts;
    const idOf = (email: string) => all.find((c: { email: string }) => c.email === email).id;

    const listed = (await t.request({ url: '/api/v2/contacts', as: account })).json();
    expect(listed.contacts.map((c: { email: string }) => c.email)).toEqual([
      'kept-guest@example.org',
    ]);
    const hiddenContact = await t.request({
      url: `/api/v2/contacts/${idOf('hidden-guest@example.org')}`,
      as: account,
    });
    errorBody(hiddenContact, 404, 'contact_not_found');
    const search = await t.request({
      url: '/api/v2/schedules/crm-contact-search?search=guest',
      as: account,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).not.toContain('hidden-guest@example.org');
    const keptContact = await t.request({
      url: `/api/v2/contacts/${idOf('kept-guest@example.org')}`,
      as: account,
    });
    expect(keptContact.statusCode, keptContact.body).toBe(200);
    for (const b of keptContact.json().bookings ?? []) {
      expect(b.calendar_id).toBe(kept.calendar.id);
    }
  });

  it('manages webhooks of its calendars only', async () => {
    const owner = await t.createAccount({ role: 'host' });
    const { kept, hidden } = await twoCalendars(t, owner);
    const { account } = await issueToken(t, owner, ALL, { calendar_ids: [kept.calendar.id] });
    const create = (as: Account, calendar_id: number | null) =>
      t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as,
        payload: { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'], calendar_id },
      });
    const ownersHidden = await create(owner, hidden.calendar.id);
    expect(ownersHidden.statusCode, ownersHidden.body).toBe(201);
    errorBody(await create(account, hidden.calendar.id), 404, 'calendar_not_found');
    errorBody(await create(account, null), 422, 'rest_validation_failed');
    const made = await create(account, kept.calendar.id);
    expect(made.statusCode, made.body).toBe(201);

    const list = (await t.request({ url: '/api/v2/webhooks', as: account })).json();
    expect(list.webhooks.map((w: { id: number }) => w.id)).toEqual([made.json().webhook.id]);
    const hiddenHook = ownersHidden.json().webhook.id;
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.request({ method, url: `/api/v2/webhooks/${hiddenHook}`, as: account });
      errorBody(res, 404, 'webhook_not_found');
    }
  });

  it("holds an administrator's token to its calendars too", async () => {
    const host = await t.createAccount({ role: 'host' });
    const hostsOwn = await bookableEvent(t, host);
    const adminOwn = await bookableEvent(t, t.admin);
    const { account } = await issueToken(t, t.admin, ALL, {
      calendar_ids: [adminOwn.calendar.id],
    });
    errorBody(
      await t.request({ url: `/api/v2/calendars/${hostsOwn.calendar.id}`, as: account }),
      404,
      'calendar_not_found',
    );
    const listed = (
      await t.request({ url: '/api/v2/calendars?view=flat&per_page=100', as: account })
    ).json();
    expect(listed.calendars.map((c: { id: number }) => c.id)).toEqual([adminOwn.calendar.id]);
    // Signed in, the administrator reads every calendar.
    const signedIn = await t.request({ url: `/api/v2/calendars/${hostsOwn.calendar.id}` });
    expect(signedIn.statusCode).toBe(200);
  });
});
