import type { CalendarRow } from '../../db/types.js';
import { can, type Principal } from '../../domain/policy.js';
import { calendarsWithin } from '../../domain/scopes.js';
import { forbidden } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { deleteEventsWithMeta } from './events/event-deletion.js';
import { listEventsOfCalendars } from './events/events.repo.js';
import { deleteMetaOf } from '../meta/index.js';
import { calendarFor, readableCalendar, readsAllCalendars } from './calendar-access.js';
import { calendarEventLists, calendarView, calendarViews } from './calendar-view.js';
import * as calendars from './calendars.repo.js';
import type {
  CalendarListQuery,
  CheckSlugBody,
  CreateCalendarBody,
  EventOrderBody,
  UpdateCalendarBody,
} from './calendars.schemas.js';
import { saveEventOrder } from './event-order.js';
import { createCalendar, updateCalendar, type CalendarsDeps } from './calendar-writes.js';
import { checkSlug as checkSlugAvailable } from './check-slug.js';
import { paginator } from '../../http/paginator.js';

export type { CalendarsDeps } from './calendar-writes.js';

/** FluentBooking's grouping of event pickers: host, team and event calendars. */
function byType<T extends { type: string }>(lists: T[]) {
  return {
    hosts: lists.filter((l) => l.type === 'simple'),
    teams: lists.filter((l) => l.type === 'team'),
    events: lists.filter((l) => l.type === 'event'),
  };
}

export function createCalendarsService(deps: CalendarsDeps) {
  const { db, clock, publicUrl } = deps;
  const view = (principal: Principal, row: CalendarRow) =>
    calendarView(db, row, { publicUrl, principal });

  return {
    async list(principal: Principal, query: CalendarListQuery) {
      if (!can(principal, 'lists:read')) throw forbidden();
      const page = toPage(query);
      const search = (query.search ?? query.query?.search)?.trim() || undefined;
      const type = query.type ?? query.query?.calendarType;
      const filter = {
        readerId: readsAllCalendars(principal) ? null : principal.userId,
        within: calendarsWithin(principal),
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

    create: (principal: Principal, body: CreateCalendarBody) =>
      createCalendar(deps, principal, body),

    update: (principal: Principal, id: number, body: UpdateCalendarBody) =>
      updateCalendar(deps, principal, id, body),

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
