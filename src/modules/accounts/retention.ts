/**
 * Sign-in rows the outbox retention loop deletes after its period, like settled outbox rows:
 * sessions expired, and set-password and e-mail-change links used or expired before then. None
 * can sign anybody in or change anything any more; each user's own are also deleted whenever
 * they get a new one.
 */
import type { RetentionStep } from '../outbox/index.js';
import { deleteExpiredSessions } from './accounts.repo.js';
import { deleteDeadLinks, type LinkTable } from './links.repo.js';

const deadLinksOf =
  (table: LinkTable): RetentionStep =>
  (db, before, limit) =>
    deleteDeadLinks(db, table, before, limit);

export const accountRetentionSteps: readonly RetentionStep[] = [
  deleteExpiredSessions,
  deadLinksOf('password_tokens'),
  deadLinksOf('email_changes'),
];
