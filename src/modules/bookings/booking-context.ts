/**
 * A booking as the mail module's placeholders and invites describe it (`BookingMailContext`),
 * from the booking's row and the parts around it: what e-mails, invites and the booking's
 * answer (its title) all read, built in one place.
 */
import type { BookingRow } from '../../db/tables-bookings.js';
import type { UserRow } from '../../db/types.js';
import { dateStyleOf } from '../../domain/date-style.js';
import type { BookingLocation } from './booking.schemas.js';
import type { BookingMailContext, MailPerson } from '../mail/index.js';
import { parseJson } from '../../shared/json.js';
import { META } from './meta-keys.js';
import { meetingText, readOnlineMeeting } from '../../domain/online-meeting.js';

export function guestUrls(publicUrl: string, hash: string) {
  const base = `${publicUrl}/booking/${hash}`;
  return { manage: base, reschedule: `${base}?type=reschedule`, cancel: `${base}?type=cancel` };
}

export type UserFields = Pick<
  UserRow,
  'first_name' | 'last_name' | 'display_name' | 'email' | 'time_zone' | 'time_format' | 'date_order'
>;

function person(user: UserFields | undefined, fallbackId: number): MailPerson {
  const style = user && dateStyleOf(user.time_format, user.date_order);
  return {
    name: user
      ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.display_name
      : `Host ${fallbackId}`,
    email: user?.email ?? '',
    timeZone: user?.time_zone ?? 'UTC',
    ...(style ? { style } : {}),
  };
}

/** Where the meeting happens, as plain text. */
function locationText(location: BookingLocation | null): string {
  if (!location) return '';
  return location.online_platform_link || location.description || location.title || '';
}

/** What is said about a booking besides its row. */
export interface BookingParts {
  row: BookingRow;
  /** `bookingTitle`: the event's `booking_title` template ('' for none). */
  event: { title: string; description: string; bookingTitle: string };
  calendar: { id: number; title: string } | undefined;
  /** In id order. */
  hostIds: readonly number[];
  /** The hosts' users by id (deleted users absent), the organizer included. */
  users: ReadonlyMap<number, UserFields>;
  meta: ReadonlyMap<string, unknown>;
}

export function describeBooking(publicUrl: string, parts: BookingParts): BookingMailContext {
  const { row, meta, users } = parts;
  const guests = meta.get(META.guests);
  const urls = guestUrls(publicUrl, row.hash);
  const meeting = readOnlineMeeting(meta.get(META.onlineMeeting));
  const details = parseJson<BookingLocation | null>(row.location_details, null);
  const location = locationText(details);
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
    coHosts: parts.hostIds
      .filter((id) => id !== row.host_user_id)
      .map((id) => person(users.get(id), id)),
    event: {
      id: row.event_id,
      title: parts.event.title,
      duration: row.slot_minutes,
      location: meeting ? meetingText(meeting) : location,
      locationType: details?.type ?? '',
      description: parts.event.description,
      bookingTitle: parts.event.bookingTitle,
    },
    ...(parts.calendar ? { calendar: parts.calendar } : {}),
    ...(meeting ? { meeting } : {}),
    cancelUrl: urls.cancel,
    rescheduleUrl: urls.reschedule,
  };
}
