/** Request shapes a FluentBooking client sends, with the plugin's defaults and refusals. */
import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const weekly = {
  sun: { enabled: false, slots: [] },
  mon: { enabled: true, slots: [{ start: '09:00', end: '17:00' }] },
};

/** The admin client's body for a new calendar: empty strings stand for "the default". */
const adminBody = (calendar: Record<string, unknown>) => ({
  calendar: {
    slug: '',
    title: '',
    type: 'simple',
    description: '',
    author_timezone: 'America/New_York',
    user_id: '',
    slot: {
      duration: '30',
      title: 'Intro Call',
      status: 'active',
      availability_type: 'existing_schedule',
      schedule_type: 'weekly_schedules',
      weekly_schedules: weekly,
      event_type: 'single',
      location_type: '',
      location_heading: '',
      settings: { reserve_time: false, available_times: {} },
    },
    ...calendar,
  },
});

describe.each(DIALECTS)('FluentBooking request shapes (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('creates a calendar from empty title, slug and user: the caller, its name, a fresh slug', async () => {
    const host = await t.createAccount({ login: `grace${dialect}` });
    const res = await t.request({
      method: 'POST',
      url: '/wp-json/fluent-booking/v2/calendars',
      as: host,
      payload: adminBody({}),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().calendar).toMatchObject({
      user_id: host.id,
      title: `grace${dialect}`,
      slug: `grace${dialect}`,
      author_timezone: 'America/New_York',
    });
    expect(res.json().slot).toMatchObject({ title: 'Intro Call', duration: 30 });

    const team = await t.request({
      method: 'POST',
      url: '/wp-json/fluent-booking/v2/calendars',
      as: host,
      payload: adminBody({ type: 'team', title: 'Sales Team', author_timezone: 'UTC' }),
    });
    expect(team.statusCode, team.body).toBe(201);
    expect(team.json().calendar).toMatchObject({ user_id: host.id, type: 'team' });
  });

  it('refuses an empty calendar wrapper, naming the required fields', async () => {
    const host = await t.createAccount();
    const body = errorBody(
      await t.request({
        method: 'POST',
        url: '/wp-json/fluent-booking/v2/calendars',
        as: host,
        payload: { calendar: {} },
      }),
      422,
      'rest_validation_failed',
    );
    expect(Object.keys(body.data.errors as object).sort()).toEqual([
      'author_timezone',
      'slot.duration',
      'slot.title',
    ]);
  });

  it('honours the schedule range a client sends on top of the availability body', async () => {
    const host = await t.createAccount();
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/calendars',
      as: host,
      payload: adminBody({}),
    });
    const { calendar, slot } = created.json();
    const url = `/wp-json/fluent-booking/v2/calendars/${calendar.id}/events/${slot.id}/availability`;
    const saved = await t.request({
      method: 'POST',
      url,
      as: host,
      payload: {
        availability_type: 'custom',
        schedule_type: 'weekly_schedules',
        weekly_schedules: weekly,
        range_type: 'range_date_between',
        range_days: 14,
        range_date_between: ['2031-01-01', '2031-02-01'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.request({ url, as: host });
    expect(read.json().settings).toMatchObject({
      range_type: 'range_date_between',
      range_days: 14,
      range_date_between: ['2031-01-01', '2031-02-01'],
    });
  });

  it('refuses the calendar and booking lists to a user without any permission', async () => {
    const nobody = await t.createAccount({ role: 'viewer', permissions: [] });
    for (const url of [
      '/wp-json/fluent-booking/v2/calendars',
      '/wp-json/fluent-booking/v2/schedules',
    ]) {
      errorBody(await t.request({ url, as: nobody }), 403, 'rest_forbidden');
    }
  });

  it('answers page links as the plugin does', async () => {
    const res = await t.request({ url: '/wp-json/fluent-booking/v2/calendars?per_page=1' });
    const { calendars } = res.json();
    expect(calendars.links[0]).toEqual({ url: null, label: 'pagination.previous', active: false });
    expect(calendars.links[1]).toMatchObject({ label: '1', active: true });
    expect(calendars.links.at(-1).label).toBe('pagination.next');
    expect(calendars.links.length).toBe(Math.min(calendars.last_page, 9) + 2);
  });

  it('counts free slots from the time the admin sends after the start date', async () => {
    const host = await t.createAccount();
    const { slot } = (
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        as: host,
        payload: adminBody({}),
      })
    ).json();
    const monday = new Date(Date.now() + 14 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const day = monday.toISOString().slice(0, 10);
    const slots = async (start: string) => {
      const query = `start_date=${encodeURIComponent(start)}&timezone=America/New_York`;
      const res = await t.request({
        url: `/wp-json/fluent-booking/v2/bookings/event/${slot.id}?${query}`,
        as: host,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().available_slots as Record<string, { start: string }[]>;
    };
    expect((await slots(day))[day]![0]!.start).toBe(`${day} 09:00:00`);
    const fromNoon = await slots(`${day} 12:30`);
    expect(fromNoon[day]![0]!.start).toBe(`${day} 12:30:00`);
    expect(Object.keys(fromNoon).at(-1)!.slice(0, 7)).toBe(day.slice(0, 7));
  });

  it("takes the admin's only_selected as the selected events of the landing page", async () => {
    const host = await t.createAccount();
    const { calendar, slot } = (
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        as: host,
        payload: adminBody({}),
      })
    ).json();
    const url = `/wp-json/fluent-booking/v2/calendars/${calendar.id}/sharing-settings`;
    const saved = await t.request({
      method: 'POST',
      url,
      as: host,
      payload: {
        landing_page_settings: {
          enabled: 'yes',
          show_type: 'only_selected',
          enabled_slots: [String(slot.id)],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.request({ url, as: host })).json().settings).toEqual({
      enabled: 'yes',
      show_type: 'selected',
      enabled_slots: [slot.id],
      embed_origins: [],
    });
  });
});
