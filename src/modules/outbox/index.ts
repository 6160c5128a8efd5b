export {
  claimedBy,
  releaseClaim,
  settle,
  settleAll,
  settleAllQuery,
  settledIds,
  stillDue,
} from './claims.repo.js';
export type { Claim, Patch } from './claims.repo.js';
export { deleteSettled, pruneOutbox, startOutboxRetention } from './retention.js';
export type { OutboxRetention, RetentionRun, RetentionStep } from './retention.js';
export { MAIL_TOPIC, SETTLED_STATUSES, WEBHOOK_TOPIC } from './topics.js';
export type { OutboxTopic } from './topics.js';
