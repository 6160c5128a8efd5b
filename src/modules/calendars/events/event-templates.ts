/** New events' starting points: a copy of an existing event, or the blank template. */
import type { Principal } from '../../../domain/policy.js';
import { findDefaultSchedule } from '../../availability/index.js';
import { readWeekly } from '../../availability/index.js';
import { calendarFor, eventOfCalendar, readableCalendar } from '../calendar-access.js';
import { calendarView } from '../calendar-view.js';
import { copyMeta, listMetaOf } from '../../meta/index.js';
import { locationFields } from './event-meta-defaults.js';
import { defaultEventSettings, readEventSettings } from './event-settings.js';
import { insertEventWithSlug } from './event-writer.js';
import { presentEventMeta, readLocations } from './events.presenter.js';
import type { CloneEventBody } from './events.schemas.js';

import { presentOf, type EventsDeps } from './event-answers.js';

/**
 * `POST /calendars/{id}/clone-event/{event_id}`: a copy of every setting and meta, new hash and
 * slug, the destination's owner.
 */
export async function cloneEvent(
  deps: EventsDeps,
  principal: Principal,
  calendarId: number,
  eventId: number,
  body: CloneEventBody,
) {
  const { db, clock, publicUrl } = deps;
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
      ...(await presentOf(deps, destination, clone)),
      event_metas: (await listMetaOf(db, 'event', [clone.id])).map(presentEventMeta),
    },
  };
}

/**
 * `GET /calendars/{id}/event-schema`: the calendar and the blank event its form starts from.
 */
export async function eventSchema(
  { db, publicUrl }: EventsDeps,
  principal: Principal,
  calendarId: number,
) {
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
}
