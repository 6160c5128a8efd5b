export { startDispatcherThread } from './dispatcher-thread.js';
export { webhookRetentionSteps } from './retention.js';
export { createWebhookNotifier } from './webhook-notifier.js';
export type { WebhookBookingSource } from './webhook-notifier.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { createWebhooksService } from './webhooks.service.js';
export { deleteSubscriptionsOf } from './subscriptions.repo.js';
