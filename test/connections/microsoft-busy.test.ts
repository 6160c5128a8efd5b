/**
 * The busy interval of Graph events: timed events in UTC (a weekly meeting across the DST change
 * comes expanded by Graph, each occurrence at its instant), all-day events over the calendar
 * zone's days (the short day of the spring change included), and what blocks nothing.
 */
import { describe, expect, it } from 'vitest';
import type { GraphEvent } from '../../src/modules/connections/microsoft-api.js';
import { microsoftEventInterval } from '../../src/modules/connections/microsoft-busy.js';

const event = (over: Partial<GraphEvent>): GraphEvent => ({
  id: 'e',
  removed: false,
  transparent: false,
  allDay: false,
  iCalUId: null,
  start: null,
  end: null,
  ...over,
});
const utc = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });
const none = () => false;

describe('microsoftEventInterval', () => {
  it('reads a weekly 09:00 Berlin meeting across the spring change at its UTC instants', () => {
    // Graph's occurrences of a weekly meeting at 09:00 Europe/Berlin, asked in UTC.
    const before = event({
      start: utc('2026-03-23T08:00:00.0000000'),
      end: utc('2026-03-23T09:00:00.0000000'),
    });
    const after = event({
      start: utc('2026-03-30T07:00:00.0000000'),
      end: utc('2026-03-30T08:00:00.0000000'),
    });
    expect(microsoftEventInterval(before, 'Europe/Berlin', none)).toEqual({
      start: Date.parse('2026-03-23T08:00:00Z'),
      end: Date.parse('2026-03-23T09:00:00Z'),
    });
    expect(microsoftEventInterval(after, 'Europe/Berlin', none)).toEqual({
      start: Date.parse('2026-03-30T07:00:00Z'),
      end: Date.parse('2026-03-30T08:00:00Z'),
    });
  });

  it("blocks an all-day event's days in the calendar's zone, 23 hours on the spring change", () => {
    const day = event({
      allDay: true,
      start: utc('2026-03-29T00:00:00.0000000'),
      end: utc('2026-03-30T00:00:00.0000000'),
    });
    expect(microsoftEventInterval(day, 'Europe/Berlin', none)).toEqual({
      start: Date.parse('2026-03-28T23:00:00Z'),
      end: Date.parse('2026-03-29T22:00:00Z'),
    });
  });

  it('blocks nothing for free, removed, own, unreadable or non-UTC events', () => {
    const times = { start: utc('2026-03-02T09:00:00'), end: utc('2026-03-02T10:00:00') };
    expect(microsoftEventInterval(event({ ...times }), 'UTC', none)).not.toBeNull();
    for (const e of [
      event({ ...times, transparent: true }),
      event({ ...times, removed: true }),
      event({ ...times, start: utc('soon') }),
      event({
        ...times,
        start: { dateTime: '2026-03-02T09:00:00', timeZone: 'Pacific Standard Time' },
      }),
      event({ start: times.end, end: times.start }),
    ]) {
      expect(microsoftEventInterval(e, 'UTC', none)).toBeNull();
    }
    const own = event({ ...times, iCalUId: 'slotbook-1' });
    expect(microsoftEventInterval(own, 'UTC', (uid) => uid === 'slotbook-1')).toBeNull();
  });
});
