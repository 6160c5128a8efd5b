/**
 * A payment that arrived after its booking was released (the hold time passed, or the checkout
 * was reported ended): run after the webhook's transaction is committed, so the provider is
 * never called inside a transaction. The whole payment goes back through the provider, with an
 * idempotency key per order (`refundKey`), the refund is recorded on the order as a host's refund
 * would be, and the guest is told by the cancellation e-mail that the time was not kept and the
 * payment was refunded. The booking is not restored: its time may have been given to someone
 * else since, so every late payment is refunded. A provider that fails leaves an activity asking
 * the host to refund from the payment panel.
 */
import type { Db } from '../../../db/database.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../../domain/money.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  findOrderForBooking,
  refundKey,
  type Method,
  type PaymentProvider,
} from '../../payments/index.js';
import { activityRow } from '../activity.js';
import * as repo from '../bookings.repo.js';
import { refundBooking } from './payment-moves.js';

export interface LateRefundDeps {
  db: Db;
  clock: () => number;
  notifier: BookingNotifier;
  providers: Partial<Record<Method, PaymentProvider>>;
}

const ACTOR = { kind: 'system' as const, userId: null, name: 'Slotbook' };
const CLOSED: ReadonlySet<string> = new Set(['cancelled', 'rejected']);

export function createLateRefunds({ db, clock, notifier, providers }: LateRefundDeps) {
  /** Refunds what is left of the released booking `bookingId`'s payment; whether it was. */
  return async function refundLatePayment(bookingId: number): Promise<boolean> {
    const booking = await repo.findBookingById(db, bookingId);
    const record = await findOrderForBooking(db, bookingId);
    if (!booking || !CLOSED.has(booking.status) || !record) return false;
    const { order } = record;
    const amount = order.total_paid - order.total_refunded;
    const provider = providers[order.payment_method as Method];
    const payment = provider?.paymentOf(record) ?? null;
    if (amount <= 0) return false;
    const price = formatPrice(amount, findCurrency(order.currency) ?? DEFAULT_CURRENCY);
    try {
      if (!provider || payment === null) throw new Error('no provider payment');
      const key = refundKey(record, amount);
      const refundId = await provider.refund(db, payment, amount, key, order.currency);
      const reason = `The time you chose was no longer held when your payment arrived, so your payment of ${price} was refunded in full.`;
      await db.transaction().execute(async (trx) => {
        const current = await repo.findBookingById(trx, bookingId);
        if (!current) return;
        const input = { amount, reason, cancel: false, vendorChargeId: refundId };
        const c = { notifier, actor: ACTOR, now: clock() };
        await refundBooking(trx, current, input, c);
        await notifier.notify(trx, { kind: 'cancelled', bookingId, actor: 'system', reason });
      });
      return true;
    } catch {
      await repo.insertActivities(db, [
        activityRow(bookingId, clock(), {
          title: 'Refund Failed',
          description: `The late payment of ${price} could not be refunded automatically; refund it from the payment panel.`,
        }),
      ]);
      return false;
    }
  };
}

export type RefundLatePayment = ReturnType<typeof createLateRefunds>;
