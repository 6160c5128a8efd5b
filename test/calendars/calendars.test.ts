import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  createCalendar,
  createEvent,
  expectListedCalendar,
  expectSpecCalendar,
} from '../helpers/factories.js';

describe.each(DIALECTS)('calendars (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { PUBLIC_URL: 'https://book.example.com' } });

  it("creates a host calendar from FluentBooking's body, with its first event and default schedule", async () => {
    const host = await t.createAccount({ login: `ada${dialect}` });
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: host,
      payload: {
        calendar: {
          type: 'simple',
          author_timezone: 'America/New_York',
          slot: {
            title: 'Intro <b>call</b>',
            duration: 30,
            event_type: 'single',
            availability_type: 'existing_schedule',
            schedule_type: 'weekly_schedules',
            status: 'active',
          },
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['calendar', 'message', 'slot']);
    expectListedCalendar(body.calendar);
    expect(body.calendar).toMatchObject({
      user_id: host.id,
      type: 'simple',
      slug: `ada${dialect}`,
      author_timezone: 'America/New_York',
      public_url: `https://book.example.com/book/ada${dialect}`,
      parent_id: null,
    });
    expect(body.slot).toMatchObject({
      title: 'Intro call',
      slug: '30min',
      duration: 30,
      availability_type: 'existing_schedule',
      status: 'active',
      type: 'free',
    });
    const schedules = await t.request({ url: '/api/v2/availability?filters[author]=me', as: host });
    expect(schedules.json().availabilities.data).toMatchObject([
      {
        id: body.slot.availability_id,
        title: 'Weekly Hours',
        default: true,
        timezone: 'America/New_York',
        usage_count: 1,
      },
    ]);
  });

  it('accepts a plain body, derives collision-safe slugs and refuses a second host calendar', async () => {
    const a = await t.createAccount({ login: `bob${dialect}` });
    const first = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: a,
      payload: { author_timezone: 'UTC' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      slot: null,
      calendar: { slug: `bob${dialect}`, title: `bob${dialect}` },
    });
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        as: a,
        payload: { author_timezone: 'UTC' },
      }),
      409,
      'calendar_exists',
    );
    // A team calendar titled like the host's slug gets a suffix; short and reserved names are
    // padded.
    const team = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: a,
      payload: { type: 'team', title: `Bob ${dialect}` },
    });
    expect(team.json().calendar.slug).toBe(`bob-${dialect}`);
    const again = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: a,
      payload: { type: 'team', title: `Bob ${dialect}` },
    });
    expect(again.json().calendar.slug).toBe(`bob-${dialect}-2`);
    const reserved = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: a,
      payload: { type: 'team', title: 'Admin' },
    });
    expect(reserved.json().calendar.slug).toMatch(/^admin-calendar/);
    const short = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: a,
      payload: { type: 'team', title: '42' },
    });
    expect(short.json().calendar.slug).toMatch(/^42-calendar/);
  });

  it('validates slugs, time zones, titles, types and owners', async () => {
    const host = await t.createAccount();
    const post = (payload: object, as = host) =>
      t.request({ method: 'POST', url: '/api/v2/calendars', as, payload });
    for (const [payload, field] of [
      [{ slug: 'abc' }, 'slug'],
      [{ slug: '12345' }, 'slug'],
      [{ slug: 'wp-json' }, 'slug'],
      [{ slug: 'Has Space' }, 'slug'],
      [{ author_timezone: 'Mars/Olympus' }, 'author_timezone'],
      [{ type: 'team' }, 'title'],
      [{ type: 'round_robin', title: 'x' }, 'type'],
      [{ slot: { title: 'x', duration: 3 } }, 'slot.duration'],
      [{ slot: { duration: 30 } }, 'slot.title'],
      [
        {
          slot: {
            title: 'x',
            duration: 30,
            weekly_schedules: { mon: { enabled: true, slots: [{ start: '17:00', end: '09:00' }] } },
          },
        },
        'slot.weekly_schedules.mon.slots.0.end',
      ],
      [
        {
          slot: {
            title: 'x',
            duration: 30,
            weekly_schedules: { mon: { enabled: true, slots: [{ start: '25:00', end: '26:00' }] } },
          },
        },
        'slot.weekly_schedules.mon.slots.0.start',
      ],
      [
        { slot: { title: 'x', duration: 30, location_settings: [{ type: 'custom' }] } },
        'slot.location_settings.0.title',
      ],
      [{ slot: { title: 'x', duration: 30, availability_id: 999999 } }, 'slot.availability_id'],
    ] as const) {
      const res = errorBody(await post(payload), 422, 'rest_validation_failed');
      expect(Object.keys(res.data.errors as object)).toContain(field);
    }
    const taken = await createCalendar(t, await t.createAccount());
    errorBody(await post({ slug: taken.calendar.slug }), 409, 'slug_taken');
    // Only administrators create calendars for someone else; viewers create none.
    const other = await t.createAccount();
    errorBody(await post({ user_id: other.id }), 403, 'rest_forbidden');
    errorBody(await post({}, await t.createAccount({ role: 'viewer' })), 403, 'rest_forbidden');
    const forOther = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      payload: { user_id: other.id, author_timezone: 'Asia/Kolkata' },
    });
    expect(forOther.json().calendar).toMatchObject({
      user_id: other.id,
      author_timezone: 'Asia/Kolkata',
    });
    // The owner of a calendar holds manage_own_calendar.
    const limited = await t.createAccount({ permissions: ['read_all_bookings'] });
    await t.request({ method: 'POST', url: '/api/v2/calendars', payload: { user_id: limited.id } });
    const me = await t.request({ url: '/api/v2/users/me', as: limited });
    expect(me.json().permissions).toEqual(['read_all_bookings', 'manage_own_calendar']);
    errorBody(
      await t.request({ method: 'POST', url: '/api/v2/calendars', payload: { user_id: 987654 } }),
      422,
      'rest_validation_failed',
    );
  });

  it('lists form B by default and form A with view=flat, with the envelope', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    await createEvent(t, host, calendar.id, { title: 'Deep dive' });
    const b = await t.request({ url: '/api/v2/calendars?per_page=1', as: host });
    expect(b.statusCode).toBe(200);
    const body = b.json();
    expect(body).toMatchObject({
      total: 1,
      per_page: 1,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
    });
    expect(body.calendars).toMatchObject({
      total: 1,
      per_page: 1,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
      first_page_url: 'https://book.example.com/api/v2/calendars?page=1',
      next_page_url: null,
      prev_page_url: null,
      path: 'https://book.example.com/api/v2/calendars',
    });
    expect(body.calendars.data).toHaveLength(1);
    expectListedCalendar(body.calendars.data[0]);
    expect(body.calendars.data[0].slots.map((s: { title: string }) => s.title)).toEqual([
      'Intro call',
      'Deep dive',
    ]);
    const a = await t.request({ url: '/api/v2/calendars?view=flat', as: host });
    expect(Array.isArray(a.json().calendars)).toBe(true);
    expectSpecCalendar(a.json().calendars[0]);
    expect(a.json()).toMatchObject({
      total: 1,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
    });
    for (const q of ['per_page=0', 'page=abc', 'type=weird', 'view=tree']) {
      errorBody(
        await t.request({ url: `/api/v2/calendars?${q}`, as: host }),
        400,
        'rest_invalid_param',
      );
    }
  });

  it('filters by search (calendar or event title) and type, in both spellings', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    await createEvent(t, host, calendar.id, { title: `Zebra ${dialect} workshop` });
    const team = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: host,
      payload: { type: 'team', title: `Quokka ${dialect} team` },
    });
    const bySearch = await t.request({ url: `/api/v2/calendars?search=zebra ${dialect}` });
    expect(bySearch.json().calendars.data.map((c: { id: number }) => c.id)).toEqual([calendar.id]);
    expect(bySearch.json().calendars.data[0].slots.map((s: { title: string }) => s.title)).toEqual([
      `Zebra ${dialect} workshop`,
    ]);
    const legacy = await t.request({
      url: `/api/v2/calendars?query[search]=quokka ${dialect}&query[calendarType]=team`,
    });
    expect(legacy.json().calendars.data.map((c: { id: number }) => c.id)).toEqual([
      team.json().calendar.id,
    ]);
    const typed = await t.request({
      url: `/api/v2/calendars?search=quokka ${dialect}&type=simple`,
    });
    expect(typed.json().total).toBe(0);
    const literal = await t.request({ url: '/api/v2/calendars?search=%25%25' });
    expect(literal.json().total).toBe(0);
  });

  it('shows each host only their calendars; permission holders read all, write per permission', async () => {
    const alice = await t.createAccount();
    const bob = await t.createAccount();
    const a = await createCalendar(t, alice);
    const b = await createCalendar(t, bob);
    const list = await t.request({ url: '/api/v2/calendars?per_page=100', as: alice });
    expect(list.json().calendars.data.map((c: { id: number }) => c.id)).toEqual([a.calendar.id]);
    errorBody(
      await t.request({ url: `/api/v2/calendars/${b.calendar.id}`, as: alice }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/calendars/${b.calendar.id}`,
        as: alice,
        payload: { title: 'Mine' },
      }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/calendars/${b.calendar.id}`, as: alice }),
      404,
      'calendar_not_found',
    );
    const reader = await t.createAccount({ role: 'viewer', permissions: ['read_other_calendars'] });
    expect(
      (await t.request({ url: `/api/v2/calendars/${b.calendar.id}`, as: reader })).statusCode,
    ).toBe(200);
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/calendars/${b.calendar.id}`,
        as: reader,
        payload: { title: 'x' },
      }),
      403,
      'rest_forbidden',
    );
    const manager = await t.createAccount({ permissions: ['manage_other_calendars'] });
    const renamed = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${b.calendar.id}`,
      as: manager,
      payload: { calendar: { title: 'Renamed' } },
    });
    expect(renamed.json()).toMatchObject({
      message: expect.any(String),
      calendar: { title: 'Renamed' },
    });
    errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/calendars/${b.calendar.id}`, as: manager }),
      403,
      'rest_forbidden',
    );
    const nobody = await t.createAccount({ role: 'viewer' });
    // Without any permission the list itself is refused, as in FluentBooking.
    errorBody(await t.request({ url: '/api/v2/calendars', as: nobody }), 403, 'rest_forbidden');
  });

  it('lets team members read the calendar and see only their events', async () => {
    const owner = await t.createAccount({
      permissions: ['manage_own_calendar', 'read_and_use_other_availabilities'],
    });
    const member = await t.createAccount();
    const team = (
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        as: owner,
        payload: { type: 'team', title: 'Support team' },
      })
    ).json().calendar;
    const shared = await createEvent(t, owner, team.id, {
      title: 'Shared',
      event_type: 'round_robin',
      settings: { team_members: [member.id] },
    });
    await createEvent(t, owner, team.id, { title: 'Private' });
    const seen = await t.request({ url: `/api/v2/calendars/${team.id}`, as: member });
    expect(seen.json().calendar.slots.map((s: { id: number }) => s.id)).toEqual([shared.id]);
    const list = await t.request({ url: '/api/v2/calendars', as: member });
    expect(list.json().calendars.data.map((c: { id: number }) => c.id)).toEqual([team.id]);
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/calendars/${team.id}`,
        as: member,
        payload: { title: 'x' },
      }),
      403,
      'rest_forbidden',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/calendars/${team.id}/events`,
        as: owner,
        payload: { title: 'x', duration: 30, settings: { team_members: [999999] } },
      }),
      422,
      'rest_validation_failed',
    );
  });

  it('updates title, slug, description (sanitized) and time zone, and checks them', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const url = `/api/v2/calendars/${calendar.id}`;
    const res = await t.request({
      method: 'PUT',
      url,
      as: host,
      payload: {
        slug: `renamed-${calendar.id}`,
        description: '<p>Hi<script>x()</script></p>',
        author_timezone: 'Asia/Kathmandu',
      },
    });
    expect(res.json().calendar).toMatchObject({
      slug: `renamed-${calendar.id}`,
      description: '<p>Hi</p>',
      author_timezone: 'Asia/Kathmandu',
      title: calendar.title,
    });
    errorBody(
      await t.request({
        method: 'PUT',
        url,
        as: host,
        payload: { author_timezone: 'Nowhere/Land' },
      }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await t.request({ method: 'PUT', url, as: host, payload: { slug: 'api' } }),
      422,
      'rest_validation_failed',
    );
    const other = await createCalendar(t, await t.createAccount());
    errorBody(
      await t.request({ method: 'PUT', url, as: host, payload: { slug: other.calendar.slug } }),
      409,
      'slug_taken',
    );
    errorBody(
      await t.request({
        method: 'PUT',
        url,
        as: host,
        payload: '{"title":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'rest_invalid_json',
    );
  });

  it('deletes a calendar with its events and their meta', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${slot.id}/booking-fields`,
      as: host,
      payload: { fields: [{ name: 'company', type: 'text', label: 'Company' }] },
    });
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v2/calendars/${calendar.id}`,
      as: host,
    });
    expect(del.json()).toEqual({ message: 'Calendar Deleted Successfully!' });
    errorBody(
      await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({ url: `/api/v2/events/${slot.id}`, as: host }),
      404,
      'event_not_found',
    );
    const meta = await t.testDb.database.db
      .selectFrom('meta')
      .selectAll()
      .where('object_id', 'in', [calendar.id, slot.id])
      .execute();
    expect(meta).toEqual([]);
    // The host may create a new host calendar afterwards.
    expect(
      (await t.request({ method: 'POST', url: '/api/v2/calendars', as: host, payload: {} }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps one host calendar per user and unique event slugs under concurrent requests', async () => {
    const host = await t.createAccount();
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request({
          method: 'POST',
          url: '/api/v2/calendars',
          as: host,
          payload: { author_timezone: 'UTC' },
        }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const calendarId = attempts.find((r) => r.statusCode === 201)?.json().calendar.id;
    const events = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({
          method: 'POST',
          url: `/api/v2/calendars/${calendarId}/events`,
          as: host,
          payload: { title: 'Same', duration: 20 },
        }),
      ),
    );
    expect(events.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(events.map((r) => r.json().slot.slug).sort()).toEqual([
      '20min',
      '20min-1',
      '20min-2',
      '20min-3',
      '20min-4',
    ]);
  });

  it('answers 400 for ids that are not positive integers and 401 without credentials', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      errorBody(await t.request({ url: `/api/v2/calendars/${id}` }), 400, 'rest_invalid_param');
    }
    errorBody(await t.request({ url: '/api/v2/calendars', as: null }), 401, 'rest_forbidden');
    errorBody(await t.request({ url: '/api/v2/calendars/424242' }), 404, 'calendar_not_found');
  });
});
