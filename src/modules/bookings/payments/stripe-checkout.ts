/**
 * A guest pays a Stripe or PayPal booking: `/booking/{hash}/pay` opens the order's Checkout
 * Session (one per order, its id stored on the order) and sends the guest to Stripe's page, or
 * to PayPal's approval page (paypal-checkout.ts); the provider sends them back to
 * `/booking/{hash}/payment`, which says where the payment stands from the order alone (PayPal's
 * approved order is captured first). Only the provider's verified webhook (stripe-events.ts,
 * paypal-events.ts) marks an order paid, never the guest's return.
 */
import type { Db } from '../../../db/database.js';
import type { BookingRow } from '../../../db/tables-bookings.js';
import { DEFAULT_CURRENCY, findCurrency, formatPrice } from '../../../domain/money.js';
import { AppError, notFound } from '../../../errors.js';
import { isoUtc } from '../../../shared/format.js';
import {
  findGlobalSettings,
  findMethodSettings,
  findOrderForBooking,
  recordCheckoutSession,
  stripeMode,
  type OrderRecord,
  type StripeGateway,
} from '../../payments/index.js';
import { findBookingByHash } from '../bookings.repo.js';
import type { PaypalCheckout } from './paypal-checkout.js';

export interface StripeCheckoutDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
  gateway: StripeGateway;
  paypal: PaypalCheckout;
}

/**
 * `paid`, `waiting` (for the provider's word), `cancelled` (the guest left the provider's page),
 * `released`.
 */
export type PaymentState = 'paid' | 'waiting' | 'cancelled' | 'released';

export interface PaymentStanding {
  state: PaymentState;
  amount: string;
  /** When the hold ends while unpaid (ISO-8601 UTC), else null. */
  payBy: string | null;
  mode: 'test' | 'live';
  manageUrl: string;
  payUrl: string;
}

const CHECKOUT_METHODS: ReadonlySet<string | null> = new Set(['stripe', 'paypal']);

async function onlineBooking(db: Db, hash: string) {
  const booking = /^[0-9a-f]{32}$/i.test(hash) ? await findBookingByHash(db, hash) : undefined;
  const record = booking ? await findOrderForBooking(db, booking.id) : undefined;
  if (!booking || !record || !CHECKOUT_METHODS.has(record.order.payment_method)) {
    throw notFound('booking', hash);
  }
  return { booking, record, method: record.order.payment_method as 'stripe' | 'paypal' };
}

function isOpen(booking: BookingRow, record: OrderRecord): boolean {
  return booking.status === 'pending' && record.order.status === 'pending';
}

export function createStripeCheckout(deps: StripeCheckoutDeps) {
  const { db, clock, publicUrl, gateway, paypal } = deps;
  const urls = (hash: string) => ({
    manageUrl: `${publicUrl}/booking/${hash}`,
    payUrl: `${publicUrl}/booking/${hash}/pay`,
    returnUrl: `${publicUrl}/booking/${hash}/payment`,
  });
  const holdEnd = async (record: OrderRecord) =>
    record.order.created_at + (await findGlobalSettings(db)).unpaid_release_minutes * 60_000;

  return {
    /**
     * Where to send the guest: Stripe's page of the order's open Checkout Session (created on
     * the first visit), or the return page when nothing is left to pay. 502 when Stripe cannot
     * be reached or answers nonsense: the booking stays held, and the guest may try again.
     */
    async checkoutUrl(hash: string): Promise<string> {
      const { booking, record, method } = await onlineBooking(db, hash);
      const { returnUrl } = urls(hash);
      const now = clock();
      const ends = await holdEnd(record);
      if (!isOpen(booking, record) || ends <= now) return returnUrl;
      if (method === 'paypal') return paypal.approveUrl(record, returnUrl);
      const settings = await findMethodSettings(db, 'stripe');
      let sessionId = record.order.vendor_session_id;
      if (sessionId === '') {
        const created = await gateway.createSession(settings, {
          order: record.order,
          items: record.items,
          bookingId: booking.id,
          successUrl: `${returnUrl}?checkout=success`,
          cancelUrl: `${returnUrl}?checkout=cancel`,
          holdEndsAt: ends,
          now,
        });
        sessionId = await recordCheckoutSession(db, record.order.id, created.id, now);
        if (sessionId === created.id && created.url) return created.url;
      }
      const session = await gateway.retrieveSession(settings, sessionId);
      if (session.status !== 'open') return returnUrl;
      if (!session.url) {
        throw new AppError(
          'bad_gateway',
          'payment_provider_unavailable',
          'The payment service gave no checkout page. Your booking is still held; please try again in a moment.',
        );
      }
      return session.url;
    },

    /**
     * The guest is back from the provider having approved the payment: PayPal's order is
     * captured (Stripe's checkout has taken the money already). PayPal's errors are thrown.
     */
    async returned(hash: string): Promise<void> {
      const { booking, record, method } = await onlineBooking(db, hash);
      if (method === 'paypal' && isOpen(booking, record)) await paypal.capture(record);
    },

    /** Where the payment of the booking stands, read from its order. */
    async standing(hash: string, returned: 'success' | 'cancel' | undefined) {
      const { booking, record, method } = await onlineBooking(db, hash);
      const { order } = record;
      const currency = findCurrency(order.currency) ?? DEFAULT_CURRENCY;
      const open = isOpen(booking, record);
      const paid = order.total_paid >= order.total_amount && order.total_paid > 0;
      const state: PaymentState = paid
        ? 'paid'
        : !open
          ? 'released'
          : returned === 'cancel'
            ? 'cancelled'
            : 'waiting';
      const mode = stripeMode(await findMethodSettings(db, method));
      return {
        state,
        amount: formatPrice(order.total_amount, currency),
        payBy: open ? isoUtc(await holdEnd(record)) : null,
        mode:
          order.payment_mode === 'live' ? 'live' : order.payment_mode === 'test' ? 'test' : mode,
        ...urls(hash),
        eventTitle: booking.event_title ?? '',
        provider: method === 'paypal' ? 'PayPal' : 'Stripe',
        // Back from PayPal with an approval: checking again also retries the capture.
        checkUrl: `${urls(hash).returnUrl}${method === 'paypal' && returned === 'success' ? '?checkout=success' : ''}`,
      };
    },
  };
}

export type StripeCheckout = ReturnType<typeof createStripeCheckout>;
