/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** Calendar dates and their labels in the guest's zone. */
import type { Prefs } from './prefs.js';

// ---- dates ----

export function formatters(prefs: Prefs) {
  const time = new Intl.DateTimeFormat('en', {
    timeZone: prefs.zone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: prefs.hourCycle,
  });
  const day = new Intl.DateTimeFormat('en', {
    timeZone: prefs.zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    when: (startIso: string, endIso: string) =>
      `${day.format(new Date(startIso))}, ${time.format(new Date(startIso))} – ${time.format(new Date(endIso))}`,
  };
}

/** Calendar dates (`YYYY-MM-DD`, no zone) for people. */
export const dateLabel = new Intl.DateTimeFormat('en', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
export const monthLabel = new Intl.DateTimeFormat('en', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
export const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

export function todayIn(zone: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addMonths(month: string, delta: number): string {
  const d = utcDate(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

export function addDays(date: string, days: number): string {
  const d = utcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysIn(month: string): number {
  return Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8, 10));
}
