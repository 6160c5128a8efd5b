import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of the webhooks (migration 0014). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * Where a host (for one calendar) or an administrator (for one calendar, or every one when
 * `calendar_id` is null) wants booking events posted. `secret` signs every delivery; during a
 * rotation `previous_secret` also signs them until `previous_secret_until`.
 */
export interface WebhookSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  calendar_id: Nullable<number>;
  url: string;
  description: Defaulted<string>;
  /** JSON array of event types (`booking.created`, ...). */
  events: string;
  /** `whsec_` followed by the base64 key. */
  secret: string;
  previous_secret: Nullable<string>;
  previous_secret_until: Nullable<number>;
  /** 1 or 0; a subscription is disabled after its deliveries failed for the whole retry window. */
  active: Defaulted<number>;
  disabled_reason: Nullable<string>;
  created_at: number;
  updated_at: number;
}

/** One attempt to deliver one message to one subscription, kept as its delivery log. */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  subscription_id: number;
  /**
   * The outbox delivery row (null for a test ping, and for a first post the receiver accepted,
   * which is recorded only here).
   */
  delivery_id: Nullable<number>;
  /** The `webhook_event` row posted (null for a test ping, and before migration 0024). */
  event_id: Nullable<number>;
  /** The `webhook-id` sent. */
  message_id: string;
  event_type: string;
  attempt: number;
  status_code: Nullable<number>;
  /** 1 when the receiver answered 2xx. */
  ok: number;
  latency_ms: number;
  error: Nullable<string>;
  response_excerpt: Defaulted<string>;
  created_at: number;
}

/**
 * A large part of webhook payloads (a booking's event type as presented), stored once per content
 * and day under `key` and spliced into the bodies of the events that name it (migration 0023).
 */
export interface WebhookPartsTable {
  key: string;
  body: string;
  created_at: number;
}

export type WebhookSubscriptionRow = Selectable<WebhookSubscriptionsTable>;
export type NewWebhookSubscriptionRow = Insertable<WebhookSubscriptionsTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;
