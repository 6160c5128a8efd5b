/** Keeping the "one default schedule per user" rule, shared by calendars, events and schedules. */
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { NewScheduleRow, ScheduleRow } from '../../db/types.js';
import { conflict } from '../../errors.js';
import * as repo from './availability.repo.js';
import { defaultWeeklySchedule, type WeeklySchedule } from './schedule.js';

export const DEFAULT_SCHEDULE_TITLE = 'Weekly Hours';

export const titleTaken = (title: string) =>
  conflict('schedule_title_taken', `You already have a schedule named "${title}".`);

export async function insertScheduleOrConflict(db: Db, row: NewScheduleRow): Promise<ScheduleRow> {
  if (await repo.findScheduleByTitle(db, row.user_id, row.title)) throw titleTaken(row.title);
  try {
    return await repo.insertSchedule(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken(row.title);
    throw error;
  }
}

/**
 * The user's default schedule. Without one, the oldest schedule becomes the default; without any
 * schedule, "Weekly Hours" is created (when `create`) from `weekly` in `timezone`.
 */
export async function ensureDefaultSchedule(
  db: Db,
  userId: number,
  timezone: string,
  now: number,
  create = true,
  weekly: WeeklySchedule = defaultWeeklySchedule(),
): Promise<ScheduleRow | undefined> {
  const current = await repo.findDefaultSchedule(db, userId);
  if (current) return current;
  const oldest = await repo.findOldestSchedule(db, userId);
  if (oldest) return repo.updateSchedule(db, oldest.id, { is_default: 1, updated_at: now });
  if (!create) return undefined;
  return insertScheduleOrConflict(db, {
    user_id: userId,
    title: DEFAULT_SCHEDULE_TITLE,
    timezone,
    weekly_schedules: JSON.stringify(weekly),
    date_overrides: '{}',
    is_default: 1,
    created_at: now,
    updated_at: now,
  });
}
