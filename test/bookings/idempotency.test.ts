import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { adminBook, bookableEvent, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('Idempotency-Key on booking POSTs (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });

  it('returns the first answer to a retry and creates nothing more', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const post = (key: string, start: string, as = host) =>
      t.request({
        method: 'POST',
        url: `/api/v2/bookings/create/${event.id}`,
        as,
        headers: { 'idempotency-key': key },
        payload: guest({ start_utc: start }),
      });
    const first = await post('order-1', '2031-02-03T10:00:00Z');
    expect(first.statusCode).toBe(201);
    const retry = await post('order-1', '2031-02-03T10:00:00Z');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    errorBody(await post('order-1', '2031-02-03T11:00:00Z'), 409, 'idempotency_key_reused');
    // Keys belong to their caller: another user's same key is a new request.
    const other = await post('order-1', '2031-02-03T11:00:00Z', t.admin);
    expect(other.statusCode).toBe(201);
    errorBody(await post('bad key with spaces', '2031-02-03T12:00:00Z'), 400, 'rest_invalid_param');
    const list = await t.request({
      method: 'GET',
      url: `/api/v2/schedules?event_id=${event.id}&period=all`,
    });
    expect(list.json().total).toBe(2);
  });

  it('works on the public route, and a failed request can be retried', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    const post = (start: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/events/${event.hash}/bookings`,
        remoteAddress: '198.51.100.30',
        headers: { 'idempotency-key': 'a2f0c9e4-guest' },
        payload: guest({ start_utc: start }),
      });
    errorBody(await post('2031-02-03T10:00:00Z'), 409, 'slot_unavailable');
    const created = await post('2031-02-03T10:30:00Z');
    expect(created.statusCode).toBe(201);
    const replay = await post('2031-02-03T10:30:00Z');
    expect(replay.json()).toEqual(created.json());
  });
});
