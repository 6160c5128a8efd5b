/** Admin bookings (MeetingPolicy): read, list, change, move, delete, activity log. */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import { canTransition, isActive } from '../../../domain/booking-status.js';
import { actingName, can, type Principal } from '../../../domain/policy.js';
import { conflict, forbidden } from '../../../errors.js';
import { envelope, toPage } from '../../../http/pagination.js';
import { paginator } from '../../../http/paginator.js';
import { calendarEventLists, loadEventForBooking } from '../../calendars/index.js';
import { readableBooking, writableBooking } from '../access.js';
import { bookingActivities } from './activities.js';
import { applyFields, applyStatus, invalidTransition, type Actor } from '../status-changes.js';
import type { UpdateBookingBody } from '../bodies.schemas.js';
import { requestedTime } from '../slots/index.js';
import { listFilter } from './list-filter.js';
import { countBookings, listBookings } from './list.repo.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import { noChanges, updateMessage, updateRequest, type UpdateRequest } from './update.js';
import { bookingView, bookingViews } from '../view.js';
import { applyPaymentStatusField, hasUnpaidOrder, payBooking } from '../payments/index.js';
import { deleteOrdersForBooking, findOrderForBooking, presentOrder } from '../../payments/index.js';
import type { BookingWriter } from '../create/index.js';
import {
  happeningStatus,
  presentBooking,
  specFields,
  type BookingFields,
} from '../bookings.presenter.js';
import * as repo from '../bookings.repo.js';
import type { BookingListQuery } from '../answers.schemas.js';
import { eventHosts } from '../slots/index.js';

export interface BookingsDeps {
  db: Db;
  writer: BookingWriter;
  notifier: BookingNotifier;
  clock: () => number;
  publicUrl: string;
  /** Run after a cancellation is committed: the refund the event's policy gives. */
  afterCancel?: (bookingId: number) => Promise<unknown>;
}

/** What a caller may ask of an update besides its body. */
export interface UpdateOptions {
  /**
   * Checked on the booking as it is when the change is made (its fields as answers present
   * them), under the host's lock that moves take: throwing refuses the update, and nothing
   * changes. `/mcp`'s approved changes refuse a booking that changed since their preview.
   */
  precondition?: (current: BookingFields) => void;
}

export const hostActor = (principal: Principal): Actor => ({
  kind: 'host',
  userId: principal.userId,
  name: actingName(principal),
});

const present = async ({ db, publicUrl }: BookingsDeps, row: BookingRow) =>
  presentBooking(row, await bookingView(db, row), publicUrl);

/** Moves the booking as a host: the event's current rules, the locked transaction. */
async function moveAsHost(
  { db, writer }: BookingsDeps,
  booking: BookingRow,
  request: UpdateRequest,
  actor: Actor,
  { precondition }: UpdateOptions,
) {
  if (!request.move) return;
  const loaded = await loadEventForBooking(db, booking.event_id);
  if (!loaded) {
    throw conflict(
      'invalid_transition',
      'The event of this booking was deleted; it cannot be moved.',
    );
  }
  const time = requestedTime(request.move, booking.person_time_zone);
  await writer.move({
    booking,
    loaded,
    ...(await eventHosts(db, loaded)),
    ...time,
    reason: request.moveReason,
    notifyGuest: request.notifyGuest,
    actor: actor.kind,
    movedBy: actor.userId,
    movedByName: actor.name,
    ...(precondition ? { check: (current: BookingRow) => precondition(specFields(current)) } : {}),
  });
}

/**
 * The status, payment and field changes of an update, in one transaction; with a precondition
 * (and no move, which checked it already), under the host's lock, so no move slips in between.
 */
async function applyRest(
  { db, notifier, clock, writer }: BookingsDeps,
  booking: BookingRow,
  request: UpdateRequest,
  actor: Actor,
  { precondition }: UpdateOptions,
): Promise<BookingRow> {
  const work = async (trx: Db, found: BookingRow | undefined) => {
    let row = found;
    if (!row) throw conflict('invalid_transition', 'The booking was deleted meanwhile.');
    const now = clock();
    const context = { notifier, actor, now };
    const confirming = request.status === 'scheduled' && row.status !== 'scheduled';
    if (confirming && (await hasUnpaidOrder(trx, row.id))) {
      // FluentBooking: confirming a booking whose order is unpaid records the payment.
      row = (await payBooking(trx, row, { confirm: true }, context)).row;
    } else if (request.status && request.status !== row.status) {
      row = await applyStatus(trx, row, {
        notifier,
        to: request.status,
        reason: request.reason,
        actor,
        now,
      });
    }
    const rest = await applyPaymentStatusField(trx, row, request.fields, context);
    return applyFields(trx, rest.row, rest.fields, actor, now);
  };
  if (precondition && !request.move) {
    return writer.withBooking(booking, (trx, current) => {
      precondition(specFields(current));
      return work(trx, current);
    });
  }
  return db
    .transaction()
    .execute(async (trx) => work(trx, await repo.findBookingById(trx, booking.id)));
}

