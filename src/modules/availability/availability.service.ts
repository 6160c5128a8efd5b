import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { ScheduleRow } from '../../db/types.js';
import { can, type Principal } from '../../domain/policy.js';
import { isValidTimeZone } from '../../domain/time.js';
import { conflict, forbidden, validationFailed } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { paginator } from '../../http/paginator.js';
import { presentSchedule, readWeekly } from './availability.presenter.js';
import * as repo from './availability.repo.js';
import type {
  CreateScheduleBody,
  ScheduleListQuery,
  SchedulePatchInput,
  UpdateScheduleBody,
} from './availability.schemas.js';
import { ensureDefaultSchedule, insertScheduleOrConflict, titleTaken } from './default-schedule.js';
import { defaultWeeklySchedule, normalizeOverrides, normalizeWeekly } from './schedule.js';
import type { FieldErrors } from '../../errors.js';
import { cloneSchedule, readableSchedule, scheduleUsages } from './usages-and-clone.js';
import { findUsersByIds } from '../users/index.js';

export interface AvailabilityDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
}

export function createAvailabilityService(deps: AvailabilityDeps) {
  const { db, clock } = deps;
  return {
    list: (principal: Principal, query: ScheduleListQuery) => listSchedules(deps, principal, query),

    async get(principal: Principal, id: number) {
      return { schedule: await present(db, await readableSchedule(db, principal, id)) };
    },

    usages: (principal: Principal, id: number) => scheduleUsages(db, principal, id),

    async clone(principal: Principal, id: number) {
      const row = await cloneSchedule(db, principal, id, clock());
      return { message: 'Schedule has been cloned successfully', schedule: await present(db, row) };
    },

    create: (principal: Principal, body: CreateScheduleBody) =>
      createSchedule(deps, principal, body),
    update: (principal: Principal, id: number, body: UpdateScheduleBody) =>
      updateSchedule(deps, principal, id, body),
    remove: (principal: Principal, id: number) => removeSchedule(deps, principal, id),
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

async function writable(db: Db, principal: Principal, id: number): Promise<ScheduleRow> {
  const row = await readableSchedule(db, principal, id);
  if (!can(principal, 'availability:write', { ownerId: row.user_id })) throw forbidden();
  return row;
}

async function present(db: Db, row: ScheduleRow) {
  const [owners, usage] = await Promise.all([
    findUsersByIds(db, [row.user_id]),
    repo.usageCounts(db, [row.id]),
  ]);
  return presentSchedule(row, owners.get(row.user_id), usage.get(row.id) ?? 0);
}

/** Whose schedules the list shows: everyone's for permission holders, else one's own. */
function listOwner(principal: Principal, author: string | undefined): number | null {
  if (!can(principal, 'availability:read')) return principal.userId;
  if (author === undefined || author === 'all') return null;
  return author === 'me' ? principal.userId : Number(author);
}

async function listSchedules(
  { db, publicUrl }: AvailabilityDeps,
  principal: Principal,
  query: ScheduleListQuery,
) {
  const page = toPage(query);
  const filter = { userId: listOwner(principal, query.filters?.author) };
  const [total, rows] = await Promise.all([
    repo.countSchedules(db, filter),
    repo.listSchedules(db, { ...filter, offset: page.offset, limit: page.limit }),
  ]);
  const [owners, usage] = await Promise.all([
    findUsersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    repo.usageCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const data = rows.map((r) => presentSchedule(r, owners.get(r.user_id), usage.get(r.id) ?? 0));
  const env = envelope(page, total, rows.length);
  return {
    availabilities: paginator(data, page, env, `${publicUrl}/api/v2/availability`),
    ...env,
  };
}

async function createSchedule(
  { db, clock }: AvailabilityDeps,
  principal: Principal,
  body: CreateScheduleBody,
) {
  const userId = body.user_id ?? principal.userId;
  const allowed =
    userId === principal.userId
      ? can(principal, 'calendars:create') || can(principal, 'availability:write')
      : can(principal, 'availability:write', { ownerId: userId });
  if (!allowed) throw forbidden();
  if (!(await findUsersByIds(db, [userId])).has(userId)) {
    throw validationFailed({ user_id: { exists: `No user with id ${userId} exists.` } });
  }
  const errors: FieldErrors = {};
  const timezone = body.timezone ?? (await repo.findHostCalendarZone(db, userId)) ?? 'UTC';
  checkZone(timezone, 'timezone', errors);
  const weekly = body.weekly_schedules
    ? normalizeWeekly(body.weekly_schedules, 'weekly_schedules', errors)
    : defaultWeeklySchedule();
  const overrides = normalizeOverrides(body.date_overrides ?? {}, 'date_overrides', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const now = clock();
  const row = await db.transaction().execute(async (trx) => {
    const hasDefault = (await repo.findDefaultSchedule(trx, userId)) !== undefined;
    const makeDefault = body.default === true || !hasDefault;
    if (makeDefault) await repo.clearDefault(trx, userId);
    return insertScheduleOrConflict(trx, {
      user_id: userId,
      title: body.title.trim(),
      timezone,
      weekly_schedules: JSON.stringify(weekly),
      date_overrides: JSON.stringify(overrides),
      is_default: makeDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  });
  return { message: 'Schedule has been created successfully', schedule: await present(db, row) };
}

async function updateSchedule(
  { db, clock }: AvailabilityDeps,
  principal: Principal,
  id: number,
  body: UpdateScheduleBody,
) {
  const row = await writable(db, principal, id);
  const input: SchedulePatchInput = { ...body, ...body.schedule?.settings };
  if (body.schedule?.title !== undefined) input.title = body.schedule.title;
  const errors: FieldErrors = {};
  if (input.timezone !== undefined) checkZone(input.timezone, 'timezone', errors);
  // A patch: the weekdays sent replace theirs, the others keep what they had.
  const weekly =
    input.weekly_schedules &&
    normalizeWeekly({ ...readWeekly(row), ...input.weekly_schedules }, 'weekly_schedules', errors);
  const overrides =
    input.date_overrides && normalizeOverrides(input.date_overrides, 'date_overrides', errors);
  if (input.default === false && row.is_default === 1) {
    errors.default = { in: 'Make another schedule the default instead of unsetting this one.' };
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const saved = await db.transaction().execute(async (trx) => {
    if (input.default === true && row.is_default !== 1) await repo.clearDefault(trx, row.user_id);
    const patch = {
      ...(input.title !== undefined ? { title: input.title.trim() } : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(weekly ? { weekly_schedules: JSON.stringify(weekly) } : {}),
      ...(overrides ? { date_overrides: JSON.stringify(overrides) } : {}),
      ...(input.default === true ? { is_default: 1 } : {}),
      updated_at: clock(),
    };
    try {
      return await repo.updateSchedule(trx, id, patch);
    } catch (error) {
      if (isUniqueViolation(error)) throw titleTaken(input.title ?? row.title);
      throw error;
    }
  });
  return { message: 'Schedule has been updated successfully', schedule: await present(db, saved) };
}

async function removeSchedule({ db, clock }: AvailabilityDeps, principal: Principal, id: number) {
  const row = await writable(db, principal, id);
  await db.transaction().execute(async (trx) => {
    const used = await repo.countEventsUsingSchedule(trx, id);
    if (used > 0) {
      throw conflict(
        'schedule_in_use',
        `The schedule cannot be deleted: ${used} event(s) use it.`,
        { usage_count: used },
      );
    }
    if (row.is_default === 1 && (await repo.findHostCalendarZone(trx, row.user_id)) !== undefined) {
      throw conflict(
        'schedule_is_default',
        'The default schedule of a host with a calendar cannot be deleted.',
      );
    }
    await repo.deleteSchedule(trx, id);
    // Keep one default per user: the oldest remaining schedule takes over.
    if (row.is_default === 1)
      await ensureDefaultSchedule(trx, row.user_id, row.timezone, clock(), false);
  });
  return { message: 'Schedule Availability has been deleted successfully' };
}

function checkZone(zone: string, field: string, errors: FieldErrors): void {
  if (!isValidTimeZone(zone))
    errors[field] = { timezone: `${zone} is not a valid IANA time zone.` };
}
