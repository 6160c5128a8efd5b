/** Request shapes a FluentBooking client sends, with the plugin's defaults and refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from './helpers/app.js';
import { DIALECTS } from './helpers/db.js';

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
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

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
});
