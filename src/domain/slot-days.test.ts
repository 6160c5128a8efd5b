import { describe, expect, it } from 'vitest';
import { weeklySchedule } from './availability.js';
import { formatSlots } from './slot-format.js';
import { computeSlots } from './slots.js';

import { type Scenario, daily, host, input, utcStarts, utc } from './slot.fixtures.js';

describe('buffers', () => {
  const hosts = [
    host(daily('UTC', [['09:00', '12:00']]), [['2025-06-02T10:30:00Z', '2025-06-02T11:00:00Z']]),
  ];
  it.each([
    {
      name: 'no buffer',
      event: {},
      expected: utc('2025-06-02', '09:00', '09:30', '10:00', '11:00', '11:30'),
    },
    {
      name: 'buffer before 30',
      event: { bufferBeforeMinutes: 30 },
      expected: utc('2025-06-02', '09:00', '09:30', '10:00', '11:30'),
    },
    {
      name: 'buffer after 30',
      event: { bufferAfterMinutes: 30 },
      expected: utc('2025-06-02', '09:00', '09:30', '11:00', '11:30'),
    },
    {
      name: 'before 30 and after 15',
      event: { bufferBeforeMinutes: 30, bufferAfterMinutes: 15 },
      expected: utc('2025-06-02', '09:00', '09:30', '11:30'),
    },
  ])('$name', ({ event, expected }) => {
    const s = { hosts, event: { durationMinutes: 30, ...event }, from: '2025-06-02' };
    expect(utcStarts(s)).toEqual({ '2025-06-02': expected });
  });
});

describe('minimum notice and the end of the day', () => {
  it.each([
    {
      name: '12h at 22:30 skips all of tomorrow morning',
      notice: 720,
      expected: { '2025-06-03': utc('2025-06-03', '08:00', '09:00') },
    },
    {
      name: '10h at 22:30 keeps tomorrow 09:00',
      notice: 600,
      expected: {
        '2025-06-02': utc('2025-06-02', '09:00'),
        '2025-06-03': utc('2025-06-03', '08:00', '09:00'),
      },
    },
  ])('notice across midnight: $name', ({ notice, expected }) => {
    const hosts = [host(daily('UTC', [['08:00', '10:00']]))];
    const s = {
      hosts,
      event: { minimumNoticeMinutes: notice },
      now: '2025-06-01T22:30:00Z',
      from: '2025-06-01',
      to: '2025-06-03',
    };
    expect(utcStarts(s)).toEqual(expected);
  });

  it('notice across midnight in the guest zone (Kolkata guest, UTC host)', () => {
    const hosts = [host(daily('UTC', [['18:00', '20:00']]))];
    const s = {
      hosts,
      guest: 'Asia/Kolkata',
      event: { minimumNoticeMinutes: 90 },
      now: '2025-06-02T17:00:00Z',
      from: '2025-06-02',
      to: '2025-06-03',
    };
    // 18:00Z on June 2 (23:30 in Kolkata) is too soon; 19:00Z is 00:30 on June 3 in Kolkata;
    // 19:00Z on June 3 is already June 4 there.
    expect(utcStarts(s)).toEqual({
      '2025-06-03': ['2025-06-02T19:00:00Z', '2025-06-03T18:00:00Z'],
    });
  });

  it.each([
    {
      name: 'the last slot ends exactly at the window end',
      windows: [['09:00', '10:30']],
      interval: 30,
      expected: utc('2025-06-02', '09:00', '09:30'),
    },
    {
      name: 'a window ending at 24:00',
      windows: [['22:00', '24:00']],
      interval: 60,
      expected: utc('2025-06-02', '22:00', '23:00'),
    },
    {
      name: 'an overrunning start is not offered',
      windows: [['09:00', '11:00']],
      interval: 45,
      expected: utc('2025-06-02', '09:00', '09:45'),
    },
  ] as { name: string; windows: [string, string][]; interval: number; expected: string[] }[])(
    '$name',
    ({ windows, interval, expected }) => {
      const s = {
        hosts: [host(daily('UTC', windows))],
        event: { slotIntervalMinutes: interval },
        from: '2025-06-02',
      };
      expect(utcStarts(s)).toEqual({ '2025-06-02': expected });
    },
  );
});

describe('booking windows', () => {
  const nineAm = host(daily('UTC', [['09:00', '10:00']]));
  it.each([
    {
      name: 'rolling 3 days = today..today+2 in the host zone',
      s: {
        hosts: [nineAm],
        event: { bookingWindow: { kind: 'rolling', days: 3 } },
        now: '2025-06-02T12:00:00Z',
        from: '2025-06-01',
        to: '2025-06-10',
      },
      slots: { '2025-06-03': utc('2025-06-03', '09:00'), '2025-06-04': utc('2025-06-04', '09:00') },
      max: '2025-06-04',
    },
    {
      name: "rolling 1 day counts from the host's today (Auckland is already on June 3)",
      s: {
        hosts: [host(daily('Pacific/Auckland', [['09:00', '10:00']]))],
        guest: 'UTC',
        event: { bookingWindow: { kind: 'rolling', days: 1 } },
        now: '2025-06-02T13:00:00Z',
        from: '2025-06-01',
        to: '2025-06-10',
      },
      slots: { '2025-06-02': utc('2025-06-02', '21:00') },
      max: '2025-06-03',
    },
    {
      name: 'range of host dates, both ends included',
      s: {
        hosts: [nineAm],
        event: { bookingWindow: { kind: 'range', start: '2025-06-05', end: '2025-06-06' } },
        from: '2025-06-01',
        to: '2025-06-10',
      },
      slots: { '2025-06-05': utc('2025-06-05', '09:00'), '2025-06-06': utc('2025-06-06', '09:00') },
      max: '2025-06-06',
    },
    {
      name: 'indefinite',
      s: { hosts: [nineAm], from: '2030-06-01', to: '2030-06-02' },
      slots: { '2030-06-01': utc('2030-06-01', '09:00'), '2030-06-02': utc('2030-06-02', '09:00') },
      max: null,
    },
  ] as { name: string; s: Scenario; slots: Record<string, string[]>; max: string | null }[])(
    '$name',
    ({ s, slots, max }) => {
      expect(utcStarts(s)).toEqual(slots);
      expect(computeSlots(input(s)).maxLookupDate).toBe(max);
    },
  );
});

describe('a 31-day window', () => {
  it('July 2025 on weekdays 09:00-17:00', () => {
    const s = {
      hosts: [host(weeklySchedule('UTC', [['09:00', '17:00']]))],
      from: '2025-07-01',
      to: '2025-07-31',
    };
    const slots = utcStarts(s);
    const all = Object.values(slots).flat();
    expect(Object.keys(slots)).toHaveLength(23);
    expect(all).toHaveLength(184);
    expect([all[0], all[all.length - 1]]).toEqual(['2025-07-01T09:00:00Z', '2025-07-31T16:00:00Z']);
    expect(slots['2025-07-04']).toEqual(
      utc('2025-07-04', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'),
    );
    expect(slots['2025-07-05']).toBeUndefined();
  });

  it('formats {} when nothing is free', () => {
    const s = {
      hosts: [host(weeklySchedule('UTC', [], { days: [] }))],
      from: '2025-07-01',
      to: '2025-07-31',
    };
    expect(formatSlots(computeSlots(input(s)), 'UTC')).toEqual({});
  });
});
