/**
 * Busy intervals from iCalendar text, with ical.js: recurring events expanded (RRULE, RDATE,
 * EXDATE, RECURRENCE-ID overrides), times in the file's VTIMEZONE definitions (or the IANA zone
 * its TZID names when the file has none), all-day and floating events in the host's zone.
 * Transparent and cancelled events (and cancelled occurrences) block nothing, and neither do
 * Slotbook's own events (written back to the host's calendar): `isOwn` recognises their UIDs.
 */
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import type { Interval } from '../../domain/intervals.js';
import { isValidTimeZone, startOfLocalDay } from '../../domain/time.js';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
interface Occurrence {
  startDate: Time;
  endDate: Time;
  item: InstanceType<typeof ICAL.Event>;
}

export interface ExpandOptions {
  /** The host's zone: all-day and floating times are read in it. */
  hostZone: string;
  window: Interval;
  isOwn?: (uid: string) => boolean;
  /** Occurrences left to look at over every object of a calendar (shared, counted down). */
  budget?: { occurrences: number };
}

/** Occurrences looked at per recurring event at most (a daily event over 100 years). */
const MAX_OCCURRENCES = 40_000;
/** Occurrences looked at per calendar at most, over all its events. */
export const MAX_CALENDAR_OCCURRENCES = 100_000;
/**
 * Rules recurring more often than hourly: no calendar application makes them, and each costs
 * ical.js tens of microseconds per occurrence (a million in the sync window for every second).
 */
const TOO_FREQUENT = new Set(['SECONDLY', 'MINUTELY']);

/** Calendar data that would take more work to read than a calendar may ask for. */
export class CalendarTooLarge extends Error {}

function spend(options: ExpandOptions): void {
  if (!options.budget) return;
  options.budget.occurrences -= 1;
  if (options.budget.occurrences < 0) {
    throw new CalendarTooLarge(
      `The calendar has more than ${MAX_CALENDAR_OCCURRENCES.toLocaleString('en')} occurrences to look at; ` +
        'it is not read. Shorten its recurring events (an end date, a count) or connect a smaller calendar.',
    );
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dateOf(t: Time): string {
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

/** The instant of `t`; `fallbackZone` reads a floating time (the TZID without a definition). */
function instantOf(t: Time, hostZone: string, fallbackZone: string): number {
  if (t.isDate) return startOfLocalDay(hostZone, dateOf(t));
  if (t.zone && t.zone !== ICAL.Timezone.localTimezone) return t.toUnixTime() * 1000;
  const wall = Temporal.PlainDateTime.from({
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.hour,
    minute: t.minute,
    second: t.second,
  });
  return wall.toZonedDateTime(fallbackZone, { disambiguation: 'compatible' }).epochMilliseconds;
}

function blocks(event: Component): boolean {
  const transp = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED';
}

function zoneOfStart(event: Component, hostZone: string): string {
  const tzid = event.getFirstProperty('dtstart')?.getParameter('tzid');
  const name = typeof tzid === 'string' ? tzid.replace(/^\//, '') : '';
  return name && isValidTimeZone(name) ? name : hostZone;
}

function pushSpan(
  out: Interval[],
  start: Time,
  end: Time,
  options: ExpandOptions,
  fallbackZone: string,
): void {
  const from = instantOf(start, options.hostZone, fallbackZone);
  let to = instantOf(end, options.hostZone, fallbackZone);
  if (start.isDate && to <= from) to = startOfLocalDay(options.hostZone, dateOf(end.clone()));
  if (to <= from) return;
  if (to > options.window.start && from < options.window.end) out.push({ start: from, end: to });
}

function expandOne(master: Component, overrides: Component[], options: ExpandOptions) {
  const out: Interval[] = [];
  // Its exceptions given, so that ical.js does not look for them among every other event.
  const event = new ICAL.Event(master, { exceptions: overrides });
  const zone = zoneOfStart(master, options.hostZone);
  spend(options);
  if (!event.isRecurring()) {
    if (blocks(master)) pushSpan(out, event.startDate, event.endDate, options, zone);
    return out;
  }
  const rule = master.getFirstPropertyValue('rrule');
  if (rule instanceof ICAL.Recur && TOO_FREQUENT.has(rule.freq)) {
    const name = String(master.getFirstPropertyValue('summary') ?? 'without a title').slice(0, 80);
    throw new CalendarTooLarge(
      `The event "${name}" recurs more often than hourly (FREQ=${rule.freq}); ` +
        'a calendar with such an event is not read.',
    );
  }
  const iterator = event.iterator();
  for (let i = 0; i < MAX_OCCURRENCES; i++) {
    const next = iterator.next();
    if (!next) break;
    spend(options);
    if (instantOf(next, options.hostZone, zone) >= options.window.end) break;
    const details = event.getOccurrenceDetails(next) as Occurrence;
    if (!blocks(details.item.component)) continue;
    const itemZone = zoneOfStart(details.item.component, zone);
    pushSpan(out, details.startDate, details.endDate, options, itemZone);
  }
  return out;
}

/**
 * Slotbook's own events carry UIDs `<32 hex>@<this host>` (see the mail module's invites); this
 * tells them from the host's own events.
 */
export function ownUidTest(publicUrl: string): (uid: string) => boolean {
  let host = 'slotbook';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // keep the default
  }
  const suffix = `@${host}`;
  return (uid) => uid.endsWith(suffix) && /^[0-9a-f]{32}$/.test(uid.slice(0, -suffix.length));
}

/** The busy intervals of one iCalendar object (or a whole feed) overlapping `window`. */
export function busyIntervals(ics: string, options: ExpandOptions): Interval[] {
  const root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar');
  const out: Interval[] = [];
  for (const calendar of calendars) {
    const byUid = new Map<string, { master?: Component; overrides: Component[] }>();
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      if (uid && options.isOwn?.(uid)) continue;
      const key = uid || `#${byUid.size}`;
      const entry = byUid.get(key) ?? { overrides: [] };
      if (vevent.hasProperty('recurrence-id')) entry.overrides.push(vevent);
      else entry.master = vevent;
      byUid.set(key, entry);
    }
    for (const { master, overrides } of byUid.values()) {
      if (master) {
        out.push(...expandOne(master, overrides, options));
        continue;
      }
      // Occurrences of a series this calendar does not hold (an invitation to one of them).
      for (const override of overrides) out.push(...expandOne(override, [], options));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
