/**
 * The bookings module's side of the webhook seam (`WebhookBookingSource`, webhooks module): a
 * booking's calendar, the booking as the API presents it, and what deciding who may read it
 * needs, read inside the transaction that changes it, or, for a booking just written, from the
 * row its writer hands over.
 */
import type { Db } from '../../../db/database.js';
import type { WrittenBooking } from '../../booking-events/index.js';
import type { WebhookBookingSource } from '../../webhooks/index.js';
import { presentBooking } from '../bookings.presenter.js';
import { findBookingById, hostIdsOfBooking } from '../bookings.repo.js';
import { bookingView } from '../view.js';

export function createBookingWebhookSource(publicUrl: string): WebhookBookingSource {
  return {
    async calendarOf(trx: Db, bookingId: number, written?: WrittenBooking) {
      if (written?.row.id === bookingId) return written.row.calendar_id;
      return (await findBookingById(trx, bookingId))?.calendar_id;
    },
    async accessOf(trx: Db, bookingId: number, written?: WrittenBooking) {
      if (written?.row.id === bookingId) {
        const { row, hostIds } = written;
        return { event_id: row.event_id, host_ids: [...new Set([row.host_user_id, ...hostIds])] };
      }
      const row = await findBookingById(trx, bookingId);
      if (!row) return undefined;
      const hostIds = await hostIdsOfBooking(trx, bookingId);
      return { event_id: row.event_id, host_ids: [...new Set([row.host_user_id, ...hostIds])] };
    },
    async present(trx: Db, bookingId: number, written?: WrittenBooking) {
      if (written?.row.id === bookingId) {
        const { row, event, calendar, avatar, users, meta } = written;
        const host = users.get(row.host_user_id);
        const view = { event, calendar, host, avatar, meta: new Map(Object.entries(meta)) };
        return presentBooking(row, view, publicUrl);
      }
      const row = await findBookingById(trx, bookingId);
      if (!row) return undefined;
      return presentBooking(row, await bookingView(trx, row), publicUrl);
    },
  };
}
