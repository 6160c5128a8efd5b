/**
 * Which subscriptions hear of which of a claim's events: those of the event's calendar and the
 * global ones, made before the event, that want its type and whose owner may read its booking.
 * Where an earlier delivery of the same booking is still pending for a subscription, the event
 * queues behind it instead of being posted, so that a booking's events arrive in order.
 */
import type { OutboxRow } from '../../db/tables-outbox.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import type { Message } from './message.js';
import type { NewDelivery } from './outbox.repo.js';
import type { MayRead } from './subscriber-access.js';
import { eventsOf } from './webhook-notifier.js';

export interface Post {
  event: OutboxRow;
  message: Message;
  subscription: WebhookSubscriptionRow;
}

export function fanOut(
  events: readonly { event: OutboxRow; message: Message }[],
  subscriptions: readonly WebhookSubscriptionRow[],
  /** `booking id:subscription id` of the deliveries still pending. */
  pending: ReadonlySet<string>,
  mayRead: MayRead,
): { posts: Post[]; queued: NewDelivery[] } {
  const posts: Post[] = [];
  const queued: NewDelivery[] = [];
  // Each subscription's event list, read once for the whole claim.
  const wanted = new Map(subscriptions.map((s) => [s, eventsOf(s.events)]));
  for (const { event, message } of events) {
    const { calendar_id: calendarId, type } = message.header;
    for (const subscription of subscriptions) {
      if (calendarId === null) break;
      if (subscription.calendar_id !== null && subscription.calendar_id !== calendarId) continue;
      if (subscription.created_at > event.created_at) continue;
      if (!wanted.get(subscription)?.has(type)) continue;
      if (!mayRead(subscription, message.header)) continue;
      if (pending.has(`${event.booking_id}:${subscription.id}`)) {
        queued.push({ event, subscriptionId: Number(subscription.id) });
      } else posts.push({ event, message, subscription });
    }
  }
  return { posts, queued };
}
