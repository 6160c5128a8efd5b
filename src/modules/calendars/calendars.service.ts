import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { CalendarRow, UserRow } from '../../db/types.js';
import { can, type Principal } from '../../domain/policy.js';
import { forbidden, validationFailed } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { ensureDefaultSchedule } from '../availability/index.js';
import { normalizeWeekly } from '../availability/index.js';
import { deleteEventsWithMeta } from './events/event-deletion.js';
import { insertEventWithSlug, resolveEvent } from './events/event-writer.js';
import { listEventsOfCalendars } from './events/events.repo.js';
import { presentEvent } from './events/events.presenter.js';
import { deleteMetaOf } from '../meta/index.js';
import { plainText, sanitizeDescription } from '../../shared/sanitize.js';
import { DEFAULT_SHARING } from './sharing/sharing.js';
import { calendarFor, readableCalendar, readsAllCalendars } from './calendar-access.js';
import { calendarEventLists, calendarView, calendarViews } from './calendar-view.js';
import * as calendars from './calendars.repo.js';
import { recordOldSlug } from './slug-redirects.repo.js';
import type {
  CalendarListQuery,
  CheckSlugBody,
  CreateCalendarBody,
  EventOrderBody,
  UpdateCalendarBody,
} from './calendars.schemas.js';
import { saveEventOrder } from './event-order.js';
import { checkSlug as checkSlugAvailable } from './check-slug.js';
import { findUsersByIds } from '../users/index.js';
import { paginator } from '../../http/paginator.js';
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

/** FluentBooking's grouping of event pickers: host, team and event calendars. */
function byType<T extends { type: string }>(lists: T[]) {
  return {
    hosts: lists.filter((l) => l.type === 'simple'),
    teams: lists.filter((l) => l.type === 'team'),
    events: lists.filter((l) => l.type === 'event'),
  };
}

export function createCalendarsService({ db, clock, publicUrl }: CalendarsDeps) {
  const view = (principal: Principal, row: CalendarRow) =>
    calendarView(db, row, { publicUrl, principal });

  async function ownerOf(principal: Principal, userId: number): Promise<UserRow> {
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

  return {
    async list(principal: Principal, query: CalendarListQuery) {
      if (!can(principal, 'lists:read')) throw forbidden();
      const page = toPage(query);
      const search = (query.search ?? query.query?.search)?.trim() || undefined;
      const type = query.type ?? query.query?.calendarType;
      const filter = {
        readerId: readsAllCalendars(principal) ? null : principal.userId,
        ...(search ? { search } : {}),
        ...(type && type !== 'all' ? { type } : {}),
      };
      const [total, rows] = await Promise.all([
        calendars.countCalendars(db, filter),
        calendars.listCalendars(db, { ...filter, offset: page.offset, limit: page.limit }),
      ]);
      const data = await calendarViews(db, rows, {
        publicUrl,
        principal,
        ...(search ? { search } : {}),
      });
      const env = envelope(page, total, rows.length);
      const lists = query.with?.includes('calendar_event_lists')
        ? { calendar_event_lists: byType(await calendarEventLists(db, principal)) }
        : {};
      if (query.view === 'flat') return { calendars: data, ...env, ...lists };
      const calendarsPage = paginator(data, page, env, `${publicUrl}/api/v2/calendars`);
      return { calendars: calendarsPage, ...env, ...lists };
    },

    async get(principal: Principal, id: number) {
      return { calendar: await view(principal, await readableCalendar(db, principal, id)) };
    },

    async create(principal: Principal, body: CreateCalendarBody) {
      if (!can(principal, 'calendars:create')) throw forbidden();
      const input = withoutEmpty({ ...body, ...body.calendar });
      if (body.calendar !== undefined) requirePluginFields(input);
      const owner = await ownerOf(principal, input.user_id ?? principal.userId);
      const type = input.type ?? 'simple';
      const errors: FieldErrors = {};
      const timezone = input.author_timezone ?? owner.time_zone;
      checkZone(timezone, 'author_timezone', errors);
      if (input.slug !== undefined) checkSlug(input.slug, errors);
      const fullName = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
      const title = plainText(
        input.title ?? (type === 'simple' ? fullName || owner.display_name : ''),
      );
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
        calendar: await view(principal, row),
        slot: event ? presentEvent(event, eventView) : null,
      };
    },

    async update(principal: Principal, id: number, body: UpdateCalendarBody) {
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
          ...(input.author_timezone !== undefined
            ? { author_timezone: input.author_timezone }
            : {}),
          ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
          updated_at: now,
        });
      });
      return {
        message: 'Calendar has been updated successfully',
        calendar: await view(principal, saved),
      };
    },

    checkSlug: (principal: Principal, body: CheckSlugBody) =>
      checkSlugAvailable(db, principal, body),

    /** `POST /calendars/{id}/event-order`: the calendar's custom order of its events. */
    async saveEventOrder(principal: Principal, id: number, body: EventOrderBody) {
      await saveEventOrder(db, principal, id, body.event_order, clock());
      const row = await readableCalendar(db, principal, id);
      return { message: 'Event order has been updated', calendar: await view(principal, row) };
    },

    async remove(principal: Principal, id: number) {
      const row = await calendarFor(db, principal, id, 'calendar:delete');
      await db.transaction().execute(async (trx) => {
        await deleteEventsWithMeta(trx, await listEventsOfCalendars(trx, [row.id]));
        await deleteMetaOf(trx, 'calendar', [row.id]);
        await calendars.deleteCalendar(trx, row.id);
      });
      return { message: 'Calendar Deleted Successfully!' };
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;
