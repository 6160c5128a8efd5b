/**
 * "Why is this time not offered?" for one start of an event, answered by the slot engine itself:
 * the same loading and the same `isSlotBookable` verdict that the booking check uses (which
 * shares every rule with the slot list). Only then is the verdict explained: which override,
 * which booking or buffer, which synced calendar. Those are named only to a caller who may read
 * them: a booking's id to a reader of that booking, a synced calendar and its connection to the
 * host whose connection it is. Anyone else learns the reason alone ("the host is busy").
 */
import type { Db } from '../../../db/database.js';
import { bookingLoadRangesForStart, isSlotBookable } from '../../../domain/slots.js';
import type { Principal } from '../../../domain/policy.js';
import { localDateOf, MINUTE_MS } from '../../../domain/time.js';
import type { EventForBooking } from '../../calendars/index.js';
import { eventRulesOf } from '../../calendars/index.js';
import { describeBusyCalendar } from '../../connections/index.js';
import { mayReadBooking } from '../access.js';
import { eventHosts, eventZone } from './event-hosts.js';
import type { BusySpan } from './held-time.repo.js';
import { loadHeld } from './slot-check.js';

export type ExplainReason =
  | 'offered'
  | 'minimum_notice'
  | 'booking_window'
  | 'outside_working_hours'
  | 'date_override'
  | 'booking'
  | 'buffer'
  | 'external_busy'
  | 'no_host_free'
  | 'seats_full'
  | 'limit_reached';

const MESSAGES: Readonly<Record<ExplainReason, string>> = {
  offered: 'This time is offered.',
  minimum_notice: "It is sooner than the event's minimum notice allows.",
  booking_window: "It is outside the event's booking window.",
  outside_working_hours: 'It is not one of the start times the working hours give.',
  date_override: "It is not one of the start times of that date's override.",
  booking: 'Another booking holds this time.',
  buffer: "The event's buffers around it overlap another booking.",
  external_busy: 'An event in a connected calendar makes the host busy.',
  no_host_free: 'No host of the team is available and free.',
  seats_full: 'Every seat is taken.',
  limit_reached: "A booking then would exceed the event's frequency or duration limits.",
};

export interface Explanation {
  offered: boolean;
  reason: ExplainReason;
  message: string;
  details: Record<string, number | string>;
}

const overlaps = (s: { start: number; end: number }, from: number, to: number) =>
  s.start < to && s.end > from;

/** `{ booking_id }` when the principal may read that booking, else nothing. */
async function bookingDetails(
  db: Db,
  principal: Principal,
  id: number | undefined,
): Promise<Explanation['details']> {
  return id !== undefined && (await mayReadBooking(db, principal, id)) ? { booking_id: id } : {};
}

/** The synced calendar and its connection, for the host whose connection it is only. */
async function calendarDetails(db: Db, principal: Principal, hostId: number, calendarId: number) {
  if (hostId !== principal.userId) return {};
  return (await describeBusyCalendar(db, calendarId)) ?? {};
}

export async function explainStart(
  db: Db,
  principal: Principal,
  loaded: EventForBooking,
  start: number,
  duration: number,
  now: number,
  /** As for moving this booking: its own time does not hold the hosts. */
  { excludeBookingId }: { excludeBookingId?: number } = {},
): Promise<Explanation> {
  const rules = eventRulesOf(loaded, duration);
  const { hosts, pool } = await eventHosts(db, loaded);
  const zone = eventZone(hosts);
  const ranges = bookingLoadRangesForStart(rules, zone, start);
  const { busy, seats, context } = await loadHeld(db, {
    rules,
    hosts,
    pool,
    eventId: loaded.event.id,
    ranges,
    excludeBookingId,
  });
  const verdict = isSlotBookable({ ...context, now }, start);
  const answer = (reason: ExplainReason, details: Explanation['details'] = {}): Explanation => ({
    offered: reason === 'offered',
    reason,
    message: MESSAGES[reason],
    details,
  });
  if (verdict.ok) return answer('offered');
  switch (verdict.reason) {
    case 'too_soon':
      return answer('minimum_notice');
    case 'outside_window':
      return answer('booking_window');
    case 'outside_availability': {
      const date = localDateOf(zone, start);
      const override = Object.hasOwn(loaded.schedule.overrides, date);
      return answer(override ? 'date_override' : 'outside_working_hours', { date });
    }
    case 'full':
      return answer('seats_full');
    case 'limit_reached':
      return answer('limit_reached');
    case 'conflict':
      break;
  }
  if (pool) return answer('no_host_free');
  const end = start + duration * MINUTE_MS;
  const from = start - rules.bufferBeforeMinutes * MINUTE_MS;
  const to = end + rules.bufferAfterMinutes * MINUTE_MS;
  for (const host of hosts) {
    const spans: BusySpan[] = busy.get(host.id) ?? [];
    const hit = spans.find((s) => overlaps(s, from, to));
    if (!hit) continue;
    if (hit.calendarId !== undefined) {
      const calendar = await calendarDetails(db, principal, host.id, hit.calendarId);
      return answer('external_busy', { host_id: host.id, ...calendar });
    }
    const reason = overlaps(hit, start, end) ? 'booking' : 'buffer';
    const booking = await bookingDetails(db, principal, hit.bookingId);
    return answer(reason, { host_id: host.id, ...booking });
  }
  const seat = seats.find(
    (s) => s.start_at !== start && overlaps({ start: s.start_at, end: s.end_at }, from, to),
  );
  const reason =
    seat && overlaps({ start: seat.start_at, end: seat.end_at }, start, end) ? 'booking' : 'buffer';
  return answer(reason, await bookingDetails(db, principal, seat?.id));
}
