import type { Db } from '../../../db/database.js';
import type { CalendarRow, EventRow } from '../../../db/types.js';
import type { Principal } from '../../../domain/policy.js';
import { AppError, notFound } from '../../../errors.js';
import { findDefaultSchedule } from '../../availability/index.js';
import { readWeekly } from '../../availability/index.js';
import { calendarFor, eventOfCalendar, readableCalendar } from '../calendar-access.js';
import { calendarView, eventViewOf, sharingOf } from '../calendar-view.js';
import { copyMeta, listMetaOf, upsertMeta } from '../../meta/index.js';
import { SHARING_KEY, withoutEvents } from '../sharing/sharing.js';
import { locationFields } from './event-meta-defaults.js';
import { deleteEventsWithMeta } from './event-deletion.js';
import { defaultEventSettings, readEventSettings } from './event-settings.js';
import { insertEventWithSlug, resolveEvent } from './event-writer.js';
import { assertEventSlugFree, renameEvent, slugRaceAsTaken } from './event-slug.js';
import { presentEvent, presentEventMeta, readLocations } from './events.presenter.js';
import * as events from './events.repo.js';
import type { CloneEventBody, CreateEventBody, UpdateEventBody } from './events.schemas.js';

export interface EventsDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
}

export function createEventsService({ db, clock, publicUrl }: EventsDeps) {
  const present = async (calendar: CalendarRow, event: EventRow) =>
    presentEvent(event, await eventViewOf(db, publicUrl, calendar));

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

    /**
     * `POST /calendars/{id}/clone-event/{event_id}`: a copy of every setting and meta, new hash and
     * slug, the destination's owner.
     */
    async clone(principal: Principal, calendarId: number, eventId: number, body: CloneEventBody) {
      const source = await calendarFor(db, principal, calendarId);
      const event = await eventOfCalendar(db, source, eventId);
      const destination =
        body.new_calendar_id === undefined || body.new_calendar_id === source.id
          ? source
          : await calendarFor(db, principal, body.new_calendar_id);
      const now = clock();
      const settings = readEventSettings(event.settings, event.duration);
      const clone = await db.transaction().execute(async (trx) => {
        const {
          id: _id,
          hash: _hash,
          slug: _slug,
          calendar_id: _c,
          user_id: _u,
          created_at: _t,
          ...fields
        } = event;
        const row = await insertEventWithSlug(
          trx,
          destination,
          {
            fields: { ...fields, title: `${event.title} (clone)`.slice(0, 192), updated_at: now },
            members: settings.team_members,
          },
          now,
        );
        await copyMeta(trx, 'event', event.id, row.id, now);
        return row;
      });
      return {
        message: 'The Event Type has been cloned successfully',
        calendar: await calendarView(db, destination, { publicUrl, principal }),
        // The settings copied with it (booking form, notifications, payment...), as stored.
        slot: {
          ...(await present(destination, clone)),
          event_metas: (await listMetaOf(db, 'event', [clone.id])).map(presentEventMeta),
        },
      };
    },

    /**
     * `GET /calendars/{id}/event-schema`: the calendar and the blank event its form starts from.
     */
    async schema(principal: Principal, calendarId: number) {
      const calendar = await readableCalendar(db, principal, calendarId);
      const schedule = await findDefaultSchedule(db, calendar.user_id);
      const settings = defaultEventSettings(30, schedule ? readWeekly(schedule) : undefined);
      const cal = await calendarView(db, calendar, { publicUrl, principal });
      const slot = {
        title: '',
        status: 'active',
        description: '',
        duration: 30,
        color_schema: '#0099ff',
        event_type: 'single',
        type: 'free',
        availability_type: 'existing_schedule',
        availability_id: schedule?.id ?? null,
        max_book_per_slot: 1,
        is_display_spots: false,
        location_type: '',
        location_heading: '',
        location_settings: readLocations('[{}]'),
        settings: { ...settings, location_fields: locationFields() },
        calendar: cal,
      };
      return { calendar: cal, slot };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
