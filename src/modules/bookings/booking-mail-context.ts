/**
 * The bookings module's side of the mail seam (`BookingMailSource`, mail module): what an e-mail
 * about a booking says, read inside the transaction that changes it.
 */
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/types.js';
import type { BookingLocation } from './booking.schemas.js';
import { parseJson } from '../availability/schedule.js';
import { findUsersByIds } from '../calendars/calendars.repo.js';
import type { BookingMailSource, MailPerson } from '../mail/booking-mail-source.js';
import { findBookingForMail, listBookingHostUsers } from './booking-mail.repo.js';
import { metaMap } from './booking-view.js';
import { guestUrls, META } from './bookings.presenter.js';
import { listBookingMeta } from './bookings.repo.js';

type UserFields = Pick<
  UserRow,
  'first_name' | 'last_name' | 'display_name' | 'email' | 'time_zone'
>;

const person = (user: UserFields | undefined, fallbackId: number): MailPerson => ({
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

/** The hosts' users by id (deleted users absent), the organizer included. */
async function usersOf(
  trx: Db,
  hosts: Awaited<ReturnType<typeof listBookingHostUsers>>,
  organizerId: number,
): Promise<Map<number, UserFields>> {
  const users = new Map<number, UserFields>();
  for (const h of hosts) {
    if (h.email === null) continue; // a deleted user
    users.set(Number(h.user_id), {
      first_name: h.first_name ?? '',
      last_name: h.last_name ?? '',
      display_name: h.display_name ?? '',
      email: h.email,
      time_zone: h.time_zone ?? 'UTC',
    });
  }
  if (!users.has(organizerId)) {
    // The organizer is normally one of the booking's hosts; read it alone when it is not.
    const organizer = (await findUsersByIds(trx, [organizerId])).get(organizerId);
    if (organizer) users.set(organizerId, organizer);
  }
  return users;
}

export function createBookingMailSource(publicUrl: string): BookingMailSource {
  return async (trx: Db, bookingId: number) => {
    // Three statements: this runs inside the booking's locked transaction.
    const row = await findBookingForMail(trx, bookingId);
    if (!row) return undefined;
    const [hosts, metaRows] = await Promise.all([
      listBookingHostUsers(trx, row.id),
      listBookingMeta(trx, [row.id]),
    ]);
    const hostIds = hosts.map((h) => Number(h.user_id));
    const users = await usersOf(trx, hosts, row.host_user_id);
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
        title: row.current_event_title ?? row.event_title,
        duration: row.slot_minutes,
        location: locationText(parseJson<BookingLocation | null>(row.location_details, null)),
        description: row.event_description ?? '',
      },
      ...(row.found_calendar_id === null
        ? {}
        : { calendar: { id: Number(row.found_calendar_id), title: row.calendar_title ?? '' } }),
      cancelUrl: urls.cancel,
      rescheduleUrl: urls.reschedule,
    };
  };
}
