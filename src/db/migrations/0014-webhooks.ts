import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Webhook subscriptions and their delivery log. Events and their deliveries are rows of the one
 * outbox (`mail_outbox`): an event row (`webhook_event`) is written with the booking change, and
 * fanned out into one delivery row (`webhook_delivery`) per subscription, which names its
 * subscription and the event it carries (`subscription_id`, `event_id`).
 */
export function webhooks(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const int = dialect === 'postgres' ? 'bigint' : 'integer';
      await withId(db.schema.createTable('webhook_subscriptions'), dialect)
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('calendar_id', int)
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', int)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('disabled_reason', 'text')
        .addColumn('created_at', int, (c) => c.notNull())
        .addColumn('updated_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_subscriptions_calendar')
        .on('webhook_subscriptions')
        .columns(['calendar_id', 'active'])
        .execute();
      await db.schema
        .createIndex('webhook_subscriptions_user')
        .on('webhook_subscriptions')
        .column('user_id')
        .execute();
      await withId(db.schema.createTable('webhook_attempts'), dialect)
        .addColumn('subscription_id', int, (c) => c.notNull())
        .addColumn('delivery_id', int)
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('ok', 'integer', (c) => c.notNull())
        .addColumn('latency_ms', 'integer', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('response_excerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_attempts_subscription')
        .on('webhook_attempts')
        .columns(['subscription_id', 'id'])
        .execute();
      await db.schema.alterTable('mail_outbox').addColumn('subscription_id', int).execute();
      await db.schema.alterTable('mail_outbox').addColumn('event_id', int).execute();
      await db.schema
        .createIndex('mail_outbox_subscription')
        .on('mail_outbox')
        .columns(['subscription_id', 'booking_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('mail_outbox_subscription').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('event_id').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('subscription_id').execute();
      await db.schema.dropTable('webhook_attempts').execute();
      await db.schema.dropTable('webhook_subscriptions').execute();
    },
  };
}
