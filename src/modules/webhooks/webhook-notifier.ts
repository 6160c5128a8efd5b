/**
 * The webhooks' side of the booking notifier seam: in the transaction that changes a booking, if
 * an active subscription of the booking's calendar (or a global one) wants the event, one
 * `webhook_event` row is written to the outbox with the booking as the API presents it and what
 * changed. So an event exists exactly when its change committed; fanning it out to the
 * subscriptions and delivering it happen later, outside the booking's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { BookingChange, BookingNotifier, WrittenBooking } from '../booking-events/index.js';
import { eventOfChange } from './events.js';
import { encodeWithPart, type BookingAccess } from './message.js';
import { enqueueEvent } from './outbox.repo.js';
import { activeSubscriptionEvents } from './subscriptions.repo.js';
import { isoUtc, sqlUtc } from '../../shared/format.js';

/**
 * Implemented by the bookings module: the booking's calendar, the booking as the API presents
 * it, and its event type and hosts (which the dispatcher's access check needs), all read inside
 * the change's transaction (or taken from what the writer hands).
 */
export interface WebhookBookingSource {
  calendarOf(trx: Db, bookingId: number, written?: WrittenBooking): Promise<number | undefined>;
  accessOf(
    trx: Db,
    bookingId: number,
    written?: WrittenBooking,
  ): Promise<BookingAccess | undefined>;
  present(trx: Db, bookingId: number, written?: WrittenBooking): Promise<object | undefined>;
}

/** The entries of a subscription's stored event list (JSON); none when it cannot be read. */
function parsedEvents(eventsJson: string): unknown[] {
  try {
    const events: unknown = JSON.parse(eventsJson);
    return Array.isArray(events) ? events : [];
  } catch {
    return [];
  }
}

/** The event types a subscription's stored list names. */
export function eventsOf(eventsJson: string): Set<unknown> {
  return new Set(parsedEvents(eventsJson));
}

/** Whether a stored list names `type` (asked in every booking's transaction: no Set built). */
export function wantsEvent(eventsJson: string, type: string): boolean {
  return parsedEvents(eventsJson).includes(type);
}

function describeChange(change: BookingChange) {
  return {
    kind: change.kind,
    actor: change.actor,
    ...(change.reason ? { reason: change.reason } : {}),
    ...(change.previous
      ? {
          previous: {
            start_time: sqlUtc(change.previous.start),
            end_time: sqlUtc(change.previous.end),
          },
        }
      : {}),
  };
}

export function createWebhookNotifier(deps: {
  source: WebhookBookingSource;
  clock: () => number;
}): BookingNotifier {
  const { source, clock } = deps;
  return {
    async notify(trx: Db, change: BookingChange, written?: WrittenBooking): Promise<void> {
      const type = eventOfChange(change.kind);
      if (!type) return;
      const calendarId = await source.calendarOf(trx, change.bookingId, written);
      if (calendarId === undefined) return;
      const wanted = await activeSubscriptionEvents(trx, calendarId);
      if (!wanted.some((events) => wantsEvent(events, type))) return;
      const booking = await source.present(trx, change.bookingId, written);
      const access = await source.accessOf(trx, change.bookingId, written);
      if (!booking || !access) return;
      const now = clock();
      const envelope = {
        id: `msg_${randomUUID().replace(/-/g, '')}`,
        type,
        timestamp: isoUtc(now),
        calendar_id: calendarId,
        data: { booking, change: describeChange(change) },
        access,
      };
      // The booking's event type is the same in every booking of it: stored once as a part.
      await enqueueEvent(
        trx,
        change.bookingId,
        encodeWithPart(envelope, 'calendar_event', now),
        now,
      );
    },
  };
}
