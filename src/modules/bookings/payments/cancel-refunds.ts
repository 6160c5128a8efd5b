/**
 * Refunds Slotbook makes on its own through a payment provider (Stripe, PayPal), each run after
 * the change that owes it is committed, so the provider is never called inside a transaction:
 *
 * - a cancellation's, under the event's refund policy (policy-refund.ts);
 * - a late payment's: money that arrived after the booking's hold had ended and the booking was
 *   released (its time may be taken by now) is refunded in full, and the guest is told by e-mail.
 *
 * The money moves first, through the provider with an idempotency key per order and refund, then
 * the order and the booking are moved as a host's refund would be. A provider that fails leaves
 * an activity asking the host to refund from the payment panel.
 */
import type { Db } from '../../../db/database.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../../domain/money.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  findOrderForBooking,
  refundKey,
  type Method,
  type PaymentProvider,
  type RefundDue,
} from '../../payments/index.js';
import { activityRow } from '../activity.js';
import * as repo from '../bookings.repo.js';
import { refundBooking } from './payment-moves.js';
import { policyRefund } from '../policy-refund.js';

export interface CancelRefundDeps {
  db: Db;
  clock: () => number;
  notifier: BookingNotifier;
  providers: Partial<Record<Method, PaymentProvider>>;
}

const CLOSED: ReadonlySet<string> = new Set(['cancelled', 'rejected']);

const POLICY = { kind: 'system' as const, userId: null, name: 'the refund policy' };
const RELEASED = { kind: 'system' as const, userId: null, name: 'Slotbook' };

/** The closed booking `bookingId`, its order and how its provider refunds, if it was paid so. */
async function paidThroughProvider({ db, providers }: CancelRefundDeps, bookingId: number) {
  const booking = await repo.findBookingById(db, bookingId);
  const record = await findOrderForBooking(db, bookingId);
  if (!booking || !CLOSED.has(booking.status) || !record) return null;
  const provider = providers[record.order.payment_method as Method];
  const payment = provider?.paymentOf(record) ?? null;
  if (!provider || payment === null) return null;
  return { booking, record, provider, payment };
}

export function createProviderRefunds(deps: CancelRefundDeps) {
  const { db, clock, notifier } = deps;
  const note = (bookingId: number, title: string, description: string) =>
    repo.insertActivities(db, [activityRow(bookingId, clock(), { title, description })]);

  /** Refunds `amount` through the provider, then records it; false (and a note) on failure. */
  async function refund(
    found: NonNullable<Awaited<ReturnType<typeof paidThroughProvider>>>,
    amount: number,
    move: { reason: string; actor: typeof POLICY; tellGuest: boolean },
  ): Promise<boolean> {
    const { booking, record, provider, payment } = found;
    const { order } = record;
    try {
      const refundId = await provider.refund(
        db,
        payment,
        amount,
        refundKey(record, amount),
        order.currency,
      );
      await db.transaction().execute(async (trx) => {
        const current = await repo.findBookingById(trx, booking.id);
        if (!current) return;
        const input = {
          amount,
          reason: move.reason,
          cancel: false,
          vendorChargeId: refundId,
          tellGuest: move.tellGuest,
        };
        await refundBooking(trx, current, input, { notifier, actor: move.actor, now: clock() });
      });
      return true;
    } catch {
      const price = formatPrice(amount, findCurrency(order.currency) ?? DEFAULT_CURRENCY);
      await note(
        booking.id,
        'Refund Failed',
        `The refund of ${price} (${move.reason.toLowerCase()}) could not be made or recorded; check the payment panel and refund from the payment panel.`,
      );
      return false;
    }
  }

  return {
    /**
     * Refunds what the policy gives for the cancelled booking `bookingId`; the refund (or null
     * when the booking was not paid through a provider, or the refund could not be made).
     */
    refundOnCancel: async (bookingId: number): Promise<RefundDue | null> => {
      const found = await paidThroughProvider(deps, bookingId);
      if (!found || found.booking.status !== 'cancelled') return null;
      const due = await policyRefund(db, found.booking, clock());
      if (!due) return null;
      if (due.amount === 0) {
        const why =
          due.basis === 'cutoff'
            ? 'it was cancelled too close to the start'
            : 'the event gives no refund';
        await note(bookingId, 'No Refund', `The cancellation refunds nothing: ${why}.`);
        return due;
      }
      const move = { reason: 'Refund policy of the event', actor: POLICY, tellGuest: false };
      return (await refund(found, due.amount, move)) ? due : null;
    },

    /**
     * Refunds in full a payment recorded after the booking `bookingId` was released (cancelled
     * unpaid at the end of its hold), and tells the guest; whether it was refunded.
     */
    refundLatePayment: async (bookingId: number): Promise<boolean> => {
      const found = await paidThroughProvider(deps, bookingId);
      if (!found) return false;
      const left = found.record.order.total_paid - found.record.order.total_refunded;
      if (left <= 0) return false;
      const reason =
        'Your payment arrived after the time held for your booking had run out, and the booking ' +
        'had been released: the whole payment has been refunded. You are welcome to book again.';
      return refund(found, left, { reason, actor: RELEASED, tellGuest: true });
    },
  };
}

export type ProviderRefunds = ReturnType<typeof createProviderRefunds>;
