/** `GET /schedules`: filtered, counted and ordered bookings. */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { bookingSearchCandidates, containsText } from '../../../db/sql-helpers.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import type { BookingPeriod as Period } from '../../../domain/booking-status.js';

export interface BookingFilter {
  /** Only bookings this user hosts (or whose event they are a team member of); null: all. */
  readerId: number | null;
  /** Only bookings of these calendars (a restricted token's); undefined: no such limit. */
  within?: readonly number[] | undefined;
  period: Period;
  now: number;
  status?: string | undefined;
  eventId?: number | undefined;
  calendarId?: number | undefined;
  search?: string | undefined;
  email?: string | undefined;
  /** Only bookings made with these (lower-cased) e-mail addresses: a contact's bookings. */
  emails?: readonly string[] | undefined;
  /** Start instants, [from, to). */
  from?: number | undefined;
  to?: number | undefined;
}

/** No booking lasts longer than a day (an event's longest duration is 1440 minutes). */
const LONGEST_BOOKING_MS = 1440 * 60_000;

function periodFilter(db: Db, f: BookingFilter) {
  const q = db.selectFrom('bookings as b');
  switch (f.period) {
    case 'upcoming':
      return q.where('b.end_at', '>=', f.now).where('b.status', '=', 'scheduled');
    case 'past':
    case 'completed':
      return q.where((eb) =>
        eb.or([
          eb.and([eb('b.end_at', '<', f.now), eb('b.status', 'not in', ['cancelled', 'rejected'])]),
          eb('b.status', '=', 'completed'),
        ]),
      );
    case 'pending':
      return q.where('b.status', '=', 'pending');
    case 'cancelled':
      return q.where('b.status', 'in', ['cancelled', 'rejected']);
    case 'no_show':
      return q.where('b.status', '=', 'no_show');
    default:
      return q;
  }
}

function filtered(db: Db, f: BookingFilter) {
  let q = periodFilter(db, f);
  if (f.readerId !== null) {
    const reader = f.readerId;
    q = q.where((eb) =>
      eb.or([
        eb(
          'b.id',
          'in',
          eb.selectFrom('booking_hosts').select('booking_id').where('user_id', '=', reader),
        ),
        eb(
          'b.event_id',
          'in',
          eb.selectFrom('event_members').select('event_id').where('user_id', '=', reader),
        ),
        // The owner of a round-robin event, whose bookings its team members host.
        eb('b.event_id', 'in', eb.selectFrom('events').select('id').where('user_id', '=', reader)),
      ]),
    );
  }
  if (f.within) q = q.where('b.calendar_id', 'in', [...f.within, 0]);
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.eventId !== undefined) q = q.where('b.event_id', '=', f.eventId);
  if (f.calendarId !== undefined) q = q.where('b.calendar_id', '=', f.calendarId);
  if (f.email) q = q.where('b.email', '=', f.email.toLowerCase());
  if (f.emails) {
    q = q.where((eb) => eb(eb.fn('lower', ['b.email']), 'in', [...f.emails!, '']));
  }
  if (f.from !== undefined) q = q.where('b.start_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('b.start_at', '<', f.to);
  if (f.search) {
    const text = f.search;
    q = q.where((eb) =>
      eb.or([
        containsText(eb.ref('b.email'), text),
        containsText(eb.ref('b.first_name'), text),
        containsText(eb.ref('b.last_name'), text),
        containsText(sql`${eb.ref('b.first_name')} || ' ' || ${eb.ref('b.last_name')}`, text),
      ]),
    );
    // The trigram index finds the few candidates; the exact checks above decide.
    q = q.where(bookingSearchCandidates(db, 'b', text));
  }
  return q;
}

export async function countBookings(db: Db, f: BookingFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listBookings(
  db: Db,
  f: BookingFilter,
  page: { offset: number; limit: number },
): Promise<BookingRow[]> {
  let q = filtered(db, f).selectAll('b');
  if (f.period === 'upcoming') {
    // Implied by end_at >= now, but it lets the (status, start_at) index give the page in order
    // instead of sorting every upcoming booking.
    q = q.where('b.start_at', '>=', f.now - LONGEST_BOOKING_MS);
  }
  const [column, direction] =
    f.period === 'upcoming' || f.period === 'pending'
      ? (['b.start_at', 'asc'] as const)
      : f.period === 'cancelled'
        ? (['b.updated_at', 'desc'] as const)
        : f.period === 'latest_bookings'
          ? (['b.created_at', 'desc'] as const)
          : (['b.start_at', 'desc'] as const);
  // Ties follow the same direction, so an index on the column serves the whole order.
  return q
    .orderBy(column, direction)
    .orderBy('b.id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
