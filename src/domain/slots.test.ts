import { describe, expect, it } from 'vitest';
import { WEEKDAYS, type DaySchedule, type Schedule, type Weekday } from './availability.js';
import { formatSlots } from './slot-format.js';
import { computeSlots, type EventRules, type Host, type SlotInput } from './slots.js';
import { formatUtc, InvalidTimeZoneError } from './time.js';

const at = (text: string): number => Date.parse(text);
const WEEKDAYS_ONLY: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function schedule(
  timezone: string,
  windows: [string, string][],
  options: { days?: readonly Weekday[]; overrides?: Schedule['overrides'] } = {},
): Schedule {
  const days = options.days ?? WEEKDAYS;
  const slots = windows.map(([start, end]) => ({ start, end }));
  const weekly = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { enabled: days.includes(day), slots }]),
  ) as Record<Weekday, DaySchedule>;
  return { timezone, weekly, overrides: options.overrides ?? {} };
}

function eventRules(changes: Partial<EventRules> = {}): EventRules {
  return {
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    bookingWindow: { kind: 'indefinite' },
    capacity: 1,
    displaySpots: false,
    frequencyLimits: [],
    durationLimits: [],
    ...changes,
  };
}

interface Scenario {
  host: Schedule;
  event?: Partial<EventRules>;
  busy?: [string, string][];
  guest?: string;
  from: string;
  to?: string;
  now?: string;
}

function input(s: Scenario): SlotInput {
  const host: Host = { schedule: s.host, busy: (s.busy ?? []).map(([a, b]) => ({ start: at(a), end: at(b) })) };
  return {
    event: eventRules(s.event),
    hosts: [host],
    eventBookings: [],
    query: { now: at(s.now ?? '2025-01-01T00:00:00Z'), timezone: s.guest ?? s.host.timezone, startDate: s.from, endDate: s.to ?? s.from },
  };
}

/** Guest date -> ISO UTC starts. */
function utcStarts(s: Scenario): Record<string, string[]> {
  const { slotsByDate } = computeSlots(input(s));
  return Object.fromEntries(
    Object.entries(slotsByDate).map(([date, slots]) => [date, slots.map((x) => formatUtc(x.start))]),
  );
}

describe('DST in the host zone (host = guest)', () => {
  it.each([
    {
      name: 'New York spring forward: 02:xx skipped',
      s: { host: schedule('America/New_York', [['00:00', '04:00']]), event: { durationMinutes: 30 }, from: '2025-03-09' },
      expected: { '2025-03-09': ['2025-03-09T05:00:00Z', '2025-03-09T05:30:00Z', '2025-03-09T06:00:00Z', '2025-03-09T06:30:00Z', '2025-03-09T07:00:00Z', '2025-03-09T07:30:00Z'] },
    },
    {
      name: 'New York fall back: both 01:00s and 01:30s',
      s: { host: schedule('America/New_York', [['00:00', '03:00']]), event: { durationMinutes: 30 }, from: '2025-11-02' },
      expected: { '2025-11-02': ['2025-11-02T04:00:00Z', '2025-11-02T04:30:00Z', '2025-11-02T05:00:00Z', '2025-11-02T05:30:00Z', '2025-11-02T06:00:00Z', '2025-11-02T06:30:00Z', '2025-11-02T07:00:00Z', '2025-11-02T07:30:00Z'] },
    },
    {
      name: 'New York 09:00 keeps its wall-clock time across the change',
      s: { host: schedule('America/New_York', [['09:00', '10:00']]), from: '2025-03-08', to: '2025-03-10' },
      expected: { '2025-03-08': ['2025-03-08T14:00:00Z'], '2025-03-09': ['2025-03-09T13:00:00Z'], '2025-03-10': ['2025-03-10T13:00:00Z'] },
    },
    {
      name: 'Berlin spring forward: 02:xx skipped',
      s: { host: schedule('Europe/Berlin', [['01:00', '04:00']]), event: { durationMinutes: 30 }, from: '2025-03-30' },
      expected: { '2025-03-30': ['2025-03-30T00:00:00Z', '2025-03-30T00:30:00Z', '2025-03-30T01:00:00Z', '2025-03-30T01:30:00Z'] },
    },
    {
      name: 'Berlin fall back: both 02:00s and 02:30s',
      s: { host: schedule('Europe/Berlin', [['02:00', '03:30']]), event: { durationMinutes: 30 }, from: '2025-10-26' },
      expected: { '2025-10-26': ['2025-10-26T00:00:00Z', '2025-10-26T00:30:00Z', '2025-10-26T01:00:00Z', '2025-10-26T01:30:00Z', '2025-10-26T02:00:00Z'] },
    },
  ])('$name', ({ s, expected }) => {
    expect(utcStarts(s)).toEqual(expected);
  });

  it('the two 01:30s of a New York fall-back night format apart', () => {
    const s = { host: schedule('America/New_York', [['01:30', '02:00']]), event: { durationMinutes: 30 }, from: '2025-11-02' };
    const formatted = formatSlots(computeSlots(input(s)), 'America/New_York');
    expect(formatted).toEqual({
      '2025-11-02': [
        { start: '2025-11-02 01:30:00', end: '2025-11-02 01:00:00', start_utc: '2025-11-02T05:30:00Z', end_utc: '2025-11-02T06:00:00Z', remaining: false },
        { start: '2025-11-02 01:30:00', end: '2025-11-02 02:00:00', start_utc: '2025-11-02T06:30:00Z', end_utc: '2025-11-02T07:00:00Z', remaining: false },
      ],
    });
  });
});

