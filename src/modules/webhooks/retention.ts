/**
 * The webhooks' part of outbox retention (run by the mail module's retention job): the delivery
 * log first, then settled deliveries, then settled events that no delivery carries and no log
 * entry names any more, then the payload parts no event left can name. An attempt is logged
 * before its delivery is settled, so a log entry still shown keeps its delivery, and it and the
 * delivery keep their event: redelivering from the log keeps working.
 */
import type { RetentionStep } from '../outbox/index.js';
import { deleteSettledWebhookRows, deleteUnusedParts } from './outbox-retention.repo.js';
import { DELIVERY_KIND, EVENT_KIND } from './outbox.repo.js';
import { deleteAttemptsBefore } from './subscriptions.repo.js';

export const webhookRetentionSteps: readonly RetentionStep[] = [
  deleteAttemptsBefore,
  (db, before, limit) => deleteSettledWebhookRows(db, DELIVERY_KIND, before, limit),
  (db, before, limit) => deleteSettledWebhookRows(db, EVENT_KIND, before, limit),
  deleteUnusedParts,
];
