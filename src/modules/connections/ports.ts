/**
 * What connections need from bookings (implemented by the bookings module, wired in
 * services.ts): a booking as its invitations describe it, its hosts, and a host's bookings.
 */
import type { Db } from '../../db/database.js';
import type { BookingMailSource } from '../mail/index.js';
import type { WrittenBooking } from '../booking-events/index.js';
import type { OnlineMeeting } from '../../domain/online-meeting.js';

export interface ConnectionBookingSource {
  /** The booking as the guest's invitation describes it (same UID and SEQUENCE). */
  context: BookingMailSource;
  /** The booking's hosts. */
  hostIds(trx: Db, bookingId: number, written?: WrittenBooking): Promise<number[]>;
  /** Ids of the bookings `userId` hosts that start in [from, to), at most `limit`, by start. */
  hostBookings(db: Db, userId: number, from: number, to: number, limit: number): Promise<number[]>;
  /**
   * Records the online meeting a provider made for the booking (booking meta `online_meeting`),
   * or forgets it (null): the guest's mails, invitation and booking page then show its link.
   */
  setOnlineMeeting(db: Db, bookingId: number, meeting: OnlineMeeting | null): Promise<void>;
}
