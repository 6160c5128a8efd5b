/** What calendar answers show of their events and owner, as FluentBooking's client reads them. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createEvent } from '../helpers/factories.js';
import {
  adminBook,
  bookableEvent,
  enableGuests,
  hoursAhead,
} from '../helpers/booking-factories.js';
import type { Json } from '../helpers/json.js';
import { enablePayments, paidEvent } from '../helpers/paid-events.js';

describe.each(DIALECTS)('calendar answers with whole events (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('lists each event whole, with its calendar, location types and team members', async () => {
    const owner = t.admin;
    const member = await t.createAccount();
    const own = await createCalendar(t, member);
    await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${own.calendar.id}/sharing-settings`,
      as: member,
      payload: { calendar_data: { title: 'Member', phone: '+1 555 0101' } },
    });
    const team = await createCalendar(t, owner, { type: 'team', title: `Team ${dialect}` });
    const teamCalendar = team.calendar;
    const event = await createEvent(t, owner, teamCalendar.id, {
      title: 'Team call',
      location_settings: [{ type: 'phone_organizer', host_phone_number: '+1 555 0100' }],
      settings: { team_members: [owner.id, member.id] },
    });

    const listed = await t.request({ url: '/wp-json/fluent-booking/v2/calendars', as: owner });
    expect(listed.statusCode, listed.body).toBe(200);
    const calendar = listed.json().calendars.data.find((c: Json) => c.id === teamCalendar.id);
    const slot = calendar.slots.find((s: Json) => s.id === event.id);
    expect(slot).toMatchObject({
      title: 'Team call',
      availability_type: expect.any(String),
      location_heading: expect.any(String),
      location_settings: [{ type: 'phone_organizer', host_phone_number: '+1 555 0100' }],
      settings: { team_members: [owner.id, member.id] },
      calendar: { id: teamCalendar.id, title: `Team ${dialect}`, type: 'team' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Object.keys(slot.location_fields)).toEqual(
      expect.arrayContaining(['in_person', 'phone', 'online', 'other']),
    );
    expect(slot.settings.location_fields).toEqual(slot.location_fields);
    expect(slot.author_profiles.map((p: Json) => p.ID)).toEqual([owner.id, member.id]);
    expect(slot.author_profiles[1]).toMatchObject({
      author_slug: member.login,
      phone: '+1 555 0101',
    });
    // The owner's account, with the e-mail address shown to who reads every calendar.
    expect(calendar.user).toMatchObject({
      ID: owner.id,
      user_login: owner.login,
      user_email: 'admin@example.com',
      user_registered: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });

    // A team member reads the team calendar, not its owner's e-mail address.
    const asMember = await t.request({ url: '/api/v2/calendars', as: member });
    const seen = asMember.json().calendars.data.find((c: Json) => c.id === teamCalendar.id);
    expect(seen.user).toMatchObject({ ID: owner.id, user_email: '' });
    expect(asMember.body).not.toContain('admin@example.com');

    const one = await t.request({ url: `/api/v2/calendars/${teamCalendar.id}`, as: owner });
    const again = one.json().calendar.slots.find((s: Json) => s.id === event.id);
    expect(again.author_profiles).toHaveLength(2);
  });
});

describe.each(DIALECTS)('event pickers and booking counts (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it("lists the caller's calendars with their events, and counts their bookings by status", async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    const { calendar: foreign, event: foreignEvent } = await bookableEvent(t, other);
    const pending = await adminBook(t, host, event.id, {
      start_utc: hoursAhead(30),
      status: 'pending',
    });
    await adminBook(t, host, event.id, { start_utc: hoursAhead(32) });
    await adminBook(t, other, foreignEvent.id, { start_utc: hoursAhead(30), status: 'pending' });

    const list = await t.request({ url: '/wp-json/fluent-booking/v2/schedules?page=1', as: host });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      pending_count: 1,
      no_show_count: 0,
      cancelled_count: 0,
      calendar_event_lists: [
        {
          id: calendar.id,
          type: 'team',
          options: expect.arrayContaining([{ id: event.id, title: event.title }]),
        },
      ],
    });
    // Another host's calendar is no choice of this host's filters.
    expect(list.json().calendar_event_lists.map((l: Json) => l.id)).toEqual([calendar.id]);

    const all = await t.request({ url: '/api/v2/schedules', as: t.admin });
    expect(all.json().pending_count).toBeGreaterThanOrEqual(2);
    const ids = all.json().calendar_event_lists.map((l: Json) => l.id);
    expect(ids).toEqual(expect.arrayContaining([calendar.id, foreign.id]));

    const withLists = await t.request({
      url: '/wp-json/fluent-booking/v2/calendars?with[]=calendar_event_lists',
      as: host,
    });
    expect(withLists.json().calendar_event_lists).toEqual({
      hosts: [],
      teams: [{ id: calendar.id, title: calendar.title, type: 'team', options: expect.any(Array) }],
      events: [],
    });
    // A booking with all its data: its activities, and its order (none: the event is free).
    const full = await t.request({
      url: `/wp-json/fluent-booking/v2/schedules/${pending.id}?with[]=all_data`,
      as: host,
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().payment_order).toBeNull();
    expect(full.json().activities.length).toBeGreaterThan(0);
    expect(full.json().activities[0]).toMatchObject({ booking_id: pending.id });
    const bare = await t.request({ url: `/api/v2/schedules/${pending.id}`, as: host });
    expect(bare.json()).not.toHaveProperty('activities');

    const plain = await t.request({ url: '/api/v2/calendars', as: host });
    expect(plain.json()).not.toHaveProperty('calendar_event_lists');
  });
});

describe.each(DIALECTS)('a clone and its settings (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers the settings copied with a clone as event_metas', async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    await enableGuests(t, host, calendar.id, event.id, 3);
    const res = await t.request({
      method: 'POST',
      url: `/wp-json/fluent-booking/v2/calendars/${calendar.id}/clone-event/${event.id}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { slot } = res.json();
    const fields = slot.event_metas.find((m: Json) => m.key === 'booking_fields');
    expect(fields).toMatchObject({ object_id: slot.id });
    expect(fields.value.find((f: Json) => f.name === 'guests')).toMatchObject({
      enabled: true,
      limit: 3,
    });
  });

  it('lists what one booking of a paid event costs (price_total)', async () => {
    const host = await t.createAccount();
    await enablePayments(t);
    const { calendar, event } = await paidEvent(t, host);
    const free = await createEvent(t, host, calendar.id, { title: 'Free chat' });
    const res = await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().calendar.slots as Json[];
    expect(slots.find((s) => s.id === event.id)).toMatchObject({
      type: 'paid',
      price_total: 59.99,
    });
    expect(slots.find((s) => s.id === free.id)).toMatchObject({ type: 'free', price_total: 0 });
  });
});
