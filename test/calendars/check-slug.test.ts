/** `POST /calendars/check-slug`: whether a calendar or event slug is free and valid. */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createEvent } from '../helpers/factories.js';

describe.each(DIALECTS)('slug checks (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers free slugs, refuses taken and malformed ones, naming the slug', async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const { calendar } = await createCalendar(t, host, {
      type: 'team',
      title: 'Slugs',
      slug: `team-${dialect}`,
    });
    const event = await createEvent(t, host, calendar.id, { duration: 45 });
    const check = (body: Record<string, unknown>, as = host) =>
      t.request({
        method: 'POST',
        url: '/wp-json/fluent-booking/v2/calendars/check-slug',
        as,
        payload: body,
      });

    const free = await check({ slug: ` fresh-${dialect} ` });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toEqual({ status: true, slug: `fresh-${dialect}` });
    const taken = errorBody(await check({ slug: calendar.slug }), 422, 'rest_validation_failed');
    expect(taken.data.errors).toHaveProperty('slug');
    // Renaming a calendar: it may keep its own slug.
    expect((await check({ slug: calendar.slug, calendar_id: calendar.id })).statusCode).toBe(200);
    for (const slug of ['ab', 'Has Space', '12345', 'admin']) {
      errorBody(await check({ slug }), 422, 'rest_validation_failed');
    }

    // Event slugs are free per calendar.
    const eventCheck = (slug: string, as = host) =>
      check({ slug, type: 'event', calendar_id: calendar.id }, as);
    errorBody(await eventCheck(event.slug), 422, 'rest_validation_failed');
    expect((await eventCheck('other-slug')).statusCode).toBe(200);
    errorBody(await check({ slug: 'other-slug', type: 'event' }), 422, 'rest_validation_failed');
    // Another host's calendar is missing to them.
    errorBody(await eventCheck('other-slug', other), 404, 'calendar_not_found');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v2/calendars/check-slug',
      payload: { slug: 'whatever' },
      as: null,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
