/**
 * The slot engine: which starts a guest may book, for a range of the guest's local dates.
 * Pure: `now` comes in the query. Host days are computed one at a time in the first host's zone,
 * and only those that can hold a start inside the guest's range, so a month costs
 * O(days + bookings in the window) plus O(log n) per candidate.
 */
import type { EventBooking } from './event-bookings.js';
import type { Interval } from './intervals.js';
import { periodInstants, type LimitUnit } from './limits.js';
import {
  createSlotRules,
  firstHost,
  type BookingContext,
  type EventRules,
  type Host,
  type SlotRules,
  type Verdict,
} from './slot-rules.js';
import {
  addDays,
  assertTimeZone,
  epochDayOf,
  localDateOf,
  MINUTE_MS,
  startOfLocalDay,
} from './time.js';

export type { Schedule, TimeWindow, Weekday } from './availability.js';
export type { EventBooking } from './event-bookings.js';
export type { Interval } from './intervals.js';
export type { DurationLimit, FrequencyLimit, LimitUnit } from './limits.js';
export type {
  BookingContext,
  BookingWindow,
  EventRules,
  Host,
  RejectReason,
  Verdict,
} from './slot-rules.js';

export interface SlotQuery {
  now: number;
  /** The guest's IANA zone; `startDate`/`endDate` (inclusive) are local dates in it. */
  timezone: string;
  startDate: string;
  endDate: string;
}

export interface SlotInput {
  event: EventRules;
  hosts: readonly Host[];
  /** Round robin: see `BookingContext.pool`. */
  pool?: readonly Host[] | undefined;
  eventBookings: readonly EventBooking[];
  query: SlotQuery;
}

export interface Slot {
  start: number;
  end: number;
  /** Free seats for group events that display spots, else null. */
  remaining: number | null;
}

export interface SlotAnswer {
  /** Guest-local date -> slots sorted by start; dates without slots are omitted. */
  slotsByDate: Record<string, Slot[]>;
  /** Last bookable local date in the first host's zone, null when the window is indefinite. */
  maxLookupDate: string | null;
}

function assertZones(
  { hosts, pool = [] }: Pick<BookingContext, 'hosts' | 'pool'>,
  guestZone?: string,
): void {
  if (guestZone !== undefined) assertTimeZone(guestZone);
  firstHost(hosts);
  for (const host of [...hosts, ...pool]) assertTimeZone(host.schedule.timezone);
}

/** Instants [start, end) of the guest's local date range. */
function guestSpan(query: SlotQuery): Interval {
  const start = startOfLocalDay(query.timezone, query.startDate);
  return { start, end: startOfLocalDay(query.timezone, addDays(query.endDate, 1)) };
}

/** Host-local dates whose slots can start inside `span`, clipped to the bookable dates. */
function hostDates(rules: SlotRules, span: Interval): string[] {
  const earliest = Math.max(span.start, rules.earliestStart);
  let first = localDateOf(rules.hostZone, earliest);
  let last = localDateOf(rules.hostZone, span.end - 1);
  if (rules.firstDate && rules.firstDate > first) first = rules.firstDate;
  if (rules.lastDate && rules.lastDate < last) last = rules.lastDate;
  if (span.end <= earliest || first > last) return [];
  const count = epochDayOf(last) - epochDayOf(first);
  return Array.from({ length: count + 1 }, (_, i) => addDays(first, i));
}

function groupByGuestDate(slots: readonly Slot[], query: SlotQuery): Record<string, Slot[]> {
  const byDate: Record<string, Slot[]> = {};
  let date = query.startDate;
  let nextDayStart = startOfLocalDay(query.timezone, addDays(date, 1));
  for (const slot of slots) {
    while (slot.start >= nextDayStart) {
      date = addDays(date, 1);
      nextDayStart = startOfLocalDay(query.timezone, addDays(date, 1));
    }
    (byDate[date] ??= []).push(slot);
  }
  return byDate;
}

export function computeSlots(input: SlotInput): SlotAnswer {
  const { event, query } = input;
  assertZones(input, query.timezone);
  const span = guestSpan(query);
  const judged = { start: span.start, end: span.end + event.durationMinutes * MINUTE_MS };
  const rules = createSlotRules({ ...input, now: query.now }, judged);
  const showRemaining = event.displaySpots && event.capacity > 1;
  const slots: Slot[] = [];
  for (const date of hostDates(rules, span)) {
    for (const candidate of rules.candidates(date)) {
      if (candidate.start < span.start || candidate.start >= span.end) continue;
      const verdict = rules.judge(candidate, date);
      if (!verdict.ok) continue;
      slots.push({ ...candidate, remaining: showRemaining ? verdict.remaining : null });
    }
  }
  return { slotsByDate: groupByGuestDate(slots, query), maxLookupDate: rules.lastDate };
}

/**
 * Re-checks one requested start at booking time against the same rules as `computeSlots`, looking
 * only at the first host's local day of `start`. The slot lasts `event.durationMinutes`.
 */
export function isSlotBookable(context: BookingContext, start: number): Verdict {
  assertZones(context);
  const end = start + context.event.durationMinutes * MINUTE_MS;
  const rules = createSlotRules(context, { start, end });
  const date = localDateOf(rules.hostZone, start);
  const early = rules.timing(start, date);
  if (early) return { ok: false, reason: early };
  const slot = rules.candidates(date).find((c) => c.start === start);
  return slot ? rules.judge(slot, date) : { ok: false, reason: 'outside_availability' };
}

/**
 * Which bookings the caller must load: every booking with `start < range.end` and
 * `end > range.start`. `busy` covers the candidates' buffered spans (hosts' other bookings);
 * `eventBookings` also covers the whole host-local limit periods (days, Monday weeks, months)
 * touched by the candidates.
 */
export interface LoadRanges {
  busy: Interval;
  eventBookings: Interval;
}

function loadRanges(event: EventRules, hostZone: string, starts: Interval): LoadRanges {
  assertTimeZone(hostZone);
  const busy = {
    start: starts.start - event.bufferBeforeMinutes * MINUTE_MS,
    end: starts.end + (event.durationMinutes + event.bufferAfterMinutes) * MINUTE_MS,
  };
  const units = new Set<LimitUnit>(
    [...event.frequencyLimits, ...event.durationLimits].map((limit) => limit.unit),
  );
  const eventBookings = { ...busy };
  for (const unit of units) {
    const first = periodInstants(hostZone, unit, localDateOf(hostZone, starts.start));
    const last = periodInstants(hostZone, unit, localDateOf(hostZone, starts.end - 1));
    eventBookings.start = Math.min(eventBookings.start, first.start);
    eventBookings.end = Math.max(eventBookings.end, last.end);
  }
  return { busy, eventBookings };
}

/** Load ranges for `computeSlots`; `hostZone` is the first host's schedule zone. */
export function bookingLoadRanges(
  event: EventRules,
  hostZone: string,
  query: SlotQuery,
): LoadRanges {
  assertTimeZone(query.timezone);
  return loadRanges(event, hostZone, guestSpan(query));
}

/** Load ranges for `isSlotBookable` of one start. */
export function bookingLoadRangesForStart(
  event: EventRules,
  hostZone: string,
  start: number,
): LoadRanges {
  return loadRanges(event, hostZone, { start, end: start + 1 });
}