function bookingReads(deps: BookingsDeps) {
  const { db, clock, publicUrl } = deps;
  return {
    /** With `allData`, also its activities and its order as FluentBooking's `payment_order`. */
    async get(principal: Principal, id: number, allData = false) {
      const row = await readableBooking(db, principal, id);
      const [presented, record] = await Promise.all([
        present(deps, row),
        findOrderForBooking(db, row.id),
      ]);
      const booking = { ...presented, happening_status: happeningStatus(row, clock()) };
      const order = record ? presentOrder(record) : null;
      const answer = { booking, schedule: booking, order };
      if (!allData) return answer;
      const { activities } = await bookingActivities(db, row.id);
      return { ...answer, activities, payment_order: order };
    },

    async list(principal: Principal, query: BookingListQuery) {
      if (!can(principal, 'lists:read')) throw forbidden();
      const page = toPage(query, 10);
      const filter = listFilter(principal, query, clock());
      const { readerId, within, now } = filter;
      const scope = { readerId, within, period: 'all' as const, now };
      const [total, rows, lists, pending, noShow, cancelled] = await Promise.all([
        countBookings(db, filter),
        listBookings(db, filter, page),
        calendarEventLists(db, principal),
        countBookings(db, { ...scope, status: 'pending' }),
        countBookings(db, { ...scope, status: 'no_show' }),
        countBookings(db, { ...scope, status: 'cancelled' }),
      ]);
      const views = await bookingViews(db, rows);
      const bookings = rows.flatMap((row, i) => {
        const view = views[i];
        const happening_status = happeningStatus(row, filter.now);
        return view ? [{ ...presentBooking(row, view, publicUrl), happening_status }] : [];
      });
      const env = envelope(page, total, rows.length);
      const path = `${publicUrl}/api/v2/schedules`;
      return {
        bookings,
        ...env,
        schedules: paginator(bookings, page, env, path),
        timezone: 'UTC',
        calendar_event_lists: lists,
        pending_count: pending,
        no_show_count: noShow,
        cancelled_count: cancelled,
      };
    },

    async activities(principal: Principal, id: number) {
      const booking = await readableBooking(db, principal, id);
      return bookingActivities(db, booking.id);
    },
  };
}

function bookingChanges(deps: BookingsDeps) {
  const { db, notifier, clock } = deps;
  return {
    async update(
      principal: Principal,
      id: number,
      body: UpdateBookingBody,
      options: UpdateOptions = {},
    ) {
      const booking = await writableBooking(db, principal, id);
      options.precondition?.(specFields(booking));
      const request = updateRequest(body);
      const statusChanges = request.status !== undefined && request.status !== booking.status;
      const fieldsChange = Object.entries(request.fields).some(
        ([key, value]) => booking[key as keyof BookingRow] !== value,
      );
      if (!statusChanges && !fieldsChange && !request.move) noChanges();
      if (statusChanges && request.status && !canTransition(booking.status, request.status)) {
        throw invalidTransition(booking.status, request.status);
      }
      const actor = hostActor(principal);
      await moveAsHost(deps, booking, request, actor, options);
      let row = await applyRest(deps, booking, request, actor, options);
      if (row.status === 'cancelled' && booking.status !== 'cancelled' && deps.afterCancel) {
        await deps.afterCancel(row.id);
        row = (await repo.findBookingById(db, row.id)) ?? row;
      }
      return { message: updateMessage(request), booking: await present(deps, row) };
    },

    /**
     * Deletes the booking. One that is still on and not over is cancelled first, in the same
     * transaction, so its guest gets the cancellation (METHOD:CANCEL) and its reminders are
     * dropped: a deleted booking must not stay in the guest's calendar.
     */
    async remove(principal: Principal, id: number) {
      const booking = await writableBooking(db, principal, id);
      await db.transaction().execute(async (trx) => {
        const now = clock();
        const row = await repo.findBookingById(trx, booking.id);
        if (row && isActive(row.status) && row.end_at > now) {
          const actor = hostActor(principal);
          await applyStatus(trx, row, { notifier, to: 'cancelled', reason: '', actor, now });
        }
        await deleteOrdersForBooking(trx, booking.id);
        await repo.deleteBooking(trx, booking.id);
      });
      return { message: 'Booking Deleted Successfully!' };
    },
  };
}

export function createBookingsService(deps: BookingsDeps) {
  return { ...bookingReads(deps), ...bookingChanges(deps) };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
