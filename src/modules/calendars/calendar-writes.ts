/** Creating a calendar (with its first schedule and event, when given) and changing one. */
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { UserRow } from '../../db/types.js';
import { can, type Principal } from '../../domain/policy.js';
import { forbidden, validationFailed } from '../../errors.js';
import { ensureDefaultSchedule } from '../availability/index.js';
import { normalizeWeekly } from '../availability/index.js';
import { insertEventWithSlug, resolveEvent } from './events/event-writer.js';
import { presentEvent } from './events/events.presenter.js';
import { plainText, sanitizeDescription } from '../../shared/sanitize.js';
import { DEFAULT_SHARING } from './sharing/sharing.js';
import { calendarFor } from './calendar-access.js';
import { calendarView } from './calendar-view.js';
import * as calendars from './calendars.repo.js';
import { recordOldSlug } from './slug-redirects.repo.js';
import type { CreateCalendarBody, UpdateCalendarBody } from './calendars.schemas.js';
import { findUsersByIds } from '../users/index.js';
import { baseSlug, newHash } from './slugs.js';
import {
  calendarExists,
  checkSlug,
  checkZone,
  grantOwnCalendar,
  insertCalendar,
  requirePluginFields,
  slugTaken,
  withoutEmpty,
} from './calendar-input.js';
import type { FieldErrors } from '../../errors.js';

export interface CalendarsDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
}

async function ownerOf(db: Db, principal: Principal, userId: number): Promise<UserRow> {
  if (userId !== principal.userId && !can(principal, 'users:manage')) throw forbidden();
  const user = (await findUsersByIds(db, [userId])).get(userId);
  if (!user) throw validationFailed({ user_id: { exists: `No user with id ${userId} exists.` } });
  if (user.role === 'viewer') {
    throw validationFailed({
      user_id: {
        role: `User ${userId} is a viewer, who is read-only and cannot own a calendar; make them a host first.`,
      },
    });
  }
  return user;
}

export async function createCalendar(
  { db, clock, publicUrl }: CalendarsDeps,
  principal: Principal,
  body: CreateCalendarBody,
) {
  if (!can(principal, 'calendars:create')) throw forbidden();
  const input = withoutEmpty({ ...body, ...body.calendar });
  if (body.calendar !== undefined) requirePluginFields(input);
  const owner = await ownerOf(db, principal, input.user_id ?? principal.userId);
  const type = input.type ?? 'simple';
  const errors: FieldErrors = {};
  const timezone = input.author_timezone ?? owner.time_zone;
  checkZone(timezone, 'author_timezone', errors);
  if (input.slug !== undefined) checkSlug(input.slug, errors);
  const fullName = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
  const title = plainText(input.title ?? (type === 'simple' ? fullName || owner.display_name : ''));
  if (!title) errors.title = { required: 'The title field is required for a team calendar.' };
  const slotWeekly = input.slot?.settings?.weekly_schedules ?? input.slot?.weekly_schedules;
  const weekly = slotWeekly && normalizeWeekly(slotWeekly, 'slot.weekly_schedules', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (type === 'simple' && (await calendars.findHostCalendarOfUser(db, owner.id)))
    throw calendarExists();

  const now = clock();
  const { row, event } = await db.transaction().execute(async (trx) => {
    const row = await insertCalendar(
      trx,
      {
        hash: newHash(),
        user_id: owner.id,
        account_id: 0,
        parent_id: null,
        title,
        media_id: 0,
        description: sanitizeDescription(input.description ?? ''),
        settings: null,
        status: 'active',
        type,
        event_type: 'scheduling',
        account_type: 'free',
        visibility: 'public',
        author_timezone: timezone,
        max_book_per_slot: 1,
        created_at: now,
        updated_at: now,
      },
      {
        ...(input.slug !== undefined ? { given: input.slug } : {}),
        base: baseSlug(type === 'simple' ? owner.login : title),
      },
    );
    if (type === 'simple') {
      await ensureDefaultSchedule(trx, owner.id, timezone, now, true, weekly);
    }
    await grantOwnCalendar(trx, owner, now);
    if (!input.slot) return { row, event: undefined };
    const ctx = { db: trx, principal, calendar: row, now, path: 'slot.' };
    const resolved = await resolveEvent(ctx, input.slot);
    return { row, event: await insertEventWithSlug(trx, row, resolved, now) };
  });
  const eventView = { publicUrl, calendarSlug: row.slug, sharing: { ...DEFAULT_SHARING } };
  return {
    message: 'Calendar has been created successfully',
    calendar: await calendarView(db, row, { publicUrl, principal }),
    slot: event ? presentEvent(event, eventView) : null,
  };
}

export async function updateCalendar(
  { db, clock, publicUrl }: CalendarsDeps,
  principal: Principal,
  id: number,
  body: UpdateCalendarBody,
) {
  const row = await calendarFor(db, principal, id);
  const input = { ...body, ...body.calendar };
  const errors: FieldErrors = {};
  const title = input.title !== undefined ? plainText(input.title) : row.title;
  if (!title) errors.title = { required: 'The title field is required.' };
  if (input.slug !== undefined) checkSlug(input.slug, errors);
  if (input.author_timezone !== undefined)
    checkZone(input.author_timezone, 'author_timezone', errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const now = clock();
  const saved = await db.transaction().execute(async (trx) => {
    if (input.slug !== undefined && input.slug !== row.slug) {
      const renamed = await calendars
        .updateCalendarSlug(trx, id, input.slug, now)
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? slugTaken(input.slug ?? '') : error;
        });
      if (!renamed) throw slugTaken(input.slug);
      // Links made with the old slug keep working: the public pages redirect them.
      await recordOldSlug(trx, {
        calendar_id: id,
        event_id: null,
        old_slug: row.slug,
        created_at: now,
      });
    }
    // A new author_timezone needs nothing else: custom event schedules are stored as local
    // wall-clock times, so they keep their hours in the new zone; bookings keep their instant.
    return calendars.updateCalendar(trx, id, {
      title,
      ...(input.description !== undefined
        ? { description: sanitizeDescription(input.description) }
        : {}),
      ...(input.author_timezone !== undefined ? { author_timezone: input.author_timezone } : {}),
      ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
      updated_at: now,
    });
  });
  return {
    message: 'Calendar has been updated successfully',
    calendar: await calendarView(db, saved, { publicUrl, principal }),
  };
}
