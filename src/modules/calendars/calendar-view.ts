/** Loading what calendar and event answers show, a fixed number of queries per page. */
import type { Db } from '../../db/database.js';
import type { CalendarRow, EventRow } from '../../db/types.js';
import type { Principal } from '../../domain/policy.js';
import { calendarsWithin } from '../../domain/scopes.js';
import { eventIdsWithMember, listEventsOfCalendars } from './events/events.repo.js';
import { listCalendars, listHostCalendarsOfUsers } from './calendars.repo.js';
import { presentEventRecord, type EventView } from './events/events.presenter.js';
import type { MeetingsOffered } from './events/event-meta-defaults.js';
import { findMeta, listMetaOf } from '../meta/index.js';
import {
  calendarMetaById,
  EMPTY_PROFILE,
  PROFILE_KEY,
  readSharing,
  SHARING_KEY,
  type SharingSettings,
} from './sharing/sharing.js';
import { readsAllCalendars } from './calendar-access.js';
import { presentCalendarWithSlots } from './calendars.presenter.js';
import { findUsersByIds } from '../users/index.js';
import { answeredOrder, EVENT_ORDER_KEY, orderEvents, readEventOrder } from './event-order.js';
import { PAYMENT_KEY } from './events/event-meta.js';
import { priceTotal } from './events/event-price.js';

export async function sharingOf(db: Db, calendarId: number): Promise<SharingSettings> {
  return readSharing((await findMeta(db, 'calendar', calendarId, SHARING_KEY))?.value);
}

export async function eventViewOf(
  db: Db,
  publicUrl: string,
  calendar: CalendarRow,
  meetings?: MeetingsOffered,
): Promise<EventView> {
  const sharing = await sharingOf(db, calendar.id);
  return { publicUrl, calendarSlug: calendar.slug, sharing, ...(meetings ? { meetings } : {}) };
}

/**
 * Which events of a calendar the principal sees: all of them for its owner and for those who
 * read every calendar; for a team member, the events they belong to (FluentBooking 5.1).
 */
async function visibleEvents(
  db: Db,
  principal: Principal | null,
  calendars: readonly CalendarRow[],
  rows: readonly EventRow[],
): Promise<EventRow[]> {
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

/** Users and host profiles of the team members of these events. */
async function membersOf(db: Db, events: readonly EventRow[]) {
  const ids = [...new Set(events.flatMap((e) => presentEventRecord(e).settings.team_members))];
  const [users, hostCalendars] = await Promise.all([
    findUsersByIds(db, ids),
    listHostCalendarsOfUsers(db, ids),
  ]);
  const profiles = await listMetaOf(
    db,
    'calendar',
    hostCalendars.map((c) => c.id),
    [PROFILE_KEY],
  ).then(calendarMetaById);
  const calendarOf = new Map(hostCalendars.map((c) => [c.user_id, c.id]));
  return new Map(
    ids.map((id) => {
      const calendarId = calendarOf.get(id);
      const profile = calendarId === undefined ? EMPTY_PROFILE : profiles.get(calendarId).profile;
      return [id, { user: users.get(id), profile }] as const;
    }),
  );
}

/** Each calendar's custom event order, by calendar id. */
async function eventOrders(db: Db, calendarIds: readonly number[]) {
  const rows = await listMetaOf(db, 'calendar', calendarIds, [EVENT_ORDER_KEY]);
  return new Map(rows.map((r) => [r.object_id, readEventOrder(r.value)]));
}

/** What one booking of each paid event costs (its default duration), 0 for free ones. */
async function priceTotals(db: Db, events: readonly EventRow[]) {
  const paid = events.filter((e) => e.type === 'paid');
  const meta = await listMetaOf(
    db,
    'event',
    paid.map((e) => e.id),
    [PAYMENT_KEY],
  );
  const byEvent = new Map(meta.map((m) => [m.object_id, m.value]));
  return new Map(paid.map((e) => [e.id, priceTotal(e, byEvent.get(e.id))]));
}

export async function calendarViews(db: Db, rows: readonly CalendarRow[], options: ViewOptions) {
  const ids = rows.map((r) => r.id);
  const [users, meta, allEvents, orders] = await Promise.all([
    findUsersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    listMetaOf(db, 'calendar', ids, [SHARING_KEY, PROFILE_KEY]).then(calendarMetaById),
    listEventsOfCalendars(db, ids),
    eventOrders(db, ids),
  ]);
  const events = await visibleEvents(db, options.principal, rows, allEvents);
  const [members, prices] = await Promise.all([membersOf(db, events), priceTotals(db, events)]);
  const { principal } = options;
  const readsAll = principal !== null && readsAllCalendars(principal);
  const needle = options.search?.toLowerCase();
  return rows.map((row) => {
    let own = events.filter((e) => e.calendar_id === row.id);
    if (needle && !row.title.toLowerCase().includes(needle)) {
      own = own.filter((e) => e.title.toLowerCase().includes(needle));
    }
    const { sharing, profile } = meta.get(row.id);
    const order = orders.get(row.id) ?? [];
    own = orderEvents(own, order);
    return presentCalendarWithSlots(row, {
      publicUrl: options.publicUrl,
      user: users.get(row.user_id),
      profile,
      sharing,
      events: own,
      showEmail: readsAll || principal?.userId === row.user_id,
      members,
      eventOrder: answeredOrder(order, own),
      prices,
    });
  });
}

export async function calendarView(db: Db, row: CalendarRow, options: ViewOptions) {
  const [view] = await calendarViews(db, [row], options);
  if (!view) throw new Error('calendar view vanished');
  return view;
}

/** The most calendars an event picker lists. */
const PICKER_LIMIT = 500;

/**
 * FluentBooking's `calendar_event_lists`: the calendars the principal may read, each with the
 * events of it they see, as `{ id, title, type, options: [{ id, title }] }`.
 */
export async function calendarEventLists(db: Db, principal: Principal) {
  const readerId = readsAllCalendars(principal) ? null : principal.userId;
  const within = calendarsWithin(principal);
  const rows = await listCalendars(db, { readerId, within, offset: 0, limit: PICKER_LIMIT });
  const all = await listEventsOfCalendars(
    db,
    rows.map((r) => r.id),
  );
  const [events, orders] = await Promise.all([
    visibleEvents(db, principal, rows, all),
    eventOrders(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    options: orderEvents(
      events.filter((e) => e.calendar_id === row.id),
      orders.get(row.id) ?? [],
    ).map((e) => ({ id: e.id, title: e.title })),
  }));
}
