/**
 * Slot queries have a bounded cost: an answer holds at most MAX_SLOTS_PER_ANSWER slots (a wider
 * window is refused, naming the widest one the event allows), and both slot routes are limited
 * per client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SLOTS_PER_ANSWER } from '../../src/domain/slot-budget.js';
import { PUBLIC_LIMITS, USER_SLOT_LIMIT } from '../../src/modules/bookings/limits.js';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { bookableEvent, everyDay } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

/** Monday 2031-01-06, 08:00 UTC. */
const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('slot query cost (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => NOW });
  });
  afterAll(() => t.close());

  let address = 0;
  const lookup = (hash: string, query: string, remoteAddress = `198.51.100.${++address}`) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/public/events/${hash}/slots?${query}`,
      remoteAddress,
    });

  /** A 30-minute event offered every minute, all day, every day. */
  async function everyMinute() {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      settings: { weekly_schedules: everyDay([['00:00', '24:00']]), slot_interval: 1 },
    });
    return { host, event };
  }

  it('refuses a window wider than the event allows, naming the widest, before computing', async () => {
    const { host, event } = await everyMinute();
    const wide = await lookup(event.hash, 'start_date=2031-01-07&end_date=2031-03-09');
    const refusal = errorBody(wide, 400, 'slot_window_too_wide');
    expect(refusal.data).toMatchObject({ max_days: 3 });
    expect(refusal.message).toContain('end_date 2031-01-09 at the latest');
    // The signed-in route answers the same.
    const signedIn = await t.request({
      method: 'GET',
      url: `/api/v2/bookings/event/${event.id}?start_date=2031-01-07&end_date=2031-01-20`,
      as: host,
    });
    errorBody(signedIn, 400, 'slot_window_too_wide');

    const widest = await lookup(event.hash, 'start_date=2031-01-07&end_date=2031-01-09');
    expect(widest.statusCode, widest.body).toBe(200);
    const slots = Object.values(
      widest.json<{ available_slots: Record<string, unknown[]> }>().available_slots,
    ).flat();
    expect(slots.length).toBeGreaterThan(4000);
    expect(slots.length).toBeLessThanOrEqual(MAX_SLOTS_PER_ANSWER);
    expect(slots[1]).toEqual({
      start: '2031-01-07 00:01:00',
      end: '2031-01-07 00:31:00',
      start_utc: '2031-01-07T00:01:00Z',
      end_utc: '2031-01-07T00:31:00Z',
      remaining: false,
    });
  });

  it('keeps the usual month view of a common event', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      duration: 15,
      settings: { weekly_schedules: everyDay([['00:00', '24:00']]) },
    });
    const month = await lookup(event.hash, 'start_date=2031-01-07&end_date=2031-02-06');
    expect(month.statusCode, month.body).toBe(200);
  });

  it('limits the public slot route per client address', async () => {
    const { event } = await everyMinute();
    const query = 'start_date=2031-01-07&end_date=2031-01-07';
    for (let i = 0; i < PUBLIC_LIMITS.slots.max; i++) {
      expect((await lookup(event.hash, query, '192.0.2.77')).statusCode).toBe(200);
    }
    const over = await lookup(event.hash, query, '192.0.2.77');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await lookup(event.hash, query, '192.0.2.78')).statusCode).toBe(200);
  });

  it('limits the signed-in slot route per user', async () => {
    const { host, event } = await everyMinute();
    const other = await everyMinute();
    const url = (id: number) =>
      `/api/v2/bookings/event/${id}?start_date=2031-01-07&end_date=2031-01-07`;
    for (let i = 0; i < USER_SLOT_LIMIT.max; i++) {
      const res = await t.request({ method: 'GET', url: url(event.id), as: host });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await t.request({ method: 'GET', url: url(event.id), as: host });
    expect(over.statusCode).toBe(429);
    const res = await t.request({ method: 'GET', url: url(other.event.id), as: other.host });
    expect(res.statusCode).toBe(200);
  });
});
