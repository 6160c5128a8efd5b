/**
 * Free slots of an event for a range of the guest's dates. Loads only the bookings inside the
 * window (`bookingLoadRanges`), so the cost follows the window, not the history.
 */
import type { Db } from '../../../db/database.js';
import type { Principal } from '../../../domain/policy.js';
import { formatSlotsQuickly } from '../../../domain/booking-slot-format.js';
import { FIRST_DATE, LAST_DATE } from '../../../domain/booking-time.js';
import { bookingLoadRanges, computeSlots } from '../../../domain/slots.js';
import {
  epochDayOf,
  isValidTimeZone,
  localDateOf,
  startOfNextMonth,
  addDays,
} from '../../../domain/time.js';
import {
  busiestDaySlots,
  MAX_SLOTS_PER_ANSWER,
  widestSlotWindow,
} from '../../../domain/slot-budget.js';
import { AppError, invalidParam } from '../../../errors.js';
import type { Schedule } from '../../../domain/availability.js';
import type { EventForBooking } from '../../calendars/index.js';
import { bookingWidgetOf, eventRulesOf } from '../../calendars/index.js';
import { sqlUtc } from '../../../shared/format.js';
import { durationChoices } from './input.js';
import { assertAcceptsBookings, eventByHash, eventForPrincipal } from './bookable-event.js';
import { eventHosts, eventZone } from './event-hosts.js';
import { loadHeld } from './slot-check.js';
import { explainStart } from './explain.js';
import { requestedTime } from './input.js';
import type {
  ExplainAnswer,
  ExplainQuery,
  HostSlotAnswer,
  SlotAnswer,
  SlotQuery,
} from './slots.schemas.js';
import { formatUtc } from '../../../domain/time.js';

/** At most this many days between `start_date` and `end_date`. */
export const MAX_SLOT_DAYS = 62;

export interface SlotsDeps {
  db: Db;
  clock: () => number;
}

function slotDuration(loaded: EventForBooking, requested: number | undefined): number {
  const { allowed, fallback } = durationChoices(loaded);
  if (requested === undefined) return fallback;
  if (!allowed.includes(requested)) {
    throw invalidParam({ duration: `The duration must be one of: ${allowed.join(', ')}.` });
  }
  return requested;
}

/** The guest's zone and dates: defaults are the event's zone, today, and the month's end. */
function dateRange(query: SlotQuery, defaultZone: string, now: number) {
  const timezone = query.timezone ?? defaultZone;
  if (!isValidTimeZone(timezone)) {
    throw invalidParam({ timezone: `${timezone} is not a valid IANA time zone.` });
  }
  const [startDate = localDateOf(timezone, now), fromTime] = query.start_date?.split(' ') ?? [];
  let endDate: string;
  let span: number;
  try {
    endDate = query.end_date ?? addDays(startOfNextMonth(startDate), -1);
    span = epochDayOf(endDate) - epochDayOf(startDate);
  } catch {
    throw invalidParam({
      start_date: 'The start_date and end_date must be real YYYY-MM-DD dates.',
    });
  }
  if (span < 0) throw invalidParam({ end_date: 'The end_date must not be before the start_date.' });
  if (startDate < FIRST_DATE || endDate > LAST_DATE) {
    throw invalidParam({ start_date: `Dates must be between ${FIRST_DATE} and ${LAST_DATE}.` });
  }
  if (span > MAX_SLOT_DAYS) {
    throw invalidParam({ end_date: `At most ${MAX_SLOT_DAYS} days can be asked at once.` });
  }
  const from = fromTime ? `${startDate} ${fromTime.padEnd(8, ':00')}` : null;
  return { range: { timezone, startDate, endDate }, from };
}

/** Without the start day's slots before `from` (`YYYY-MM-DD HH:MM:SS`, guest-local). */
function slotsFrom(slots: SlotAnswer['available_slots'], from: string | null) {
  if (!from) return slots;
  const day = from.slice(0, 10);
  const kept = (slots[day] ?? []).filter((slot) => slot.start >= from);
  if (kept.length > 0) slots[day] = kept;
  else delete slots[day];
  return slots;
}

