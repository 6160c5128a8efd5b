/** `GET /schedules` query (both spellings) -> the repository's filter, with the reader's scope. */
import type { Principal } from '../../../domain/policy.js';
import { calendarsWithin } from '../../../domain/scopes.js';
import { addDays, isValidTimeZone, startOfLocalDay } from '../../../domain/time.js';
import { invalidParam } from '../../../errors.js';
import { readsAllBookings } from '../access.js';
import type { BookingFilter } from './list.repo.js';
import type { BookingListQuery } from '../answers.schemas.js';

/** Start instants of the local dates `[start_date, end_date]` in `zone`. */
function dateRange(
  zone: string,
  startDate: string | undefined,
  endDate: string | undefined,
): Pick<BookingFilter, 'from' | 'to'> {
  if (!isValidTimeZone(zone))
    throw invalidParam({ timezone: `${zone} is not a valid IANA time zone.` });
  try {
    return {
      from: startDate ? startOfLocalDay(zone, startDate) : undefined,
      to: endDate ? startOfLocalDay(zone, addDays(endDate, 1)) : undefined,
    };
  } catch {
    throw invalidParam({
      start_date: 'The start_date and end_date must be real YYYY-MM-DD dates.',
    });
  }
}

/**
 * Users who may not read every booking only ever see the bookings they host (whatever the
 * filters say); `filters[author]=me` narrows anyone to their own; a numeric author is a calendar.
 */
export function listFilter(
  principal: Principal,
  query: BookingListQuery,
  now: number,
): BookingFilter {
  const f = query.filters ?? {};
  const status = query.status ?? f.status;
  const author = f.author;
  const ownOnly = !readsAllBookings(principal) || author === 'me';
  const authorCalendar = author && /^\d+$/.test(author) ? Number(author) : undefined;
  const event = f.event && f.event !== 'all' ? Number(f.event) : undefined;
  return {
    readerId: ownOnly ? principal.userId : null,
    within: calendarsWithin(principal),
    period: query.period ?? f.period ?? (status ? 'all' : 'upcoming'),
    now,
    status,
    eventId: query.event_id ?? event,
    calendarId: query.calendar_id ?? authorCalendar,
    search: query.search?.trim() || undefined,
    email: f.email?.trim() || undefined,
    ...dateRange(
      query.timezone ?? f.range?.time_zone ?? 'UTC',
      query.start_date ?? f.range?.start_date,
      query.end_date ?? f.range?.end_date,
    ),
  };
}
