/**
 * Dates and times in a person's own style (`DateStyle`: 12- or 24-hour clock, day-month-year,
 * month-day-year or year-month-day), in English words. Used for the mails to a host who chose
 * a style; everyone else reads FluentBooking's `en-US` forms (`placeholders.ts`).
 */
import type { DateStyle } from '../../domain/date-style.js';
import { dateFormatter } from './date-formats.js';

const DAY_PARTS = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const NUMERIC_DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const CLOCK_12 = { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } as const;
const CLOCK_24 = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

function partsOf(
  options: Readonly<Intl.DateTimeFormatOptions>,
  zone: string,
  instant: number,
): Record<string, string> {
  const parts = dateFormatter('en-US', zone, options).formatToParts(instant);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** `Monday, 15 March 2027`, `Monday, March 15, 2027` or `Monday, 2027-03-15`. */
export function styledDay(instant: number, zone: string, style: DateStyle): string {
  const p = partsOf(DAY_PARTS, zone, instant);
  if (style.dateOrder === 'dmy') return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
  if (style.dateOrder === 'mdy') return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
  const n = partsOf(NUMERIC_DAY, zone, instant);
  return `${p.weekday}, ${n.year}-${n.month}-${n.day}`;
}

/** `2:00 PM` or `14:00`. */
export function styledTime(instant: number, zone: string, style: DateStyle): string {
  const clock = style.timeFormat === '12h' ? CLOCK_12 : CLOCK_24;
  return dateFormatter('en-US', zone, clock).format(instant).replace(/\s/g, ' ');
}
