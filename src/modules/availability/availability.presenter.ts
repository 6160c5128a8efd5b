import type { ScheduleRow, UserRow } from '../../db/types.js';
import { isoUtc } from '../../shared/format.js';
import { defaultWeeklySchedule, type DateOverrides, type WeeklySchedule } from './schedule.js';
import { parseJson } from '../../shared/json.js';

export function readWeekly(row: ScheduleRow): WeeklySchedule {
  return parseJson<WeeklySchedule>(row.weekly_schedules, defaultWeeklySchedule());
}

export function readOverrides(row: ScheduleRow): DateOverrides {
  return parseJson<DateOverrides>(row.date_overrides, {});
}

export function presentSchedule(row: ScheduleRow, owner: UserRow | undefined, usageCount: number) {
  const weekly = readWeekly(row);
  const overrides = readOverrides(row);
  const isDefault = row.is_default === 1;
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    default: isDefault,
    timezone: row.timezone,
    weekly_schedules: weekly,
    date_overrides: overrides,
    settings: {
      default: isDefault,
      timezone: row.timezone,
      weekly_schedules: weekly,
      date_overrides: overrides,
    },
    usage_count: usageCount,
    host_name: owner?.display_name ?? 'Unknown',
    host_avatar: '',
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}
