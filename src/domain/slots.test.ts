import { describe, expect, it } from 'vitest';
import { weeklySchedule, type Schedule } from './availability.js';
import { formatSlots } from './slot-format.js';
import { computeSlots } from './slots.js';
import { InvalidTimeZoneError } from './time.js';

import { daily, host, input, utcStarts, utc } from './slot.fixtures.js';

describe('DST in the host zone (guest in the same zone)', () => {
  it.each([
    {
      name: 'New York spring forward: 02:00 and 02:30 do not exist',
      s: {
        hosts: [host(daily('America/New_York', [['00:00', '04:00']]))],
        event: { durationMinutes: 30 },
        from: '2025-03-09',
      },
      expected: {
        '2025-03-09': utc('2025-03-09', '05:00', '05:30', '06:00', '06:30', '07:00', '07:30'),
      },
    },
    {
      name: 'New York fall back: both 01:00s and both 01:30s',
      s: {
        hosts: [host(daily('America/New_York', [['00:00', '03:00']]))],
        event: { durationMinutes: 30 },
        from: '2025-11-02',
      },
      expected: {
        '2025-11-02': utc(
          '2025-11-02',
          '04:00',
          '04:30',
          '05:00',
          '05:30',
          '06:00',
          '06:30',
          '07:00',
          '07:30',
        ),
      },
    },
    {
      name: 'New York 09:00 keeps its wall-clock time across the change',
      s: {
        hosts: [host(daily('America/New_York', [['09:00', '10:00']]))],
        from: '2025-03-08',
        to: '2025-03-10',
      },
      expected: {
        '2025-03-08': utc('2025-03-08', '14:00'),
        '2025-03-09': utc('2025-03-09', '13:00'),
        '2025-03-10': utc('2025-03-10', '13:00'),
      },
    },
    {
      name: 'Berlin spring forward: 02:xx does not exist',
      s: {
        hosts: [host(daily('Europe/Berlin', [['01:00', '04:00']]))],
        event: { durationMinutes: 30 },
        from: '2025-03-30',
      },
      expected: { '2025-03-30': utc('2025-03-30', '00:00', '00:30', '01:00', '01:30') },
    },
    {
      name: 'Berlin fall back: both 02:00s and both 02:30s',
      s: {
        hosts: [host(daily('Europe/Berlin', [['02:00', '03:30']]))],
        event: { durationMinutes: 30 },
        from: '2025-10-26',
      },
      expected: { '2025-10-26': utc('2025-10-26', '00:00', '00:30', '01:00', '01:30', '02:00') },
    },
  ])('$name', ({ s, expected }) => {
    expect(utcStarts(s)).toEqual(expected);
  });

  it('the two 01:30s of a New York fall-back night have distinct start_utc', () => {
    const s = {
      hosts: [host(daily('America/New_York', [['01:30', '02:00']]))],
      event: { durationMinutes: 30 },
      from: '2025-11-02',
    };
    expect(formatSlots(computeSlots(input(s)), 'America/New_York')).toEqual({
      '2025-11-02': [
        {
          start: '2025-11-02 01:30:00',
          end: '2025-11-02 01:00:00',
          start_utc: '2025-11-02T05:30:00Z',
          end_utc: '2025-11-02T06:00:00Z',
          remaining: false,
        },
        {
          start: '2025-11-02 01:30:00',
          end: '2025-11-02 02:00:00',
          start_utc: '2025-11-02T06:30:00Z',
          end_utc: '2025-11-02T07:00:00Z',
          remaining: false,
        },
      ],
    });
  });

  it('the two 02:30s of a Berlin fall-back night have distinct start_utc', () => {
    const s = {
      hosts: [host(daily('Europe/Berlin', [['02:30', '03:00']]))],
      event: { durationMinutes: 30 },
      from: '2025-10-26',
    };
    const slots = formatSlots(computeSlots(input(s)), 'Europe/Berlin')['2025-10-26'];
    expect(slots?.map((x) => [x.start, x.start_utc])).toEqual([
      ['2025-10-26 02:30:00', '2025-10-26T00:30:00Z'],
      ['2025-10-26 02:30:00', '2025-10-26T01:30:00Z'],
    ]);
  });
});

