/**
 * `happening_status` of the host's booking answers: whether a scheduled booking is starting
 * soon, happening now or recently happened, relative to the moment of the request.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';

const START = Date.parse('2031-02-03T10:00:00Z');
const MINUTE = 60_000;

describe.each(DIALECTS)('happening status of bookings (%s)', (dialect) => {
  let now = Date.parse('2031-01-06T08:00:00Z');
  const t = useTestApp(dialect, { clock: () => now });

  it('says starting soon, happening now and recently happened, for scheduled bookings only', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, { duration: 30 });
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    const other = await adminBook(t, host, event.id, {
      start_utc: '2031-02-03T10:30:00Z',
      email: 'other@example.com',
    });
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${other.id}`,
      as: host,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const statusAt = async (at: number) => {
      now = at;
      const one = await t.request({
        url: `/wp-json/fluent-booking/v2/schedules/${booking.id}`,
        as: host,
      });
      expect(one.statusCode, one.body).toBe(200);
      const list = await t.request({
        url: '/wp-json/fluent-booking/v2/schedules?filters[period]=all&per_page=100',
        as: host,
      });
      expect(list.statusCode, list.body).toBe(200);
      const listed = list.json().schedules.data as Json[];
      const cancelled = listed.find((b) => b.id === other.id);
      expect(cancelled?.happening_status).toEqual({});
      expect(listed.find((b) => b.id === booking.id)?.happening_status).toEqual(
        one.json().schedule.happening_status,
      );
      return one.json().schedule.happening_status;
    };

    expect(await statusAt(START - 2 * 60 * MINUTE)).toEqual({});
    expect(await statusAt(START - 20 * MINUTE)).toEqual({ starting_soon: 'Starting Soon' });
    expect(await statusAt(START + 10 * MINUTE)).toEqual({ happening_now: 'Happening Now' });
    expect(await statusAt(START + 80 * MINUTE)).toEqual({ recently_happened: 'Recently Happened' });
    expect(await statusAt(START + 3 * 60 * MINUTE)).toEqual({});
  });
});
