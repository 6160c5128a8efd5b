/**
 * A booking's calendar invite by its hash (`GET /public/bookings/{hash}/ics`): the same `.ics`
 * its e-mails carry, with METHOD:CANCEL once the booking is cancelled or declined.
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

const WITHDRAWN = new Set(['cancelled', 'rejected']);

export function createBookingIcsService({ db, clock, publicUrl }: BookingIcsDeps) {
  const source = createBookingMailSource(publicUrl);
  return {
    async invite(hash: string): Promise<{ filename: string; ics: string }> {
      const key = hash.toLowerCase();
      const booking = await findBookingByHash(db, key);
      const ctx = booking ? await source(db, booking.id) : undefined;
      if (!ctx) throw notFound('booking', key);
      const method = WITHDRAWN.has(ctx.status) ? 'CANCEL' : 'REQUEST';
      return { filename: `booking-${ctx.hash}.ics`, ics: bookingIcs(ctx, method, clock()) };
    },
  };
}

export type BookingIcsService = ReturnType<typeof createBookingIcsService>;
