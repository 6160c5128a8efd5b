/**
 * Payments and refunds on a booking's order, inside the caller's transaction: the order moves
 * (compare-and-set in the payments module), then the booking's status and `payment_status`
 * (conditional on the status read), an activity row and the notification. Used by the Pro
 * routes (booking-payments.service.ts) and by `PUT /schedules/{id}` (FluentBooking: status
 * `scheduled` on a booking with an unpaid order records its payment).
 */
import type { Db } from '../../../db/database.js';
import type { BookingPatch, BookingRow } from '../../../db/tables-bookings.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../../domain/money.js';
import { AppError, conflict, validationFailed } from '../../../errors.js';
import {
  bookingPaymentStatus,
  findOrderForBooking,
  hasCharge,
  isPayable,
  recordPayment,
  refundOrder,
  type Method,
  type OrderRecord,
} from '../../payments/index.js';
import { applyStatus, type Actor, type FieldPatch } from '../status-changes.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import * as repo from '../bookings.repo.js';
import { activityRow } from '../activity.js';

export interface PaymentContext {
  notifier: BookingNotifier;
  actor: Actor;
  now: number;
}

export interface Moved {
  row: BookingRow;
  record: OrderRecord;
}

const CLOSED: ReadonlySet<string> = new Set(['cancelled', 'rejected']);

async function orderOf(trx: Db, booking: BookingRow): Promise<OrderRecord> {
  const record = await findOrderForBooking(trx, booking.id);
  if (!record) {
    throw new AppError('not_found', 'order_not_found', `Booking ${booking.id} has no order.`);
  }
  return record;
}

function priceOf(order: OrderRecord['order'], minor: number): string {
  return formatPrice(minor, findCurrency(order.currency) ?? DEFAULT_CURRENCY);
}

async function writeBooking(trx: Db, booking: BookingRow, patch: BookingPatch) {
  const row = await repo.updateBooking(trx, booking.id, patch, booking.status);
  if (!row) {
    throw conflict('invalid_transition', 'The booking changed meanwhile; reload it and try again.');
  }
  return row;
}

/**
 * Records a payment (everything due by default). A fully paid `pending` booking becomes
 * `scheduled` when `confirm` is set. 404 without an order, 409 on a cancelled or rejected
 * booking or an order that cannot be paid, 422 for more than is due.
 */
export async function payBooking(
  trx: Db,
  booking: BookingRow,
  input: { amount?: number; method?: Method; vendorChargeId?: string; confirm: boolean },
  c: PaymentContext,
): Promise<Moved> {
  const before = (await orderOf(trx, booking)).order;
  if (CLOSED.has(booking.status)) {
    throw conflict('invalid_transition', `A ${booking.status} booking cannot be paid.`);
  }
  const record = await recordPayment(trx, before.id, {
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    ...(input.method ? { method: input.method } : {}),
    ...(input.vendorChargeId ? { vendorChargeId: input.vendorChargeId } : {}),
    now: c.now,
  });
  const { order } = record;
  const confirm = input.confirm && order.status === 'paid' && booking.status === 'pending';
  const row = await writeBooking(trx, booking, {
    payment_status: bookingPaymentStatus(order.status),
    payment_method: order.payment_method,
    updated_at: c.now,
    ...(confirm ? { status: 'scheduled' } : {}),
  });
  const paid = priceOf(order, order.total_paid - before.total_paid);
  const confirmed = confirm ? ' The booking is confirmed.' : '';
  await repo.insertActivities(trx, [
    activityRow(row.id, c.now, {
      title:
        order.status === 'paid' ? 'Payment Successfully Completed' : 'Partial Payment Received',
      description: `${paid} (${order.payment_method ?? 'offline'}) recorded by ${c.actor.name}.${confirmed}`,
      createdBy: c.actor.userId,
    }),
  ]);
  await c.notifier.notify(trx, {
    kind: 'payment_received',
    bookingId: row.id,
    actor: c.actor.kind,
  });
  if (confirm) {
    await c.notifier.notify(trx, { kind: 'confirmed', bookingId: row.id, actor: c.actor.kind });
  }
  return { row, record };
}

/**
 * A gateway's payment that arrived after the booking was released (cancelled): the order records
 * it, the booking keeps its status with `payment_status` following the order, and the activity
 * log says it is being refunded (late-refunds.ts), since the time may be taken by now.
 */
