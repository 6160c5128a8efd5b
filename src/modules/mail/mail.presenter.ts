import { isoUtc } from '../../http/format.js';
import type { MailDelivery } from './outbox.repo.js';

/** One e-mail's delivery state, as a booking's activities show it. */
export function presentMailDelivery(row: MailDelivery) {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.status === 'queued' ? isoUtc(row.next_attempt_at) : null,
    sent_at: row.sent_at === null ? null : isoUtc(row.sent_at),
    created_at: isoUtc(row.created_at),
  };
}
