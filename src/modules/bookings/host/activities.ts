/** A booking's activity log and the delivery state of its e-mails (`GET /schedules/{id}/activities`). */
import type { Db } from '../../../db/database.js';
import { presentMailDeliveries } from '../../mail/index.js';
import { listMailForBooking } from '../../mail/index.js';
import { presentActivity } from '../bookings.presenter.js';
import { listActivities } from '../bookings.repo.js';

export async function bookingActivities(db: Db, bookingId: number) {
  const [activities, emails] = await Promise.all([
    listActivities(db, bookingId),
    listMailForBooking(db, bookingId),
  ]);
  return {
    activities: activities.map(presentActivity),
    /** Oldest first: queued, sending, sent, or failed with the last error. */
    emails: presentMailDeliveries(emails),
  };
}