export async function recordLatePayment(
  trx: Db,
  booking: BookingRow,
  input: { amount: number; method: Method; vendorChargeId: string },
  c: PaymentContext,
): Promise<Moved> {
  const before = (await orderOf(trx, booking)).order;
  const record = await recordPayment(trx, before.id, { ...input, now: c.now });
  const row = await writeBooking(trx, booking, {
    payment_status: bookingPaymentStatus(record.order.status),
    updated_at: c.now,
  });
  await repo.insertActivities(trx, [
    activityRow(row.id, c.now, {
      title: 'Payment Received After Release',
      description: `${priceOf(record.order, input.amount)} (${input.method}) was paid after the booking was ${booking.status}; it is refunded to the guest automatically.`,
    }),
  ]);
  await c.notifier.notify(trx, {
    kind: 'payment_received',
    bookingId: row.id,
    actor: c.actor.kind,
  });
  return { row, record };
}

/**
 * Refunds all or part of what was paid; `payment_status` becomes `refunded` or
 * `partially-refunded`. A refund whose provider id (`vendorChargeId`) the order already records
 * is not recorded again. With `cancel`, a full refund also cancels the booking (422 for a
 * partial one; 409 for a completed or no-show one; nothing more for one already closed).
 */
export async function refundBooking(
  trx: Db,
  booking: BookingRow,
  input: { amount?: number; reason: string; cancel: boolean; vendorChargeId?: string },
  c: PaymentContext,
): Promise<Moved> {
  const current = await orderOf(trx, booking);
  const before = current.order;
  if (input.vendorChargeId && (await hasCharge(trx, before.id, input.vendorChargeId))) {
    // Already recorded (the provider's own event came first): the money moved once.
    const full = before.status === 'refunded';
    const close = input.cancel && full && !CLOSED.has(booking.status);
    const row = close
      ? await applyStatus(trx, booking, { ...c, to: 'cancelled', reason: input.reason })
      : booking;
    return { row, record: current };
  }
  const record = await refundOrder(trx, before.id, {
    ...(input.amount !== undefined ? { amount: input.amount } : {}),
    ...(input.vendorChargeId ? { vendorChargeId: input.vendorChargeId } : {}),
    note: input.reason,
    now: c.now,
  });
  const { order } = record;
  const full = order.status === 'refunded';
  if (input.cancel && !full) {
    throw validationFailed({
      cancel_booking: { full_refund: 'Only a full refund can also cancel the booking.' },
    });
  }
  let row = await writeBooking(trx, booking, {
    payment_status: bookingPaymentStatus(order.status),
    updated_at: c.now,
  });
  const refunded = priceOf(order, order.total_refunded - before.total_refunded);
  const reason = input.reason ? ` Reason: ${input.reason}` : '';
  await repo.insertActivities(trx, [
    activityRow(row.id, c.now, {
      title: full ? 'Payment Refunded' : 'Payment Partially Refunded',
      description: `${refunded} refunded by ${c.actor.name}.${reason}`,
      createdBy: c.actor.userId,
    }),
  ]);
  await c.notifier.notify(trx, {
    kind: 'refunded',
    bookingId: row.id,
    actor: c.actor.kind,
    ...(input.reason ? { reason: input.reason } : {}),
  });
  if (input.cancel && !CLOSED.has(row.status)) {
    row = await applyStatus(trx, row, { ...c, to: 'cancelled', reason: input.reason });
  }
  return { row, record };
}

/**
 * `PUT /schedules/{id}` with `payment_status` on a booking with an order: `paid` records the
 * payment (the booking's status stays), `pending` is only accepted while nothing was paid.
 * Returns the fields left for the plain update. Bookings without an order keep the plain column.
 */
export async function applyPaymentStatusField(
  trx: Db,
  booking: BookingRow,
  fields: FieldPatch,
  c: PaymentContext,
): Promise<{ row: BookingRow; fields: FieldPatch }> {
  const { payment_status: wanted, ...rest } = fields;
  if (wanted === undefined || wanted === null) return { row: booking, fields };
  const found = await findOrderForBooking(trx, booking.id);
  if (!found) return { row: booking, fields };
  const status = found.order.status;
  if (wanted === 'paid' && status !== 'paid') {
    if (!isPayable(status)) throw orderConflict(booking, status, 'paid');
    return { row: (await payBooking(trx, booking, { confirm: false }, c)).row, fields: rest };
  }
  if (wanted === 'pending' && status !== 'pending' && status !== 'draft') {
    throw orderConflict(booking, status, 'pending');
  }
  return { row: booking, fields: rest };
}

function orderConflict(booking: BookingRow, status: string, to: string) {
  return conflict(
    'invalid_transition',
    `The order of booking ${booking.id} is ${status}; its payment cannot be marked ${to}.`,
    { order_status: status },
  );
}

/** Whether `PUT` status `scheduled` should record the payment of the booking's order. */
export async function hasUnpaidOrder(db: Db, bookingId: number): Promise<boolean> {
  const found = await findOrderForBooking(db, bookingId);
  return found !== undefined && isPayable(found.order.status);
}
