import { describe, expect, it } from 'vitest';
import { weeklySchedule } from './availability.js';
import {
  bookingLoadRanges,
  bookingLoadRangesForStart,
  computeSlots,
  isSlotBookable,
  type EventRules,
} from './slots.js';
import { formatUtc, addDays, startOfLocalDay } from './time.js';

import { at, plainEvent, type Scenario, daily, host, booking, input } from './slot.fixtures.js';

describe('isSlotBookable reasons', () => {
  const base: Scenario = {
    hosts: [
      host(weeklySchedule('UTC', [['09:00', '12:00']]), [
        ['2025-06-03T10:00:00Z', '2025-06-03T10:30:00Z'],
      ]),
    ],
    event: {
      capacity: 2,
      displaySpots: true,
      minimumNoticeMinutes: 60,
      bookingWindow: { kind: 'rolling', days: 10 },
      frequencyLimits: [{ unit: 'day', max: 1 }],
    },
    bookings: [booking('2025-06-04T09:00:00Z', '2025-06-04T10:00:00Z', 2)],
    now: '2025-06-02T08:30:00Z',
    from: '2025-06-02',
  };
  it.each([
    ['2025-06-02T10:00:00Z', { ok: true, remaining: 2 }],
    ['2025-06-02T09:00:00Z', { ok: false, reason: 'too_soon' }],
    ['2025-06-12T09:00:00Z', { ok: false, reason: 'outside_window' }],
    ['2025-06-03T09:15:00Z', { ok: false, reason: 'outside_availability' }],
    ['2025-06-07T09:00:00Z', { ok: false, reason: 'outside_availability' }],
    ['2025-06-03T10:00:00Z', { ok: false, reason: 'conflict' }],
    ['2025-06-04T09:00:00Z', { ok: false, reason: 'full' }],
    ['2025-06-04T10:00:00Z', { ok: false, reason: 'limit_reached' }],
  ])('%s -> %o', (start, verdict) => {
    const { event, hosts, eventBookings, query } = input(base);
    expect(isSlotBookable({ event, hosts, eventBookings, now: query.now }, at(start))).toEqual(
      verdict,
    );
  });

  it('a second host outside its hours makes the slot unavailable', () => {
    const hosts = [
      host(daily('UTC', [['09:00', '17:00']])),
      host(daily('Asia/Tokyo', [['09:00', '17:00']])),
    ];
    const { event, eventBookings, query } = input({ hosts, from: '2025-06-02' });
    const verdict = isSlotBookable(
      { event, hosts, eventBookings, now: query.now },
      at('2025-06-02T09:00:00Z'),
    );
    expect(verdict).toEqual({ ok: false, reason: 'outside_availability' });
  });
});

