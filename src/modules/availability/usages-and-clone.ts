/**
 * `GET /availability/{schedule_id}/usages` (the event types that book from a schedule) and
 * `POST /availability/{schedule_id}/clone` (a copy for the caller). The schedule must be
 * readable (404 otherwise, like a missing one).
 */
import type { Db } from '../../db/database.js';
import type { ScheduleRow } from '../../db/types.js';
import { can, type Principal } from '../../domain/policy.js';
import { forbidden, notFound } from '../../errors.js';
import * as repo from './availability.repo.js';
import { insertScheduleOrConflict } from './default-schedule.js';

export async function readableSchedule(
  db: Db,
  principal: Principal,
  id: number,
): Promise<ScheduleRow> {
  const row = await repo.findScheduleById(db, id);
  if (!row || !can(principal, 'availability:read', { ownerId: row.user_id })) {
    throw notFound('schedule', id);
  }
  return row;
}

/**
 * The events using the schedule as their availability, newest first, with their calendar; an
 * event in a calendar the caller may not read is only counted (`others_count`).
 */
export async function scheduleUsages(db: Db, principal: Principal, id: number) {
  const schedule = await readableSchedule(db, principal, id);
  const rows = await repo.listEventsUsingSchedule(db, schedule.id);
  const shown = rows.filter((r) =>
    can(principal, 'calendar:read', { ownerId: r.calendar_user_id, calendarId: r.calendar_id }),
  );
  const data = shown.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status,
    duration: r.duration,
    event_type: r.event_type,
    calendar_id: r.calendar_id,
    user_id: r.user_id,
    calendar: {
      id: r.calendar_id,
      title: r.calendar_title,
      slug: r.calendar_slug,
      type: r.calendar_type,
    },
  }));
  return {
    usages: { data, total: data.length, others_count: rows.length - shown.length },
  };
}

const cloneTitle = (title: string, n: number) => `${title} (Clone${n > 1 ? ` ${n}` : ''})`;

/**
 * A copy of a readable schedule for the caller (never their default, unless it is their first
 * schedule), titled "<title> (Clone)", numbered when the caller already has that title.
 */
export async function cloneSchedule(db: Db, principal: Principal, id: number, now: number) {
  const source = await readableSchedule(db, principal, id);
  const mayCreate = can(principal, 'calendars:create') || can(principal, 'availability:write');
  if (!mayCreate) throw forbidden();
  const userId = principal.userId;
  return db.transaction().execute(async (trx) => {
    let n = 1;
    while (await repo.findScheduleByTitle(trx, userId, cloneTitle(source.title, n))) n += 1;
    const first = (await repo.findDefaultSchedule(trx, userId)) === undefined;
    return insertScheduleOrConflict(trx, {
      user_id: userId,
      title: cloneTitle(source.title, n),
      timezone: source.timezone,
      weekly_schedules: source.weekly_schedules,
      date_overrides: source.date_overrides,
      is_default: first ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  });
}
