/**
 * A viewer is read-only: granted a permission that changes data, made a calendar's owner, or
 * keeping the calendars, bookings and webhook subscriptions of the host they were, they read
 * and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('viewers (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('are granted only the permissions that read', async () => {
    const refused = errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/users',
        payload: {
          username: 'readonly1',
          email: 'readonly1@example.com',
          role: 'viewer',
          permissions: ['read_all_bookings', 'manage_all_bookings'],
        },
      }),
      422,
      'rest_validation_failed',
    );
    expect(refused.message).toMatch(
      /viewer is read-only and cannot be granted manage_all_bookings/,
    );
    expect(refused.data.errors).toHaveProperty('permissions');
    expect((await t.request({ url: '/api/v2/users?search=readonly1' })).json().users).toEqual([]);

    const viewer = await t.createAccount({ role: 'viewer', permissions: ['read_all_bookings'] });
    const widened = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${viewer.id}`,
      payload: { permissions: ['read_all_bookings', 'manage_own_calendar'] },
    });
    errorBody(widened, 422, 'rest_validation_failed');
    const me = await t.request({ url: '/api/v2/users/me', as: viewer });
    expect(me.json().permissions).toEqual(['read_all_bookings']);
  });

  it('cannot be made the owner of a calendar', async () => {
    const viewer = await t.createAccount({ role: 'viewer' });
    const refused = errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/calendars',
        payload: { user_id: viewer.id },
      }),
      422,
      'rest_validation_failed',
    );
    expect(refused.message).toMatch(new RegExp(`User ${viewer.id} is a viewer`));
    expect((await t.request({ url: '/api/v2/users/me', as: viewer })).json().permissions).toEqual(
      [],
    );
  });

  it('change nothing of what they held as a host, and still read it', async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-01-06T10:00:00Z' });
    const hook = await t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      as: host,
      payload: {
        url: 'https://hooks.example.com/a',
        events: ['booking.created'],
        calendar_id: calendar.id,
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const hookId = hook.json().webhook.id;

    const demoted = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json()).toMatchObject({ role: 'viewer', permissions: [] });

    const as = host;
    const writes = [
      { method: 'PUT', url: `/api/v2/calendars/${calendar.id}`, payload: { title: 'Mine' } },
      { method: 'DELETE', url: `/api/v2/calendars/${calendar.id}` },
      { method: 'POST', url: '/api/v2/calendars', payload: { type: 'team', title: 'More' } },
      { method: 'PUT', url: `/api/v2/schedules/${booking.id}`, payload: { status: 'cancelled' } },
      {
        method: 'POST',
        url: '/api/v2/webhooks',
        payload: {
          url: 'https://hooks.example.com/b',
          events: ['booking.created'],
          calendar_id: calendar.id,
        },
      },
      { method: 'DELETE', url: `/api/v2/webhooks/${hookId}` },
    ] as const;
    for (const write of writes) {
      const res = await t.request({ ...write, as });
      expect([403, 404], `${write.method} ${write.url}: ${res.body}`).toContain(res.statusCode);
    }

    const calendarNow = await t.request({ url: `/api/v2/calendars/${calendar.id}`, as });
    expect(calendarNow.statusCode, calendarNow.body).toBe(200);
    expect(calendarNow.json().calendar.title).toBe(calendar.title);
    const bookingNow = await t.request({ url: `/api/v2/schedules/${booking.id}`, as });
    expect(bookingNow.statusCode, bookingNow.body).toBe(200);
    expect(bookingNow.json().booking.status).toBe('scheduled');
    const hooks = await t.request({ url: '/api/v2/webhooks' });
    expect(hooks.json().webhooks.map((w: { id: number }) => w.id)).toContain(hookId);

    // Made a host again, they have back what they held.
    const promoted = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      payload: { role: 'host' },
    });
    expect(promoted.json()).toMatchObject({ role: 'host', permissions: ['manage_own_calendar'] });
    const renamed = await t.request({ ...writes[0], as });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
