/**
 * The event settings about guests and hosts: the guest rules, the custom redirect, several
 * bookings per guest (refused) and the per-host schedules of team events, through the event
 * routes, with FluentBooking's defaults and validation, and what the slot engine does with them.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type Account } from '../helpers/app.js';
import { bookableEvent, everyDay, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createSchedule } from '../helpers/factories.js';
import type { Json } from '../helpers/json.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const DAY = '2031-02-03';

describe.each(DIALECTS)('guest and host settings of events (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });

  const put = (as: Account, event: Json, settings: Record<string, unknown>) =>
    t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${event.calendar_id}/events/${event.id}`,
      as,
      payload: { settings },
    });
  const get = async (as: Account, event: Json) => {
    const res = await t.request({
      url: `/api/v2/calendars/${event.calendar_id}/events/${event.id}`,
      as,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().calendar_event;
  };

  it("answers FluentBooking's defaults and stores what a host sends", async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const fresh = await get(host, event);
    expect(fresh.settings).toMatchObject({
      can_not_cancel: {
        enabled: false,
        type: 'always',
        message: 'Sorry! you can not cancel this',
        condition: { unit: 'minutes', value: 30 },
      },
      can_not_reschedule: { enabled: false, message: 'Sorry! you can not reschedule this' },
      requires_confirmation: { enabled: false, type: 'always' },
      custom_redirect: {
        enabled: false,
        redirect_url: '',
        is_query_string: 'no',
        query_string: '',
      },
      multiple_booking: { enabled: false, limit: 5 },
      hosts_schedules: {},
    });
    const res = await put(host, event, {
      can_not_cancel: {
        enabled: 'true',
        type: 'conditional',
        condition: { value: '2', unit: 'days' },
      },
      requires_confirmation: { enabled: true },
      custom_redirect: {
        enabled: true,
        redirect_url: 'https://example.com/thanks',
        is_query_string: 'yes',
        query_string: 'source=slotbook',
      },
      multiple_booking: { enabled: false, limit: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(host, event);
    expect(saved.settings).toMatchObject({
      can_not_cancel: {
        enabled: true,
        type: 'conditional',
        message: 'Sorry! you can not cancel this',
        condition: { unit: 'days', value: 2 },
      },
      requires_confirmation: { enabled: true, type: 'always' },
      multiple_booking: { enabled: false, limit: 3 },
    });
    // A guest booking is sent to the redirect with the query string, and waits for the host.
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      remoteAddress: '198.51.100.31',
      payload: guest({ start_utc: `${DAY}T10:00:00Z` }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      redirect_url: 'https://example.com/thanks?source=slotbook',
      booking: { status: 'pending' },
    });
  });

  it('refuses what it would not honour, naming the field', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const refused = async (settings: Record<string, unknown>, field: string) => {
      const body = errorBody(await put(host, event, settings), 422, 'rest_validation_failed');
      expect(Object.keys(body.data.errors as object)).toContain(field);
    };
    await refused({ multiple_booking: { enabled: true } }, 'settings.multiple_booking.enabled');
    await refused({ custom_redirect: { enabled: true } }, 'settings.custom_redirect.redirect_url');
    await refused(
      { custom_redirect: { redirect_url: 'javascript:alert(1)' } },
      'settings.custom_redirect.redirect_url',
    );
    await refused(
      { custom_redirect: { query_string: 'name={{guest.full_name}}' } },
      'settings.custom_redirect.query_string',
    );
    const badType = await put(host, event, { can_not_cancel: { type: 'sometimes' } });
    expect(badType.statusCode).toBe(422);
    // Nothing of a refused write was stored.
    expect((await get(host, event)).settings.multiple_booking).toEqual({
      enabled: false,
      limit: 5,
    });
  });

  it('books each team member from the schedule hosts_schedules gives them', async () => {
    const owner = await t.createAccount({
      permissions: ['manage_own_calendar', 'read_and_use_other_availabilities'],
    });
    const member = await t.createAccount();
    const stranger = await t.createAccount();
    await createSchedule(t, member, { title: 'All day', weekly_schedules: everyDay() });
    const mornings = await createSchedule(t, member, {
      title: 'Ten to noon',
      weekly_schedules: everyDay([['10:00', '12:00']]),
    });
    const strangers = await createSchedule(t, stranger, { weekly_schedules: everyDay() });
    const { event } = await bookableEvent(t, owner, {
      duration: 60,
      event: { event_type: 'collective' },
      settings: { team_members: [member.id] },
    });
    const starts = async () => {
      const res = await t.app.inject({
        url: `/api/v2/public/events/${event.hash}/slots?start_date=${DAY}&end_date=${DAY}&timezone=UTC`,
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode, res.body).toBe(200);
      return ((res.json().available_slots[DAY] ?? []) as Json[]).map((s) =>
        String(s.start_utc).slice(11, 16),
      );
    };
    // The member's default schedule is their first one: all day.
    expect((await starts()).length).toBe(24);

    const set = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${event.calendar_id}/events/${event.id}/availability`,
      as: owner,
      payload: { hosts_schedules: { [member.id]: mornings.id } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await get(owner, event)).settings.hosts_schedules).toEqual({
      [String(member.id)]: mornings.id,
    });
    expect(await starts()).toEqual(['10:00', '11:00']);

    const refused = async (schedules: Record<string, number>, field: string) => {
      const res = await put(owner, event, { hosts_schedules: schedules });
      const body = errorBody(res, 422, 'rest_validation_failed');
      expect(Object.keys(body.data.errors as object)).toEqual([field]);
    };
    // Another user's schedule, a user who is not a member, the owner's (it is availability_id).
    await refused({ [member.id]: strangers.id }, `settings.hosts_schedules.${member.id}`);
    await refused({ [stranger.id]: strangers.id }, `settings.hosts_schedules.${stranger.id}`);
    await refused({ [owner.id]: mornings.id }, `settings.hosts_schedules.${owner.id}`);
    expect(await starts()).toEqual(['10:00', '11:00']);

    // A member who leaves the team takes their entry along.
    expect((await put(owner, event, { team_members: [] })).statusCode).toBe(200);
    expect((await get(owner, event)).settings.hosts_schedules).toEqual({});
  });
});
