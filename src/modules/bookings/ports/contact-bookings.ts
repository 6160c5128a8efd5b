/** The bookings module's side of the CRM seam (`ContactBookings`, contacts module). */
import type { Db } from '../../../db/database.js';
import type { ContactBookings } from '../../contacts/index.js';
import { calendarsWithin } from '../../../domain/scopes.js';
import { readsAllBookings } from '../access.js';
import type { BookingFilter } from '../host/index.js';
import { countBookings, listBookings } from '../host/index.js';
import { bookingViews } from '../view.js';
import { presentBooking } from '../bookings.presenter.js';

/** A page of the bookings of these contacts that the principal may read, latest start first. */
export function createContactBookings({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const lister: ContactBookings = async (principal, emails, page) => {
    if (emails.length === 0) return { bookings: [], total: 0 };
    const filter: BookingFilter = {
      readerId: readsAllBookings(principal) ? null : principal.userId,
      within: calendarsWithin(principal),
      period: 'all',
      now: 0,
      emails,
    };
    const [total, rows] = await Promise.all([
      countBookings(db, filter),
      listBookings(db, filter, page),
    ]);
    const views = await bookingViews(db, rows);
    const bookings = rows.flatMap((row, i) => {
      const view = views[i];
      return view ? [presentBooking(row, view, publicUrl)] : [];
    });
    return { bookings, total };
  };
  return lister;
}
