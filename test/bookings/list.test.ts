import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('booking lists and isolation (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });

  const get = (id: number, as: Account | null = t.admin) =>
    t.request({ method: 'GET', url: `/api/v2/schedules/${id}`, as });
  const put = (id: number, payload: Record<string, unknown>, as: Account = t.admin) =>
    t.request({ method: 'PUT', url: `/api/v2/schedules/${id}`, as, payload });
  const list = (query: string, as: Account = t.admin) =>
    t.request({ method: 'GET', url: `/api/v2/schedules?${query}`, as });

  it('keeps hosts apart: another host sees a 404, and only their own bookings in lists', async () => {
    const alice = await t.createAccount();
    const bob = await t.createAccount();
    const reader = await t.createAccount({ permissions: ['read_all_bookings'] });
    const { event: aliceEvent } = await bookableEvent(t, alice);
    const { event: bobEvent } = await bookableEvent(t, bob);
    const a = await adminBook(t, alice, aliceEvent.id, { start_utc: '2031-02-10T10:00:00Z' });
    const b = await adminBook(t, bob, bobEvent.id, { start_utc: '2031-02-10T10:00:00Z' });
    errorBody(await get(a.id, bob), 404, 'booking_not_found');
    errorBody(await get(999_999), 404, 'booking_not_found');
    errorBody(await put(a.id, { internal_note: 'x' }, bob), 404, 'booking_not_found');
    errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/schedules/${a.id}`, as: bob }),
      404,
      'booking_not_found',
    );
    const bobs = (await list('period=all', bob)).json();
    expect(bobs.bookings.map((x: { id: number }) => x.id)).toEqual([b.id]);
    // Filters cannot widen what a host sees.
    const sneaky = (
      await list(`period=all&event_id=${aliceEvent.id}&filters[author]=all`, bob)
    ).json();
    expect(sneaky.total).toBe(0);
    // A reader of all bookings sees both but may not change them.
    expect((await get(a.id, reader)).statusCode).toBe(200);
    errorBody(await put(a.id, { internal_note: 'x' }, reader), 403, 'rest_forbidden');
    errorBody(await get(a.id, null), 401, 'rest_forbidden');
    errorBody(await get(0), 400, 'rest_invalid_param');
  });

  it('lists with periods, filters, both spellings and the two envelopes', async () => {
    const host = await t.createAccount();
    const { event, calendar } = await bookableEvent(t, host);
    const { event: other } = await bookableEvent(t, host);
    const make = (start: string, extra: Record<string, unknown> = {}) =>
      adminBook(t, host, event.id, { start_utc: start, ...extra });
    const first = await make('2031-03-02T09:00:00Z', {
      name: 'Zed Alpha',
      email: 'zed@example.com',
    });
    await make('2031-03-01T09:00:00Z', { name: 'Yan Beta', email: 'yan@example.com' });
    const pending = await make('2031-03-03T09:00:00Z', { status: 'pending' });
    await adminBook(t, host, other.id, { start_utc: '2031-03-04T09:00:00Z' });
    for (let i = 0; i < 10; i++) await make(`2031-04-${String(i + 10)}T09:00:00Z`);
    const cancelled = await make('2031-05-01T09:00:00Z');
    await put(cancelled.id, { status: 'cancelled', cancel_reason: 'ill' });

    const upcoming = (await list(`event_id=${event.id}`, host)).json();
    expect(upcoming).toMatchObject({
      total: 12,
      per_page: 10,
      current_page: 1,
      last_page: 2,
      from: 1,
      to: 10,
      timezone: 'UTC',
    });
    expect(upcoming.bookings[0].start_time).toBe('2031-03-01 09:00:00');
    expect(upcoming.schedules).toMatchObject({
      total: 12,
      current_page: 1,
      next_page_url: expect.stringContaining('page=2'),
    });
    expect(upcoming.schedules.data).toEqual(upcoming.bookings);
    const ids = async (query: string) =>
      (await list(query, host)).json().bookings.map((b: { id: number }) => b.id);
    expect(await ids(`period=pending&event_id=${event.id}`)).toEqual([pending.id]);
    expect(await ids(`filters[period]=cancelled&filters[event]=${event.id}`)).toEqual([
      cancelled.id,
    ]);
    expect(await ids(`status=cancelled&calendar_id=${calendar.id}`)).toEqual([cancelled.id]);
    expect(await ids(`search=alpha&period=all`)).toEqual([first.id]);
    expect(await ids(`search=zed%20alpha&period=all`)).toEqual([first.id]);
    expect(await ids('period=all&start_date=2031-03-02&end_date=2031-03-02')).toEqual([first.id]);
    expect(
      await ids(
        'filters[period]=all&filters[range][start_date]=2031-03-02&filters[range][end_date]=2031-03-02',
      ),
    ).toEqual([first.id]);
    expect((await list('period=all&per_page=3&page=2', host)).json()).toMatchObject({
      per_page: 3,
      current_page: 2,
      from: 4,
      to: 6,
    });
    const past = (await list('period=past', host)).json();
    expect(past.total).toBe(0);
    for (const [query, param] of [
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['period=someday', 'period'],
      ['status=lost', 'status'],
      ['start_date=yesterday', 'start_date'],
      ['timezone=Nowhere/Land', 'timezone'],
    ]) {
      const body = errorBody(await list(query as string, host), 400, 'rest_invalid_param');
      expect(Object.keys(body.data.params as object), query).toContain(param);
    }
  });
});
