/**
 * A booking's calendar entry by its hash (`GET /public/bookings/{hash}/ics`): the event its
 * e-mails' invites carry (same UID and SEQUENCE), published (METHOD:PUBLISH) rather than sent as
 * an invitation, and marked cancelled once the booking is cancelled or declined.
 */
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../errors.js';
import { bookingIcs } from '../../mail/index.js';
import { createBookingMailSource } from '../ports/index.js';
import { findBookingByHash } from '../bookings.repo.js';

export interface BookingIcsDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
}

export function createBookingIcsService({ db, clock, publicUrl }: BookingIcsDeps) {
  const source = createBookingMailSource(publicUrl);
  return {
    async invite(hash: string): Promise<{ filename: string; ics: string }> {
      const key = hash.toLowerCase();
      const booking = await findBookingByHash(db, key);
      const ctx = booking ? await source(db, booking.id) : undefined;
      if (!ctx) throw notFound('booking', key);
      return { filename: `booking-${ctx.hash}.ics`, ics: bookingIcs(ctx, 'PUBLISH', clock()) };
    },
  };
}

export type BookingIcsService = ReturnType<typeof createBookingIcsService>;
