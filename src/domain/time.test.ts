import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLocal,
  formatUtc,
  InvalidTimeZoneError,
  assertTimeZone,
  isValidTimeZone,
  localDateOf,
  startOfLocalDay,
  startOfNextMonth,
  startOfWeek,
  weekdayOf,
  zoneDay,
} from './time.js';

const iso = (instants: number[]): string[] => instants.map(formatUtc);
const at = (text: string): number => Date.parse(text);

describe('isValidTimeZone', () => {
  it.each([
    ['America/New_York', true],
    ['Asia/Kathmandu', true],
    ['UTC', true],
    ['Asia/Calcutta', true],
    ['Mars/Base', false],
    ['+05:30', false],
    ['', false],
  ])('%s -> %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it('assertTimeZone throws a typed error', () => {
    expect(() => assertTimeZone('Mars/Base')).toThrow(InvalidTimeZoneError);
    try {
      assertTimeZone('Nope/Nope');
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_timezone', timeZone: 'Nope/Nope' });
    }
  });
});

describe('zoneDay.instants (local wall clock -> instants)', () => {
  it.each([
    ['America/New_York', '2025-03-09', '01:30', ['2025-03-09T06:30:00Z']],
    ['America/New_York', '2025-03-09', '02:30', []],
    ['America/New_York', '2025-03-09', '03:00', ['2025-03-09T07:00:00Z']],
    ['America/New_York', '2025-11-02', '01:30', ['2025-11-02T05:30:00Z', '2025-11-02T06:30:00Z']],
    ['America/New_York', '2025-11-02', '02:00', ['2025-11-02T07:00:00Z']],
    ['Europe/Berlin', '2025-03-30', '02:00', []],
    ['Europe/Berlin', '2025-03-30', '02:59', []],
    ['Europe/Berlin', '2025-03-30', '03:00', ['2025-03-30T01:00:00Z']],
    ['Europe/Berlin', '2025-10-26', '02:30', ['2025-10-26T00:30:00Z', '2025-10-26T01:30:00Z']],
    ['Asia/Kolkata', '2025-06-02', '09:00', ['2025-06-02T03:30:00Z']],
    ['Asia/Kathmandu', '2025-06-02', '09:00', ['2025-06-02T03:15:00Z']],
    ['Pacific/Auckland', '2025-06-02', '09:00', ['2025-06-01T21:00:00Z']],
    ['UTC', '2025-06-02', '24:00', ['2025-06-03T00:00:00Z']],
  ])('%s %s %s', (zone, date, clock, expected) => {
    const [h, m] = clock.split(':').map(Number);
    expect(iso(zoneDay(zone, date).instants((h ?? 0) * 60 + (m ?? 0)))).toEqual(expected);
  });
});

describe('zoneDay.boundary', () => {
  it.each([
    [
      'gap start -> transition',
      'America/New_York',
      '2025-03-09',
      150,
      'start',
      '2025-03-09T07:00:00Z',
    ],
    ['gap end -> transition', 'America/New_York', '2025-03-09', 150, 'end', '2025-03-09T07:00:00Z'],
    [
      'overlap start -> earlier',
      'America/New_York',
      '2025-11-02',
      90,
      'start',
      '2025-11-02T05:30:00Z',
    ],
    ['overlap end -> later', 'America/New_York', '2025-11-02', 90, 'end', '2025-11-02T06:30:00Z'],
    ['24:00 -> next midnight', 'Europe/Berlin', '2025-10-25', 1440, 'end', '2025-10-25T22:00:00Z'],
  ] as const)('%s', (_, zone, date, minute, side, expected) => {
    expect(formatUtc(zoneDay(zone, date).boundary(minute, side))).toBe(expected);
  });

  it('midnight skipped by DST starts the day at the transition (America/Santiago)', () => {
    expect(formatUtc(startOfLocalDay('America/Santiago', '2025-09-07'))).toBe(
      '2025-09-07T04:00:00Z',
    );
  });
});

describe('formatting and local dates', () => {
  it.each([
    ['America/New_York', '2025-11-02T05:30:00Z', '2025-11-02 01:30:00', '2025-11-02'],
    ['America/New_York', '2025-11-02T06:30:00Z', '2025-11-02 01:30:00', '2025-11-02'],
    ['Asia/Kathmandu', '2025-06-01T18:15:00Z', '2025-06-02 00:00:00', '2025-06-02'],
    ['Asia/Kolkata', '2025-06-01T18:29:59Z', '2025-06-01 23:59:59', '2025-06-01'],
    ['Pacific/Auckland', '2025-06-01T21:00:00Z', '2025-06-02 09:00:00', '2025-06-02'],
  ])('%s %s', (zone, instant, local, date) => {
    expect(formatLocal(zone, at(instant))).toBe(local);
    expect(localDateOf(zone, at(instant))).toBe(date);
  });

  it('formats UTC without milliseconds', () => {
    expect(formatUtc(at('2027-03-15T13:00:00.000Z'))).toBe('2027-03-15T13:00:00Z');
  });
});

describe('local date arithmetic', () => {
  it.each([
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2025-06-01', 0, '2025-05-26'],
    ['2025-06-02', 1, '2025-06-02'],
    ['2025-06-08', 0, '2025-06-02'],
  ])('weekday and Monday week start of %s', (date, weekday, monday) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(startOfWeek(date)).toBe(monday);
  });

  it('next month rolls the year', () => {
    expect(startOfNextMonth('2025-12-15')).toBe('2026-01-01');
    expect(startOfNextMonth('2025-02-28')).toBe('2025-03-01');
  });

  it('rejects impossible dates', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});
