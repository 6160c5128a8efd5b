/** Event settings: defaults, reading what is stored, and merging a write into them. */
import { isValidTimeZone } from '../../../domain/time.js';
import {
  defaultWeeklySchedule,
  isCalendarDate,
  normalizeOverrides,
  normalizeWeekly,
  type WeeklySchedule,
} from '../../availability/index.js';
import type { EventSettings, EventSettingsInput, LimitSetting } from './event-settings.schemas.js';
import { parseJson } from '../../../shared/json.js';
import {
  defaultGuestSettings,
  mergeGuestSettings,
  readGuestSettings,
} from './event-guest-settings.js';
import type { FieldErrors } from '../../../errors.js';

/** FluentBooking's defaults for a new event. */
export function defaultEventSettings(
  duration = 30,
  weekly: WeeklySchedule = defaultWeeklySchedule(),
): EventSettings {
  return {
    schedule_type: 'weekly_schedules',
    weekly_schedules: weekly,
    date_overrides: {},
    range_type: 'range_days',
    range_days: 60,
    range_date_between: ['', ''],
    schedule_conditions: { value: 4, unit: 'hours' },
    buffer_time_before: 0,
    buffer_time_after: 0,
    slot_interval: null,
    team_members: [],
    multi_duration: { enabled: false, default_duration: duration, available_durations: [] },
    booking_frequency: { enabled: false, limits: [{ unit: 'per_day', value: 5 }] },
    booking_duration: { enabled: false, limits: [{ unit: 'per_day', value: 120 }] },
    lock_timezone: { enabled: false, timezone: '' },
    booking_title: '',
    submit_button_text: '',
    ...defaultGuestSettings(),
  };
}

/** Stored JSON over the defaults, so rows written by older versions still read completely. */
export function readEventSettings(text: string, duration: number): EventSettings {
  const stored = parseJson<Partial<EventSettings>>(text, {});
  const guest = readGuestSettings(stored);
  return { ...defaultEventSettings(duration), ...stored, ...guest };
}

/** The event's `booking_title` template as stored ('' when it has none). */
export function bookingTitleTemplate(settings: string): string {
  const stored = parseJson<{ booking_title?: unknown } | null>(settings, null);
  return typeof stored?.booking_title === 'string' ? stored.booking_title : '';
}

/** A title is one line: line breaks and other control characters become spaces. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

const limitSetting = (l: LimitSetting): LimitSetting => ({
  enabled: l.enabled,
  limits: l.limits.map(({ unit, value }) => ({ unit, value })),
});

type Setter = (
  settings: EventSettings,
  input: EventSettingsInput,
  path: string,
  errors: FieldErrors,
) => void;

/** `current` with the known keys `given` carries (unknown keys are not stored). */
function merge<T extends object>(current: T, given: Partial<T> | undefined): T {
  const out = { ...current };
  for (const key of Object.keys(current) as (keyof T)[]) {
    const value = given?.[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const SETTERS: Setter[] = [
  (s, i, path, errors) => {
    if (i.weekly_schedules) {
      s.weekly_schedules = normalizeWeekly(i.weekly_schedules, `${path}weekly_schedules`, errors);
    }
    if (i.date_overrides) {
      s.date_overrides = normalizeOverrides(i.date_overrides, `${path}date_overrides`, errors);
    }
  },
  (s, i) => {
    if (i.range_type) s.range_type = i.range_type;
    if (i.range_days !== undefined) s.range_days = i.range_days;
    if (i.range_date_between) {
      s.range_date_between = i.range_date_between.map((d) => d.slice(0, 10));
    }
  },
  (s, i) => {
    s.schedule_conditions = merge(s.schedule_conditions, i.schedule_conditions);
    if (i.buffer_time_before !== undefined) s.buffer_time_before = i.buffer_time_before;
    if (i.buffer_time_after !== undefined) s.buffer_time_after = i.buffer_time_after;
    if (i.slot_interval !== undefined) {
      s.slot_interval =
        typeof i.slot_interval === 'number' && i.slot_interval > 0 ? i.slot_interval : null;
    }
  },
  (s, i) => {
    if (i.team_members) s.team_members = [...new Set(i.team_members)];
    s.multi_duration = merge(s.multi_duration, i.multi_duration);
    s.booking_frequency = limitSetting(merge(s.booking_frequency, i.booking_frequency));
    s.booking_duration = limitSetting(merge(s.booking_duration, i.booking_duration));
    s.lock_timezone = merge(s.lock_timezone, i.lock_timezone);
    if (i.booking_title !== undefined) s.booking_title = oneLine(i.booking_title);
    if (i.submit_button_text !== undefined) s.submit_button_text = i.submit_button_text.trim();
  },
  mergeGuestSettings,
];

/** Rules that span several keys, checked on the merged result. */
function checkCombined(s: EventSettings, path: string, errors: FieldErrors): void {
  if (s.range_type === 'range_date_between') {
    const [start = '', end = ''] = s.range_date_between;
    if (!isCalendarDate(start) || !isCalendarDate(end) || start > end) {
      errors[`${path}range_date_between`] = {
        date_range:
          'The range_date_between must be two YYYY-MM-DD dates, the first not after the second.',
      };
    }
  }
  if (s.multi_duration.enabled) {
    const { default_duration, available_durations } = s.multi_duration;
    if (!available_durations.includes(default_duration)) {
      errors[`${path}multi_duration.default_duration`] = {
        in: 'The default_duration must be one of the available_durations.',
      };
    }
  }
  if (s.lock_timezone.enabled && !isValidTimeZone(s.lock_timezone.timezone)) {
    errors[`${path}lock_timezone.timezone`] = {
      timezone: `${s.lock_timezone.timezone || '(empty)'} is not a valid IANA time zone.`,
    };
  }
}

/**
 * The stored settings with `input` merged in, key by key (absent keys keep their value);
 * problems are added to `errors` under `path` (e.g. `settings.`).
 */
export function mergeEventSettings(
  current: EventSettings,
  input: EventSettingsInput,
  path: string,
  errors: FieldErrors,
): EventSettings {
  const next: EventSettings = structuredClone(current);
  for (const setter of SETTERS) setter(next, input, path, errors);
  checkCombined(next, path, errors);
  return next;
}
