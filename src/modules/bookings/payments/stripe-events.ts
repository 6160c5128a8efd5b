/**
 * Stripe's webhook: an event counts only with a valid `Stripe-Signature` (the Stripe method's
 * webhook signing secret of its current mode, at most 5 minutes old), and each event is applied
 * once: its id is recorded in `stripe_events` in the transaction that applies it.
 *
 * - `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded`: the
 *   order is paid, its transaction records the PaymentIntent, and the booking is confirmed, by
 *   the same move as the host's "mark paid" (payment-moves.ts), so e-mails, webhooks and the
 *   activity log follow;
 * - `checkout.session.expired`, `checkout.session.async_payment_failed` and
 *   `payment_intent.payment_failed`: the unpaid booking's hold is released, as the hold time's
 *   expiry does (release-hold.ts);
 * - `charge.refunded` (a refund made in Stripe's dashboard, or one Slotbook made): the refunds of
 *   the charge's PaymentIntent are read from Stripe before the transaction, and each one the order
 *   does not record yet (by its refund id) is recorded, as a host's refund would be;
 * - anything else is acknowledged and ignored.
 */
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  claimStripeEvent,
  failUnpaidOrder,
  findMethodSettings,
  findOrderPaidBy,
  findStripeOrder,
  stripeMode,
  type StripeEvent,
  type StripeGateway,
} from '../../payments/index.js';
import { applyProviderPayment, settle, type EventContext } from './gateway-events.js';
import { findBookingById } from '../bookings.repo.js';
import { refundBooking } from './payment-moves.js';
import { releaseHeldBooking } from './release-hold.js';

export interface StripeEventsDeps {
  db: Db;
  clock: () => number;
  notifier: BookingNotifier;
  gateway: StripeGateway;
  /** Refunds a payment recorded after its booking was released (cancel-refunds.ts). */
  refundLate: (bookingId: number) => Promise<unknown>;
}

type Target =
  | {
      kind: 'paid';
      orderId: number;
      sessionId: string;
      paymentIntent: string;
      amount: number | null;
      currency: string;
    }
  | { kind: 'release'; orderId: number; sessionId: string | null; reason: string }
  | { kind: 'refunded'; orderId: null; paymentIntent: string };

type StripeRefund = Awaited<ReturnType<StripeGateway['listRefunds']>>[number];

const RELEASED = 'the booking was cancelled and its time freed. The guest may book again.';

function orderIdOf(metadata: unknown): number | null {
  const value = (metadata as Record<string, unknown> | null | undefined)?.order_id;
  return typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

function idOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : '';
}

/** What an event asks of an order, or null for events Slotbook does not act on. */
function targetOf(event: StripeEvent): Target | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'charge.refunded') {
    const paymentIntent = idOf(object.payment_intent);
    if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(paymentIntent)) return null;
    return { kind: 'refunded', orderId: null, paymentIntent };
  }
  const orderId = orderIdOf(object.metadata);
  if (orderId === null) return null;
  const sessionId = typeof object.id === 'string' ? object.id : '';
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A delayed payment method completes the session unpaid; its own event follows.
      if (object.payment_status !== 'paid') return null;
      return {
        kind: 'paid',
        orderId,
        sessionId,
        paymentIntent: idOf(object.payment_intent).slice(0, 255),
        amount: typeof object.amount_total === 'number' ? object.amount_total : null,
        currency: typeof object.currency === 'string' ? object.currency.toUpperCase() : '',
      };
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return {
        kind: 'release',
        orderId,
        sessionId,
        reason: `The Stripe checkout ended without a payment; ${RELEASED}`,
      };
    case 'payment_intent.payment_failed':
      return {
        kind: 'release',
        orderId,
        sessionId: null,
        reason: `Stripe reported the payment as failed; ${RELEASED}`,
      };
    default:
      return null;
  }
}

