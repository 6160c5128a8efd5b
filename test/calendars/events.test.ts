import { describe, expect, it } from 'vitest';
import {
  loadEventForBooking,
  eventRulesOf,
} from '../../src/modules/calendars/events/event-for-booking.js';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  createCalendar,
  createEvent,
  createSchedule,
  expectEvent,
  expectListedCalendar,
} from '../helpers/factories.js';

describe.each(DIALECTS)('events (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { PUBLIC_URL: 'https://book.example.com' } });

  it('creates events with unique duration slugs and every setting', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const group = await createEvent(t, host, calendar.id, {
      title: 'Workshop',
      duration: 30,
      event_type: 'group',
      max_book_per_slot: 8,
      is_display_spots: true,
      status: 'draft',
      color_schema: '#ff4f00',
      description: '<p onclick="x()">Bring <em>coffee</em></p>',
      location_settings: [
        { type: 'online_meeting', title: 'Video', meeting_link: 'https://meet.example.com/x' },
      ],
      availability_type: 'custom',
      settings: {
        weekly_schedules: {
          tue: {
            enabled: true,
            slots: [
              { start: '10:00', end: '12:00' },
              { start: '13:00', end: '00:00' },
            ],
          },
        },
        date_overrides: {
          '2030-01-07': [{ start: '00:00', end: '00:00' }],
          '2030-01-08': [{ start: '08:00', end: '09:30' }],
        },
        range_type: 'range_date_between',
        range_date_between: ['2030-01-01 00:00:00', '2030-03-31 23:59:59'],
        schedule_conditions: { value: 2, unit: 'days' },
        buffer_time_before: '10',
        buffer_time_after: 15,
        slot_interval: '',
        booking_frequency: { enabled: true, limits: [{ unit: 'per_week', value: 3 }] },
        booking_duration: { enabled: true, limits: [{ unit: 'per_day', value: 240 }] },
        lock_timezone: { enabled: true, timezone: 'Europe/Paris' },
        multi_duration: { enabled: true, default_duration: 30, available_durations: [30, 60] },
      },
    });
    expectEvent(group);
    expect(group).toMatchObject({
      slug: '30min-1',
      event_type: 'group',
      max_book_per_slot: 8,
      is_display_spots: true,
      status: 'draft',
      color_schema: '#ff4f00',
      description: '<p>Bring <em>coffee</em></p>',
      location_type: 'online_meeting',
      availability_id: null,
      public_url: `https://book.example.com/book/${calendar.slug}/30min-1`,
      settings: {
        weekly_schedules: {
          tue: {
            enabled: true,
            slots: [
              { start: '10:00', end: '12:00' },
              { start: '13:00', end: '00:00' },
            ],
          },
          mon: { enabled: false, slots: [] },
        },
        date_overrides: { '2030-01-07': [{ start: '00:00', end: '00:00' }] },
        range_date_between: ['2030-01-01', '2030-03-31'],
        schedule_conditions: { value: 2, unit: 'days' },
        buffer_time_before: 10,
        slot_interval: null,
        lock_timezone: { enabled: true, timezone: 'Europe/Paris' },
      },
    });
    // More seats than one on an event that is not a group would do nothing: refused.
    const seats = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events`,
      as: host,
      payload: { title: 'One to one', duration: 30, max_book_per_slot: 5 },
    });
    expect(errorBody(seats, 422, 'rest_validation_failed').data.errors).toHaveProperty(
      'max_book_per_slot',
    );
    const single = await createEvent(t, host, calendar.id, { duration: 30, max_book_per_slot: 1 });
    expect(single).toMatchObject({
      slug: '30min-2',
      max_book_per_slot: 1,
      availability_type: 'existing_schedule',
    });
  });

  it('rejects invalid event bodies with 422 naming the field', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const url = `/api/v2/calendars/${calendar.id}/events`;
    for (const [settings, field] of [
      [
        { range_type: 'range_date_between', range_date_between: ['2030-02-30', '2030-03-01'] },
        'settings.range_date_between',
      ],
      [{ date_overrides: { 'not-a-date': [] } }, 'settings.date_overrides.not-a-date'],
      [
        { date_overrides: { '2030-01-01': [{ start: '12:00', end: '11:00' }] } },
        'settings.date_overrides.2030-01-01.0.end',
      ],
      [
        { lock_timezone: { enabled: true, timezone: 'Bad/Zone' } },
        'settings.lock_timezone.timezone',
      ],
      [
        { multi_duration: { enabled: true, default_duration: 45, available_durations: [30] } },
        'settings.multi_duration.default_duration',
      ],
      [{ buffer_time_before: -5 }, 'settings.buffer_time_before'],
      [
        { booking_frequency: { enabled: true, limits: [{ unit: 'per_year', value: 1 }] } },
        'settings.booking_frequency.limits.0.unit',
      ],
    ] as const) {
      const res = errorBody(
        await t.request({
          method: 'POST',
          url,
          as: host,
          payload: { title: 'x', duration: 30, settings },
        }),
        422,
        'rest_validation_failed',
      );
      expect(Object.keys(res.data.errors as object)).toContain(field);
    }
    for (const payload of [
      { duration: 30 },
      { title: 'x' },
      { title: 'x', duration: 'long' },
      { title: 'x', duration: 30, status: 'expired' },
      { title: 'x', duration: 30, event_type: 'webinar' },
      { title: '<b></b>', duration: 30 },
    ]) {
      errorBody(
        await t.request({ method: 'POST', url, as: host, payload }),
        422,
        'rest_validation_failed',
      );
    }
    errorBody(
      await t.request({
        method: 'POST',
        url,
        as: host,
        payload: {
          title: 'x',
          duration: 30,
          location_settings: [{ type: 'online_meeting', meeting_link: 'javascript:alert(1)' }],
        },
      }),
      422,
      'rest_validation_failed',
    );
  });

  it('reads an event through the calendar and by id, with its calendar', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const viaCalendar = await t.request({
      url: `/api/v2/calendars/${calendar.id}/events/${slot.id}`,
      as: host,
    });
    expect(viaCalendar.statusCode).toBe(200);
    expectEvent(viaCalendar.json().calendar_event);
    expectListedCalendar(viaCalendar.json().calendar_event.calendar);
    expect(viaCalendar.json().calendar_event.author_profile).toMatchObject({ ID: host.id });
    const byId = await t.request({ url: `/api/v2/events/${slot.id}`, as: host });
    expect(byId.json()).toEqual(viaCalendar.json());
  });

  it('patches events: absent fields keep their value, settings merge key by key', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const event = await createEvent(t, host, calendar.id, {
      settings: { buffer_time_after: 20, booking_title: 'Call' },
    });
    const url = `/api/v2/calendars/${calendar.id}/events/${event.id}`;
    const res = await t.request({
      method: 'PUT',
      url,
      as: host,
      payload: { title: 'Renamed', settings: { buffer_time_before: 5 } },
    });
    expect(res.json()).toMatchObject({
      message: 'Data has been updated',
      event: {
        title: 'Renamed',
        duration: 45,
        settings: { buffer_time_before: 5, buffer_time_after: 20, booking_title: 'Call' },
      },
    });
    const details = await t.request({
      method: 'POST',
      url: `${url}/details`,
      as: host,
      payload: { status: 'draft' },
    });
    expect(details.json().event).toMatchObject({ status: 'draft', title: 'Renamed' });
    errorBody(
      await t.request({ method: 'PUT', url, as: host, payload: { duration: 2 } }),
      422,
      'rest_validation_failed',
    );
  });

  it('keeps events to their calendar and their owners: 404 across calendars and hosts, 403 read-only', async () => {
    const alice = await t.createAccount();
    const bob = await t.createAccount();
    const a = await createCalendar(t, alice);
    const b = await createCalendar(t, bob);
    // An event of another calendar, even one the caller owns, is not an event of this calendar.
    const aTeam = (
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        as: alice,
        payload: { type: 'team', title: 'Alice team' },
      })
    ).json().calendar;
    errorBody(
      await t.request({ url: `/api/v2/calendars/${aTeam.id}/events/${a.slot.id}`, as: alice }),
      404,
      'event_not_found',
    );
    errorBody(
      await t.request({
        url: `/api/v2/calendars/${aTeam.id}/events/${a.slot.id}/payment-settings`,
        as: alice,
      }),
      404,
      'event_not_found',
    );
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/calendars/${aTeam.id}/events/${a.slot.id}`,
        as: alice,
        payload: { title: 'x' },
      }),
      404,
      'event_not_found',
    );
    // Another host's calendar and event do not exist for Alice.
    errorBody(
      await t.request({ url: `/api/v2/calendars/${b.calendar.id}/events/${b.slot.id}`, as: alice }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({ url: `/api/v2/events/${b.slot.id}`, as: alice }),
      404,
      'event_not_found',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/calendars/${b.calendar.id}/events`,
        as: alice,
        payload: { title: 'x', duration: 30 },
      }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({
        method: 'DELETE',
        url: `/api/v2/calendars/${b.calendar.id}/events/${b.slot.id}`,
        as: alice,
      }),
      404,
      'calendar_not_found',
    );
    const reader = await t.createAccount({ role: 'viewer', permissions: ['read_other_calendars'] });
    expect((await t.request({ url: `/api/v2/events/${b.slot.id}`, as: reader })).statusCode).toBe(
      200,
    );
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/calendars/${b.calendar.id}/events/${b.slot.id}`,
        as: reader,
        payload: { title: 'x' },
      }),
      403,
      'rest_forbidden',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/calendars/${b.calendar.id}/events/${b.slot.id}/limits`,
        as: reader,
        payload: { buffer_time_after: 5 },
      }),
      403,
      'rest_forbidden',
    );
    // Using another host's availability schedule needs the permission.
    const bobSchedule = await createSchedule(t, bob);
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/calendars/${a.calendar.id}/events`,
        as: alice,
        payload: { title: 'x', duration: 30, availability_id: bobSchedule.id },
      }),
      422,
      'rest_validation_failed',
    );
    for (const path of ['events/abc', 'events/0', 'events/1/limits-x']) {
      const res = await t.request({ url: `/api/v2/calendars/${a.calendar.id}/${path}`, as: alice });
      expect([400, 404]).toContain(res.statusCode);
    }
    errorBody(
      await t.request({ url: `/api/v2/calendars/${a.calendar.id}/events/1.5`, as: alice }),
      400,
      'rest_invalid_param',
    );
  });

  it('deletes an event with its meta', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const event = await createEvent(t, host, calendar.id);
    const url = `/api/v2/calendars/${calendar.id}/events/${event.id}`;
    await t.request({
      method: 'POST',
      url: `${url}/payment-settings`,
      as: host,
      payload: { settings: { enabled: 'yes' } },
    });
    const sharingUrl = `/api/v2/calendars/${calendar.id}/sharing-settings`;
    const selected = { show_type: 'selected', enabled_slots: [event.id] };
    await t.request({
      method: 'POST',
      url: sharingUrl,
      as: host,
      payload: { landing_page_settings: selected },
    });
    expect((await t.request({ method: 'DELETE', url, as: host })).json()).toEqual({
      message: 'Calendar Event has been deleted',
    });
    errorBody(await t.request({ url, as: host }), 404, 'event_not_found');
    const meta = await t.testDb.database.db
      .selectFrom('meta')
      .selectAll()
      .where('object_type', '=', 'event')
      .where('object_id', '=', event.id)
      .execute();
    expect(meta).toEqual([]);
    // The deleted event leaves the landing page's selection.
    const sharing = await t.request({ url: sharingUrl, as: host });
    expect(sharing.json().settings).toEqual({
      enabled: 'yes',
      show_type: 'selected',
      enabled_slots: [],
      embed_origins: [],
    });
  });

  it('saves availability and limits sub-resources without touching other settings', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const base = `/api/v2/calendars/${calendar.id}/events/${slot.id}`;
    const schedule = await createSchedule(t, host, { timezone: 'Asia/Tokyo' });
    const avail = await t.request({
      method: 'POST',
      url: `${base}/availability`,
      as: host,
      payload: {
        availability_type: 'existing_schedule',
        availability_id: schedule.id,
        settings: { range_type: 'range_indefinite', buffer_time_before: 30 },
      },
    });
    expect(avail.json().event).toMatchObject({
      availability_id: schedule.id,
      settings: { range_type: 'range_indefinite', buffer_time_before: 0 },
    });
    const got = await t.request({ url: `${base}/availability`, as: host });
    expect(got.json()).toMatchObject({
      availability_type: 'existing_schedule',
      availability_id: schedule.id,
      timezone: 'Asia/Tokyo',
      settings: { range_type: 'range_indefinite' },
    });
    expect(got.json().schedule_options.map((s: { id: number }) => s.id)).toContain(schedule.id);
    const limits = await t.request({
      method: 'POST',
      url: `${base}/limits`,
      as: host,
      payload: {
        settings: {
          buffer_time_after: 10,
          slot_interval: 15,
          schedule_conditions: { value: 30, unit: 'minutes' },
        },
      },
    });
    expect(limits.json().event.settings).toMatchObject({
      buffer_time_after: 10,
      slot_interval: 15,
      schedule_conditions: { value: 30, unit: 'minutes' },
      range_type: 'range_indefinite',
    });
    expect((await t.request({ url: `${base}/limits`, as: host })).json().settings).toMatchObject({
      buffer_time_after: 10,
      slot_interval: 15,
    });
    errorBody(
      await t.request({
        method: 'POST',
        url: `${base}/availability`,
        as: host,
        payload: { availability_id: 'x' },
      }),
      422,
      'rest_validation_failed',
    );
  });

  it('saves booking fields and e-mail notifications, sanitized, keeping the required fields', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const base = `/api/v2/calendars/${calendar.id}/events/${slot.id}`;
    const defaults = await t.request({ url: `${base}/booking-fields`, as: host });
    expect(defaults.json().fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
    const saved = await t.request({
      method: 'POST',
      url: `${base}/booking-fields`,
      as: host,
      payload: {
        fields: [
          { name: 'email', type: 'email', label: 'E-mail', required: false, enabled: false },
          { name: 'size', type: 'dropdown', label: 'Team <i>size</i>', options: ['1-10', '11+'] },
        ],
      },
    });
    expect(saved.json().fields).toMatchObject([
      { name: 'name', required: true, enabled: true, index: 0 },
      { name: 'email', label: 'E-mail', required: true, enabled: true, index: 1 },
      {
        name: 'size',
        label: 'Team size',
        options: ['1-10', '11+'],
        required: false,
        enabled: true,
        index: 2,
      },
    ]);
    errorBody(
      await t.request({
        method: 'POST',
        url: `${base}/booking-fields`,
        as: host,
        payload: { fields: [{ name: 'pick', type: 'radio', label: 'Pick' }] },
      }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: `${base}/booking-fields`,
        as: host,
        payload: {
          fields: [
            { name: 'a', type: 'text', label: 'A' },
            { name: 'a', type: 'text', label: 'B' },
          ],
        },
      }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: `${base}/booking-fields`,
        as: host,
        payload: { fields: [{ name: 'Bad Name', type: 'text', label: 'A' }] },
      }),
      422,
      'rest_validation_failed',
    );

    const before = (await t.request({ url: `${base}/email-notifications`, as: host })).json()
      .notifications;
    expect(before.booking_conf_attendee).toMatchObject({
      enabled: true,
      email: { subject: expect.any(String), body: expect.any(String) },
    });
    expect(before.reminder_to_host.enabled).toBe(false);
    const res = await t.request({
      method: 'POST',
      url: `${base}/email-notifications`,
      as: host,
      payload: {
        notifications: {
          booking_conf_host: {
            enabled: false,
            email: { body: '<p>Hi<script>alert(1)</script><img src="x" onerror="y()"></p>' },
          },
        },
      },
    });
    expect(res.json().notifications.booking_conf_host).toMatchObject({
      enabled: false,
      email: { subject: before.booking_conf_host.email.subject, body: '<p>Hi<img src="x" /></p>' },
    });
    expect(res.json().notifications.booking_conf_attendee).toEqual(before.booking_conf_attendee);
  });

  it('answers `GET /calendars/{id}/events/{event_id}/payment-settings`: settings, config and a draft order only for paid events', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const url = `/api/v2/calendars/${calendar.id}/events/${slot.id}/payment-settings`;
    const free = await t.request({ url, as: host });
    expect(free.statusCode).toBe(200);
    expect(Object.keys(free.json()).sort()).toEqual(['config', 'order', 'settings']);
    expect(free.json()).toMatchObject({
      order: null,
      settings: { enabled: 'no', items: [{ title: 'Booking Fee', value: 100 }] },
      config: { stripe_configured: false },
    });
    const save = await t.request({
      method: 'POST',
      url,
      as: host,
      payload: {
        settings: {
          enabled: 'yes',
          offline_enabled: 'yes',
          items: [
            { title: 'Session', value: 49.99 },
            { title: 'Materials', value: 10 },
          ],
        },
      },
    });
    expect(save.json()).toMatchObject({
      message: 'Settings updated successfully',
      settings: { enabled: 'yes', offline_enabled: 'yes' },
    });
    const paid = (await t.request({ url, as: host })).json();
    expect(paid.order).toMatchObject({
      status: 'draft',
      currency: 'USD',
      subtotal: '5999',
      total_amount: '5999',
      total_paid: '0',
      discount_total: '0',
      tax_total: '0',
      type: 'sale',
    });
    for (const key of [
      'subtotal',
      'discount_tax',
      'discount_total',
      'shipping_tax',
      'shipping_total',
      'tax_total',
      'total_amount',
      'total_paid',
      'rate',
    ]) {
      expect(typeof paid.order[key]).toBe('string');
    }
    const listed = await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host });
    expect(listed.json().calendar.slots[0].type).toBe('paid');
    await t.request({
      method: 'POST',
      url,
      as: host,
      payload: { settings: { items: [{ title: 'Free', value: 0 }] } },
    });
    expect((await t.request({ url, as: host })).json().order).toBeNull();
    for (const settings of [
      { enabled: 'maybe' },
      { items: [{ title: 'x', value: -1 }] },
      { driver: 'bitcoin' },
      { multi_payment_woo_ids: { '30': 'w'.repeat(51) } },
      { multi_payment_cart_ids: { '30': 'c'.repeat(51) } },
    ]) {
      errorBody(
        await t.request({ method: 'POST', url, as: host, payload: { settings } }),
        422,
        'rest_validation_failed',
      );
    }
  });

  it('clones an event with its meta into the same or another writable calendar', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const base = `/api/v2/calendars/${calendar.id}`;
    await t.request({
      method: 'POST',
      url: `${base}/events/${slot.id}/payment-settings`,
      as: host,
      payload: { settings: { enabled: 'yes', items: [{ title: 'Fee', value: 20 }] } },
    });
    await t.request({
      method: 'PUT',
      url: `${base}/events/${slot.id}`,
      as: host,
      payload: { settings: { buffer_time_after: 25 } },
    });
    // FluentBooking's clients send the destination calendar's fields along (its title here):
    // they name no change, so the clone is made as without them.
    const res = await t.request({
      method: 'POST',
      url: `${base}/clone-event/${slot.id}`,
      as: host,
      payload: { title: 'a calendar title' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['calendar', 'message', 'slot']);
    expectListedCalendar(body.calendar);
    expect(body.calendar.id).toBe(calendar.id);
    expect(body.slot).toMatchObject({
      title: 'Intro call (clone)',
      slug: '30min-1',
      calendar_id: calendar.id,
      user_id: host.id,
      status: 'active',
      type: 'paid',
      settings: { buffer_time_after: 25 },
    });
    expect(body.slot.hash).not.toBe(slot.hash);
    const order = (
      await t.request({ url: `${base}/events/${body.slot.id}/payment-settings`, as: host })
    ).json().order;
    expect(order.total_amount).toBe('2000');

    const team = (
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        as: host,
        payload: { type: 'team', title: 'Clones' },
      })
    ).json().calendar;
    const into = await t.request({
      method: 'POST',
      url: `${base}/clone-event/${slot.id}`,
      as: host,
      payload: { new_calendar_id: team.id },
    });
    expect(into.json()).toMatchObject({
      calendar: { id: team.id },
      slot: { calendar_id: team.id, slug: '30min' },
    });

    const other = await createCalendar(t, await t.createAccount());
    errorBody(
      await t.request({
        method: 'POST',
        url: `${base}/clone-event/${slot.id}`,
        as: host,
        payload: { new_calendar_id: other.calendar.id },
      }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({ method: 'POST', url: `${base}/clone-event/${other.slot.id}`, as: host }),
      404,
      'event_not_found',
    );
    errorBody(
      await t.request({ method: 'POST', url: `${base}/clone-event/abc`, as: host }),
      400,
      'rest_invalid_param',
    );
    const reader = await t.createAccount({ role: 'viewer', permissions: ['read_other_calendars'] });
    errorBody(
      await t.request({ method: 'POST', url: `${base}/clone-event/${slot.id}`, as: reader }),
      403,
      'rest_forbidden',
    );
    // An administrator may clone into another host's calendar; the clone belongs to that host.
    const adminClone = await t.request({
      method: 'POST',
      url: `${base}/clone-event/${slot.id}`,
      payload: { new_calendar_id: other.calendar.id },
    });
    expect(adminClone.json().slot).toMatchObject({
      calendar_id: other.calendar.id,
      user_id: other.calendar.user_id,
      slug: '30min-1',
    });
  });

  it('answers `GET /calendars/{id}/event-schema`: the calendar and a new-event template', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host, {
      slot: {
        title: 'x',
        duration: 15,
        weekly_schedules: { wed: { enabled: true, slots: [{ start: '08:00', end: '10:00' }] } },
      },
    });
    const res = await t.request({ url: `/api/v2/calendars/${calendar.id}/event-schema`, as: host });
    expect(res.statusCode).toBe(200);
    const { calendar: cal, slot } = res.json();
    expectListedCalendar(cal);
    expect(slot).toMatchObject({
      title: '',
      status: 'active',
      duration: 30,
      color_schema: '#0099ff',
      max_book_per_slot: 1,
      availability_type: 'existing_schedule',
      availability_id: expect.any(Number),
      calendar: { id: calendar.id },
      settings: {
        schedule_type: 'weekly_schedules',
        weekly_schedules: {
          wed: { enabled: true, slots: [{ start: '08:00', end: '10:00' }] },
          mon: { enabled: false },
        },
        range_type: 'range_days',
        range_days: 60,
        schedule_conditions: { value: 4, unit: 'hours' },
        location_fields: {
          in_person: { options: { in_person_guest: { title: expect.any(String) } } },
        },
      },
    });
    const stranger = await t.createAccount();
    errorBody(
      await t.request({ url: `/api/v2/calendars/${calendar.id}/event-schema`, as: stranger }),
      404,
      'calendar_not_found',
    );
  });

  it('gives the bookings module the event, its calendar and its effective schedule', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host, {
      author_timezone: 'America/New_York',
    });
    const custom = await createEvent(t, host, calendar.id, {
      event_type: 'group',
      max_book_per_slot: 4,
      is_display_spots: true,
      availability_type: 'custom',
      settings: {
        weekly_schedules: { fri: { enabled: true, slots: [{ start: '09:00', end: '11:00' }] } },
        date_overrides: { '2031-05-02': [{ start: '00:00', end: '00:00' }] },
        booking_frequency: { enabled: true, limits: [{ unit: 'per_month', value: 2 }] },
        schedule_conditions: { value: 1, unit: 'days' },
      },
    });
    const loaded = await loadEventForBooking(t.testDb.database.db, custom.id);
    expect(loaded?.schedule).toEqual({
      timezone: 'America/New_York',
      weekly: expect.objectContaining({
        fri: { enabled: true, slots: [{ start: '09:00', end: '11:00' }] },
      }),
      overrides: { '2031-05-02': [{ start: '00:00', end: '00:00' }] },
    });
    expect(loaded?.calendar.id).toBe(calendar.id);
    expect(loaded && eventRulesOf(loaded)).toMatchObject({
      durationMinutes: 45,
      capacity: 4,
      displaySpots: true,
      minimumNoticeMinutes: 1440,
      frequencyLimits: [{ unit: 'month', max: 2 }],
      bookingWindow: { kind: 'rolling', days: 60 },
    });
    const existing = await loadEventForBooking(t.testDb.database.db, slot.id);
    expect(existing?.schedule.timezone).toBe('America/New_York');
    expect(existing?.hostIds).toEqual([host.id]);
    expect(await loadEventForBooking(t.testDb.database.db, 987654)).toBeUndefined();
  });
});
