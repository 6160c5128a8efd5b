/**
 * Round-robin events: each booking goes to one team member who is available and free, the one
 * with the fewest bookings of the event that day (then the lowest id); a slot is offered while
 * any member can take it.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent, everyDay, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createSchedule } from '../helpers/factories.js';
import type { Json } from '../helpers/json.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');
const DAY = '2031-02-03';

describe.each(DIALECTS)('round-robin events (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });
  let address = 0;

  /** An owner's round-robin event with two members (ids ascending), open all day every day. */
  async function team() {
    // Using other users' time needs the right to use their availability.
    const owner = await t.createAccount({
      permissions: ['manage_own_calendar', 'read_and_use_other_availabilities'],
    });
    const first = await t.createAccount();
    const second = await t.createAccount();
    const { event } = await bookableEvent(t, owner, {
      duration: 60,
      event: { event_type: 'round_robin' },
      settings: { team_members: [first.id, second.id] },
    });
    return { owner, first, second, event };
  }

  const book = (as: Account, eventId: number, time: string) =>
    adminBook(t, as, eventId, {
      email: `g${address++}@example.com`,
      start_utc: `${DAY}T${time}:00Z`,
    }).then((b: Json) => Number(b.host_user_id));

  const slotStarts = async (hash: string) => {
    const res = await t.app.inject({
      url: `/api/v2/public/events/${hash}/slots?start_date=${DAY}&end_date=${DAY}&timezone=UTC`,
      remoteAddress: `203.0.113.${(address++ % 250) + 1}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const day: Json[] = res.json().available_slots[DAY] ?? [];
    return day.map((s) => String(s.start_utc).slice(11, 16));
  };

  /** Books the member's own (one-to-one) event at `time`, making them busy then. */
  async function busy(member: Account, time: string) {
    const { event } = await bookableEvent(t, member, { duration: 60 });
    await book(member, event.id, time);
  }

  it('gives one start to each member in turn, never the owner, and offers it while one is free', async () => {
    const { owner, first, second, event } = await team();
    expect(await slotStarts(event.hash)).toContain('10:00');
    expect(await book(owner, event.id, '10:00')).toBe(first.id);
    expect(await slotStarts(event.hash)).toContain('10:00');
    const secondsId = await adminBook(t, owner, event.id, { start_utc: `${DAY}T10:00:00Z` }).then(
      (b: Json) => {
        expect(b.host_user_id).toBe(second.id);
        return Number(b.id);
      },
    );
    expect(await slotStarts(event.hash)).not.toContain('10:00');
    // The owner and every team member read it; anyone else finds nothing.
    for (const as of [owner, first, second]) {
      const read = await t.request({ url: `/api/v2/schedules/${secondsId}`, as });
      expect(read.statusCode, read.body).toBe(200);
    }
    const stranger = await t.request({
      url: `/api/v2/schedules/${secondsId}`,
      as: await t.createAccount(),
    });
    errorBody(stranger, 404, 'booking_not_found');
    const third = await t.request({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: owner,
      payload: guest({ start_utc: `${DAY}T10:00:00Z` }),
    });
    errorBody(third, 409, 'slot_unavailable');
  });

  it('the member with fewer bookings of the event that day takes the next one', async () => {
    const { owner, first, second, event } = await team();
    const hosts = [];
    for (const time of ['09:00', '11:00', '13:00', '15:00']) {
      hosts.push(await book(owner, event.id, time));
    }
    expect(hosts).toEqual([first.id, second.id, first.id, second.id]);
  });

  it('skips a member busy with another of their bookings; a slot with both busy is gone', async () => {
    const { owner, first, second, event } = await team();
    await busy(first, '12:00');
    expect(await book(owner, event.id, '12:00')).toBe(second.id);
    await busy(first, '14:00');
    await busy(second, '14:00');
    expect(await slotStarts(event.hash)).not.toContain('14:00');
  });

  it("offers only the hours some member works, each member's own schedule", async () => {
    const { owner, first, second, event } = await team();
    await createSchedule(t, first, { weekly_schedules: everyDay([['09:00', '12:00']]) });
    await createSchedule(t, second, { weekly_schedules: everyDay([['11:00', '13:00']]) });
    expect(await slotStarts(event.hash)).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(await book(owner, event.id, '12:00')).toBe(second.id);
    expect(await book(owner, event.id, '11:00')).toBe(first.id);
  });

  it('a move keeps the host when free at the new time, else hands the booking over', async () => {
    const { owner, first, second, event } = await team();
    const booking = await adminBook(t, owner, event.id, { start_utc: `${DAY}T09:00:00Z` });
    expect(booking.host_user_id).toBe(first.id);
    const move = (time: string) =>
      t.request({
        method: 'PUT',
        url: `/api/v2/schedules/${booking.id}`,
        as: owner,
        payload: { start_utc: `${DAY}T${time}:00Z` },
      });
    const kept = await move('10:00');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().booking.host_user_id).toBe(first.id);
    await busy(first, '16:00');
    const handed = await move('16:00');
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().booking.host_user_id).toBe(second.id);
    // The handed-over booking now holds the second member, not the first.
    expect(await slotStarts(event.hash)).not.toContain('16:00');
    const hosts = await t.testDb.database.db
      .selectFrom('booking_hosts')
      .select('user_id')
      .where('booking_id', '=', booking.id)
      .execute();
    expect(hosts.map((h) => Number(h.user_id))).toEqual([second.id]);
  });

  it('guests racing for one start: exactly one booking per member', async () => {
    const { first, second, event } = await team();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v2/public/events/${event.hash}/bookings`,
          remoteAddress: `10.9.${i >> 8}.${i & 255}`,
          payload: guest({ email: `race${i}@example.com`, start_utc: `${DAY}T17:00:00Z` }),
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(38);
    const ids = created.map((r) => Number(r.json().booking.id));
    const rows = await t.testDb.database.db
      .selectFrom('bookings')
      .select('host_user_id')
      .where('id', 'in', ids)
      .orderBy('host_user_id')
      .execute();
    expect(rows.map((r) => r.host_user_id)).toEqual([first.id, second.id]);
  });
});
