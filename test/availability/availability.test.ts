import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createEvent, createSchedule } from '../helpers/factories.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

describe.each(DIALECTS)('availability schedules (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('creates schedules with local hours and a zone; the first one is the default', async () => {
    const host = await t.createAccount();
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/availability',
      as: host,
      payload: {
        title: 'Office',
        timezone: 'Asia/Kolkata',
        weekly_schedules: {
          mon: {
            enabled: true,
            slots: [
              { start: '09:30', end: '13:00' },
              { start: '14:00', end: '18:00' },
            ],
          },
        },
        date_overrides: { '2031-01-26': [{ start: '00:00', end: '00:00' }] },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Schedule has been created successfully',
      schedule: {
        id: expect.any(Number),
        user_id: host.id,
        title: 'Office',
        default: true,
        timezone: 'Asia/Kolkata',
        weekly_schedules: {
          mon: {
            enabled: true,
            slots: [
              { start: '09:30', end: '13:00' },
              { start: '14:00', end: '18:00' },
            ],
          },
          sun: { enabled: false, slots: [] },
        },
        date_overrides: { '2031-01-26': [{ start: '00:00', end: '00:00' }] },
        settings: { default: true, timezone: 'Asia/Kolkata' },
        usage_count: 0,
        created_at: expect.stringMatching(ISO),
      },
    });
    const second = await createSchedule(t, host, { title: 'Evenings' });
    expect(second).toMatchObject({
      default: false,
      weekly_schedules: { mon: { enabled: true, slots: [{ start: '09:00', end: '17:00' }] } },
    });
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/availability',
        as: host,
        payload: { title: 'Office' },
      }),
      409,
      'schedule_title_taken',
    );
  });

  it('validates titles, zones and windows', async () => {
    const host = await t.createAccount();
    for (const payload of [
      {},
      { title: '' },
      { title: 'x', timezone: 'Not/AZone' },
      {
        title: 'x',
        weekly_schedules: { mon: { enabled: true, slots: [{ start: '9:00', end: '10:00' }] } },
      },
      {
        title: 'x',
        weekly_schedules: { mon: { enabled: true, slots: [{ start: '10:00', end: '10:00' }] } },
      },
      { title: 'x', date_overrides: { '2031-13-01': [] } },
      { title: 'x', date_overrides: 'tomorrow' },
    ]) {
      errorBody(
        await t.request({ method: 'POST', url: '/api/v2/availability', as: host, payload }),
        422,
        'rest_validation_failed',
      );
    }
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/availability',
        as: await t.createAccount({ role: 'viewer' }),
        payload: { title: 'x' },
      }),
      403,
      'rest_forbidden',
    );
  });

  it('updates as a patch, in both body forms, and moves the default flag', async () => {
    const host = await t.createAccount();
    const first = await createSchedule(t, host, { title: 'First' });
    const second = await createSchedule(t, host, { title: 'Second' });
    const url = `/api/v2/availability/${second.id}`;
    const plain = await t.request({
      method: 'POST',
      url,
      as: host,
      payload: { timezone: 'Europe/Dublin', default: true },
    });
    expect(plain.json()).toMatchObject({
      message: expect.any(String),
      schedule: { timezone: 'Europe/Dublin', default: true, title: 'Second' },
    });
    expect(
      (await t.request({ url: `/api/v2/availability/${first.id}`, as: host })).json().schedule
        .default,
    ).toBe(false);
    const fb = await t.request({
      method: 'POST',
      url,
      as: host,
      payload: {
        schedule: {
          settings: {
            weekly_schedules: { sat: { enabled: true, slots: [{ start: '10:00', end: '14:00' }] } },
          },
        },
      },
    });
    // Only Saturday was sent: the weekdays keep their hours.
    expect(fb.json().schedule).toMatchObject({
      timezone: 'Europe/Dublin',
      weekly_schedules: {
        sat: { enabled: true, slots: [{ start: '10:00', end: '14:00' }] },
        mon: { enabled: true, slots: [{ start: '09:00', end: '17:00' }] },
        fri: { enabled: true },
        sun: { enabled: false },
      },
    });
    const put = await t.request({
      method: 'PUT',
      url,
      as: host,
      payload: { weekly_schedules: { mon: { enabled: false, slots: [] } } },
    });
    expect(put.json().schedule.weekly_schedules).toMatchObject({
      mon: { enabled: false, slots: [] },
      tue: { enabled: true, slots: [{ start: '09:00', end: '17:00' }] },
      sat: { enabled: true, slots: [{ start: '10:00', end: '14:00' }] },
    });
    errorBody(
      await t.request({ method: 'POST', url, as: host, payload: { default: false } }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await t.request({ method: 'POST', url, as: host, payload: { timezone: 'Bad/Zone' } }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await t.request({ method: 'PUT', url, as: host, payload: { title: 'First' } }),
      409,
      'schedule_title_taken',
    );
  });

  it('refuses to delete schedules in use or a host default; promotes a new default otherwise', async () => {
    const host = await t.createAccount();
    const { calendar, slot } = await createCalendar(t, host);
    const used = slot.availability_id as number;
    const inUse = errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/availability/${used}`, as: host }),
      409,
      'schedule_in_use',
    );
    expect(inUse.message).toMatch(/1 event/);
    // Once no event uses it, the default of a host with a calendar still cannot go.
    await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${slot.id}/availability`,
      as: host,
      payload: { availability_type: 'custom' },
    });
    errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/availability/${used}`, as: host }),
      409,
      'schedule_is_default',
    );
    const spare = await createSchedule(t, host);
    expect(
      (
        await t.request({ method: 'DELETE', url: `/api/v2/availability/${spare.id}`, as: host })
      ).json(),
    ).toEqual({ message: expect.any(String) });
    errorBody(
      await t.request({ url: `/api/v2/availability/${spare.id}`, as: host }),
      404,
      'schedule_not_found',
    );

    const noCalendar = await t.createAccount();
    const a = await createSchedule(t, noCalendar, { title: 'A' });
    const b = await createSchedule(t, noCalendar, { title: 'B' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/v2/availability/${a.id}`, as: noCalendar }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ url: `/api/v2/availability/${b.id}`, as: noCalendar })).json().schedule
        .default,
    ).toBe(true);
  });

  it("isolates hosts' schedules and lists with the paginator and the envelope", async () => {
    const alice = await t.createAccount();
    const bob = await t.createAccount();
    const mine = await createSchedule(t, alice);
    const theirs = await createSchedule(t, bob);
    const list = await t.request({ url: '/api/v2/availability?per_page=5', as: alice });
    expect(list.json()).toMatchObject({
      total: 1,
      per_page: 5,
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 1,
    });
    expect(list.json().availabilities).toMatchObject({
      total: 1,
      data: [{ id: mine.id, host_name: expect.any(String) }],
    });
    errorBody(
      await t.request({ url: `/api/v2/availability/${theirs.id}`, as: alice }),
      404,
      'schedule_not_found',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/availability/${theirs.id}`,
        as: alice,
        payload: { title: 'Mine' },
      }),
      404,
      'schedule_not_found',
    );
    errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/availability/${theirs.id}`, as: alice }),
      404,
      'schedule_not_found',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/availability',
        as: alice,
        payload: { title: 'For Bob', user_id: bob.id },
      }),
      403,
      'rest_forbidden',
    );
    const reader = await t.createAccount({
      role: 'viewer',
      permissions: ['read_and_use_other_availabilities'],
    });
    expect(
      (await t.request({ url: `/api/v2/availability/${theirs.id}`, as: reader })).statusCode,
    ).toBe(200);
    errorBody(
      await t.request({
        method: 'POST',
        url: `/api/v2/availability/${theirs.id}`,
        as: reader,
        payload: { title: 'x' },
      }),
      403,
      'rest_forbidden',
    );
    const onlyBob = await t.request({
      url: `/api/v2/availability?filters[author]=${bob.id}`,
      as: reader,
    });
    expect(onlyBob.json().availabilities.data.map((s: { id: number }) => s.id)).toEqual([
      theirs.id,
    ]);
    // The permission lets a host's event use another host's schedule.
    const user = await t.createAccount({
      permissions: ['manage_own_calendar', 'read_and_use_other_availabilities'],
    });
    const { calendar } = await createCalendar(t, user);
    const event = await createEvent(t, user, calendar.id, { availability_id: theirs.id });
    expect(event.availability_id).toBe(theirs.id);
    errorBody(
      await t.request({ url: '/api/v2/availability/abc', as: alice }),
      400,
      'rest_invalid_param',
    );
    errorBody(
      await t.request({ url: '/api/v2/availability?filters[author]=nobody', as: alice }),
      400,
      'rest_invalid_param',
    );
  });
});
