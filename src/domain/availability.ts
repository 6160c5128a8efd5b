/**
 * A host's availability: a weekly schedule plus date overrides, written as local wall-clock
 * windows in the schedule's IANA zone and resolved to instants one local day at a time.
 */
import { mergeIntervals, type Interval } from './intervals.js';
import { addDays, epochDayOf, MINUTE_MS, weekdayOf, zoneDay, type ZoneDay } from './time.js';

export type Weekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';
export const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** `HH:MM` local wall-clock bounds; `end` may be `24:00`, and an `end` of `00:00` means 24:00. */
export interface TimeWindow {
  start: string;
  end: string;
}

export interface DaySchedule {
  enabled: boolean;
  slots: TimeWindow[];
}

export interface Schedule {
  timezone: string;
  weekly: Record<Weekday, DaySchedule>;
  /** Keyed by local date `YYYY-MM-DD`; replaces the weekly rule of that date. */
  overrides: Record<string, TimeWindow[]>;
}

/** Minutes since local midnight, end exclusive. */
export interface LocalWindow {
  startMinute: number;
  endMinute: number;
}

/**
 * A schedule open on `days` (default Monday to Friday, FluentBooking's default) with the same
 * `windows` each day; `[['09:00', '17:00']]` gives the default schedule.
 */
export function weeklySchedule(
  timezone: string,
  windows: readonly (readonly [string, string])[],
  options: { days?: readonly Weekday[]; overrides?: Schedule['overrides'] } = {},
): Schedule {
  const days = options.days ?? WEEKDAYS.slice(1, 6);
  const day = (weekday: Weekday): DaySchedule => ({
    enabled: days.includes(weekday),
    slots: windows.map(([start, end]) => ({ start, end })),
  });
  const weekly = Object.fromEntries(WEEKDAYS.map((w) => [w, day(w)])) as Record<
    Weekday,
    DaySchedule
  >;
  return { timezone, weekly, overrides: options.overrides ?? {} };
}

/** `HH:MM` -> minutes since midnight (`24:00` -> 1440); throws RangeError when malformed. */
export function parseClock(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || !(minutes <= 1440)) {
    throw new RangeError(`Invalid time of day: ${clock}`);
  }
  return minutes;
}

function toLocalWindow({ start, end }: TimeWindow): LocalWindow {
  const startMinute = parseClock(start);
  const endMinute = parseClock(end);
  // `00:00` as an end means midnight at the end of the day, except in the `00:00`-`00:00`
  // marker, which means "unavailable".
  return { startMinute, endMinute: endMinute === 0 && startMinute > 0 ? 1440 : endMinute };
}

/**
 * The local windows of `date`: the override when the date has one, else the weekly rule of its
 * weekday. Overlapping or touching windows are merged (09:00-12:00 + 12:00-17:00 is one window,
 * so slots may cross 12:00). Empty and inverted windows are dropped.
 */
export function localWindows(schedule: Schedule, date: string): LocalWindow[] {
  const override = Object.hasOwn(schedule.overrides, date) ? schedule.overrides[date] : undefined;
  const weekly = schedule.weekly[WEEKDAYS[weekdayOf(date)] as Weekday];
  const rules = override ?? (weekly.enabled ? weekly.slots : []);
  const merged = mergeIntervals(
    rules.map(toLocalWindow).map((w) => ({ start: w.startMinute, end: w.endMinute })),
  );
  return merged.map((w) => ({ startMinute: w.start, endMinute: w.end }));
}

function windowInstants(day: ZoneDay, window: LocalWindow): Interval {
  return {
    start: day.boundary(window.startMinute, 'start'),
    end: day.boundary(window.endMinute, 'end'),
  };
}

/** The available instant windows of one local day of the schedule. */
export function dayWindows(schedule: Schedule, date: string): Interval[] {
  const day = zoneDay(schedule.timezone, date);
  return localWindows(schedule, date)
    .map((w) => windowInstants(day, w))
    .filter((w) => w.end > w.start);
}

/** Merged available instants of every local date from `firstDate` to `lastDate` inclusive. */
export function availabilityBetween(
  schedule: Schedule,
  firstDate: string,
  lastDate: string,
): Interval[] {
  const windows: Interval[] = [];
  const days = epochDayOf(lastDate) - epochDayOf(firstDate);
  for (let offset = 0; offset <= days; offset++) {
    windows.push(...dayWindows(schedule, addDays(firstDate, offset)));
  }
  return mergeIntervals(windows);
}

/**
 * Candidate slots of one local day: from each window's start, step by `intervalMinutes` of
 * wall-clock time while the start is before the window's end. A start that falls in a DST gap is
 * skipped; one that occurs twice yields both instants. A slot lasts `durationMinutes` real minutes
 * and must end by its window's end instant. Sorted by start, without duplicates.
 */
export function dayCandidates(
  schedule: Schedule,
  date: string,
  durationMinutes: number,
  intervalMinutes: number,
): Interval[] {
  if (!(intervalMinutes >= 1 && durationMinutes >= 1)) {
    throw new RangeError('Slot interval and duration must be at least one minute');
  }
  const day = zoneDay(schedule.timezone, date);
  const durationMs = durationMinutes * MINUTE_MS;
  const starts = new Set<number>();
  for (const window of localWindows(schedule, date)) {
    const windowEnd = day.boundary(window.endMinute, 'end');
    for (let minute = window.startMinute; minute < window.endMinute; minute += intervalMinutes) {
      for (const start of day.instants(minute)) {
        if (start + durationMs <= windowEnd) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => ({ start, end: start + durationMs }));
}