async function applyPaid(trx: Db, target: Extract<Target, { kind: 'paid' }>, c: Context) {
  return applyProviderPayment(
    trx,
    await findStripeOrder(trx, target.orderId),
    {
      method: 'stripe',
      sessionId: target.sessionId,
      chargeId: target.paymentIntent,
      amount: target.amount,
      currency: target.currency,
    },
    c,
  );
}

async function applyRelease(trx: Db, target: Extract<Target, { kind: 'release' }>, c: Context) {
  const record = await findStripeOrder(trx, target.orderId);
  const bookingId = record?.order.parent_id;
  if (!record || bookingId === null || bookingId === undefined) return false;
  const { order } = record;
  if (target.sessionId !== null && order.vendor_session_id !== target.sessionId) return false;
  if (order.status !== 'pending' || order.total_paid > 0) return false;
  await failUnpaidOrder(trx, bookingId, c.now);
  return releaseHeldBooking(trx, bookingId, target.reason, c.now, c.notifier);
}

/** Records each of Stripe's refunds of the PaymentIntent the order does not record yet. */
async function applyRefunds(
  trx: Db,
  paymentIntent: string,
  refunds: readonly StripeRefund[],
  c: Context,
): Promise<boolean> {
  const record = await findOrderPaidBy(trx, 'stripe', paymentIntent);
  const bookingId = record?.order.parent_id;
  if (!record || bookingId === null || bookingId === undefined) return false;
  let booking = await findBookingById(trx, bookingId);
  let order = record.order;
  let applied = false;
  // Oldest first, as Stripe made them.
  for (const refund of [...refunds].reverse()) {
    const left = order.total_paid - order.total_refunded;
    if (!booking || refund.currency !== order.currency || refund.amount > left) continue;
    const input = { amount: refund.amount, reason: 'Refunded in Stripe', cancel: false };
    const moved = await refundBooking(trx, booking, { ...input, vendorChargeId: refund.id }, c);
    applied ||= moved.record.order.total_refunded !== order.total_refunded;
    booking = moved.row;
    order = moved.record.order;
  }
  return applied;
}

type Context = EventContext;

export function createStripeEvents({ db, clock, notifier, gateway, refundLate }: StripeEventsDeps) {
  return {
    /**
     * Verifies and applies one delivery. 400 `invalid_signature` when the signature is missing,
     * wrong, stale, or no signing secret is set; otherwise whether the event changed anything.
     */
    async receive(payload: string, signature: string | undefined) {
      const settings = await findMethodSettings(db, 'stripe');
      const now = clock();
      const event =
        signature === undefined
          ? null
          : await gateway.verifyEvent(settings, Buffer.from(payload, 'utf8'), signature, now);
      if (!event || typeof event.id !== 'string' || event.id.length > 255) {
        throw new AppError(
          'invalid_param',
          'invalid_signature',
          'The Stripe-Signature header is missing, does not match the payload with the webhook signing secret, or is older than 5 minutes.',
        );
      }
      // An event of the other mode (test or live) is not this account's business right now.
      const target = event.livemode === (stripeMode(settings) === 'live') ? targetOf(event) : null;
      const c: Context = { notifier, actor: { kind: 'system', userId: null, name: 'Stripe' }, now };
      // Stripe is asked before the transaction, never inside it; a failure is a 502 it retries.
      const refunds =
        target?.kind === 'refunded'
          ? await gateway.listRefunds(settings, target.paymentIntent)
          : [];
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await claimStripeEvent(trx, event, target?.orderId ?? null, now))) return false;
        if (!target) return false;
        if (target.kind === 'refunded') {
          return applyRefunds(trx, target.paymentIntent, refunds, c);
        }
        return target.kind === 'paid' ? applyPaid(trx, target, c) : applyRelease(trx, target, c);
      });
      return { received: true, applied: await settle(outcome, refundLate) };
    },
  };
}

export type StripeEvents = ReturnType<typeof createStripeEvents>;