describe('zones and guests', () => {
  it.each([
    {
      name: 'Kolkata host, Kathmandu guest',
      s: { host: schedule('Asia/Kolkata', [['09:00', '12:00']]), guest: 'Asia/Kathmandu', from: '2025-06-02' },
      local: ['2025-06-02 09:15:00', '2025-06-02 10:15:00', '2025-06-02 11:15:00'],
      utc: ['2025-06-02T03:30:00Z', '2025-06-02T04:30:00Z', '2025-06-02T05:30:00Z'],
    },
    {
      name: 'Kathmandu host, Kolkata guest',
      s: { host: schedule('Asia/Kathmandu', [['09:00', '11:00']]), guest: 'Asia/Kolkata', from: '2025-06-02' },
      local: ['2025-06-02 08:45:00', '2025-06-02 09:45:00'],
      utc: ['2025-06-02T03:15:00Z', '2025-06-02T04:15:00Z'],
    },
    {
      name: "Auckland host's Monday is a Los Angeles guest's Sunday",
      s: { host: schedule('Pacific/Auckland', [['09:00', '12:00']], { days: WEEKDAYS_ONLY }), guest: 'America/Los_Angeles', from: '2025-06-01' },
      local: ['2025-06-01 14:00:00', '2025-06-01 15:00:00', '2025-06-01 16:00:00'],
      utc: ['2025-06-01T21:00:00Z', '2025-06-01T22:00:00Z', '2025-06-01T23:00:00Z'],
    },
  ])('$name', ({ s, local, utc }) => {
    const formatted = formatSlots(computeSlots(input(s)), s.guest);
    expect(Object.keys(formatted)).toEqual([s.from]);
    expect(formatted[s.from]?.map((x) => x.start)).toEqual(local);
    expect(formatted[s.from]?.map((x) => x.start_utc)).toEqual(utc);
  });

  it('a host day split over two guest days is grouped by guest date', () => {
    const s = { host: schedule('Asia/Tokyo', [['08:00', '11:00']]), guest: 'UTC', from: '2025-06-01', to: '2025-06-02' };
    expect(utcStarts(s)).toEqual({
      '2025-06-01': ['2025-06-01T00:00:00Z', '2025-06-01T01:00:00Z', '2025-06-01T23:00:00Z'],
      '2025-06-02': ['2025-06-02T00:00:00Z', '2025-06-02T01:00:00Z', '2025-06-02T23:00:00Z'],
    });
  });

  it.each([
    ['guest', { host: schedule('UTC', [['09:00', '10:00']]), guest: 'Mars/Base', from: '2025-06-02' }],
    ['host', { host: schedule('Moon/Base', [['09:00', '10:00']]), guest: 'UTC', from: '2025-06-02' }],
  ])('an unknown %s zone throws InvalidTimeZoneError', (_, s) => {
    expect(() => computeSlots(input(s))).toThrow(InvalidTimeZoneError);
  });
});

