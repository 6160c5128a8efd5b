/**
 * Sign-in rows the outbox retention loop deletes after its period, like settled outbox rows:
 * sessions expired and set-password links used or expired before then. Neither can sign anybody
 * in any more; each user's own are also deleted whenever they get a new one.
 */
import type { RetentionStep } from '../outbox/index.js';
import { deleteExpiredSessions } from './accounts.repo.js';
import { deleteDeadLinks } from './links.repo.js';

export const accountRetentionSteps: readonly RetentionStep[] = [
  deleteExpiredSessions,
  deleteDeadLinks,
];
