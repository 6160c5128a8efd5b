/**
 * The requested start of a booking: `YYYY-MM-DD HH:MM:SS` in the guest's zone (FluentBooking's
 * `event_time`), or an ISO-8601 instant (`start_utc`). Pure; zones must already be valid.
 */
import { epochDayOf, MINUTE_MS, zoneDay } from './time.js';

/** Bookings start from 1970 to the end of 9998 (later ones could not be written as dates). */
export const FIRST_DATE = '1970-01-01';
export const LAST_DATE = '9998-12-31';
export const INSTANT_RANGE = { start: 0, end: Date.UTC(9999, 0, 1) };

export function inInstantRange(instant: number): boolean {
  return instant >= INSTANT_RANGE.start && instant < INSTANT_RANGE.end;
}

export type LocalTimeResult =
  { ok: true; instant: number } | { ok: false; reason: 'malformed' | 'nonexistent' };

const LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant of a local wall-clock time. A time skipped by a DST change does not exist; one
 * that happens twice (fall-back) is the earlier instant.
 */
export function resolveLocalDateTime(timeZone: string, text: string): LocalTimeResult {
  const match = LOCAL.exec(text.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const [, date = '', hh, mm, ss] = match;
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return { ok: false, reason: 'malformed' };
  try {
    epochDayOf(date);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const instants = zoneDay(timeZone, date).instants(hours * 60 + minutes);
  const first = instants[0];
  if (first === undefined) return { ok: false, reason: 'nonexistent' };
  return { ok: true, instant: first + seconds * 1000 };
}

/** Epoch ms of an ISO-8601 instant with a zone designator; null when malformed. */
export function parseIsoInstant(text: string): number | null {
  if (!ISO.test(text.trim())) return null;
  const instant = Date.parse(text.trim());
  return Number.isFinite(instant) ? instant : null;
}

/** Whole minutes; a start inside a minute never matches a slot, so callers may refuse it. */
export function isWholeMinute(instant: number): boolean {
  return instant % MINUTE_MS === 0;
}
