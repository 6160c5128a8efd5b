export {
  claimInTurn,
  claimedBy,
  releaseClaim,
  settle,
  settleAll,
  settleAllQuery,
  settledIds,
  stillDue,
} from './claims.repo.js';
export type { Claim, DueStatus, Patch } from './claims.repo.js';
export { startOutboxRetention } from './retention.js';
export type { RetentionStep } from './retention.js';
export { MAIL_TOPIC, WEBHOOK_TOPIC } from './topics.js';
