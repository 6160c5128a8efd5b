/**
 * A user's reading preferences (`time_format`, `date_order`) and their answer about the
 * browser's zone (`zone_confirmed`): stored and read back through the user routes, refused with a
 * 422 when unknown, and changed only by the user or an administrator.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('reading preferences of a user (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('starts unset, is stored, read back by /users/me, and changes one at a time', async () => {
    const host = await t.createAccount();
    const me = await t.request({ url: '/api/v2/users/me', as: host });
    expect(me.json()).toMatchObject({
      time_format: null,
      date_order: null,
      zone_confirmed_at: null,
    });

    const set = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { time_format: '12h', date_order: 'mdy' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ time_format: '12h', date_order: 'mdy' });

    const one = await t.request({
      method: 'POST',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { date_order: 'ymd' },
    });
    expect(one.json()).toMatchObject({ time_format: '12h', date_order: 'ymd' });
    const again = await t.request({ url: '/api/v2/users/me', as: host });
    expect(again.json()).toMatchObject({ time_format: '12h', date_order: 'ymd' });
  });

  it('stores the default of the other half when only one is chosen', async () => {
    const host = await t.createAccount();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { time_format: '12h' },
    });
    expect(res.json()).toMatchObject({ time_format: '12h', date_order: 'dmy' });
  });

  it('refuses unknown values with a 422 naming the field, and changes nothing', async () => {
    const host = await t.createAccount();
    for (const payload of [
      { time_format: '13h' },
      { time_format: '' },
      { date_order: 'dym' },
      { date_order: 5 },
      { time_format: null },
      { zone_confirmed: 'later' },
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/v2/users/${host.id}`,
        as: host,
        payload,
      });
      const body = errorBody(res, 422, 'rest_validation_failed');
      expect(JSON.stringify(body)).toContain(Object.keys(payload)[0]!);
    }
    const me = await t.request({ url: '/api/v2/users/me', as: host });
    expect(me.json()).toMatchObject({
      time_format: null,
      date_order: null,
      zone_confirmed_at: null,
    });
  });

  it('remembers the answer about the zone, and forgets it on request', async () => {
    const host = await t.createAccount();
    const url = `/api/v2/users/${host.id}`;
    const kept = await t.request({
      method: 'PUT',
      url,
      as: host,
      payload: { zone_confirmed: true, timezone: 'Europe/London' },
    });
    expect(kept.json()).toMatchObject({
      timezone: 'Europe/London',
      zone_confirmed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/),
    });
    const again = await t.request({
      method: 'PUT',
      url,
      as: host,
      payload: { zone_confirmed: false },
    });
    expect(again.json()).toMatchObject({ timezone: 'Europe/London', zone_confirmed_at: null });
  });

  it("lets an administrator change another user's, and nobody else (404, unchanged)", async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const viewer = await t.createAccount({ role: 'viewer' });
    const byAdmin = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      payload: { time_format: '24h', date_order: 'ymd' },
    });
    expect(byAdmin.json()).toMatchObject({ time_format: '24h', date_order: 'ymd' });
    for (const as of [other, viewer]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/v2/users/${host.id}`,
        as,
        payload: { time_format: '12h', zone_confirmed: true },
      });
      errorBody(res, 404, 'user_not_found');
    }
    const read = await t.request({ url: `/api/v2/users/${host.id}` });
    expect(read.json()).toMatchObject({
      time_format: '24h',
      date_order: 'ymd',
      zone_confirmed_at: null,
    });
  });

  it("takes the new user's zone from the creation (the administrator's browser)", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: 'newcomer', email: 'newcomer@example.com', timezone: 'Europe/London' },
    });
    expect(res.json()).toMatchObject({
      timezone: 'Europe/London',
      time_format: null,
      zone_confirmed_at: null,
    });
  });
});
