/**
 * Changes to an existing booking that do not move it: status transitions (through the table in
 * domain/booking-status.ts) and plain fields. Each runs inside the caller's transaction, writes
 * an activity row and tells the notifier. Status writes are conditional on the status read, so
 * of two concurrent changes one wins and the other is a 409.
 */
import type { Db } from '../../db/database.js';
import type { BookingPatch, BookingRow } from '../../db/tables-bookings.js';
import { cancellationRefundNote } from './refund-note.js';
import { canTransition, STATUS_LABELS, type BookingStatus } from '../../domain/booking-status.js';
import { conflict } from '../../errors.js';
import type { BookingChangeKind, BookingNotifier } from '../booking-events/index.js';
import { bookingPaymentStatus, failUnpaidOrder } from '../payments/index.js';
import { insertActivities, updateBooking, upsertBookingMeta } from './bookings.repo.js';
import { activityRow } from './activity.js';
import { META } from './meta-keys.js';

export interface Actor {
  kind: 'guest' | 'host' | 'system';
  /** The acting user (null for guests and the system). */
  userId: number | null;
  /** How the activity log names them. */
  name: string;
}

/** What happening `to` a booking is called in a sentence. */
const CHANGES: Readonly<Record<string, string>> = {
  scheduled: 'be confirmed',
  pending: 'go back to pending',
  cancelled: 'be cancelled',
  rejected: 'be declined',
  completed: 'be completed',
  no_show: 'be marked as a no-show',
  moved: 'be moved',
};

export function invalidTransition(from: string, to: string) {
  const what = from === 'no_show' ? 'no-show' : from;
  return conflict('invalid_transition', `A ${what} booking cannot ${CHANGES[to] ?? `be ${to}`}.`, {
    from,
    to,
  });
}

const NOTIFY: Partial<Record<BookingStatus, BookingChangeKind>> = {
  scheduled: 'confirmed',
  cancelled: 'cancelled',
  rejected: 'rejected',
  completed: 'completed',
  no_show: 'no_show',
};

function statusActivity(to: BookingStatus, actor: Actor, reason: string) {
  switch (to) {
    case 'scheduled':
      return {
        title: 'Booking Confirmed',
        description: `Booking has been confirmed by ${actor.name}.`,
      };
    case 'cancelled':
      return {
        title: `Meeting has been cancelled by ${actor.name}`,
        description: reason,
        type: reason ? 'cancel_reason' : 'activity',
      };
    case 'rejected':
      return {
        title: `Booking has been rejected by ${actor.name}`,
        description: reason,
        type: reason ? 'reject_reason' : 'activity',
      };
    default:
      return {
        title: `Booking marked as ${STATUS_LABELS[to]}`,
        description: `Status changed to ${STATUS_LABELS[to]} by ${actor.name}.`,
      };
  }
}

export interface StatusChange {
  notifier: BookingNotifier;
  to: BookingStatus;
  reason: string;
  actor: Actor;
  now: number;
}

/** Moves `booking` to `to`, if the table allows it and nobody changed it meanwhile. */
export async function applyStatus(
  trx: Db,
  booking: BookingRow,
  c: StatusChange,
): Promise<BookingRow> {
  if (!canTransition(booking.status, c.to)) throw invalidTransition(booking.status, c.to);
  const patch: BookingPatch = { status: c.to, updated_at: c.now };
  if (c.to === 'cancelled') patch.cancelled_by = c.actor.userId;
  if (c.to === 'cancelled' || c.to === 'rejected') {
    Object.assign(patch, await closeUnpaidOrder(trx, booking, c.now));
  }
  const row = await updateBooking(trx, booking.id, patch, booking.status);
  if (!row)
    throw conflict('invalid_transition', 'The booking changed meanwhile; reload it and try again.');
  if (c.to === 'cancelled') {
    await upsertBookingMeta(
      trx,
      row.id,
      { [META.cancelledByType]: c.actor.kind === 'guest' ? 'guest' : 'host' },
      c.now,
    );
  }
  const entry = statusActivity(c.to, c.actor, c.reason);
  await insertActivities(trx, [
    activityRow(row.id, c.now, { ...entry, createdBy: c.actor.userId }),
  ]);
  const kind = NOTIFY[c.to];
  if (kind) {
    // The cancellation's e-mail says what the refund policy gives back (refund-note.ts).
    const note = c.to === 'cancelled' ? await cancellationRefundNote(trx, booking, c.now) : '';
    const reason = [c.reason, note].filter(Boolean).join(' ');
    await c.notifier.notify(trx, {
      kind,
      bookingId: row.id,
      actor: c.actor.kind,
      ...(reason ? { reason } : {}),
    });
  }
  return row;
}

export type FieldPatch = Partial<
  Pick<
    BookingRow,
    'internal_note' | 'email' | 'phone' | 'first_name' | 'last_name' | 'payment_status'
  >
>;

/** Updates plain fields; only those that differ are written and logged. */
export async function applyFields(
  trx: Db,
  booking: BookingRow,
  fields: FieldPatch,
  actor: Actor,
  now: number,
): Promise<BookingRow> {
  const changed = (Object.keys(fields) as (keyof FieldPatch)[]).filter(
    (key) => fields[key] !== undefined && fields[key] !== booking[key],
  );
  if (changed.length === 0) return booking;
  const patch: BookingPatch = { updated_at: now };
  for (const key of changed) Object.assign(patch, { [key]: fields[key] });
  const row = (await updateBooking(trx, booking.id, patch)) ?? booking;
  const title =
    changed.length === 1 && changed[0] === 'internal_note'
      ? 'Internal Note Updated'
      : 'Booking Updated';
  await insertActivities(trx, [
    activityRow(row.id, now, {
      title,
      description: `${changed.join(', ')} changed by ${actor.name}.`,
      createdBy: actor.userId,
    }),
  ]);
  return row;
}

/**
 * A booking about to be cancelled or rejected before anything was paid: its order becomes
 * `failed` (nothing more is collected); returns the booking's `payment_status` to go with it.
 * Runs in the cancellation's transaction, which rolls it back if the cancellation fails.
 */
export async function closeUnpaidOrder(
  trx: Db,
  booking: BookingRow,
  now: number,
): Promise<{ payment_status?: string }> {
  if (!booking.payment_status) return {};
  const failed = await failUnpaidOrder(trx, booking.id, now);
  return failed ? { payment_status: bookingPaymentStatus(failed.order.status) } : {};
}
