/** The events a subscription may choose, and which booking change each one announces. Pure. */
import type { BookingChangeKind } from '../booking-events/index.js';

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.completed',
  'booking.no_show',
  'booking.payment_received',
  'booking.refunded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The type of the message `POST /webhooks/{id}/ping` sends. */
export const PING_EVENT = 'webhook.ping';

/**
 * A rejected booking (a host declined a pending request) is announced as cancelled: either way
 * the meeting will not happen; the payload's `booking.status` tells which. A request for a
 * confirmation e-mail is no change of the booking and announces nothing.
 */
const EVENT_OF_CHANGE: Partial<Record<BookingChangeKind, WebhookEvent>> = {
  created: 'booking.created',
  confirmed: 'booking.confirmed',
  rescheduled: 'booking.rescheduled',
  cancelled: 'booking.cancelled',
  rejected: 'booking.cancelled',
  completed: 'booking.completed',
  no_show: 'booking.no_show',
  payment_received: 'booking.payment_received',
  refunded: 'booking.refunded',
};

export function eventOfChange(kind: BookingChangeKind): WebhookEvent | undefined {
  return EVENT_OF_CHANGE[kind];
}
