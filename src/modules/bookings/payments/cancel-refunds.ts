/**
 * The refund a cancellation owes under the event's refund policy (`refund_policy`,
 * `refund_percent`, `refund_cutoff_hours` in its payment settings), for a booking paid through a
 * payment provider (Stripe, PayPal): run after the cancellation is committed, so the provider is never
 * called inside a transaction. The money moves first, through the provider with an idempotency
 * key per order and refund, then the order and the booking are moved as a host's refund would
 * be. A provider that fails leaves the cancellation in place and an activity asking the host to
 * refund from the payment panel.
 */
import type { Db } from '../../../db/database.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../../domain/money.js';
import { PAYMENT_KEY, readPaymentSettings } from '../../calendars/index.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  findOrderForBooking,
  refundDue,
  refundKey,
  type Method,
  type PaymentProvider,
  type RefundDue,
} from '../../payments/index.js';
import { activityRow } from '../activity.js';
import * as repo from '../bookings.repo.js';
import { findMeta } from '../../meta/index.js';
import { refundBooking } from './payment-moves.js';

export interface CancelRefundDeps {
  db: Db;
  clock: () => number;
  notifier: BookingNotifier;
  providers: Partial<Record<Method, PaymentProvider>>;
}

const ACTOR = { kind: 'system' as const, userId: null, name: 'the refund policy' };

export function createCancelRefunds({ db, clock, notifier, providers }: CancelRefundDeps) {
  async function note(bookingId: number, title: string, description: string) {
    await repo.insertActivities(db, [activityRow(bookingId, clock(), { title, description })]);
  }

  /**
   * Refunds what the policy gives for the cancelled booking `bookingId`; the refund (or null
   * when the booking was not paid through a provider, or the refund could not be made).
   */
  return async function refundOnCancel(bookingId: number): Promise<RefundDue | null> {
    const booking = await repo.findBookingById(db, bookingId);
    const record = await findOrderForBooking(db, bookingId);
    if (!booking || booking.status !== 'cancelled' || !record) return null;
    const provider = providers[record.order.payment_method as Method];
    const payment = provider?.paymentOf(record) ?? null;
    if (!provider || payment === null) return null;
    const meta = await findMeta(db, 'event', booking.event_id, PAYMENT_KEY);
    const settings = readPaymentSettings(meta?.value, booking.slot_minutes);
    const { order } = record;
    const due = refundDue(
      settings,
      order.total_paid - order.total_refunded,
      booking.start_at,
      clock(),
    );
    if (due.amount === 0) {
      const why =
        due.basis === 'cutoff'
          ? 'it was cancelled too close to the start'
          : 'the event gives no refund';
      await note(bookingId, 'No Refund', `The cancellation refunds nothing: ${why}.`);
      return due;
    }
    const price = formatPrice(due.amount, findCurrency(order.currency) ?? DEFAULT_CURRENCY);
    try {
      const refundId = await provider.refund(
        db,
        payment,
        due.amount,
        refundKey(record, due.amount),
        order.currency,
      );
      await db.transaction().execute(async (trx) => {
        const current = await repo.findBookingById(trx, bookingId);
        if (!current) return;
        const input = {
          amount: due.amount,
          reason: 'Refund policy of the event',
          cancel: false,
          vendorChargeId: refundId,
        };
        await refundBooking(trx, current, input, { notifier, actor: ACTOR, now: clock() });
      });
      return due;
    } catch {
      await note(
        bookingId,
        'Refund Failed',
        `The refund of ${price} the policy gives could not be made or recorded; check the payment panel and refund from the payment panel.`,
      );
      return null;
    }
  };
}

export type RefundOnCancel = ReturnType<typeof createCancelRefunds>;