describe('zones and guests', () => {
  it.each([
    {
      name: 'Kolkata host, Kathmandu guest',
      s: {
        hosts: [host(daily('Asia/Kolkata', [['09:00', '12:00']]))],
        guest: 'Asia/Kathmandu',
        from: '2025-06-02',
      },
      local: ['2025-06-02 09:15:00', '2025-06-02 10:15:00', '2025-06-02 11:15:00'],
      utc: utc('2025-06-02', '03:30', '04:30', '05:30'),
    },
    {
      name: 'Kathmandu host, Kolkata guest',
      s: {
        hosts: [host(daily('Asia/Kathmandu', [['09:00', '11:00']]))],
        guest: 'Asia/Kolkata',
        from: '2025-06-02',
      },
      local: ['2025-06-02 08:45:00', '2025-06-02 09:45:00'],
      utc: utc('2025-06-02', '03:15', '04:15'),
    },
    {
      name: "Auckland host's Monday is a Los Angeles guest's Sunday",
      s: {
        hosts: [host(weeklySchedule('Pacific/Auckland', [['09:00', '12:00']]))],
        guest: 'America/Los_Angeles',
        from: '2025-06-01',
      },
      local: ['2025-06-01 14:00:00', '2025-06-01 15:00:00', '2025-06-01 16:00:00'],
      utc: utc('2025-06-01', '21:00', '22:00', '23:00'),
    },
  ])('$name', ({ s, local, utc: instants }) => {
    const formatted = formatSlots(computeSlots(input(s)), s.guest);
    expect(Object.keys(formatted)).toEqual([s.from]);
    expect(formatted[s.from]?.map((x) => x.start)).toEqual(local);
    expect(formatted[s.from]?.map((x) => x.start_utc)).toEqual(instants);
  });

  it('a host day split over two guest days is grouped by guest date', () => {
    const s = {
      hosts: [host(daily('Asia/Tokyo', [['08:00', '11:00']]))],
      guest: 'UTC',
      from: '2025-06-01',
      to: '2025-06-02',
    };
    expect(utcStarts(s)).toEqual({
      '2025-06-01': utc('2025-06-01', '00:00', '01:00', '23:00'),
      '2025-06-02': utc('2025-06-02', '00:00', '01:00', '23:00'),
    });
  });

  it.each([
    [
      'guest',
      { hosts: [host(daily('UTC', [['09:00', '10:00']]))], guest: 'Mars/Base', from: '2025-06-02' },
    ],
    [
      'host',
      { hosts: [host(daily('Moon/Base', [['09:00', '10:00']]))], guest: 'UTC', from: '2025-06-02' },
    ],
  ])('an unknown %s zone throws InvalidTimeZoneError', (_, s) => {
    expect(() => computeSlots(input(s))).toThrow(InvalidTimeZoneError);
  });
});

describe('date overrides', () => {
  const weekdays = (overrides: Schedule['overrides']) =>
    host(weeklySchedule('UTC', [['09:00', '11:00']], { overrides }));
  it.each([
    {
      name: '00:00-00:00 and an empty list block their day',
      hosts: [weekdays({ '2025-06-03': [{ start: '00:00', end: '00:00' }], '2025-06-04': [] })],
      expected: {
        '2025-06-02': utc('2025-06-02', '09:00', '10:00'),
        '2025-06-05': utc('2025-06-05', '09:00', '10:00'),
        '2025-06-06': utc('2025-06-06', '09:00', '10:00'),
      },
    },
    {
      name: 'an override opens a Saturday and replaces a Thursday',
      hosts: [
        weekdays({
          '2025-06-07': [{ start: '10:00', end: '12:00' }],
          '2025-06-05': [
            { start: '09:00', end: '10:00' },
            { start: '18:00', end: '19:00' },
          ],
        }),
      ],
      expected: {
        '2025-06-02': utc('2025-06-02', '09:00', '10:00'),
        '2025-06-03': utc('2025-06-03', '09:00', '10:00'),
        '2025-06-04': utc('2025-06-04', '09:00', '10:00'),
        '2025-06-05': utc('2025-06-05', '09:00', '18:00'),
        '2025-06-06': utc('2025-06-06', '09:00', '10:00'),
        '2025-06-07': utc('2025-06-07', '10:00', '11:00'),
      },
    },
  ])('$name', ({ hosts, expected }) => {
    expect(utcStarts({ hosts, from: '2025-06-01', to: '2025-06-08' })).toEqual(expected);
  });

  it('an override crossing midnight UTC lands on two guest dates', () => {
    const overrides = { '2025-06-10': [{ start: '18:00', end: '23:00' }] };
    const hosts = [host(weeklySchedule('America/New_York', [], { overrides }))];
    expect(utcStarts({ hosts, guest: 'UTC', from: '2025-06-09', to: '2025-06-12' })).toEqual({
      '2025-06-10': utc('2025-06-10', '22:00', '23:00'),
      '2025-06-11': utc('2025-06-11', '00:00', '01:00', '02:00'),
    });
  });
});
