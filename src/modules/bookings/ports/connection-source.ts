/**
 * The bookings module's side of the connections seam (`ConnectionBookingSource`): a booking as
 * its invitations describe it, its hosts, and the bookings a host hosts (for their feed).
 */
import type { Db } from '../../../db/database.js';
import type { ConnectionBookingSource } from '../../connections/index.js';
import type { WrittenBooking } from '../../booking-events/index.js';
import { createBookingMailSource } from './mail-context.js';
import { readOnlineMeeting, type OnlineMeeting } from '../../../domain/online-meeting.js';
import { deleteBookingMeta, upsertBookingMeta } from '../bookings.repo.js';
import { META } from '../meta-keys.js';

export function createConnectionBookingSource(
  publicUrl: string,
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
      await upsertBookingMeta(db, bookingId, { [META.onlineMeeting]: valid }, clock());
    },
  };
}
