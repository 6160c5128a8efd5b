/**
 * A connection's health after each sync. A success clears its failure; a failure keeps since
 * when syncs have failed, and once they have failed for an hour the host is mailed, once for
 * that run of failures (a conditional update decides which process mails). Meanwhile the last
 * good busy time keeps blocking slots.
 */
import type { Db } from '../../db/database.js';
import type { ConnectionRow } from '../../db/tables-connections.js';
import { escapeHtml, isoUtc } from '../../shared/format.js';
import { enqueueMail } from '../mail/index.js';
import { findUserById } from '../users/index.js';
import { claimFailureMail, recordSyncFailure } from './connections.repo.js';

/** How long syncs fail before the host is told by e-mail. */
export const FAILURE_MAIL_AFTER_MS = 60 * 60_000;
export const CONNECTION_FAILING_KIND = 'connection_failing';

/** The columns a successful sync resets. */
export const HEALTHY = { failing_since: null, failure_mailed_at: null } as const;

interface HealthDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
}

export async function recordFailure(
  deps: HealthDeps,
  row: ConnectionRow,
  attemptedAt: number,
  error: string,
): Promise<void> {
  const { db } = deps;
  await recordSyncFailure(db, row.id, attemptedAt, error);
  const since = row.failing_since ?? attemptedAt;
  const now = deps.clock();
  if (row.failure_mailed_at !== null || now - since < FAILURE_MAIL_AFTER_MS) return;
  await db.transaction().execute(async (trx) => {
    if (!(await claimFailureMail(trx, row.id, now - FAILURE_MAIL_AFTER_MS, now))) return;
    const host = await findUserById(trx, row.user_id);
    if (!host || host.deactivated_at !== null) return;
    const mail = failingMail(row, since, error, `${deps.publicUrl}/app/connections`);
    await enqueueMail(trx, { kind: CONNECTION_FAILING_KIND, recipient: host.email, ...mail }, now);
  });
}

function failingMail(row: ConnectionRow, since: number, error: string, link: string) {
  const zoom = row.kind === 'zoom';
  const subject = zoom
    ? `Slotbook cannot reach your Zoom account "${row.name}"`
    : `Slotbook cannot sync your calendar "${row.name}"`;
  const paragraphs = [
    zoom
      ? `Slotbook has not been able to use your Zoom account "${row.name}" since ${isoUtc(since)} (UTC).`
      : `Slotbook has not been able to sync "${row.name}" (${row.server}) since ${isoUtc(since)} (UTC).`,
    `The last attempt said: ${error}`,
    zoom
      ? 'Until it works again, new bookings of your Zoom events get no Zoom meeting, and moved or cancelled ones are not changed in Zoom. You can reconnect it, or remove it under Connected calendars.'
      : 'Until it syncs again, the busy times it last read keep blocking your booking pages, but new events in that calendar do not. You can fix the connection, reconnect it, or remove it under Connected calendars.',
  ];
  const text = [...paragraphs, `Connected calendars: ${link}`].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">Connected calendars</a></p>`,
  ].join('');
  return { subject, text: `${text}\n`, html };
}
