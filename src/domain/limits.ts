/**
 * Booking frequency and duration limits of one event, counted per period of the host's local
 * calendar (the zone of the first host): a day, a week starting on Monday, or a calendar month.
 * A booking belongs to the period holding its start. Groups count once (see event-bookings.ts).
 */
import type { EventBookingIndex } from './event-bookings.js';
import type { Interval } from './intervals.js';
import { addDays, startOfLocalDay, startOfMonth, startOfNextMonth, startOfWeek } from './time.js';

export type LimitUnit = 'day' | 'week' | 'month';

/** At most `max` bookings of this event per period. */
export interface FrequencyLimit {
  unit: LimitUnit;
  max: number;
}

/** At most `maxMinutes` booked minutes of this event per period, the candidate included. */
export interface DurationLimit {
  unit: LimitUnit;
  maxMinutes: number;
}

/** First local date of the period holding `date`, and the first date of the next period. */
export function periodDates(unit: LimitUnit, date: string): { first: string; next: string } {
  if (unit === 'day') return { first: date, next: addDays(date, 1) };
  if (unit === 'week') {
    const first = startOfWeek(date);
    return { first, next: addDays(first, 7) };
  }
  return { first: startOfMonth(date), next: startOfNextMonth(date) };
}

/** Instants of the period holding local `date` in `timeZone`. */
export function periodInstants(timeZone: string, unit: LimitUnit, date: string): Interval {
  const { first, next } = periodDates(unit, date);
  return { start: startOfLocalDay(timeZone, first), end: startOfLocalDay(timeZone, next) };
}

export interface LimitRules {
  frequencyLimits: readonly FrequencyLimit[];
  durationLimits: readonly DurationLimit[];
}

/**
 * Returns a predicate telling whether one more booking of `durationMinutes` starting on host-local
 * `date` would exceed a limit. Period bounds are cached, so a month of candidates costs a few
 * zone look-ups plus two binary searches per candidate and limit.
 */
export function createLimitCheck(
  timeZone: string,
  rules: LimitRules,
  bookings: EventBookingIndex,
): (date: string, durationMinutes: number) => boolean {
  const byPeriod = new Map<string, Interval>();
  const byDate = new Map<string, Interval>();
  const period = (unit: LimitUnit, date: string): Interval => {
    const dateKey = `${unit}:${date}`;
    let found = byDate.get(dateKey);
    if (found) return found;
    const periodKey = `${unit}:${periodDates(unit, date).first}`;
    found = byPeriod.get(periodKey) ?? periodInstants(timeZone, unit, date);
    byPeriod.set(periodKey, found);
    byDate.set(dateKey, found);
    return found;
  };
  return (date, durationMinutes) => {
    const tooMany = rules.frequencyLimits.some(({ unit, max }) => {
      const { start, end } = period(unit, date);
      return bookings.countStartingIn(start, end) + 1 > max;
    });
    return (
      tooMany ||
      rules.durationLimits.some(({ unit, maxMinutes }) => {
        const { start, end } = period(unit, date);
        return bookings.minutesStartingIn(start, end) + durationMinutes > maxMinutes;
      })
    );
  };
}
