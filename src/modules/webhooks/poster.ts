/** A webhook message as posted to one subscription: signed with its active secrets, then sent. */
import type { Db } from '../../db/database.js';
import type { WebhookAttemptRow, WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { postWebhook, type DeliveryOptions, type DeliveryResult } from './delivery.js';
import { messageOf, type EventEnvelope, type Message } from './message.js';
import { attemptOf, insertAttempt } from './subscriptions.repo.js';
import { activeSecrets, signedHeaders } from './signing.js';

/** One message to post, signed with every secret given. */
export interface PostJob {
  url: string;
  secrets: readonly string[];
  /** The message's `webhook-id`. */
  id: string;
  timestampSeconds: number;
  /** The body's bytes, shared by every post of the message. */
  body: Buffer;
}

/** Each message's body as bytes, encoded once however many subscriptions it is posted to. */
const encoded = new WeakMap<Message, Buffer>();

function bytesOf(message: Message): Buffer {
  let bytes = encoded.get(message);
  if (!bytes) {
    bytes = Buffer.from(message.body);
    encoded.set(message, bytes);
  }
  return bytes;
}

/** A message as posted to a subscription now: signed with its active secrets. */
export function jobOf(
  subscription: WebhookSubscriptionRow,
  message: Message,
  now: number,
): PostJob {
  return {
    url: subscription.url,
    secrets: activeSecrets(subscription, now),
    id: message.header.id,
    timestampSeconds: Math.floor(now / 1000),
    body: bytesOf(message),
  };
}

/** Signs and posts one job; a failure of any kind is a failed result, never a rejection. */
export async function postSigned(job: PostJob, options: DeliveryOptions): Promise<DeliveryResult> {
  try {
    const headers = signedHeaders(job.secrets, job.id, job.timestampSeconds, job.body);
    return await postWebhook(job.url, headers, job.body, options);
  } catch (error) {
    return failedPost(error instanceof Error ? error.message : 'The delivery failed.');
  }
}

function failedPost(error: string): DeliveryResult {
  return { ok: false, statusCode: null, latencyMs: 0, error, excerpt: '' };
}

/** Signs and posts one message to a subscription, and logs the attempt. */
export async function deliverMessage(
  db: Db,
  subscription: WebhookSubscriptionRow,
  envelope: EventEnvelope,
  at: { deliveryId: number | null; eventId: number | null; number: number; now: number },
  options: DeliveryOptions,
): Promise<{ result: DeliveryResult; logged: WebhookAttemptRow }> {
  const message = messageOf(envelope);
  const result = await postSigned(jobOf(subscription, message, at.now), options);
  const logged = await insertAttempt(db, attemptOf(subscription, message.header, { at, result }));
  return { result, logged };
}
