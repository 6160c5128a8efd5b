import { describe, expect, it } from 'vitest';
import { formatSlots } from './slot-format.js';
import { computeSlots, type EventBooking, type EventRules } from './slots.js';

import { at, type Scenario, daily, host, booking, input, utcStarts, utc } from './slot.fixtures.js';

const mornings = host(daily('UTC', [['09:00', '12:00']]));
const morning = (date: string) => utc(date, '09:00', '10:00', '11:00');
const hourAt = (date: string, time: string, seats = 1) =>
  booking(
    `${date}T${time}:00Z`,
    new Date(at(`${date}T${time}:00Z`) + 3_600_000).toISOString(),
    seats,
  );

describe('frequency and duration limits (host-local periods, weeks start Monday)', () => {
  it.each([
    {
      name: 'per day: 2 bookings close the day',
      event: { frequencyLimits: [{ unit: 'day', max: 2 }] },
      bookings: [hourAt('2025-06-02', '09:00'), hourAt('2025-06-02', '10:00')],
      from: '2025-06-02',
      to: '2025-06-03',
      expected: { '2025-06-03': morning('2025-06-03') },
    },
    {
      name: 'per week: Sunday belongs to the previous week, Monday opens a new one',
      event: { frequencyLimits: [{ unit: 'week', max: 2 }] },
      bookings: [hourAt('2025-06-02', '09:00'), hourAt('2025-06-04', '09:00')],
      from: '2025-06-01',
      to: '2025-06-09',
      expected: { '2025-06-01': morning('2025-06-01'), '2025-06-09': morning('2025-06-09') },
    },
    {
      name: 'per month',
      event: { frequencyLimits: [{ unit: 'month', max: 1 }] },
      bookings: [hourAt('2025-05-31', '09:00')],
      from: '2025-05-30',
      to: '2025-06-01',
      expected: { '2025-06-01': morning('2025-06-01') },
    },
    {
      name: 'duration per day: 90 booked + 60 > 120',
      event: { durationLimits: [{ unit: 'day', maxMinutes: 120 }] },
      bookings: [booking('2025-06-02T09:00:00Z', '2025-06-02T10:30:00Z')],
      from: '2025-06-02',
      to: '2025-06-03',
      expected: { '2025-06-03': morning('2025-06-03') },
    },
    {
      name: 'duration per week: 120 booked + 60 = 180 still fits',
      event: { durationLimits: [{ unit: 'week', maxMinutes: 180 }] },
      bookings: [hourAt('2025-06-02', '09:00'), hourAt('2025-06-03', '09:00')],
      from: '2025-06-04',
      to: '2025-06-04',
      expected: { '2025-06-04': morning('2025-06-04') },
    },
    {
      name: 'duration per week: 180 booked closes the rest of the week',
      event: { durationLimits: [{ unit: 'week', maxMinutes: 180 }] },
      bookings: ['2025-06-02', '2025-06-03', '2025-06-04'].map((d) => hourAt(d, '09:00')),
      from: '2025-06-05',
      to: '2025-06-09',
      expected: { '2025-06-09': morning('2025-06-09') },
    },
    {
      name: 'duration per month',
      event: { durationLimits: [{ unit: 'month', maxMinutes: 120 }] },
      bookings: [booking('2025-06-10T09:00:00Z', '2025-06-10T11:00:00Z')],
      from: '2025-05-31',
      to: '2025-06-01',
      expected: { '2025-05-31': morning('2025-05-31') },
    },
  ] as {
    name: string;
    event: Partial<EventRules>;
    bookings: EventBooking[];
    from: string;
    to: string;
    expected: Record<string, string[]>;
  }[])('$name', ({ event, bookings, from, to, expected }) => {
    expect(utcStarts({ hosts: [mornings], event, bookings, from, to })).toEqual(expected);
  });

  it("counts weeks in the host's zone, not UTC", () => {
    // Sunday 22:00 in New York is Monday in UTC; it still fills the New York week of June 2.
    const s: Scenario = {
      hosts: [host(daily('America/New_York', [['09:00', '10:00']]))],
      event: { frequencyLimits: [{ unit: 'week', max: 1 }] },
      bookings: [booking('2025-06-09T02:00:00Z', '2025-06-09T03:00:00Z')],
      from: '2025-06-06',
      to: '2025-06-10',
    };
    expect(utcStarts(s)).toEqual({
      '2025-06-09': utc('2025-06-09', '13:00'),
      '2025-06-10': utc('2025-06-10', '13:00'),
    });
  });
});

describe('group capacity', () => {
  const seats = (s: Scenario) =>
    formatSlots(computeSlots(input(s)), 'UTC')['2025-06-02']?.map((x) => [
      x.start_utc,
      x.remaining,
    ]);
  it.each([
    {
      name: 'seats add up per start; a full start is not offered',
      event: { capacity: 3, displaySpots: true },
      bookings: [
        hourAt('2025-06-02', '09:00'),
        hourAt('2025-06-02', '09:00'),
        hourAt('2025-06-02', '10:00', 3),
      ],
      expected: [
        ['2025-06-02T09:00:00Z', 1],
        ['2025-06-02T11:00:00Z', 3],
      ],
    },
    {
      name: 'remaining is false when spots are not displayed',
      event: { capacity: 3 },
      bookings: [hourAt('2025-06-02', '09:00')],
      expected: [
        ['2025-06-02T09:00:00Z', false],
        ['2025-06-02T10:00:00Z', false],
        ['2025-06-02T11:00:00Z', false],
      ],
    },
    {
      name: 'a group at another, overlapping start blocks like busy time',
      event: { capacity: 3, displaySpots: true },
      bookings: [hourAt('2025-06-02', '10:30')],
      expected: [['2025-06-02T09:00:00Z', 3]],
    },
    {
      name: 'a frequency limit still lets guests join an existing group',
      event: { capacity: 3, displaySpots: true, frequencyLimits: [{ unit: 'day', max: 1 }] },
      bookings: [hourAt('2025-06-02', '09:00')],
      expected: [['2025-06-02T09:00:00Z', 2]],
    },
    {
      name: 'one-to-one: a booking of this event is a conflict',
      event: {},
      bookings: [hourAt('2025-06-02', '10:00')],
      expected: [
        ['2025-06-02T09:00:00Z', false],
        ['2025-06-02T11:00:00Z', false],
      ],
    },
  ] as {
    name: string;
    event: Partial<EventRules>;
    bookings: EventBooking[];
    expected: unknown[];
  }[])('$name', ({ event, bookings, expected }) => {
    expect(seats({ hosts: [mornings], event, bookings, from: '2025-06-02' })).toEqual(expected);
  });
});

describe('collective hosts', () => {
  it.each([
    {
      name: 'slots lie inside every host schedule',
      busy: [],
      expected: utc('2025-06-02', '09:00', '10:00'),
    },
    {
      name: "the second host's busy time blocks",
      busy: [['2025-06-02T09:30:00Z', '2025-06-02T10:00:00Z']],
      expected: utc('2025-06-02', '10:00'),
    },
  ] as { name: string; busy: [string, string][]; expected: string[] }[])(
    '$name',
    ({ busy, expected }) => {
      const hosts = [
        host(daily('UTC', [['09:00', '17:00']])),
        host(daily('Europe/Berlin', [['09:00', '13:00']]), busy),
      ];
      expect(utcStarts({ hosts, from: '2025-06-02' })).toEqual({ '2025-06-02': expected });
    },
  );
});
