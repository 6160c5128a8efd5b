/**
 * A subscription whose deliveries failed for the whole retry window is disabled, its pending
 * deliveries are given up, and its owner is e-mailed how to turn it on again, in one transaction.
 */
import type { Db } from '../../db/database.js';
import type { WebhookSubscriptionRow } from '../../db/tables-webhooks.js';
import { escapeHtml } from '../../shared/format.js';
import { enqueueMail } from '../mail/index.js';
import { findUsersByIds } from '../users/index.js';
import { failPendingDeliveries } from './outbox-lookups.repo.js';
import { disableSubscription } from './subscriptions.repo.js';

/** Answers whether this call disabled it (false when it already was). */
export async function disableFailingSubscription(
  db: Db,
  subscription: WebhookSubscriptionRow,
  at: { reason: string; now: number; publicUrl: string },
): Promise<boolean> {
  const { reason, now, publicUrl } = at;
  return db.transaction().execute(async (trx) => {
    if (!(await disableSubscription(trx, subscription.id, reason, now))) return false;
    await failPendingDeliveries(trx, subscription.id, now, 'The subscription was disabled.');
    const owner = (await findUsersByIds(trx, [subscription.user_id])).get(subscription.user_id);
    if (owner?.email) {
      const paragraphs = [
        `Slotbook disabled your webhook subscription ${subscription.id} (${subscription.url}).`,
        reason,
        `Fix the receiver, then turn the subscription on again (PUT ${publicUrl}/api/v2/webhooks/${subscription.id} with "active": true) and redeliver what it missed from its delivery log.`,
      ];
      await enqueueMail(
        trx,
        {
          kind: 'webhook_disabled',
          recipient: owner.email,
          subject: `Webhook disabled: ${subscription.url}`,
          text: paragraphs.join('\n\n'),
          html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
        },
        now,
      );
    }
    return true;
  });
}
