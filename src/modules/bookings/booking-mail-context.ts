/**
 * The bookings module's side of the mail seam (`BookingMailSource`, mail module): what an e-mail
 * about a booking says, read inside the transaction that changes it.
 */
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/types.js';
import type { BookingLocation } from './booking.schemas.js';
import { parseJson } from '../availability/schedule.js';
import { findCalendarById, findUsersByIds } from '../calendars/calendars.repo.js';
import { findEventById } from '../events/events.repo.js';
import type { BookingMailSource, MailPerson } from '../mail/booking-mail-source.js';
import { metaMap } from './booking-view.js';
import { guestUrls, META } from './bookings.presenter.js';
import { findBookingById, hostIdsOfBooking, listBookingMeta } from './bookings.repo.js';

const person = (user: UserRow | undefined, fallbackId: number): MailPerson => ({
  name: user
    ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.display_name
    : `Host ${fallbackId}`,
  email: user?.email ?? '',
  timeZone: user?.time_zone ?? 'UTC',
});

/** Where the meeting happens, as plain text. */
function locationText(location: BookingLocation | null): string {
  if (!location) return '';
  return location.online_platform_link || location.description || location.title || '';
}

export function createBookingMailSource(publicUrl: string): BookingMailSource {
  return async (trx: Db, bookingId: number) => {
    const row = await findBookingById(trx, bookingId);
    if (!row) return undefined;
    const [hostIds, metaRows, event, calendar] = await Promise.all([
      hostIdsOfBooking(trx, row.id),
      listBookingMeta(trx, [row.id]),
      findEventById(trx, row.event_id),
      findCalendarById(trx, row.calendar_id),
    ]);
    const users = await findUsersByIds(trx, [row.host_user_id, ...hostIds]);
    const meta = metaMap(metaRows).get(row.id) ?? new Map<string, unknown>();
    const guests = meta.get(META.guests);
    const urls = guestUrls(publicUrl, row.hash);
    return {
      bookingId: row.id,
      hash: row.hash,
      status: row.status,
      sequence: Number(meta.get(META.rescheduleCount) ?? 0),
      start: row.start_at,
      end: row.end_at,
      guest: {
        name: [row.first_name, row.last_name].filter(Boolean).join(' '),
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        timeZone: row.person_time_zone,
        note: row.message,
        phone: row.phone,
      },
      additionalGuests: Array.isArray(guests) ? guests.map(String) : [],
      host: person(users.get(row.host_user_id), row.host_user_id),
      coHosts: hostIds
        .filter((id) => id !== row.host_user_id)
        .map((id) => person(users.get(id), id)),
      event: {
        id: row.event_id,
        title: event?.title ?? row.event_title,
        duration: row.slot_minutes,
        location: locationText(parseJson<BookingLocation | null>(row.location_details, null)),
        description: event?.description ?? '',
      },
      ...(calendar ? { calendar: { id: calendar.id, title: calendar.title } } : {}),
      cancelUrl: urls.cancel,
      rescheduleUrl: urls.reschedule,
    };
  };
}
