import { describe, expect, it } from 'vitest';
import { loadEventForBooking } from '../../src/modules/calendars/events/event-for-booking.js';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createEvent } from '../helpers/factories.js';

describe.each(DIALECTS)('sharing settings (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { PUBLIC_URL: 'https://book.example.com/' } });

  const url = (id: number) => `/api/v2/calendars/${id}/sharing-settings`;

  it('answers `GET /calendars/{id}/sharing-settings` with the defaults and the landing page URL', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const res = await t.request({ url: url(calendar.id), as: host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: { enabled: 'yes', enabled_slots: [], show_type: 'all', embed_origins: [] },
      share_url: `https://book.example.com/book/${calendar.slug}`,
    });
  });

  it('updates the profile and landing page as a patch and shows it everywhere', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const second = await createEvent(t, host, calendar.id);
    const save = await t.request({
      method: 'POST',
      url: url(calendar.id),
      as: host,
      payload: {
        calendar_data: {
          title: '  Dr. <b>Who</b>  ',
          description:
            '<h2>About</h2><p onmouseover="x()">Time <a href="javascript:alert(1)">lord</a> <a href="https://tardis.example">site</a></p><script>alert(1)</script><iframe src="x"></iframe>',
          calendar_avatar: 'https://cdn.example.com/a.png',
          featured_image: 'http://cdn.example.com/f.jpg',
          phone: '+44 20 7946 0000',
        },
        landing_page_settings: {
          enabled: 'yes',
          show_type: 'selected',
          enabled_slots: [second.id],
        },
      },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({ message: 'Landing Page settings has been updated' });
    const got = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(got.settings).toEqual({
      enabled: 'yes',
      show_type: 'selected',
      enabled_slots: [second.id],
      embed_origins: [],
    });
    const cal = (await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host })).json()
      .calendar;
    expect(cal).toMatchObject({
      title: 'Dr. Who',
      description:
        '<h2>About</h2><p>Time <a>lord</a> <a href="https://tardis.example">site</a></p>',
      author_timezone: 'Europe/Berlin',
      author_profile: {
        avatar: 'https://cdn.example.com/a.png',
        featured_image: 'http://cdn.example.com/f.jpg',
        phone: '+44 20 7946 0000',
      },
    });
    const slots = Object.fromEntries(
      cal.slots.map((s: { id: number; public_url: string }) => [s.id, s.public_url]),
    );
    expect(slots[slot.id]).toBe('');
    expect(slots[second.id]).toBe(`https://book.example.com/book/${calendar.slug}/${second.slug}`);
    const listed = (await t.request({ url: '/api/v2/calendars', as: host })).json().calendars
      .data[0];
    expect(listed.author_profile.phone).toBe('+44 20 7946 0000');

    // Absent fields keep their value; an empty string clears a URL.
    await t.request({
      method: 'POST',
      url: url(calendar.id),
      as: host,
      payload: { calendar_data: { title: 'Dr. Who', featured_image: '' } },
    });
    const after = (await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host })).json()
      .calendar;
    expect(after.author_profile).toMatchObject({
      avatar: 'https://cdn.example.com/a.png',
      featured_image: '',
      phone: '+44 20 7946 0000',
    });
    expect(after.description).toBe(cal.description);
    await t.request({
      method: 'POST',
      url: url(calendar.id),
      as: host,
      payload: { landing_page_settings: { enabled: 'no' } },
    });
    const disabled = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(disabled.settings).toEqual({
      enabled: 'no',
      show_type: 'selected',
      enabled_slots: [second.id],
      embed_origins: [],
    });
    expect(disabled.share_url).toBe(`https://book.example.com/book/${calendar.slug}`);
    expect(
      (await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host })).json().calendar
        .public_url,
    ).toBe('');
  });

  it('rejects invalid input with 422 naming the field', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const other = await createCalendar(t, await t.createAccount());
    for (const [payload, field] of [
      [{ calendar_data: { timezone: 'UTC' } }, 'calendar_data.title'],
      [{ calendar_data: { title: '<i></i>' } }, 'calendar_data.title'],
      [{ calendar_data: { title: 'x', timezone: 'Mars/Base' } }, 'calendar_data.timezone'],
      [
        { calendar_data: { title: 'x', timezone: 'EST5EDT; drop table' } },
        'calendar_data.timezone',
      ],
      [
        { calendar_data: { title: 'x', calendar_avatar: 'not a url' } },
        'calendar_data.calendar_avatar',
      ],
      [
        { calendar_data: { title: 'x', featured_image: 'javascript:alert(1)' } },
        'calendar_data.featured_image',
      ],
      [
        { calendar_data: { title: 'x', featured_image: 'ftp://files.example.com/a.png' } },
        'calendar_data.featured_image',
      ],
      [{ calendar_data: { title: 'x', phone: '1'.repeat(51) } }, 'calendar_data.phone'],
      [{ landing_page_settings: { enabled: 'true' } }, 'landing_page_settings.enabled'],
      [{ landing_page_settings: { show_type: 'some' } }, 'landing_page_settings.show_type'],
      [
        { landing_page_settings: { enabled_slots: [other.slot.id] } },
        'landing_page_settings.enabled_slots',
      ],
      [
        { landing_page_settings: { enabled_slots: 'all' } },
        'landing_page_settings.enabled_slots.0',
      ],
    ] as const) {
      const res = errorBody(
        await t.request({ method: 'POST', url: url(calendar.id), as: host, payload }),
        422,
        'rest_validation_failed',
      );
      expect(Object.keys(res.data.errors as object)).toContain(field);
    }
    // Nothing was stored by the failed attempts.
    expect((await t.request({ url: url(calendar.id), as: host })).json().settings).toEqual({
      enabled: 'yes',
      enabled_slots: [],
      show_type: 'all',
      embed_origins: [],
    });
  });

  it('keeps the local hours of events on their own schedule when the time zone changes', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host, { author_timezone: 'Europe/Berlin' });
    const custom = await createEvent(t, host, calendar.id, {
      availability_type: 'custom',
      settings: {
        weekly_schedules: { mon: { enabled: true, slots: [{ start: '09:00', end: '17:00' }] } },
        date_overrides: { '2031-03-10': [{ start: '10:00', end: '12:00' }] },
      },
    });
    const before = await loadEventForBooking(t.testDb.database.db, custom.id);
    const res = await t.request({
      method: 'POST',
      url: url(calendar.id),
      as: host,
      payload: { calendar_data: { title: calendar.title, timezone: 'America/New_York' } },
    });
    expect(res.statusCode).toBe(200);
    const event = (
      await t.request({ url: `/api/v2/calendars/${calendar.id}/events/${custom.id}`, as: host })
    ).json().calendar_event;
    expect(event.settings.weekly_schedules.mon).toEqual({
      enabled: true,
      slots: [{ start: '09:00', end: '17:00' }],
    });
    expect(event.settings.date_overrides).toEqual({
      '2031-03-10': [{ start: '10:00', end: '12:00' }],
    });
    expect(event.calendar.author_timezone).toBe('America/New_York');
    const after = await loadEventForBooking(t.testDb.database.db, custom.id);
    expect(before?.schedule.timezone).toBe('Europe/Berlin');
    expect(after?.schedule).toEqual({ ...before?.schedule, timezone: 'America/New_York' });
    // An event on an availability schedule keeps that schedule's own zone.
    expect((await loadEventForBooking(t.testDb.database.db, slot.id))?.schedule.timezone).toBe(
      'Europe/Berlin',
    );
  });

  it('follows CalendarPolicy: 404 for strangers, 403 for readers, 200 for managers', async () => {
    const owner = await t.createAccount();
    const { calendar } = await createCalendar(t, owner);
    const stranger = await t.createAccount();
    errorBody(await t.request({ url: url(calendar.id), as: stranger }), 404, 'calendar_not_found');
    errorBody(
      await t.request({ method: 'POST', url: url(calendar.id), as: stranger, payload: {} }),
      404,
      'calendar_not_found',
    );
    const reader = await t.createAccount({ role: 'viewer', permissions: ['read_other_calendars'] });
    expect((await t.request({ url: url(calendar.id), as: reader })).statusCode).toBe(200);
    errorBody(
      await t.request({
        method: 'POST',
        url: url(calendar.id),
        as: reader,
        payload: { landing_page_settings: { enabled: 'no' } },
      }),
      403,
      'rest_forbidden',
    );
    const manager = await t.createAccount({ permissions: ['manage_other_calendars'] });
    expect(
      (
        await t.request({
          method: 'POST',
          url: url(calendar.id),
          as: manager,
          payload: { landing_page_settings: { enabled: 'no' } },
        })
      ).statusCode,
    ).toBe(200);
    errorBody(await t.request({ url: url(424242) }), 404, 'calendar_not_found');
    errorBody(
      await t.request({ url: '/api/v2/calendars/x1/sharing-settings' }),
      400,
      'rest_invalid_param',
    );
  });

  it('accepts the form-encoded body WordPress clients send', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const res = await t.request({
      method: 'POST',
      url: `/wp-json/fluent-booking/v2/calendars/${calendar.id}/sharing-settings`,
      as: host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'calendar_data[title]=Form+Host&landing_page_settings[show_type]=all&landing_page_settings[enabled]=yes',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host })).json().calendar
        .title,
    ).toBe('Form Host');
  });
});
