/**
 * Where write-back puts a booking: a CalDAV calendar (the invitation as a calendar object,
 * `<uid>.ics`), a Google calendar (an event with Slotbook's UID, and a Google Meet conference
 * when the booking's location is Google Meet) or a Microsoft calendar (an event, a Teams meeting
 * when the booking's location is Microsoft Teams). Each writer answers the object's reference
 * (`href`: the object URL, or Google's event id) and any online meeting it made.
 */
import type { Db } from '../../db/database.js';
import type { OnlineMeeting } from '../../domain/online-meeting.js';
import { bookingIcs, icsUid, inviteDescription, type BookingMailContext } from '../mail/index.js';
import * as repo from './connections.repo.js';
import { deleteEvent, writeEvent } from './google-write.js';
import { withGoogle } from './google-sync.js';
import { writeBookingEvent, deleteBookingEvent } from './microsoft-events.js';
import { withMicrosoft } from './microsoft-sync.js';
import { caldavOf, type SyncDeps } from './sync.js';
import { readOnlineMeeting } from '../../domain/online-meeting.js';

export interface CalendarWriter {
  /** Writes the booking; `before`: its reference from the last write to this calendar. */
  write(
    ctx: BookingMailContext,
    before: string | null,
  ): Promise<{ href: string; meeting: OnlineMeeting | null }>;
  remove(href: string): Promise<void>;
}

/** An object name from a UID: its safe characters only. */
const objectName = (uid: string) => `${uid.replace(/[^A-Za-z0-9._-]/g, '_')}.ics`;

/** The writer for one connection calendar, or null when its connection is gone. */
export async function writerFor(
  db: Db,
  calendarId: number,
  deps: SyncDeps,
): Promise<CalendarWriter | null> {
  const calendar = await db
    .selectFrom('connection_calendars')
    .selectAll()
    .where('id', '=', calendarId)
    .executeTakeFirst();
  const connection = calendar && (await repo.findConnection(db, Number(calendar.connection_id)));
  if (!calendar || !connection) return null;
  if (connection.kind === 'caldav') {
    const client = caldavOf(connection, deps);
    return {
      async write(ctx) {
        const href = new URL(objectName(icsUid(ctx)), calendar.href).href;
        // A calendar object carries no METHOD (RFC 4791); otherwise it is the invitation itself.
        const ics = bookingIcs(ctx, 'PUBLISH', deps.clock()).replace(/^METHOD:[^\r\n]*\r\n/m, '');
        await client.put(href, ics);
        return { href, meeting: null };
      },
      remove: (href) => client.remove(href),
    };
  }
  if (connection.kind === 'google') {
    return {
      async write(ctx, before) {
        const event = await withGoogle(connection, deps, (api) =>
          writeEvent(api, {
            calendarId: calendar.href,
            eventId: before,
            ctx,
            uid: icsUid(ctx),
            description: inviteDescription(ctx),
            createMeet: ctx.event.locationType === 'google_meet' && !ctx.meeting,
            requestId: `slotbook-booking-${ctx.bookingId}`,
          }),
        );
        return { href: event.id, meeting: event.meeting };
      },
      remove: (href) =>
        withGoogle(connection, deps, (api) => deleteEvent(api, calendar.href, href)),
    };
  }
  if (connection.kind === 'microsoft') {
    return {
      async write(ctx, before) {
        const teams = ctx.event.locationType === 'ms_teams';
        const event = await withMicrosoft(connection, deps, (api) =>
          writeBookingEvent(api, calendar.href, before, {
            subject: ctx.event.title,
            start: ctx.start,
            end: ctx.end,
            teams: teams && !ctx.meeting,
            description: inviteDescription(ctx),
            location: ctx.meeting?.join_url ?? ctx.event.location,
          }),
        );
        const meeting = readOnlineMeeting({ provider: 'microsoft_teams', join_url: event.joinUrl });
        return { href: event.id, meeting: teams ? meeting : null };
      },
      remove: (href) => withMicrosoft(connection, deps, (api) => deleteBookingEvent(api, href)),
    };
  }
  return null;
}
