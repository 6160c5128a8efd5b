import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createSchedule } from '../helpers/factories.js';

/** Malformed bodies and queries on every calendar, event and schedule route: 4xx, never 5xx. */
const JUNK: unknown[] = [
  null,
  [],
  [1, 2],
  'text',
  0,
  true,
  { calendar: null },
  { calendar: [] },
  { slot: null },
  { slot: [] },
  { type: ['simple'] },
  { status: ['active'] },
  { settings: null },
  { settings: [] },
  { settings: 'x' },
  { weekly_schedules: null },
  { weekly_schedules: [] },
  { settings: { weekly_schedules: { mon: { enabled: 'yes', slots: 'all' } } } },
  { date_overrides: { '2030-01-01': null } },
  { date_overrides: { '2030-01-01': [null] } },
  { calendar_data: null },
  { calendar_data: [] },
  { landing_page_settings: null },
  { landing_page_settings: { enabled: ['yes'] } },
  { fields: null },
  { fields: [null] },
  { notifications: null },
  { notifications: { booking_conf_host: null } },
  { settings: { items: null } },
  { schedule: null },
  { schedule: { settings: null } },
  { title: null, duration: null },
  { title: 'x'.repeat(100_000), duration: 30 },
  { new_calendar_id: null },
  { new_calendar_id: 'abc' },
  { availability_id: 0 },
  { availability_id: null, availability_type: 'existing_schedule' },
  { settings: { range_date_between: null } },
  { settings: { team_members: ['x'] } },
  { location_settings: [null] },
  { location_settings: [{}] },
  { settings: { multi_duration: null } },
  { settings: { lock_timezone: { enabled: true } } },
  { settings: { slot_interval: -1 } },
];

describe.each(DIALECTS)('calendar routes under bad input (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers every malformed body with a 4xx error body', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const schedule = await createSchedule(t, host);
    const event = `/api/v2/calendars/${calendar.id}/events/${slot.id}`;
    const urls = [
      '/api/v2/calendars',
      `/api/v2/calendars/${calendar.id}`,
      `/api/v2/calendars/${calendar.id}/events`,
      `${event}/details`,
      `/api/v2/calendars/${calendar.id}/sharing-settings`,
      `/api/v2/calendars/${calendar.id}/clone-event/${slot.id}`,
      '/api/v2/availability',
      `/api/v2/availability/${schedule.id}`,
      ...[
        'availability',
        'limits',
        'booking-fields',
        'email-notifications',
        'payment-settings',
      ].map((r) => `${event}/${r}`),
    ];
    const failures: string[] = [];
    for (const url of urls) {
      for (const body of JUNK) {
        const res = await t.request({
          method: 'POST',
          url,
          as: host,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        if (
          res.statusCode >= 500 ||
          (res.statusCode >= 400 && typeof res.json().code !== 'string')
        ) {
          failures.push(`POST ${url} ${JSON.stringify(body).slice(0, 60)} -> ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed list queries with 400, never 500', async () => {
    const host = await t.createAccount();
    await createCalendar(t, host);
    for (const q of [
      'type[]=simple',
      'type[]=simple&type[]=team',
      'search[]=a',
      'query=x',
      'query[search][x]=1',
      'with=x',
      'filters=x',
      'filters[author][]=1',
      'page=99999999999',
      'view[]=flat',
    ]) {
      for (const url of ['/api/v2/calendars', '/api/v2/availability']) {
        const res = await t.request({ url: `${url}?${q}`, as: host });
        expect(res.statusCode, `${url}?${q}`).toBeLessThan(500);
      }
    }
    const typed = await t.request({ url: '/api/v2/calendars?type[]=simple&search=x', as: host });
    expect(typed.statusCode).toBe(200);
  });
});