describe('date overrides', () => {
  const weekdays = (overrides: Schedule['overrides']) =>
    schedule('UTC', [['09:00', '11:00']], { days: WEEKDAYS_ONLY, overrides });
  it.each([
    {
      name: '00:00-00:00 and an empty list block their day',
      host: weekdays({ '2025-06-03': [{ start: '00:00', end: '00:00' }], '2025-06-04': [] }),
      expected: { '2025-06-02': ['2025-06-02T09:00:00Z', '2025-06-02T10:00:00Z'], '2025-06-05': ['2025-06-05T09:00:00Z', '2025-06-05T10:00:00Z'], '2025-06-06': ['2025-06-06T09:00:00Z', '2025-06-06T10:00:00Z'] },
    },
    {
      name: 'an override opens a Saturday and replaces a weekday',
      host: weekdays({ '2025-06-07': [{ start: '10:00', end: '12:00' }], '2025-06-05': [{ start: '09:00', end: '10:00' }, { start: '18:00', end: '19:00' }] }),
      expected: {
        '2025-06-02': ['2025-06-02T09:00:00Z', '2025-06-02T10:00:00Z'],
        '2025-06-03': ['2025-06-03T09:00:00Z', '2025-06-03T10:00:00Z'],
        '2025-06-04': ['2025-06-04T09:00:00Z', '2025-06-04T10:00:00Z'],
        '2025-06-05': ['2025-06-05T09:00:00Z', '2025-06-05T18:00:00Z'],
        '2025-06-06': ['2025-06-06T09:00:00Z', '2025-06-06T10:00:00Z'],
        '2025-06-07': ['2025-06-07T10:00:00Z', '2025-06-07T11:00:00Z'],
      },
    },
  ])('$name', ({ host, expected }) => {
    expect(utcStarts({ host, from: '2025-06-02', to: '2025-06-08' })).toEqual(expected);
  });

  it('an override crossing midnight UTC lands on two guest dates', () => {
    const host = schedule('America/New_York', [], { overrides: { '2025-06-10': [{ start: '18:00', end: '23:00' }] } });
    expect(utcStarts({ host, guest: 'UTC', from: '2025-06-09', to: '2025-06-12' })).toEqual({
      '2025-06-10': ['2025-06-10T22:00:00Z', '2025-06-10T23:00:00Z'],
      '2025-06-11': ['2025-06-11T00:00:00Z', '2025-06-11T01:00:00Z', '2025-06-11T02:00:00Z'],
    });
  });
});

describe('buffers, notice and the end of the day', () => {
  const host = schedule('UTC', [['09:00', '12:00']]);
  const busy: [string, string][] = [['2025-06-02T10:30:00Z', '2025-06-02T11:00:00Z']];
  const day = (...times: string[]) => ({ '2025-06-02': times.map((t) => `2025-06-02T${t}:00Z`) });
  it.each([
    { name: 'no buffer', event: {}, expected: day('09:00', '09:30', '10:00', '11:00', '11:30') },
    { name: 'buffer before 30', event: { bufferBeforeMinutes: 30 }, expected: day('09:00', '09:30', '10:00', '11:30') },
    { name: 'buffer after 30', event: { bufferAfterMinutes: 30 }, expected: day('09:00', '09:30', '11:00', '11:30') },
    { name: 'before 30 and after 15', event: { bufferBeforeMinutes: 30, bufferAfterMinutes: 15 }, expected: day('09:00', '09:30', '11:30') },
  ])('$name', ({ event, expected }) => {
    const s = { host, busy, event: { durationMinutes: 30, ...event }, from: '2025-06-02' };
    expect(utcStarts(s)).toEqual(expected);
  });

  it.each([
    { name: 'notice 12h at 22:30 skips all of tomorrow', notice: 720, expected: { '2025-06-03': ['2025-06-03T08:00:00Z', '2025-06-03T09:00:00Z'] } },
    { name: 'notice 10h at 22:30 keeps tomorrow 09:00', notice: 600, expected: { '2025-06-02': ['2025-06-02T09:00:00Z'], '2025-06-03': ['2025-06-03T08:00:00Z', '2025-06-03T09:00:00Z'] } },
  ])('minimum notice across midnight: $name', ({ notice, expected: wanted }) => {
    const s = { host: schedule('UTC', [['08:00', '10:00']]), event: { minimumNoticeMinutes: notice }, now: '2025-06-01T22:30:00Z', from: '2025-06-01', to: '2025-06-03' };
    expect(utcStarts(s)).toEqual(wanted);
  });

  it('the last slot ends exactly at the window end; an overrunning one is not offered', () => {
    const s = { host: schedule('UTC', [['09:00', '10:30']]), event: { slotIntervalMinutes: 30 }, from: '2025-06-02' };
    expect(utcStarts(s)).toEqual(day('09:00', '09:30'));
  });
});
