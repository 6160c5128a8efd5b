import { isoUtc } from '../../shared/format.js';
import { renderChange } from './mail-notifier.js';
import { CHANGE_KIND, REMINDER_KIND, type MailDelivery } from './outbox.repo.js';

/**
 * A booking's e-mails: a change the mailer has not rendered yet shows as the e-mails it will
 * become, queued (they carry the change's id until they get their own); a reminder not due yet
 * shows as `planned`, due at `next_attempt_at`, and once due as its e-mails (or `dropped` or
 * `skipped`, with the reason in `last_error`).
 */
export function presentMailDeliveries(
  rows: readonly (MailDelivery & { payload: string | null })[],
) {
  return rows.flatMap((row) => {
    if (row.kind === REMINDER_KIND) return [presentReminder(row)];
    if (row.kind !== CHANGE_KIND || row.status === 'failed') return [presentMailDelivery(row)];
    let planned: ReturnType<typeof renderChange>;
    try {
      planned = renderChange(row.payload ?? '');
    } catch {
      return [presentMailDelivery(row)];
    }
    return planned.map((mail) =>
      presentMailDelivery({
        ...row,
        kind: mail.kind,
        recipient: mail.recipient,
        subject: mail.subject,
        status: 'queued',
        attempts: 0,
        last_error: null,
        sent_at: null,
      }),
    );
  });
}

/** One e-mail's delivery state, as a booking's activities show it. */
function presentMailDelivery(row: MailDelivery) {
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

/** A reminder row: its template as the kind, `planned` while it waits for its instant. */
function presentReminder(row: MailDelivery & { payload: string | null }) {
  let key = row.kind;
  try {
    key = (JSON.parse(row.payload ?? '') as { key: string }).key;
  } catch {
    // A payload that cannot be read shows under the row's own kind.
  }
  const waiting = row.status === 'queued' || row.status === 'sending';
  return {
    ...presentMailDelivery({ ...row, kind: key, status: waiting ? 'planned' : row.status }),
    next_attempt_at: waiting ? isoUtc(row.next_attempt_at) : null,
  };
}
