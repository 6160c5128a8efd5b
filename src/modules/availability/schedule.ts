/**
 * Weekly schedules and date overrides as stored and exchanged: local wall-clock `HH:MM` windows,
 * interpreted in a separate IANA zone. The input schemas here are shared by availability
 * schedules and by events that carry their own (`custom`) schedule.
 */
import { Type } from '@sinclair/typebox';
import type { DaySchedule, Schedule, TimeWindow, Weekday } from '../../domain/availability.js';
import type { FieldErrors } from '../../errors.js';

export type { DaySchedule, TimeWindow, Weekday };
export type WeeklySchedule = Schedule['weekly'];
export type DateOverrides = Schedule['overrides'];

export const WEEKDAY_KEYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MAX_WINDOWS = 24;
const MAX_OVERRIDES = 731;

const Clock = Type.String({
  pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$',
  examples: ['09:00'],
});
export const TimeWindowSchema = Type.Object({ start: Clock, end: Clock });
const DaySchema = Type.Object({
  enabled: Type.Boolean(),
  slots: Type.Array(TimeWindowSchema, { maxItems: MAX_WINDOWS }),
});

/** Output and input: every weekday, each `{ enabled, slots: [{ start, end }] }`. */
export const WeeklyScheduleSchema = Type.Object(
  Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, DaySchema])) as Record<
    Weekday,
    typeof DaySchema
  >,
);
/** Input: missing weekdays are off. */
export const WeeklyScheduleInput = Type.Partial(WeeklyScheduleSchema);
export const DateOverridesSchema = Type.Record(
  Type.String(),
  Type.Array(TimeWindowSchema, { maxItems: MAX_WINDOWS }),
);
/** Input: an object keyed by `YYYY-MM-DD`, or the empty array PHP clients send for "none". */
export const DateOverridesInput = Type.Union([
  Type.Record(Type.String(), Type.Array(TimeWindowSchema, { maxItems: MAX_WINDOWS }), {
    maxProperties: MAX_OVERRIDES,
  }),
  Type.Array(Type.Unknown(), { maxItems: 0 }),
]);

export type WeeklyScheduleInput = Partial<Record<Weekday, DaySchedule>>;
export type DateOverridesInput = Record<string, TimeWindow[]> | unknown[];

/** FluentBooking's default: Monday to Friday, 09:00 to 17:00. */
export function defaultWeeklySchedule(): WeeklySchedule {
  const day = (enabled: boolean): DaySchedule => ({
    enabled,
    slots: enabled ? [{ start: '09:00', end: '17:00' }] : [],
  });
  return {
    sun: day(false),
    mon: day(true),
    tue: day(true),
    wed: day(true),
    thu: day(true),
    fri: day(true),
    sat: day(false),
  };
}

function minutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Adds an error when the window is empty or inverted (an end of `00:00` means midnight). */
function checkWindow(window: TimeWindow, path: string, errors: FieldErrors): void {
  const start = minutes(window.start);
  const end = window.end === '00:00' ? 1440 : minutes(window.end);
  if (end <= start) {
    errors[`${path}.end`] = { after: `The ${path}.end must be later than its start.` };
  }
}

/** Every weekday present (missing ones off); windows validated. */
export function normalizeWeekly(
  input: WeeklyScheduleInput,
  path: string,
  errors: FieldErrors,
): WeeklySchedule {
  const weekly = {} as WeeklySchedule;
  for (const day of WEEKDAY_KEYS) {
    const given = input[day];
    const slots = (given?.slots ?? []).map((w) => ({ start: w.start, end: w.end }));
    slots.forEach((w, i) => checkWindow(w, `${path}.${day}.slots.${i}`, errors));
    weekly[day] = { enabled: given?.enabled ?? false, slots };
  }
  return weekly;
}

export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Keys must be real dates; each date holds windows, or the single `00:00`-`00:00` marker that
 * means "unavailable all day". Sorted by date.
 */
export function normalizeOverrides(
  input: DateOverridesInput,
  path: string,
  errors: FieldErrors,
): DateOverrides {
  if (Array.isArray(input)) return {};
  const overrides: DateOverrides = {};
  for (const date of Object.keys(input).sort()) {
    const windows = (input[date] ?? []).map((w) => ({ start: w.start, end: w.end }));
    if (!isCalendarDate(date)) {
      errors[`${path}.${date}`] = { date: `${date} is not a valid YYYY-MM-DD date.` };
      continue;
    }
    const unavailable =
      windows.length === 1 && windows[0]?.start === '00:00' && windows[0]?.end === '00:00';
    if (!unavailable) windows.forEach((w, i) => checkWindow(w, `${path}.${date}.${i}`, errors));
    overrides[date] = windows;
  }
  return overrides;
}
