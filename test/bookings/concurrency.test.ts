import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { bookableEvent, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const REQUESTS = 100;
const NOW = Date.parse('2031-01-06T08:00:00Z');

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(DIALECTS)('simultaneous bookings in one process (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });

  const countBookings = async (eventId: number) =>
    (
      await t.testDb.database.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).n;

  it(`${REQUESTS} guests racing for one seat: one booking, ${REQUESTS - 1} answers of 409`, async () => {
    const { event } = await bookableEvent(t, await t.createAccount());
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v2/public/events/${event.hash}/bookings`,
          remoteAddress: `10.1.${i >> 8}.${i & 255}`,
          payload: guest({ email: `g${i}@example.com`, start_utc: '2031-02-03T10:00:00Z' }),
        }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: REQUESTS - 1 });
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('slot_unavailable');
    }
    expect(Number(await countBookings(event.id))).toBe(1);
  });

  it(`a group slot of capacity 5 takes exactly 5 of ${REQUESTS}`, async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      event: { event_type: 'group', max_book_per_slot: 5 },
    });
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/v2/bookings/create/${event.id}`,
          as: host,
          payload: guest({ email: `g${i}@example.com`, start_utc: '2031-02-03T10:00:00Z' }),
        }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 5, 409: REQUESTS - 5 });
    expect(Number(await countBookings(event.id))).toBe(5);
  });

  it('a host booked on two events at once keeps one of the two', async () => {
    const host = await t.createAccount();
    const { event: first } = await bookableEvent(t, host);
    const { event: second } = await bookableEvent(t, host);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/v2/bookings/create/${(i % 2 ? first : second).id}`,
          as: host,
          payload: guest({ email: `h${i}@example.com`, start_utc: '2031-02-04T10:00:00Z' }),
        }),
      ),
    );
    expect(tally(responses.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 19 });
  });
});
