/**
 * The bookings module's side of the mail seam (`BookingMailSource`, mail module): what an e-mail
 * about a booking says, read inside the transaction that changes it, or, for a booking just
 * created, taken from what its writer has in hand.
 */
import type { Db } from '../../../db/database.js';
import type { BookingMailSource } from '../../mail/index.js';
import type { WrittenBooking } from '../../booking-events/index.js';
import { findBookingForMail, listBookingHostUsers } from './mail.repo.js';
import { metaMap } from '../view.js';
import { describeBooking, type BookingParts, type UserFields } from '../booking-context.js';
import { listBookingMeta } from '../bookings.repo.js';
import { bookingTitleTemplate } from '../../calendars/index.js';
import { findUsersByIds } from '../../users/index.js';

/** Three statements: this runs inside the booking's locked transaction. */
async function readParts(trx: Db, bookingId: number): Promise<BookingParts | undefined> {
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
      time_format: h.time_format,
      date_order: h.date_order,
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
      bookingTitle: bookingTitleTemplate(row.event_settings ?? ''),
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
function writtenParts(written: WrittenBooking): BookingParts {
  const { event } = written;
  return {
    row: written.row,
    event: {
      title: event.title,
      description: event.description,
      bookingTitle: bookingTitleTemplate(event.settings),
    },
    calendar: { id: written.calendar.id, title: written.calendar.title },
    hostIds: [...new Set(written.hostIds)].sort((a, b) => a - b),
    users: written.users,
    meta: new Map(Object.entries(written.meta)),
  };
}

export function createBookingMailSource(publicUrl: string): BookingMailSource {
  return async (trx, bookingId, written) => {
    const parts = written ? writtenParts(written) : await readParts(trx, bookingId);
    return parts && describeBooking(publicUrl, parts);
  };
}
