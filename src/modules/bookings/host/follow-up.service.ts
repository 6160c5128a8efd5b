/**
 * `POST /schedules/{id}/send-confirmation-email` and `POST /schedules/{id}/crm-contact/tags`:
 * re-sending a booking's confirmation e-mail (through the notifier, so it is queued in the outbox
 * in the same transaction) and tagging the booking's CRM contact. Both need write access to the
 * booking (MeetingPolicy).
 */
import type { Db } from '../../../db/database.js';
import type { Principal } from '../../../domain/policy.js';
import type { CrmService } from '../../contacts/index.js';
import type { CrmTagsBody } from '../../contacts/index.js';
import { writableBooking } from '../access.js';
import { invalidTransition } from '../status-changes.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import { bookingView } from '../view.js';
import { presentBooking } from '../bookings.presenter.js';
import { hostIdsOfBooking, insertActivities, updateBooking } from '../bookings.repo.js';
import { activityRow } from '../activity.js';

export interface GuestActionsDeps {
  db: Db;
  notifier: BookingNotifier;
  clock: () => number;
  publicUrl: string;
  crm: Pick<CrmService, 'tagBookingContact'>;
}

export function createGuestActions({ db, notifier, clock, publicUrl, crm }: GuestActionsDeps) {
  return {
    async sendConfirmation(principal: Principal, id: number, emailTo: 'guest' | 'host') {
      const booking = await writableBooking(db, principal, id);
      if (booking.status === 'cancelled' || booking.status === 'rejected') {
        throw invalidTransition(booking.status, 'confirmed by e-mail');
      }
      await db.transaction().execute(async (trx) => {
        await notifier.notify(trx, {
          kind: 'confirmation_requested',
          bookingId: booking.id,
          actor: 'host',
          recipient: emailTo,
        });
        const title = `Booking scheduled email sent to ${emailTo}`;
        await insertActivities(trx, [
          activityRow(booking.id, clock(), {
            title,
            description: title,
            createdBy: principal.userId,
          }),
        ]);
      });
      const view = await bookingView(db, booking);
      return {
        message: 'Notification sent successfully',
        booking: presentBooking(booking, view, publicUrl),
      };
    },

    /** The guest's contact (created when missing) gets exactly these tags. */
    async tagContact(principal: Principal, id: number, body: CrmTagsBody) {
      const booking = await writableBooking(db, principal, id);
      const hostIds = [booking.host_user_id, ...(await hostIdsOfBooking(db, booking.id))];
      // A host tags their own contact; someone who does not host it, the main host's.
      const ownerId = hostIds.includes(principal.userId) ? principal.userId : booking.host_user_id;
      const result = await crm.tagBookingContact(
        {
          email: booking.email,
          name: [booking.first_name, booking.last_name].filter(Boolean).join(' '),
          phone: booking.phone,
          timezone: booking.person_time_zone,
          hostIds,
          ownerId,
        },
        body,
      );
      const row =
        booking.person_contact_id === result.contact_id || ownerId !== booking.host_user_id
          ? booking
          : ((await updateBooking(db, booking.id, { person_contact_id: result.contact_id })) ??
            booking);
      return {
        message: 'Tags have been updated',
        booking: presentBooking(row, await bookingView(db, row), publicUrl),
        tag_ids: result.tag_ids,
        tags: result.tags,
      };
    },
  };
}

export type GuestActions = ReturnType<typeof createGuestActions>;
