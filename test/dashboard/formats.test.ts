/**
 * The dashboard's one formatting module (`dashboard/src/time.ts`): every clock and date order,
 * in the user's zone, across a change of summer time, and the style a browser language implies.
 */
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatsOfLanguage,
  formatTime,
  type Formats,
} from '../../dashboard/src/time.js';

const f = (zone: string, time: Formats['time'], order: Formats['order']): Formats => ({
  zone,
  time,
  order,
});
/** Wednesday 2 December 2026, 14:05 UTC, as the API writes booking times. */
const AT = '2026-12-02 14:05:00';

describe('the dashboard formats', () => {
  it('writes times on a 24-hour or a 12-hour clock', () => {
    expect(formatTime(AT, f('UTC', '24h', 'dmy'))).toBe('14:05');
    expect(formatTime(AT, f('UTC', '12h', 'dmy'))).toBe('2:05 PM');
    expect(formatTime('2026-12-02 00:30:00', f('UTC', '12h', 'mdy'))).toBe('12:30 AM');
    expect(formatTime('2026-12-02 00:30:00', f('UTC', '24h', 'mdy'))).toBe('00:30');
  });

  it('writes dates in each order', () => {
    expect(formatDateTime(AT, f('UTC', '24h', 'dmy'))).toBe('Wed 2 Dec 2026, 14:05');
    expect(formatDateTime(AT, f('UTC', '12h', 'mdy'))).toBe('Wed Dec 2, 2026, 2:05 PM');
    expect(formatDateTime(AT, f('UTC', '24h', 'ymd'))).toBe('Wed 2026-12-02, 14:05');
    const long = { weekday: 'long', month: 'long', year: false } as const;
    expect(formatDate('2026-12-02', f('UTC', '24h', 'dmy'), long)).toBe('Wednesday 2 December');
    expect(formatDate('2026-12-02', f('UTC', '24h', 'mdy'), long)).toBe('Wednesday December 2');
    expect(formatDate('2026-12-02', f('UTC', '24h', 'ymd'), long)).toBe('Wednesday 12-02');
    expect(formatDate('2026-12-02', f('UTC', '24h', 'ymd'), {})).toBe('2026-12-02');
    expect(formatMonth('2026-12-02')).toBe('December 2026');
  });

  it("writes an instant in the user's zone, the day included", () => {
    const tokyo = f('Asia/Tokyo', '24h', 'dmy');
    expect(formatDateTime('2026-12-02 20:00:00', tokyo)).toBe('Thu 3 Dec 2026, 05:00');
    const la = f('America/Los_Angeles', '12h', 'mdy');
    expect(formatDateTime('2026-12-02T03:00:00Z', la)).toBe('Tue Dec 1, 2026, 7:00 PM');
    expect(formatDay('2026-12-02T03:00:00Z', la)).toBe('Tue Dec 1, 2026');
  });

  it('follows a change of summer time (Europe/London, 29 March 2026)', () => {
    const london = f('Europe/London', '24h', 'dmy');
    expect(formatDateTime('2026-03-29 00:30:00', london)).toBe('Sun 29 Mar 2026, 00:30');
    expect(formatDateTime('2026-03-29 01:30:00', london)).toBe('Sun 29 Mar 2026, 02:30');
    const twelve = f('Europe/London', '12h', 'ymd');
    expect(formatDateTime('2026-10-25 00:30:00', twelve)).toBe('Sun 2026-10-25, 1:30 AM');
    expect(formatDateTime('2026-10-25 01:30:00', twelve)).toBe('Sun 2026-10-25, 1:30 AM');
  });

  it('writes the hours of availability rules on either clock', () => {
    expect(formatClock('09:00', { time: '24h' })).toBe('09:00');
    expect(formatClock('09:00', { time: '12h' })).toBe('9:00 AM');
    expect(formatClock('12:15', { time: '12h' })).toBe('12:15 PM');
    expect(formatClock('00:00', { time: '12h' })).toBe('12:00 AM');
    expect(formatClock('24:00', { time: '12h' })).toBe('12:00 AM');
  });

  it("takes a new user's style from the browser's language", () => {
    expect(formatsOfLanguage('en-US')).toEqual({ time: '12h', order: 'mdy' });
    expect(formatsOfLanguage('en-GB')).toEqual({ time: '24h', order: 'dmy' });
    expect(formatsOfLanguage('de')).toEqual({ time: '24h', order: 'dmy' });
    expect(formatsOfLanguage('fr-FR')).toEqual({ time: '24h', order: 'dmy' });
    expect(formatsOfLanguage('ja-JP')).toEqual({ time: '24h', order: 'ymd' });
    expect(formatsOfLanguage('not a language')).toEqual({ time: '24h', order: 'dmy' });
  });
});
