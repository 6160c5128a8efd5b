/** The month grid's days: months and weeks of calendar dates, and what each day's rule says. */
import type { Overrides, Weekly, Window } from './weekly-editor';
import { addDays, formatClock, formatDate, type Formats } from './time';
import { DAYS } from './weekly-editor';

/** A day's full name in the user's order: `Wednesday 2 December 2026`. */
export const longDay = (date: string, f: Formats) =>
  formatDate(date, f, { weekday: 'long', month: 'long' });
export const at = (date: string) => new Date(`${date}T00:00:00Z`);
/** Monday 0 … Sunday 6. */
export const weekdayIndex = (date: string) => (at(date).getUTCDay() + 6) % 7;
export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(date: string, months: number): string {
  const d = at(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** The weeks (Monday first) that show the month of `date`. */
export function weeksOf(date: string): string[][] {
  const first = `${monthOf(date)}-01`;
  let day = addDays(first, -weekdayIndex(first));
  const weeks: string[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
    day = addDays(day, 7);
  } while (monthOf(day) === monthOf(date));
  return weeks;
}

/** FluentBooking's "unavailable all day": no window, or the single 00:00-00:00 marker. */
export function isUnavailable(windows: Window[]): boolean {
  return (
    windows.length === 0 ||
    (windows.length === 1 && windows[0]?.start === '00:00' && windows[0]?.end === '00:00')
  );
}

export const describeWindows = (windows: Window[], f: Formats) =>
  windows.map((w) => `${formatClock(w.start, f)}–${formatClock(w.end, f)}`).join(', ');

export function weeklyOf(weekly: Weekly, date: string): Window[] | null {
  const day = weekly[DAYS[weekdayIndex(date)]![0]];
  return day?.enabled && day.slots.length > 0 ? day.slots : null;
}

/** What a day's button says after its date: its override, or the weekly hours it follows. */
export function dayState(value: Overrides, weekly: Weekly, date: string, f: Formats): string {
  const override = Object.hasOwn(value, date) ? value[date] : undefined;
  if (override) {
    return isUnavailable(override)
      ? 'override: unavailable all day'
      : `override: ${describeWindows(override, f)}`;
  }
  const hours = weeklyOf(weekly, date);
  return hours ? `weekly hours ${describeWindows(hours, f)}` : 'weekly hours: unavailable';
}
