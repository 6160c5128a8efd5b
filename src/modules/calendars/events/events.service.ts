import type { CalendarRow, EventRow } from '../../../db/types.js';
import type { Principal } from '../../../domain/policy.js';
import { AppError, notFound } from '../../../errors.js';
import { calendarFor, eventOfCalendar, readableCalendar } from '../calendar-access.js';
import { calendarView, sharingOf } from '../calendar-view.js';
import { upsertMeta } from '../../meta/index.js';
import { SHARING_KEY, withoutEvents } from '../sharing/sharing.js';
import { deleteEventsWithMeta } from './event-deletion.js';
import { insertEventWithSlug, resolveEvent } from './event-writer.js';
import { assertEventSlugFree, renameEvent, slugRaceAsTaken } from './event-slug.js';
import * as events from './events.repo.js';
import type { CloneEventBody, CreateEventBody, UpdateEventBody } from './events.schemas.js';
import { cloneEvent, eventSchema } from './event-templates.js';
import { presentOf, type EventsDeps } from './event-answers.js';

export type { EventsDeps } from './event-answers.js';

export function createEventsService(deps: EventsDeps) {
  const { db, clock, publicUrl } = deps;
  const present = (calendar: CalendarRow, event: EventRow) => presentOf(deps, calendar, event);

  /** FluentBooking's `calendar_event`: the event with its author and calendar. */
  async function eventAnswer(principal: Principal, calendar: CalendarRow, event: EventRow) {
    const [slot, cal] = await Promise.all([
      present(calendar, event),
      calendarView(db, calendar, { publicUrl, principal }),
    ]);
    return { calendar_event: { ...slot, author_profile: cal.author_profile, calendar: cal } };
  }

  return {
    async create(principal: Principal, calendarId: number, body: CreateEventBody) {
      const calendar = await calendarFor(db, principal, calendarId);
      const now = clock();
      if (body.slug !== undefined) await assertEventSlugFree(db, calendar.id, body.slug);
      const event = await db.transaction().execute(async (trx) => {
        const resolved = await resolveEvent({ db: trx, principal, calendar, now }, body);
        return insertEventWithSlug(trx, calendar, resolved, now, body.slug);
      });
      return {
        message: 'New Event Type has been created successfully',
        slot: await present(calendar, event),
      };
    },

    async get(principal: Principal, calendarId: number, eventId: number) {
      const calendar = await readableCalendar(db, principal, calendarId);
      return eventAnswer(principal, calendar, await eventOfCalendar(db, calendar, eventId));
    },

    /** `GET /events/{event_id}`: an event of a calendar the caller cannot read does not exist. */
    async getById(principal: Principal, eventId: number) {
      const event = await events.findEventById(db, eventId);
      if (!event) throw notFound('event', eventId);
      const calendar = await readableCalendar(db, principal, event.calendar_id).catch(
        (error: unknown) => {
          throw error instanceof AppError && error.kind === 'not_found'
            ? notFound('event', eventId)
            : error;
        },
      );
      return eventAnswer(principal, calendar, event);
    },

    async update(principal: Principal, calendarId: number, eventId: number, body: UpdateEventBody) {
      const calendar = await calendarFor(db, principal, calendarId);
      const current = await eventOfCalendar(db, calendar, eventId);
      const now = clock();
      const rename = body.slug !== undefined && body.slug !== current.slug ? body.slug : null;
      const saved = await db
        .transaction()
        .execute(async (trx) => {
          const resolved = await resolveEvent({ db: trx, principal, calendar, now }, body, current);
          if (rename) await renameEvent(trx, current, rename, now);
          const row = await events.updateEvent(trx, current.id, resolved.fields);
          if (body.settings?.team_members)
            await events.setEventMembers(trx, row.id, resolved.members);
          return row;
        })
        .catch(slugRaceAsTaken(rename));
      return { message: 'Data has been updated', event: await present(calendar, saved) };
    },

    async remove(principal: Principal, calendarId: number, eventId: number) {
      const calendar = await calendarFor(db, principal, calendarId, 'calendar:delete');
      const event = await eventOfCalendar(db, calendar, eventId);
      await db.transaction().execute(async (trx) => {
        await deleteEventsWithMeta(trx, [event]);
        // A deleted event leaves the landing page's selection, so the settings stay valid.
        const sharing = withoutEvents(await sharingOf(trx, calendar.id), [event.id]);
        if (sharing) await upsertMeta(trx, 'calendar', calendar.id, SHARING_KEY, sharing, clock());
      });
      return { message: 'Calendar Event has been deleted' };
    },

    clone: (principal: Principal, calendarId: number, eventId: number, body: CloneEventBody) =>
      cloneEvent(deps, principal, calendarId, eventId, body),

    schema: (principal: Principal, calendarId: number) => eventSchema(deps, principal, calendarId),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
