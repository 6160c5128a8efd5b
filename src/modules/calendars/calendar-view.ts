/** Loading what calendar and event answers show, a fixed number of queries per page. */
import type { Db } from '../../db/database.js';
import type { CalendarRow } from '../../db/types.js';
import type { Principal } from '../../domain/policy.js';
import {
  eventIdsWithMember,
  listEventSummariesOfCalendars,
  type EventSummaryRow,
} from './events/events.repo.js';
import type { EventView } from './events/events.presenter.js';
import { findMeta, listMetaOf } from '../meta/index.js';
import {
  calendarMetaById,
  PROFILE_KEY,
  readSharing,
  SHARING_KEY,
  type SharingSettings,
} from './sharing/sharing.js';
import { readsAllCalendars } from './calendar-access.js';
import { presentCalendarWithSlots } from './calendars.presenter.js';
import { findUsersByIds } from '../users/index.js';

export async function sharingOf(db: Db, calendarId: number): Promise<SharingSettings> {
  return readSharing((await findMeta(db, 'calendar', calendarId, SHARING_KEY))?.value);
}

export async function eventViewOf(
  db: Db,
  publicUrl: string,
  calendar: CalendarRow,
): Promise<EventView> {
  return { publicUrl, calendarSlug: calendar.slug, sharing: await sharingOf(db, calendar.id) };
}

/**
 * Which events of a calendar the principal sees: all of them for its owner and for those who
 * read every calendar; for a team member, the events they belong to (FluentBooking 5.1).
 */
async function visibleEvents(
  db: Db,
  principal: Principal | null,
  calendars: readonly CalendarRow[],
  rows: readonly EventSummaryRow[],
): Promise<EventSummaryRow[]> {
  if (!principal || readsAllCalendars(principal)) return [...rows];
  const foreign = rows.filter((e) => e.user_id !== principal.userId);
  if (foreign.length === 0) return [...rows];
  const owned = new Set(calendars.filter((c) => c.user_id === principal.userId).map((c) => c.id));
  const memberOf = await eventIdsWithMember(
    db,
    principal.userId,
    foreign.map((e) => e.id),
  );
  return rows.filter(
    (e) => owned.has(e.calendar_id) || e.user_id === principal.userId || memberOf.has(e.id),
  );
}

export interface ViewOptions {
  publicUrl: string;
  /** Narrows the events shown to what this principal may see (null: all). */
  principal: Principal | null;
  /** Keeps only events matching the listing's search, unless the calendar title matches. */
  search?: string;
}

export async function calendarViews(db: Db, rows: readonly CalendarRow[], options: ViewOptions) {
  const ids = rows.map((r) => r.id);
  const [users, meta, allEvents] = await Promise.all([
    findUsersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    listMetaOf(db, 'calendar', ids, [SHARING_KEY, PROFILE_KEY]).then(calendarMetaById),
    listEventSummariesOfCalendars(db, ids),
  ]);
  const events = await visibleEvents(db, options.principal, rows, allEvents);
  const needle = options.search?.toLowerCase();
  return rows.map((row) => {
    let own = events.filter((e) => e.calendar_id === row.id);
    if (needle && !row.title.toLowerCase().includes(needle)) {
      own = own.filter((e) => e.title.toLowerCase().includes(needle));
    }
    const { sharing, profile } = meta.get(row.id);
    return presentCalendarWithSlots(row, {
      publicUrl: options.publicUrl,
      user: users.get(row.user_id),
      profile,
      sharing,
      events: own,
    });
  });
}

export async function calendarView(db: Db, row: CalendarRow, options: ViewOptions) {
  const [view] = await calendarViews(db, [row], options);
  if (!view) throw new Error('calendar view vanished');
  return view;
}
