import { describe, expect, it } from 'vitest';
import {
  dayCandidates,
  dayWindows,
  localWindows,
  WEEKDAYS,
  weeklySchedule,
  type Schedule,
  type Weekday,
} from './availability.js';
import { formatUtc } from './time.js';

const schedule = (
  timezone: string,
  windows: [string, string][],
  overrides: Schedule['overrides'] = {},
  days: readonly Weekday[] = WEEKDAYS,
): Schedule => weeklySchedule(timezone, windows, { overrides, days });

const windowsOf = (s: Schedule, date: string) =>
  localWindows(s, date).map((w) => [w.startMinute, w.endMinute]);

describe('localWindows', () => {
  const weekdays: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
  const base = schedule('UTC', [['09:00', '17:00']], {}, weekdays);
  it.each([
    ['weekly rule on a Monday', base, '2025-06-02', [[540, 1020]]],
    ['disabled Sunday', base, '2025-06-01', []],
    [
      'override 00:00-00:00 blocks',
      { ...base, overrides: { '2025-06-02': [{ start: '00:00', end: '00:00' }] } },
      '2025-06-02',
      [],
    ],
    ['empty override blocks', { ...base, overrides: { '2025-06-02': [] } }, '2025-06-02', []],
    [
      'override opens a Sunday',
      { ...base, overrides: { '2025-06-01': [{ start: '10:00', end: '12:00' }] } },
      '2025-06-01',
      [[600, 720]],
    ],
    ['end 00:00 means 24:00', schedule('UTC', [['22:00', '00:00']]), '2025-06-02', [[1320, 1440]]],
    ['end 24:00', schedule('UTC', [['00:00', '24:00']]), '2025-06-02', [[0, 1440]]],
    [
      'touching windows merge',
      schedule('UTC', [
        ['12:00', '17:00'],
        ['09:00', '12:00'],
      ]),
      '2025-06-02',
      [[540, 1020]],
    ],
    ['inverted window dropped', schedule('UTC', [['17:00', '09:00']]), '2025-06-02', []],
  ])('%s', (_, s, date, expected) => {
    expect(windowsOf(s, date)).toEqual(expected);
  });
});

describe('weeklySchedule', () => {
  it('defaults to Monday to Friday', () => {
    const s = weeklySchedule('UTC', [['09:00', '17:00']]);
    expect(WEEKDAYS.filter((d) => s.weekly[d].enabled)).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
    ]);
    expect(s.weekly.mon.slots).toEqual([{ start: '09:00', end: '17:00' }]);
  });
});

describe('dayWindows', () => {
  it.each([
    [
      'New York spring-forward day lasts 23h',
      'America/New_York',
      '2025-03-09',
      ['2025-03-09T05:00:00Z', '2025-03-10T04:00:00Z'],
    ],
    [
      'New York fall-back day lasts 25h',
      'America/New_York',
      '2025-11-02',
      ['2025-11-02T04:00:00Z', '2025-11-03T05:00:00Z'],
    ],
    ['Kathmandu', 'Asia/Kathmandu', '2025-06-02', ['2025-06-01T18:15:00Z', '2025-06-02T18:15:00Z']],
  ])('%s', (_, zone, date, expected) => {
    const [window] = dayWindows(schedule(zone, [['00:00', '24:00']]), date);
    expect(window && [formatUtc(window.start), formatUtc(window.end)]).toEqual(expected);
  });
});

describe('dayCandidates', () => {
  it.each([
    {
      name: 'New York spring forward skips 02:00 and 02:30',
      zone: 'America/New_York',
      date: '2025-03-09',
      window: ['00:00', '04:00'],
      duration: 30,
      step: 30,
      expected: ['05:00', '05:30', '06:00', '06:30', '07:00', '07:30'],
    },
    {
      name: 'New York spring forward, 60-minute slots last real minutes',
      zone: 'America/New_York',
      date: '2025-03-09',
      window: ['01:00', '04:00'],
      duration: 60,
      step: 60,
      expected: ['06:00', '07:00'],
    },
    {
      name: 'New York fall back yields both 01:00s and both 01:30s',
      zone: 'America/New_York',
      date: '2025-11-02',
      window: ['00:00', '03:00'],
      duration: 30,
      step: 30,
      expected: ['04:00', '04:30', '05:00', '05:30', '06:00', '06:30', '07:00', '07:30'],
    },
    {
      name: 'Berlin spring forward skips 02:xx',
      zone: 'Europe/Berlin',
      date: '2025-03-30',
      window: ['01:00', '04:00'],
      duration: 30,
      step: 30,
      expected: ['00:00', '00:30', '01:00', '01:30'],
    },
    {
      name: 'Berlin fall back yields both 02:00s and 02:30s',
      zone: 'Europe/Berlin',
      date: '2025-10-26',
      window: ['02:00', '03:30'],
      duration: 30,
      step: 30,
      expected: ['00:00', '00:30', '01:00', '01:30', '02:00'],
    },
    {
      name: 'last slot ends exactly at the window end, an overrunning one is dropped',
      zone: 'UTC',
      date: '2025-06-02',
      window: ['09:00', '10:30'],
      duration: 60,
      step: 30,
      expected: ['09:00', '09:30'],
    },
    {
      name: 'window ending at 24:00',
      zone: 'UTC',
      date: '2025-06-02',
      window: ['22:00', '24:00'],
      duration: 60,
      step: 60,
      expected: ['22:00', '23:00'],
    },
  ])('$name', ({ zone, date, window, duration, step, expected }) => {
    const s = schedule(zone, [[window[0] ?? '', window[1] ?? '']]);
    const starts = dayCandidates(s, date, duration, step).map((c) =>
      formatUtc(c.start).slice(11, 16),
    );
    expect(starts).toEqual(expected);
  });

  it('each slot lasts the duration in real minutes', () => {
    const [slot] = dayCandidates(schedule('UTC', [['09:00', '10:00']]), '2025-06-02', 45, 45);
    expect(slot && slot.end - slot.start).toBe(45 * 60_000);
  });
});
