/**
 * Time-zone helpers. Instants are epoch milliseconds (UTC); local dates are `YYYY-MM-DD` strings;
 * local times are minutes since local midnight (0..1440, 1440 = 24:00). Local times are resolved
 * to instants one local day at a time, with DST gaps and overlaps handled explicitly:
 * a wall-clock time inside a gap has no instant, one inside an overlap has two.
 */
import { Temporal } from 'temporal-polyfill';
import { memoize } from '../shared/memo.js';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export class InvalidTimeZoneError extends Error {
  readonly code = 'invalid_timezone';
  constructor(readonly timeZone: string) {
    super(`Unknown time zone: ${timeZone}`);
    this.name = 'InvalidTimeZoneError';
  }
}

const knownZones = new Set<string>();

/** True for IANA zone names (and aliases such as `UTC`); fixed offsets like `+05:30` are refused. */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  if (!/^[A-Za-z]/.test(timeZone)) return false;
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
  } catch {
    return false;
  }
  knownZones.add(timeZone);
  return true;
}

export function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new InvalidTimeZoneError(timeZone);
}

// ---- local dates (proleptic Gregorian, pure arithmetic) ----

/** Days since 1970-01-01 for a `YYYY-MM-DD` date; throws RangeError on a malformed date. */
export function epochDayOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = new Date(0);
  if (match) day.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const epochDay = day.getTime() / DAY_MS;
  if (!match || dateOfEpochDay(epochDay) !== date) throw new RangeError(`Invalid date: ${date}`);
  return epochDay;
}

export function dateOfEpochDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfEpochDay(epochDayOf(date) + days);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return (((epochDayOf(date) + 4) % 7) + 7) % 7;
}

/** The Monday starting the week of `date` (weeks start on Monday). */
export function startOfWeek(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function startOfNextMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-01`;
}

// ---- instants <-> local wall clock ----

function zoned(timeZone: string, instant: number): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone);
}

/** UTC offset of `timeZone` at `instant`, in milliseconds. */
export function offsetAt(timeZone: string, instant: number): number {
  return zoned(timeZone, instant).offsetNanoseconds / 1_000_000;
}

/** The wall-clock time of `instant` in `timeZone`, as if it were UTC (epoch ms). */
function wallOf(timeZone: string, instant: number): number {
  return instant + offsetAt(timeZone, instant);
}

export function localDateOf(timeZone: string, instant: number): string {
  return dateOfEpochDay(Math.floor(wallOf(timeZone, instant) / DAY_MS));
}

/** `YYYY-MM-DD HH:MM:SS` in `timeZone`. */
export function formatLocal(timeZone: string, instant: number): string {
  return new Date(wallOf(timeZone, instant)).toISOString().slice(0, 19).replace('T', ' ');
}

/** ISO-8601 UTC without milliseconds: `2027-03-15T13:00:00Z`. */
export function formatUtc(instant: number): string {
  return new Date(instant).toISOString().slice(0, 19) + 'Z';
}

/**
 * All instants whose wall clock in `timeZone` equals `wall` (a wall-clock time written as epoch
 * ms): none in a gap, two (earlier first) in an overlap. Assumes at most one transition within a
 * day either side, which holds for every real zone.
 */
function instantsOfWall(timeZone: string, wall: number): number[] {
  const offsets = new Set([offsetAt(timeZone, wall - DAY_MS), offsetAt(timeZone, wall + DAY_MS)]);
  const found: number[] = [];
  for (const offset of offsets) {
    const instant = wall - offset;
    if (offsetAt(timeZone, instant) === offset) found.push(instant);
  }
  return found.sort((a, b) => a - b);
}

/** The transition instant inside the gap that swallowed `wall`. */
function gapTransition(timeZone: string, wall: number): number {
  const before = wall - offsetAt(timeZone, wall + DAY_MS);
  const transition = zoned(timeZone, before).getTimeZoneTransition('next');
  if (!transition) throw new Error(`No transition near ${formatUtc(wall)} in ${timeZone}`);
  return transition.epochMilliseconds;
}

/** One local day of one zone, resolving its wall-clock minutes to instants. */
export interface ZoneDay {
  readonly timeZone: string;
  readonly date: string;
  /** Instants of local minute `minute` (0..1440) of this day: 0 in a gap, 2 in an overlap. */
  instants(minute: number): number[];
  /**
   * The instant where a window bounded by `minute` starts or ends: the earliest occurrence for a
   * start (and for 24:00), the latest for an end, and the transition itself inside a gap.
   */
  boundary(minute: number, side: 'start' | 'end'): number;
}

/**
 * A zone's day, resolved once: the slot engine asks for the same few days of the same few
 * zones on every request, and each resolution costs several time-zone database look-ups.
 */
export function zoneDay(timeZone: string, date: string): ZoneDay {
  return zoneDays(`${timeZone} ${date}`);
}

const zoneDays = memoize((key: string) => {
  const split = key.lastIndexOf(' ');
  return resolveZoneDay(key.slice(0, split), key.slice(split + 1));
}, 8192);

function resolveZoneDay(timeZone: string, date: string): ZoneDay {
  const midnight = epochDayOf(date) * DAY_MS;
  const probe = zoned(timeZone, midnight - DAY_MS);
  const next = probe.getTimeZoneTransition('next');
  const uniform = next === null || next.epochMilliseconds > midnight + 2 * DAY_MS;
  const fixedOffset = probe.offsetNanoseconds / 1_000_000;
  const instants = (minute: number): number[] => {
    const wall = midnight + minute * MINUTE_MS;
    return uniform ? [wall - fixedOffset] : instantsOfWall(timeZone, wall);
  };
  const boundary = (minute: number, side: 'start' | 'end'): number => {
    const found = instants(minute);
    const first = found[0];
    if (first === undefined) return gapTransition(timeZone, midnight + minute * MINUTE_MS);
    const useLatest = side === 'end' && minute < 1440;
    return useLatest ? (found[found.length - 1] ?? first) : first;
  };
  return { timeZone, date, instants, boundary };
}

/** The first instant of local `date` in `timeZone` (the transition if midnight is skipped). */
export function startOfLocalDay(timeZone: string, date: string): number {
  return zoneDay(timeZone, date).boundary(0, 'start');
}
