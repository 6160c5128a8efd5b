/**
 * The Pro routes `POST /schedules/{id}/payment` and `/refund`: MeetingPolicy write (404 for a
 * booking the caller may not read, 403 for one it may only read), then one transaction that
 * moves the order and the booking together (payment-moves.ts).
 */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import { parseMinorUnits } from '../../../domain/money.js';
import { actingName, type Principal } from '../../../domain/policy.js';
import { conflict, validationFailed } from '../../../errors.js';
import {
  applyRefund,
  findOrderForBooking,
  presentOrder,
  refundKey,
  type PaymentProvider,
} from '../../payments/index.js';
import type { BookingPaymentBody, BookingRefundBody, Method } from '../../payments/index.js';
import { writableBooking } from '../access.js';
import type { Actor } from '../status-changes.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import { payBooking, refundBooking, type Moved, type PaymentContext } from './payment-moves.js';
import { bookingView } from '../view.js';
import { presentBooking } from '../bookings.presenter.js';
import * as repo from '../bookings.repo.js';

function minorUnits(amount: string | number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  const minor = parseMinorUnits(amount);
  if (minor === null) {
    throw validationFailed({
      amount: { minor_units: 'The amount must be a whole number of minor units, such as "1250".' },
    });
  }
  return minor;
}

export interface BookingPaymentsDeps {
  db: Db;
  notifier: BookingNotifier;
  clock: () => number;
  publicUrl: string;
  /** The providers that send refunds back (Stripe, PayPal), by method. */
  providers: Partial<Record<Method, PaymentProvider>>;
}

const FULL_ONLY = {
  cancel_booking: { full_refund: 'Only a full refund can also cancel the booking.' },
};

/**
 * Sends the refund through the order's payment provider when the order was paid through it;
 * returns the provider's refund id, or undefined when the refund is only recorded.
 */
async function refundAtProvider(
  db: Db,
  providers: Partial<Record<Method, PaymentProvider>>,
  bookingId: number,
  input: { amount?: number; cancel: boolean },
): Promise<string | undefined> {
  const record = await findOrderForBooking(db, bookingId);
  const provider = record?.order.payment_method
    ? providers[record.order.payment_method as Method]
    : undefined;
  const payment = record && provider ? provider.paymentOf(record) : null;
  if (!record || !provider || payment === null) return undefined;
  // The same checks the recorded move makes, before any money moves.
  const move = applyRefund(record.order, input.amount);
  if (input.cancel && move.status !== 'refunded') throw validationFailed(FULL_ONLY);
  return provider.refund(
    db,
    payment,
    move.amount,
    refundKey(record, move.amount),
    record.order.currency,
  );
}

export function createBookingPayments(deps: BookingPaymentsDeps) {
  const { db, notifier, clock, publicUrl, providers } = deps;
  async function run(
    principal: Principal,
    id: number,
    move: (trx: Db, booking: BookingRow, c: PaymentContext) => Promise<Moved>,
  ) {
    await writableBooking(db, principal, id);
    const actor: Actor = { kind: 'host', userId: principal.userId, name: actingName(principal) };
    const context = { notifier, actor, now: clock() };
    const { row, record } = await db.transaction().execute(async (trx) => {
      const booking = await repo.findBookingById(trx, id);
      if (!booking) throw conflict('invalid_transition', 'The booking was deleted meanwhile.');
      return move(trx, booking, context);
    });
    const booking = presentBooking(row, await bookingView(db, row), publicUrl);
    return { booking, order: presentOrder(record) };
  }

  return {
    async pay(principal: Principal, id: number, body: BookingPaymentBody) {
      const amount = minorUnits(body.amount);
      const input = {
        confirm: true,
        ...(amount !== undefined ? { amount } : {}),
        ...(body.payment_method ? { method: body.payment_method } : {}),
        ...(body.vendor_charge_id ? { vendorChargeId: body.vendor_charge_id } : {}),
      };
      const answer = await run(principal, id, (trx, b, c) => payBooking(trx, b, input, c));
      const message =
        answer.order.status === 'paid'
          ? 'Payment has been recorded'
          : 'Partial payment has been recorded';
      return { message, ...answer };
    },

    async refund(principal: Principal, id: number, body: BookingRefundBody) {
      const amount = minorUnits(body.amount);
      const cancel = body.cancel_booking === true;
      await writableBooking(db, principal, id);
      const refundId = await refundAtProvider(db, providers, id, {
        cancel,
        ...(amount !== undefined ? { amount } : {}),
      });
      const chargeId = refundId ?? body.vendor_charge_id;
      const input = {
        reason: (body.reason ?? '').trim(),
        cancel,
        ...(amount !== undefined ? { amount } : {}),
        ...(chargeId ? { vendorChargeId: chargeId } : {}),
      };
      const answer = await run(principal, id, (trx, b, c) => refundBooking(trx, b, input, c));
      const message =
        answer.order.status === 'refunded'
          ? 'Payment has been refunded'
          : 'Partial refund recorded';
      return { message, ...answer };
    },
  };
}

export type BookingPayments = ReturnType<typeof createBookingPayments>;
