import type { Db } from '../../db/database.js';
import type { NewScheduleRow, SchedulePatch, ScheduleRow } from '../../db/types.js';

export interface ScheduleFilter {
  /** Only this user's schedules; null for everyone's. */
  userId: number | null;
}

export async function findScheduleById(db: Db, id: number): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('availability_schedules')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findDefaultSchedule(
  db: Db,
  userId: number,
): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('availability_schedules')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
}

export async function findOldestSchedule(db: Db, userId: number): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('availability_schedules')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function findScheduleByTitle(
  db: Db,
  userId: number,
  title: string,
): Promise<ScheduleRow | undefined> {
  return db
    .selectFrom('availability_schedules')
    .selectAll()
    .where('user_id', '=', userId)
    .where('title', '=', title)
    .executeTakeFirst();
}

function filtered(db: Db, filter: ScheduleFilter) {
  let q = db.selectFrom('availability_schedules');
  if (filter.userId !== null) q = q.where('user_id', '=', filter.userId);
  return q;
}

export async function countSchedules(db: Db, filter: ScheduleFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listSchedules(
  db: Db,
  filter: ScheduleFilter & { offset: number; limit: number },
): Promise<ScheduleRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('user_id')
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function insertSchedule(db: Db, row: NewScheduleRow): Promise<ScheduleRow> {
  return db
    .insertInto('availability_schedules')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSchedule(
  db: Db,
  id: number,
  patch: SchedulePatch,
): Promise<ScheduleRow> {
  return db
    .updateTable('availability_schedules')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Clears the default flag of every schedule of the user (before another becomes default). */
export async function clearDefault(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('availability_schedules')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

export async function deleteSchedule(db: Db, id: number): Promise<void> {
  await db.deleteFrom('availability_schedules').where('id', '=', id).execute();
}

/** How many events use the schedule as theirs. */
export async function countEventsUsingSchedule(db: Db, scheduleId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('availability_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The events using the schedule as theirs (newest first, at most 500), with their calendar. */
export function listEventsUsingSchedule(db: Db, scheduleId: number) {
  return db
    .selectFrom('events as e')
    .innerJoin('calendars as c', 'c.id', 'e.calendar_id')
    .select([
      'e.id',
      'e.title',
      'e.slug',
      'e.status',
      'e.duration',
      'e.event_type',
      'e.calendar_id',
      'e.user_id',
      'c.title as calendar_title',
      'c.slug as calendar_slug',
      'c.type as calendar_type',
      'c.user_id as calendar_user_id',
    ])
    .where('e.availability_id', '=', scheduleId)
    .orderBy('e.id', 'desc')
    .limit(500)
    .execute();
}

/** `schedule id -> events using it`, for availability listings. */
export async function usageCounts(
  db: Db,
  scheduleIds: readonly number[],
): Promise<Map<number, number>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('events')
    .select(['availability_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('availability_id', 'in', scheduleIds)
    .groupBy('availability_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.availability_id), Number(r.n)]));
}

/** The zone of the user's personal (host) calendar, if they have one. */
export async function findHostCalendarZone(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendars')
    .select('author_timezone')
    .where('user_id', '=', userId)
    .where('type', '=', 'simple')
    .executeTakeFirst();
  return row?.author_timezone ?? undefined;
}
