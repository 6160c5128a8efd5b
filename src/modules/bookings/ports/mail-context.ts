/**
 * The bookings module's side of the mail seam (`BookingMailSource`, mail module): what an e-mail
 * about a booking says, read inside the transaction that changes it, or, for a booking just
 * created, taken from what its writer has in hand.
 */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import type { UserRow } from '../../../db/types.js';
import type { BookingLocation } from '../booking.schemas.js';
import type { BookingMailContext, BookingMailSource, MailPerson } from '../../mail/index.js';
import type { WrittenBooking } from '../../mail/index.js';
import { findBookingForMail, listBookingHostUsers } from './mail.repo.js';
import { metaMap } from '../view.js';
import { guestUrls } from '../bookings.presenter.js';
import { listBookingMeta } from '../bookings.repo.js';
import { parseJson } from '../../../shared/json.js';
import { META } from '../meta-keys.js';
import { findUsersByIds } from '../../users/index.js';

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

/** What an e-mail says about a booking, from the booking's tables or from its writer. */
interface MailParts {
  row: BookingRow;
  event: { title: string; description: string };
  calendar: { id: number; title: string } | undefined;
  /** In id order. */
  hostIds: readonly number[];
  /** The hosts' users by id (deleted users absent), the organizer included. */
  users: ReadonlyMap<number, UserFields>;
  meta: ReadonlyMap<string, unknown>;
}

/** Three statements: this runs inside the booking's locked transaction. */
async function readParts(trx: Db, bookingId: number): Promise<MailParts | undefined> {
  const row = await findBookingForMail(trx, bookingId);
  if (!row) return undefined;
  const [hosts, metaRows] = await Promise.all([
    listBookingHostUsers(trx, row.id),
    listBookingMeta(trx, [row.id]),
  ]);
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
  if (!users.has(row.host_user_id)) {
    // The organizer is normally one of the booking's hosts; read it alone when it is not.
    const organizer = (await findUsersByIds(trx, [row.host_user_id])).get(row.host_user_id);
    if (organizer) users.set(row.host_user_id, organizer);
  }
  return {
    row,
    event: {
      title: row.current_event_title ?? row.event_title,
      description: row.event_description ?? '',
    },
    calendar:
      row.found_calendar_id === null
        ? undefined
        : { id: Number(row.found_calendar_id), title: row.calendar_title ?? '' },
    hostIds: hosts.map((h) => Number(h.user_id)),
    users,
    meta: metaMap(metaRows).get(row.id) ?? new Map<string, unknown>(),
  };
}

/** The same parts from what the booking's writer has in hand: no statement at all. */
function writtenParts(written: WrittenBooking): MailParts {
  return {
    row: written.row,
    event: { title: written.event.title, description: written.event.description },
    calendar: { id: written.calendar.id, title: written.calendar.title },
    hostIds: [...new Set(written.hostIds)].sort((a, b) => a - b),
    users: written.users,
    meta: new Map(Object.entries(written.meta)),
  };
}

function describe(publicUrl: string, parts: MailParts): BookingMailContext {
  const { row, meta, users } = parts;
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
    coHosts: parts.hostIds
      .filter((id) => id !== row.host_user_id)
      .map((id) => person(users.get(id), id)),
    event: {
      id: row.event_id,
      title: parts.event.title,
      duration: row.slot_minutes,
      location: locationText(parseJson<BookingLocation | null>(row.location_details, null)),
      description: parts.event.description,
    },
    ...(parts.calendar ? { calendar: parts.calendar } : {}),
    cancelUrl: urls.cancel,
    rescheduleUrl: urls.reschedule,
  };
}

export function createBookingMailSource(publicUrl: string): BookingMailSource {
  return async (trx, bookingId, written) => {
    const parts = written ? writtenParts(written) : await readParts(trx, bookingId);
    return parts && describe(publicUrl, parts);
  };
}
