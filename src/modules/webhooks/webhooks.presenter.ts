import type { WebhookAttemptRow, WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { isoUtc } from '../../shared/format.js';
import { parseJson } from '../../shared/json.js';

export function presentWebhook(row: WebhookSubscriptionRow, now: number) {
  const until = row.previous_secret && row.previous_secret_until && row.previous_secret_until > now;
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    calendar_id: row.calendar_id === null ? null : Number(row.calendar_id),
    url: row.url,
    description: row.description,
    events: parseJson<string[]>(row.events, []),
    active: row.active === 1,
    disabled_reason: row.disabled_reason,
    previous_secret_expires_at: until ? isoUtc(Number(row.previous_secret_until)) : null,
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}

export function presentAttempt(row: WebhookAttemptRow) {
  return {
    id: Number(row.id),
    webhook_id: row.message_id,
    event_type: row.event_type,
    attempt: row.attempt,
    status_code: row.status_code,
    ok: row.ok === 1,
    latency_ms: row.latency_ms,
    error: row.error,
    response_excerpt: row.response_excerpt,
    redeliverable: row.delivery_id !== null || row.event_id !== null,
    created_at: isoUtc(row.created_at),
  };
}
