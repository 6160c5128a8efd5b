/**
 * The active bookings of the event being booked, indexed by distinct start: bookings sharing a
 * start are one group (their seats add up, the group ends at its latest end). Queries are binary
 * searches, so checking a candidate slot costs O(log n).
 */
import { lowerBound, upperBound, type Interval } from './intervals.js';

export interface EventBooking {
  start: number;
  end: number;
  /** Seats taken (1 for a one-to-one booking; a group booking may hold several guests). */
  seats: number;
}

export interface EventBookingIndex {
  /** Seats taken by the group starting exactly at `start` (0 when none). */
  seatsAt(start: number): number;
  /** True when a group starting at any instant other than `start` overlaps [from, to). */
  overlapsOtherStart(start: number, from: number, to: number): boolean;
  /** Number of groups starting in [from, to). */
  countStartingIn(from: number, to: number): number;
  /** Total minutes of the groups starting in [from, to). */
  minutesStartingIn(from: number, to: number): number;
}

function groupByStart(bookings: readonly EventBooking[]): EventBooking[] {
  const sorted = [...bookings].sort((a, b) => a.start - b.start);
  const groups: EventBooking[] = [];
  for (const booking of sorted) {
    const last = groups[groups.length - 1];
    if (last && last.start === booking.start) {
      last.seats += booking.seats;
      last.end = Math.max(last.end, booking.end);
    } else groups.push({ ...booking });
  }
  return groups;
}

function runningTotals(groups: readonly Interval[]): { maxEnd: number[]; minutes: number[] } {
  const maxEnd: number[] = [];
  const minutes: number[] = [0];
  let latest = -Infinity;
  let total = 0;
  for (const { start, end } of groups) {
    latest = Math.max(latest, end);
    total += (end - start) / 60_000;
    maxEnd.push(latest);
    minutes.push(total);
  }
  return { maxEnd, minutes };
}

export function indexEventBookings(bookings: readonly EventBooking[]): EventBookingIndex {
  const groups = groupByStart(bookings);
  const starts = groups.map((g) => g.start);
  const { maxEnd, minutes } = runningTotals(groups);
  return {
    seatsAt(start) {
      const group = groups[lowerBound(starts, start)];
      return group?.start === start ? group.seats : 0;
    },
    overlapsOtherStart(start, from, to) {
      const first = lowerBound(starts, start);
      const afterSame = upperBound(starts, start);
      // Groups before `start`: does any end after `from`? Groups after it: does any start before `to`?
      const before = first > 0 && (maxEnd[first - 1] as number) > from;
      const after = afterSame < starts.length && (starts[afterSame] as number) < to;
      return before || after;
    },
    countStartingIn(from, to) {
      return lowerBound(starts, to) - lowerBound(starts, from);
    },
    minutesStartingIn(from, to) {
      return (
        (minutes[lowerBound(starts, to)] as number) - (minutes[lowerBound(starts, from)] as number)
      );
    },
  };
}