describe('isSlotBookable agrees with the slot list (every 15 minutes of the range)', () => {
  it.each([
    {
      name: 'New York fall back with busy time and a buffer',
      s: {
        hosts: [
          host(daily('America/New_York', [['00:00', '04:00']]), [
            ['2025-11-02T06:15:00Z', '2025-11-02T06:45:00Z'],
          ]),
        ],
        event: { durationMinutes: 30, bufferAfterMinutes: 15 },
        from: '2025-11-01',
        to: '2025-11-03',
      },
    },
    {
      name: 'Berlin spring forward',
      s: {
        hosts: [host(daily('Europe/Berlin', [['01:00', '04:00']]))],
        event: { durationMinutes: 30, slotIntervalMinutes: 15 },
        from: '2025-03-29',
        to: '2025-03-31',
      },
    },
    {
      name: 'group with limits, notice and a rolling window',
      s: {
        hosts: [
          host(weeklySchedule('UTC', [['09:00', '12:00']]), [
            ['2025-06-03T10:00:00Z', '2025-06-03T10:30:00Z'],
          ]),
        ],
        event: {
          capacity: 2,
          displaySpots: true,
          minimumNoticeMinutes: 60,
          bookingWindow: { kind: 'rolling', days: 10 },
          frequencyLimits: [{ unit: 'day', max: 1 }],
        },
        bookings: [
          booking('2025-06-04T09:00:00Z', '2025-06-04T10:00:00Z', 2),
          booking('2025-06-05T10:00:00Z', '2025-06-05T11:00:00Z'),
        ],
        now: '2025-06-02T08:30:00Z',
        from: '2025-06-01',
        to: '2025-06-13',
      },
    },
    {
      name: 'collective Kathmandu + Kolkata hosts',
      s: {
        hosts: [
          host(daily('Asia/Kathmandu', [['09:00', '17:00']])),
          host(daily('Asia/Kolkata', [['10:00', '18:00']]), [
            ['2025-06-02T06:00:00Z', '2025-06-02T07:00:00Z'],
          ]),
        ],
        event: { durationMinutes: 45, slotIntervalMinutes: 15 },
        from: '2025-06-02',
        to: '2025-06-03',
      },
    },
  ] as { name: string; s: Scenario }[])('$name', ({ s }) => {
    const slotInput = input(s);
    const { event, hosts, eventBookings, query } = slotInput;
    const slots = Object.values(computeSlots(slotInput).slotsByDate).flat();
    const offered = new Map(slots.map((x) => [x.start, x]));
    const from = startOfLocalDay(query.timezone, query.startDate);
    const to = startOfLocalDay(query.timezone, addDays(query.endDate, 1));
    expect(offered.size).toBeGreaterThan(0);
    for (let start = from; start < to; start += 15 * 60_000) {
      const verdict = isSlotBookable({ event, hosts, eventBookings, now: query.now }, start);
      const slot = offered.get(start);
      expect([formatUtc(start), verdict.ok]).toEqual([formatUtc(start), slot !== undefined]);
      if (verdict.ok && slot?.remaining !== null) expect(verdict.remaining).toBe(slot?.remaining);
    }
  });
});

describe('booking load ranges', () => {
  const event: EventRules = {
    ...plainEvent,
    durationMinutes: 30,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 10,
  };
  const iso = (r: { start: number; end: number }) => [formatUtc(r.start), formatUtc(r.end)];
  it.each([
    {
      name: 'no limits: the guest range widened by buffers and duration',
      limits: [],
      eventBookings: ['2025-06-03T23:45:00Z', '2025-06-06T00:40:00Z'],
    },
    {
      name: 'week limit: whole Berlin weeks (Monday 00:00 local)',
      limits: [{ unit: 'week', max: 3 }],
      eventBookings: ['2025-06-01T22:00:00Z', '2025-06-08T22:00:00Z'],
    },
    {
      name: 'month limit: whole Berlin months',
      limits: [{ unit: 'month', max: 3 }],
      eventBookings: ['2025-05-31T22:00:00Z', '2025-06-30T22:00:00Z'],
    },
  ] as { name: string; limits: EventRules['frequencyLimits']; eventBookings: string[] }[])(
    '$name',
    ({ limits, eventBookings }) => {
      const query = { now: 0, timezone: 'UTC', startDate: '2025-06-04', endDate: '2025-06-05' };
      const ranges = bookingLoadRanges(
        { ...event, frequencyLimits: limits },
        'Europe/Berlin',
        query,
      );
      expect(iso(ranges.busy)).toEqual(['2025-06-03T23:45:00Z', '2025-06-06T00:40:00Z']);
      expect(iso(ranges.eventBookings)).toEqual(eventBookings);
    },
  );

  it('for one start', () => {
    const ranges = bookingLoadRangesForStart(event, 'Europe/Berlin', at('2025-06-04T09:00:00Z'));
    expect(iso(ranges.busy)).toEqual(['2025-06-04T08:45:00Z', '2025-06-04T09:40:00Z']);
    expect(iso(ranges.eventBookings)).toEqual(iso(ranges.busy));
  });
});
