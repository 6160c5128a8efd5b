/**
 * Deleting a user who still hosts something: refused with a 409 that names what holds them, or
 * everything handed to the user `reassign_to` names (unless that double-books them). Nothing the
 * deleted user hosted answers 500 afterwards: their pages, invitations and new bookings work.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type Account } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar } from '../helpers/factories.js';

describe.each(DIALECTS)('deleting a user (%s)', (dialect) => {
  const t = useTestApp(dialect);

  async function hostWithBooking(start: string) {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: { name: 'Gus Guest', email: 'gus@example.org', start_utc: start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return { host, calendar, event, booking: booked.json().booking };
  }

  const remove = (id: number, query = '') =>
    t.request({ method: 'DELETE', url: `/api/v2/users/${id}${query}` });

  it('is refused with a 409 naming what the user still hosts, and changes nothing', async () => {
    const { host, booking } = await hostWithBooking(hoursAhead(50));
    const refused = errorBody(await remove(host.id), 409, 'user_in_use');
    expect(refused.message).toMatch(/1 calendar, 1 upcoming booking/);
    expect(refused.data.holdings).toMatchObject({ calendars: 1, upcoming_bookings: 1 });
    expect((await t.request({ url: `/api/v2/users/${host.id}` })).statusCode).toBe(200);
    const page = await t.app.inject({ url: `/api/v2/public/bookings/${booking.hash}` });
    expect(page.statusCode).toBe(200);
  });

  it('hands calendars, bookings and contacts to reassign_to, and nothing answers 500', async () => {
    const { host, calendar, event, booking } = await hostWithBooking(hoursAhead(60));
    const heir = await t.createAccount();
    const done = await remove(host.id, `?reassign_to=${heir.id}`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.request({ url: `/api/v2/users/${host.id}` })).statusCode).toBe(404);

    const mine = await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: heir });
    expect(mine.statusCode, mine.body).toBe(200);
    const held = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: heir });
    expect(held.statusCode, held.body).toBe(200);
    const contacts = (await t.request({ url: '/api/v2/contacts', as: heir })).json();
    expect(contacts.contacts.map((c: { email: string }) => c.email)).toContain('gus@example.org');

    // The guest's pages and invitation, and a new booking of the event, all work.
    for (const url of [
      `/api/v2/public/bookings/${booking.hash}`,
      `/api/v2/public/bookings/${booking.hash}/ics`,
      `/booking/${booking.hash}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: { name: 'Ida', email: 'ida@example.org', start_utc: hoursAhead(70) },
    });
    expect(again.statusCode, again.body).toBe(201);
    // The heir is busy at the moved booking's time now.
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: { name: 'Jo', email: 'jo@example.org', start_utc: hoursAhead(60) },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a reassignment that would double-book the heir, and keeps everything', async () => {
    const start = hoursAhead(80);
    const { host, booking } = await hostWithBooking(start);
    const { host: heir } = await hostWithBooking(start);
    const refused = errorBody(
      await remove(host.id, `?reassign_to=${heir.id}`),
      409,
      'reassign_conflict',
    );
    expect(refused.data.bookings).toEqual([booking.id]);
    expect((await t.request({ url: `/api/v2/users/${host.id}` })).statusCode).toBe(200);
    const still = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
    expect(still.statusCode).toBe(200);
  });

  it('numbers a schedule whose title the heir already uses', async () => {
    const [host, heir] = [await t.createAccount(), await t.createAccount()];
    for (const who of [host, heir]) {
      const made = await t.request({
        method: 'POST',
        url: '/api/v2/availability',
        as: who,
        payload: { title: 'Office hours', timezone: 'UTC' },
      });
      expect(made.statusCode, made.body).toBeLessThan(300);
    }
    const done = await remove(host.id, `?reassign_to=${heir.id}`);
    expect(done.statusCode, done.body).toBe(200);
    const titles = await t.testDb.database.db
      .selectFrom('availability_schedules')
      .select('title')
      .where('user_id', '=', heir.id)
      .orderBy('title')
      .execute();
    expect(titles.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Office hours', 'Office hours (2)']),
    );
  });

  it('refuses to give the heir a second personal calendar', async () => {
    const [host, heir] = [await t.createAccount(), await t.createAccount()];
    for (const who of [host, heir]) await createCalendar(t, who, { author_timezone: 'UTC' });
    errorBody(await remove(host.id, `?reassign_to=${heir.id}`), 409, 'reassign_conflict');
    expect((await t.request({ url: `/api/v2/users/${host.id}` })).statusCode).toBe(200);
  });

  it('checks reassign_to', async () => {
    const { host } = await hostWithBooking(hoursAhead(90));
    const self = errorBody(
      await remove(host.id, `?reassign_to=${host.id}`),
      422,
      'rest_validation_failed',
    );
    expect(JSON.stringify(self.data)).toMatch(/reassign_to/);
    errorBody(await remove(host.id, '?reassign_to=987654'), 422, 'rest_validation_failed');
    errorBody(await remove(host.id, '?reassign_to=abc'), 400, 'rest_invalid_param');
  });

  it('refuses an heir who could not manage calendars and bookings, and keeps everything', async () => {
    const { host, calendar } = await hostWithBooking(hoursAhead(95));
    const viewer = await t.createAccount({ role: 'viewer', permissions: ['read_all_bookings'] });
    const limited = await t.createAccount({ role: 'host', permissions: ['read_all_bookings'] });
    for (const heir of [viewer, limited]) {
      const refused = errorBody(
        await remove(host.id, `?reassign_to=${heir.id}`),
        422,
        'rest_validation_failed',
      );
      expect(refused.data.errors).toHaveProperty('reassign_to');
      expect(refused.message).toMatch(new RegExp(`^User ${heir.id} .*manage_own_calendar`));
    }
    expect((await t.request({ url: `/api/v2/users/${host.id}` })).statusCode).toBe(200);
    const still = await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host });
    expect(still.statusCode).toBe(200);

    // A host holding the permission, and an administrator, may take over.
    const admin = await t.createAccount({ role: 'administrator' });
    const done = await remove(host.id, `?reassign_to=${admin.id}`);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('deletes a user who hosts nothing, with their own schedules', async () => {
    const loner: Account = await t.createAccount();
    const schedule = await t.request({
      method: 'POST',
      url: '/api/v2/availability',
      as: loner,
      payload: { title: 'Mine', timezone: 'UTC' },
    });
    expect(schedule.statusCode, schedule.body).toBeLessThan(300);
    const done = await remove(loner.id);
    expect(done.statusCode, done.body).toBe(200);
    const left = await t.testDb.database.db
      .selectFrom('availability_schedules')
      .select('id')
      .where('user_id', '=', loner.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("drops the user's webhook subscriptions: nobody inherits their secret", async () => {
    const host = await t.createAccount();
    const { calendar } = await bookableEvent(t, host);
    const hook = await t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      as: host,
      payload: {
        url: 'https://hooks.example.com/in',
        events: ['booking.created'],
        calendar_id: calendar.id,
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const heir = await t.createAccount();
    expect((await remove(host.id, `?reassign=${heir.id}`)).statusCode).toBe(200);
    const hooks = await t.testDb.database.db
      .selectFrom('webhook_subscriptions')
      .select('id')
      .where('calendar_id', '=', calendar.id)
      .execute();
    expect(hooks).toEqual([]);
  });
});
