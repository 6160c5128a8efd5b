/**
 * For the bookings module: everything the slot engine needs about one event, in one call, and
 * the mapping of FluentBooking's settings to the engine's rules.
 */
import type { Db } from '../../../db/database.js';
import type { CalendarRow, EventRow } from '../../../db/types.js';
import type { Schedule } from '../../../domain/availability.js';
import type { BookingWindow, EventRules, LimitUnit } from '../../../domain/slots.js';
import { findDefaultSchedule, findScheduleById } from '../../availability/index.js';
import { readOverrides, readWeekly } from '../../availability/index.js';
import { findCalendarById } from '../calendars.repo.js';
import type { LocationSetting } from './event-meta.schemas.js';
import type { EventSettings } from './event-settings.schemas.js';
import { readEventSettings } from './event-settings.js';
import { readLocations } from './events.presenter.js';
import { findEventById } from './events.repo.js';
import { findUsersByIds } from '../../users/index.js';

export interface EventForBooking {
  /** The row as stored; use `settings` and `locations` instead of its JSON columns. */
  event: EventRow;
  settings: EventSettings;
  locations: LocationSetting[];
  calendar: CalendarRow;
  /** Host ids: the owner, plus the team members of multi-host events. */
  hostIds: number[];
  /**
   * Round robin: the hosts one of whom takes each booking (the team members, else the owner).
   * Null for the other events, where every host of `hostIds` takes every booking.
   */
  pool: number[] | null;
  /**
   * The effective schedule: the event's own (`custom`, read in the calendar's author_timezone),
   * else its availability schedule (or, if that is gone, the owner's default) in that zone.
   */
  schedule: Schedule;
}

/** The event types with team members. */
export const MULTI_HOST: ReadonlySet<string> = new Set(['round_robin', 'collective']);

async function effectiveSchedule(
  db: Db,
  event: EventRow,
  settings: EventSettings,
  calendar: CalendarRow,
): Promise<Schedule> {
  if (event.availability_type !== 'custom') {
    const row =
      (event.availability_id !== null
        ? await findScheduleById(db, event.availability_id)
        : undefined) ?? (await findDefaultSchedule(db, calendar.user_id));
    if (row)
      return { timezone: row.timezone, weekly: readWeekly(row), overrides: readOverrides(row) };
  }
  return {
    timezone: calendar.author_timezone,
    weekly: settings.weekly_schedules,
    overrides: settings.date_overrides,
  };
}

/** The team members that are still users: a deleted user hosts nothing. */
async function existingUsers(db: Db, settings: EventSettings): Promise<number[]> {
  const members = settings.team_members;
  if (members.length === 0) return [];
  const found = await findUsersByIds(db, members);
  return members.filter((id) => found.has(id));
}

/** Undefined when the event does not exist. Says nothing about status or access. */
export async function loadEventForBooking(
  db: Db,
  eventId: number,
): Promise<EventForBooking | undefined> {
  const event = await findEventById(db, eventId);
  if (!event) return undefined;
  const calendar = await findCalendarById(db, event.calendar_id);
  if (!calendar) return undefined;
  const settings = readEventSettings(event.settings, event.duration);
  const members = MULTI_HOST.has(event.event_type) ? await existingUsers(db, settings) : [];
  return {
    event,
    settings,
    locations: readLocations(event.location_settings),
    calendar,
    hostIds: [...new Set([event.user_id, ...members])],
    pool:
      event.event_type === 'round_robin' ? (members.length > 0 ? members : [event.user_id]) : null,
    schedule: await effectiveSchedule(db, event, settings, calendar),
  };
}

const LIMIT_UNIT: Record<string, LimitUnit> = {
  per_day: 'day',
  per_week: 'week',
  per_month: 'month',
};
const NOTICE_MINUTES: Record<string, number> = { minutes: 1, hours: 60, days: 1440, weeks: 10_080 };

function bookingWindow(s: EventSettings): BookingWindow {
  if (s.range_type === 'range_indefinite') return { kind: 'indefinite' };
  if (s.range_type === 'range_date_between') {
    return {
      kind: 'range',
      start: s.range_date_between[0] ?? '',
      end: s.range_date_between[1] ?? '',
    };
  }
  return { kind: 'rolling', days: s.range_days };
}

/** The slot engine's rules for one booking of `duration` minutes (default: the event's). */
export function eventRulesOf(
  { event, settings }: EventForBooking,
  duration = event.duration,
): EventRules {
  const group = event.event_type === 'group';
  return {
    durationMinutes: duration,
    slotIntervalMinutes: settings.slot_interval,
    bufferBeforeMinutes: settings.buffer_time_before,
    bufferAfterMinutes: settings.buffer_time_after,
    minimumNoticeMinutes:
      settings.schedule_conditions.value *
      (NOTICE_MINUTES[settings.schedule_conditions.unit] ?? 60),
    bookingWindow: bookingWindow(settings),
    capacity: group ? event.max_book_per_slot : 1,
    displaySpots: group && event.is_display_spots === 1,
    frequencyLimits: settings.booking_frequency.enabled
      ? settings.booking_frequency.limits.map((l) => ({
          unit: LIMIT_UNIT[l.unit] ?? 'day',
          max: l.value,
        }))
      : [],
    durationLimits: settings.booking_duration.enabled
      ? settings.booking_duration.limits.map((l) => ({
          unit: LIMIT_UNIT[l.unit] ?? 'day',
          maxMinutes: l.value,
        }))
      : [],
  };
}
