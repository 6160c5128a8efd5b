/**
 * `GET /availability/{id}/usages` and `POST /availability/{id}/clone`: which event types use a
 * schedule, and a copy for the caller; another host's schedule is missing to them.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createEvent, createSchedule } from '../helpers/factories.js';
import type { Json } from '../helpers/json.js';

describe.each(DIALECTS)('schedule usages and clones (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('lists the event types using a schedule, and hides other hosts', async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Usages' });
    const hours = await createSchedule(t, host, { title: 'Used hours' });
    const event = await createEvent(t, host, calendar.id, {
      title: 'Uses it',
      availability_type: 'existing_schedule',
      availability_id: hours.id,
    });
    await createEvent(t, host, calendar.id, { title: 'Custom', availability_type: 'custom' });
    // An administrator's event may book from the host's schedule too.
    const admins = await createCalendar(t, t.admin, { type: 'team', title: 'Admin team' });
    await createEvent(t, t.admin, admins.calendar.id, {
      availability_type: 'existing_schedule',
      availability_id: hours.id,
    });

    const res = await t.request({ url: `/api/v2/availability/${hours.id}/usages`, as: host });
    expect(res.statusCode, res.body).toBe(200);
    const { usages } = res.json();
    expect(usages.data.map((u: Json) => u.id)).toEqual([event.id]);
    expect(usages.data[0]).toMatchObject({
      title: 'Uses it',
      calendar: { id: calendar.id, title: 'Usages', type: 'team' },
    });
    expect(usages).toMatchObject({ total: 1, others_count: 1 });
    const asAdmin = await t.request({ url: `/api/v2/availability/${hours.id}/usages` });
    expect(asAdmin.json().usages).toMatchObject({ total: 2, others_count: 0 });

    errorBody(
      await t.request({ url: `/api/v2/availability/${hours.id}/usages`, as: other }),
      404,
      'schedule_not_found',
    );
    errorBody(
      await t.request({ url: '/wp-json/fluent-booking/v2/availability/999999/usages', as: host }),
      404,
      'schedule_not_found',
    );
  });

  it("copies a schedule for the caller, never another host's", async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const hours = await createSchedule(t, host, {
      title: 'Mornings',
      timezone: 'Europe/Berlin',
      weekly_schedules: { mon: { enabled: true, slots: [{ start: '08:00', end: '12:00' }] } },
      date_overrides: { '2031-03-02': [{ start: '09:00', end: '10:00' }] },
    });
    const clone = (as: typeof host, id: number) =>
      t.request({ method: 'POST', url: `/api/v2/availability/${id}/clone`, as });

    const first = await clone(host, hours.id);
    expect(first.statusCode, first.body).toBe(201);
    const copy = first.json().schedule;
    expect(copy).toMatchObject({
      title: 'Mornings (Clone)',
      default: false,
      timezone: 'Europe/Berlin',
      weekly_schedules: hours.weekly_schedules,
      date_overrides: hours.date_overrides,
    });
    expect(copy.id).not.toBe(hours.id);
    expect((await clone(host, hours.id)).json().schedule.title).toBe('Mornings (Clone 2)');

    errorBody(await clone(other, hours.id), 404, 'schedule_not_found');
    const mine = await t.request({ url: '/api/v2/availability', as: other });
    expect(mine.json().availabilities.data).toEqual([]);
  });
});
