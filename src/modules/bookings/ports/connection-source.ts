/**
 * The bookings module's side of the connections seam (`ConnectionBookingSource`): a booking as
 * its invitations describe it, its hosts, the bookings a host hosts (for their feed), and the
 * online meeting a provider made for a booking. A provider makes the meeting after the booking
 * commits, so its confirmation went out without the link: when a confirmed booking still ahead
 * gets its first meeting, or a new link, `notifier` is told (`meeting_ready`) in the same
 * transaction, and the guest is sent the confirmation again, with where to join.
 */
import type { Db } from '../../../db/database.js';
import type { ConnectionBookingSource } from '../../connections/index.js';
import type { BookingNotifier, WrittenBooking } from '../../booking-events/index.js';
import { createBookingMailSource } from './mail-context.js';
import { readOnlineMeeting, type OnlineMeeting } from '../../../domain/online-meeting.js';
import { deleteBookingMeta, findBookingById, upsertBookingMeta } from '../bookings.repo.js';
import { META } from '../meta-keys.js';
import { parseJson } from '../../../shared/json.js';

export function createConnectionBookingSource(
  publicUrl: string,
  notifier: BookingNotifier,
  clock: () => number = Date.now,
): ConnectionBookingSource {
  return {
    context: createBookingMailSource(publicUrl),
    async hostIds(trx: Db, bookingId: number, written?: WrittenBooking) {
      if (written?.row.id === bookingId) return [...written.hostIds];
      const rows = await trx
        .selectFrom('booking_hosts')
        .select('user_id')
        .where('booking_id', '=', bookingId)
        .execute();
      return rows.map((r) => Number(r.user_id));
    },
    async hostBookings(db: Db, userId: number, from: number, to: number, limit: number) {
      const rows = await db
        .selectFrom('booking_hosts as h')
        .innerJoin('bookings as b', 'b.id', 'h.booking_id')
        .select('b.id')
        .where('h.user_id', '=', userId)
        .where('b.start_at', '>=', from)
        .where('b.start_at', '<', to)
        .orderBy('b.start_at')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.id));
    },
    async setOnlineMeeting(db: Db, bookingId: number, meeting: OnlineMeeting | null) {
      const valid = meeting && readOnlineMeeting(meeting);
      if (!valid) return deleteBookingMeta(db, bookingId, [META.onlineMeeting]);
      await db.transaction().execute(async (trx) => {
        const now = clock();
        const [before] = await trx
          .selectFrom('booking_meta')
          .select('value')
          .where('booking_id', '=', bookingId)
          .where('meta_key', '=', META.onlineMeeting)
          .execute();
        await upsertBookingMeta(trx, bookingId, { [META.onlineMeeting]: valid }, now);
        if (before && readOnlineMeeting(parseJson(before.value, null))?.join_url === valid.join_url)
          return;
        const booking = await findBookingById(trx, bookingId);
        if (booking?.status !== 'scheduled' || Number(booking.end_at) <= now) return;
        await notifier.notify(trx, { kind: 'meeting_ready', bookingId, actor: 'system' });
      });
    },
  };
}
