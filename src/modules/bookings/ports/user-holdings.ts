/**
 * The bookings module's side of the users module's `UserHoldings` seam: a user who hosts
 * calendars, team seats or bookings, or lends schedules to other hosts, is not simply deleted;
 * all of it can be given to another user, unless that would double-book them.
 */
import type { Db } from '../../../db/database.js';
import { ACTIVE_STATUSES, HOLDING_STATUSES } from '../../../domain/booking-status.js';
import { conflict } from '../../../errors.js';
import {
  deleteSchedulesOf,
  schedulesLentOut,
  transferSchedules,
} from '../../availability/index.js';
import { calendarHoldingsOf, transferCalendars } from '../../calendars/index.js';
import { transferContacts } from '../../contacts/index.js';
import type { UserHoldings } from '../../users/index.js';
import { deleteSubscriptionsOf } from '../../webhooks/index.js';
import { deleteConnectionsOf } from '../../connections/index.js';

/** Ids of bookings the user hosts (as organizer or as a team member). */
function hostedBy(db: Db, userId: number) {
  return db
    .selectFrom('bookings as b')
    .where((eb) =>
      eb.or([
        eb('b.host_user_id', '=', userId),
        eb(
          'b.id',
          'in',
          eb.selectFrom('booking_hosts').select('booking_id').where('user_id', '=', userId),
        ),
      ]),
    );
}

async function bookingCounts(db: Db, userId: number, now: number) {
  const rows = await hostedBy(db, userId)
    .select((eb) => [
      eb
        .case()
        .when(eb.and([eb('b.status', 'in', ACTIVE_STATUSES), eb('b.end_at', '>', now)]))
        .then(1)
        .else(0)
        .end()
        .as('upcoming'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy('upcoming')
    .execute();
  const count = (upcoming: number) =>
    Number(rows.find((r) => Number(r.upcoming) === upcoming)?.n ?? 0);
  return { upcoming_bookings: count(1), past_bookings: count(0) };
}

/** Bookings of `to` that `from`'s upcoming ones would overlap once `to` hosts both. */
async function overlaps(trx: Db, from: number, to: number, now: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('booking_hosts as f')
    .innerJoin('bookings as fb', 'fb.id', 'f.booking_id')
    .innerJoin('booking_hosts as t', (join) =>
      join
        .on('t.user_id', '=', to)
        .onRef('t.busy_start', '<', 'f.busy_end')
        .onRef('t.busy_end', '>', 'f.busy_start')
        .onRef('t.booking_id', '!=', 'f.booking_id'),
    )
    .innerJoin('bookings as tb', 'tb.id', 't.booking_id')
    .select('f.booking_id')
    .where('f.user_id', '=', from)
    .where('f.busy_end', '>', now)
    .where('fb.status', 'in', HOLDING_STATUSES)
    .where('tb.status', 'in', HOLDING_STATUSES)
    .limit(20)
    .execute();
  return [...new Set(rows.map((r) => Number(r.booking_id)))];
}

async function transferBookings(trx: Db, from: number, to: number, now: number) {
  const clashes = await overlaps(trx, from, to, now);
  if (clashes.length > 0) {
    throw conflict(
      'reassign_conflict',
      `User ${to} cannot take over these bookings: they overlap bookings user ${to} already has (${clashes.join(', ')}). Move or cancel them first, or choose another user.`,
      { bookings: clashes },
    );
  }
  // A booking both hosted keeps one row for `to`.
  await trx
    .deleteFrom('booking_hosts')
    .where('user_id', '=', from)
    .where('booking_id', 'in', (eb) =>
      eb.selectFrom('booking_hosts').select('booking_id').where('user_id', '=', to),
    )
    .execute();
  await trx
    .updateTable('booking_hosts')
    .set({ user_id: to, updated_at: now })
    .where('user_id', '=', from)
    .execute();
  await trx
    .updateTable('bookings')
    .set({ host_user_id: to, updated_at: now })
    .where('host_user_id', '=', from)
    .execute();
}

export function createUserHoldings(): UserHoldings {
  return {
    async of(db, userId, now) {
      const [calendars, bookings, lent] = await Promise.all([
        calendarHoldingsOf(db, userId),
        bookingCounts(db, userId, now),
        schedulesLentOut(db, userId),
      ]);
      return { ...calendars, ...bookings, shared_schedules: lent };
    },
    async transfer(trx, from, to, now) {
      await transferBookings(trx, from, to, now);
      await transferCalendars(trx, from, to, now);
      await transferSchedules(trx, from, to, now);
      await transferContacts(trx, from, to, now);
    },
    async release(trx, userId) {
      await trx
        .updateTable('bookings')
        .set({ person_user_id: null })
        .where('person_user_id', '=', userId)
        .execute();
      await deleteSchedulesOf(trx, userId);
      await deleteSubscriptionsOf(trx, userId);
      await deleteConnectionsOf(trx, userId);
    },
  };
}
