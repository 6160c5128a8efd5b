/**
 * The outbox's topics: each names the module that consumes its rows. A consumer claims, lists
 * and deletes only rows of its own topic, so e-mails and webhooks never see each other's rows.
 */
export const MAIL_TOPIC = 'mail';
export const WEBHOOK_TOPIC = 'webhook';
export type OutboxTopic = typeof MAIL_TOPIC | typeof WEBHOOK_TOPIC;

/**
 * States a row never leaves: delivered (or expanded into other rows), given up, dropped or
 * skipped. A `queued` or `sending` row is still pending and is never deleted.
 */
export const SETTLED_STATUSES = ['sent', 'failed', 'dropped', 'skipped'] as const;

/**
 * Topics whose settled rows nothing else needs (a rendered e-mail carries its whole content, so
 * no row needs the change it came from once that change is settled): retention deletes them by
 * age alone. A webhook event is needed while a delivery carries it, so the webhooks module gives
 * retention steps of its own.
 */
export const SELF_CONTAINED_TOPICS: readonly OutboxTopic[] = [MAIL_TOPIC];
