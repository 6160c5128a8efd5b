import { describe, expect, it } from 'vitest';
import { computeSlots, isSlotBookable, type Host } from './slots.js';
import { at, daily, host, input, type Scenario } from './slot.fixtures.js';

/** Round robin: the event's schedule makes the grid; one free host of the pool is enough. */
describe('a pool of hosts (round robin)', () => {
  const grid = host(daily('UTC', [['09:00', '13:00']]));
  const ana = host(daily('UTC', [['09:00', '11:00']]), [
    ['2025-06-02T09:00:00Z', '2025-06-02T10:00:00Z'],
  ]);
  // Bea works 11:00-14:00 in Berlin (UTC+2 in June): 09:00-12:00 UTC.
  const bea = host(daily('Europe/Berlin', [['11:00', '14:00']]), [
    ['2025-06-02T10:00:00Z', '2025-06-02T11:00:00Z'],
  ]);
  const scenario: Scenario = { hosts: [grid], from: '2025-06-02', now: '2025-06-01T00:00:00Z' };
  const context = (pool: Host[]) => {
    const { event, hosts, eventBookings, query } = input(scenario);
    return { event, hosts, pool, eventBookings, now: query.now };
  };

  it.each([
    // Ana is busy, Bea is free.
    ['2025-06-02T09:00:00Z', { ok: true, remaining: 1, free: [1] }],
    // Ana is free, Bea is busy.
    ['2025-06-02T10:00:00Z', { ok: true, remaining: 1, free: [0] }],
    // Only Bea works then, and she is free.
    ['2025-06-02T11:00:00Z', { ok: true, remaining: 1, free: [1] }],
    // Inside the event's grid, but neither works then.
    ['2025-06-02T12:00:00Z', { ok: false, reason: 'outside_availability' }],
  ])('%s -> %o', (start, verdict) => {
    expect(isSlotBookable(context([ana, bea]), at(start))).toEqual(verdict);
  });

  it('a slot where every host that works is busy is a conflict', () => {
    const busyBea = {
      ...bea,
      busy: [{ start: at('2025-06-02T09:00:00Z'), end: at('2025-06-02T12:00:00Z') }],
    };
    expect(isSlotBookable(context([ana, busyBea]), at('2025-06-02T09:00:00Z'))).toEqual({
      ok: false,
      reason: 'conflict',
    });
    expect(isSlotBookable(context([ana, busyBea]), at('2025-06-02T10:00:00Z'))).toMatchObject({
      ok: true,
      free: [0],
    });
  });

  it('lists the grid starts that one host can take, and the event bookings block no one else', () => {
    const { event, hosts, query } = input(scenario);
    // A booking of this event at 10:00 is Bea's (in her busy time): Ana can still take 10:00.
    const eventBookings = [
      { start: at('2025-06-02T10:00:00Z'), end: at('2025-06-02T11:00:00Z'), seats: 1 },
    ];
    const { slotsByDate } = computeSlots({ event, hosts, pool: [ana, bea], eventBookings, query });
    expect(slotsByDate['2025-06-02']?.map((s) => new Date(s.start).toISOString())).toEqual([
      '2025-06-02T09:00:00.000Z',
      '2025-06-02T10:00:00.000Z',
      '2025-06-02T11:00:00.000Z',
    ]);
    // Without a pool the same booking blocks the event's only host.
    const alone = computeSlots({ event, hosts, eventBookings, query }).slotsByDate['2025-06-02'];
    expect(alone?.map((s) => new Date(s.start).toISOString())).not.toContain(
      '2025-06-02T10:00:00.000Z',
    );
  });
});