/**
 * An answer holds at most MAX_SLOTS_PER_ANSWER slots: a window wider than this event's busiest
 * day allows is refused before any slot is computed, naming the widest window that is allowed.
 */
function assertWithinBudget(
  loaded: EventForBooking,
  duration: number,
  range: { startDate: string; endDate: string },
  schedule: Schedule,
): void {
  const step = loaded.settings.slot_interval || duration;
  const busiest = busiestDaySlots(schedule, step);
  const widest = widestSlotWindow(busiest, MAX_SLOT_DAYS + 1);
  const days = epochDayOf(range.endDate) - epochDayOf(range.startDate) + 1;
  if (days <= widest) return;
  const lastEnd = addDays(range.startDate, widest - 1);
  const message =
    `This event offers up to ${busiest} slots a day and an answer holds at most ` +
    `${MAX_SLOTS_PER_ANSWER}: ask for at most ${widest} day(s) at once ` +
    `(end_date ${lastEnd} at the latest for this start_date).`;
  throw new AppError('invalid_param', 'slot_window_too_wide', message, {
    params: { end_date: message },
    max_days: widest,
  });
}

export function createSlotsService({ db, clock }: SlotsDeps) {
  async function compute(loaded: EventForBooking, query: SlotQuery) {
    assertAcceptsBookings(loaded);
    const duration = slotDuration(loaded, query.duration);
    const { hosts, pool } = await eventHosts(db, loaded);
    const zone = eventZone(hosts);
    const lock = loaded.settings.lock_timezone;
    const now = clock();
    const { range, from } = dateRange(
      query,
      lock.enabled && lock.timezone ? lock.timezone : zone,
      now,
    );
    assertWithinBudget(loaded, duration, range, loaded.schedule);
    const rules = eventRulesOf(loaded, duration);
    const slotQuery = { now, ...range };
    const ranges = bookingLoadRanges(rules, zone, slotQuery);
    const eventId = loaded.event.id;
    const { context } = await loadHeld(db, { rules, hosts, pool, eventId, ranges });
    const result = computeSlots({ ...context, query: slotQuery });
    return {
      timezone: range.timezone,
      duration,
      max_lookup_date: result.maxLookupDate ? `${result.maxLookupDate} 23:59:59` : (false as const),
      available_slots: slotsFrom(formatSlotsQuickly(result, range.timezone), from),
      now,
      noticeMinutes: rules.minimumNoticeMinutes,
    };
  }

  return {
    async forPublicEvent(hash: string, query: SlotQuery): Promise<SlotAnswer> {
      const {
        now: _now,
        noticeMinutes: _notice,
        ...answer
      } = await compute(await eventByHash(db, hash), query);
      return answer;
    },
    /** The host's view: the slots and what the booking dialog shows of the event. */
    async forEvent(
      principal: Principal,
      eventId: number,
      query: SlotQuery,
    ): Promise<HostSlotAnswer> {
      const loaded = await eventForPrincipal(db, principal, eventId, 'read');
      const { now, noticeMinutes, ...answer } = await compute(loaded, query);
      const widget = await bookingWidgetOf(db, loaded);
      const slot = {
        ...widget.slot,
        min_lookup_date: sqlUtc(now),
        min_bookable_date: sqlUtc(now + noticeMinutes * 60_000),
        max_lookup_date: answer.max_lookup_date,
      };
      return { ...answer, calendar_event: { ...widget, slot } };
    },
    /**
     * Why a start is offered or not, by the same engine as the slot list; with
     * `excludeBookingId`, as for moving that booking there (it does not hold its own time, as
     * when a move checks the new start).
     */
    async explain(
      principal: Principal,
      eventId: number,
      query: ExplainQuery,
      { excludeBookingId }: { excludeBookingId?: number } = {},
    ): Promise<ExplainAnswer> {
      const loaded = await eventForPrincipal(db, principal, eventId, 'read');
      assertAcceptsBookings(loaded);
      const duration = slotDuration(loaded, query.duration);
      const { start } = requestedTime({ start_utc: query.start_utc }, 'UTC');
      const explained = await explainStart(db, principal, loaded, start, duration, clock(), {
        excludeBookingId,
      });
      return { start_utc: formatUtc(start), duration, ...explained };
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
