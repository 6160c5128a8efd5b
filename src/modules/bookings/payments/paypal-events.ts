/**
 * PayPal's webhook: an event counts only when PayPal vouches for it
 * (`verify-webhook-signature` with the PayPal method's webhook id says SUCCESS), and each event
 * is applied once: its id is recorded in `paypal_events` in the transaction that applies it.
 *
 * - `PAYMENT.CAPTURE.COMPLETED`: the order named by the capture's `custom_id` is paid, its
 *   transaction records the capture id, and the booking is confirmed (gateway-events.ts). The
 *   guest's return only asks PayPal to capture; this event alone confirms;
 * - `PAYMENT.CAPTURE.REFUNDED`: the refund is recorded on the order the capture paid (once: a
 *   refund Slotbook made itself is already recorded under the same PayPal id);
 * - anything else is acknowledged and ignored.
 */
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../errors.js';
import { parseJson } from '../../../shared/json.js';
import type { BookingNotifier } from '../../booking-events/index.js';
import {
  claimPaypalEvent,
  findMethodSettings,
  findOrderPaidBy,
  findPaypalOrder,
  paypalMoney,
  type PaypalGateway,
  type WebhookHeaders,
} from '../../payments/index.js';
import { findBookingById } from '../bookings.repo.js';
import { applyProviderPayment, settle, type EventContext } from './gateway-events.js';
import { refundBooking } from './payment-moves.js';

export interface PaypalEventsDeps {
  db: Db;
  clock: () => number;
  notifier: BookingNotifier;
  gateway: PaypalGateway;
  /** Refunds a payment recorded after its booking was released (cancel-refunds.ts). */
  refundLate: (bookingId: number) => Promise<unknown>;
}

type Resource = Record<string, unknown>;
type Target =
  | { kind: 'paid'; orderId: number; resource: Resource }
  | { kind: 'refunded'; captureId: string; resource: Resource };

const PAYPAL_ID = /^[A-Za-z0-9]{1,64}$/;

function text(value: unknown, max = 255): string {
  return typeof value === 'string' && value.length <= max ? value : '';
}

/** The capture a refund sends money back from: its `up` link names it. */
function captureOfRefund(resource: Resource): string {
  const links = Array.isArray(resource.links) ? (resource.links as unknown[]).slice(0, 20) : [];
  for (const link of links) {
    const { rel, href } = (link ?? {}) as Record<string, unknown>;
    const match =
      rel === 'up' ? /\/v2\/payments\/captures\/([A-Za-z0-9]{1,64})$/.exec(text(href, 2000)) : null;
    if (match?.[1]) return match[1];
  }
  return '';
}

function targetOf(type: string, resource: Resource): Target | null {
  if (type === 'PAYMENT.CAPTURE.COMPLETED' && resource.status === 'COMPLETED') {
    const orderId = text(resource.custom_id, 16);
    if (!/^[1-9]\d{0,14}$/.test(orderId) || !PAYPAL_ID.test(text(resource.id))) return null;
    return { kind: 'paid', orderId: Number(orderId), resource };
  }
  if (type === 'PAYMENT.CAPTURE.REFUNDED' && PAYPAL_ID.test(text(resource.id))) {
    const captureId = captureOfRefund(resource);
    return captureId === '' ? null : { kind: 'refunded', captureId, resource };
  }
  return null;
}

async function applyPaid(trx: Db, target: Extract<Target, { kind: 'paid' }>, c: EventContext) {
  const { resource } = target;
  const related = (resource.supplementary_data as Resource | undefined)?.related_ids;
  const paypalOrder = text((related as Resource | undefined)?.order_id, 36);
  return applyProviderPayment(
    trx,
    await findPaypalOrder(trx, target.orderId),
    {
      method: 'paypal',
      sessionId: paypalOrder === '' ? null : paypalOrder,
      chargeId: text(resource.id),
      ...paypalMoney(resource.amount),
    },
    c,
  );
}

async function applyRefunded(
  trx: Db,
  target: Extract<Target, { kind: 'refunded' }>,
  c: EventContext,
) {
  const record = await findOrderPaidBy(trx, 'paypal', target.captureId);
  const bookingId = record?.order.parent_id;
  if (!record || bookingId === null || bookingId === undefined) return false;
  const { amount, currency } = paypalMoney(target.resource.amount);
  const left = record.order.total_paid - record.order.total_refunded;
  if (amount === null || amount <= 0 || amount > left || currency !== record.order.currency) {
    return false;
  }
  const booking = await findBookingById(trx, bookingId);
  if (!booking) return false;
  const input = { amount, reason: 'Refunded through PayPal', cancel: false };
  const refundId = text(target.resource.id);
  const before = record.order.total_refunded;
  const moved = await refundBooking(trx, booking, { ...input, vendorChargeId: refundId }, c);
  return moved.record.order.total_refunded !== before;
}

function parseEvent(payload: string): Record<string, unknown> | null {
  const value = parseJson<unknown>(payload, null);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function invalid(code: string, message: string): AppError {
  return new AppError('invalid_param', code, message);
}

export function createPaypalEvents({ db, clock, notifier, gateway, refundLate }: PaypalEventsDeps) {
  return {
    /**
     * Verifies and applies one delivery. 400 `invalid_event` for a body that is no PayPal
     * event, 400 `invalid_signature` when PayPal does not vouch for it (or no webhook id is
     * set), 502 when PayPal cannot be asked (it delivers again later); otherwise whether the
     * event changed anything.
     */
    async receive(payload: string, headers: WebhookHeaders) {
      const event = parseEvent(payload);
      const id = text(event?.id);
      const type = text(event?.event_type, 100);
      if (!event || id === '' || type === '') {
        throw invalid('invalid_event', 'The body is not a PayPal webhook event.');
      }
      const settings = await findMethodSettings(db, 'paypal');
      if (!(await gateway.verifyWebhook(settings, headers, payload))) {
        throw invalid(
          'invalid_signature',
          'PayPal did not verify this delivery with the configured webhook id (missing or wrong PayPal-Transmission headers, or no webhook id set).',
        );
      }
      const resource = (event.resource ?? {}) as Resource;
      const target = typeof resource === 'object' ? targetOf(type, resource) : null;
      const now = clock();
      const c: EventContext = {
        notifier,
        actor: { kind: 'system', userId: null, name: 'PayPal' },
        now,
      };
      const orderId = target?.kind === 'paid' ? target.orderId : null;
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await claimPaypalEvent(trx, { id, type }, orderId, now))) return false;
        if (!target) return false;
        return target.kind === 'paid' ? applyPaid(trx, target, c) : applyRefunded(trx, target, c);
      });
      return { received: true, applied: await settle(outcome, refundLate) };
    },
  };
}

export type PaypalEvents = ReturnType<typeof createPaypalEvents>;
