import type { Kysely } from 'kysely';

/**
 * The outbox retention job deletes settled rows by the time they were settled, a webhook event
 * only once no delivery carries it, and the webhook log by its age; these indexes let each of
 * its batches find its rows without reading the table.
 */
export function outboxRetention() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('mail_outbox_settled')
        .on('mail_outbox')
        .columns(['status', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_event')
        .on('mail_outbox')
        .column('event_id')
        .execute();
      await db.schema
        .createIndex('webhook_attempts_created')
        .on('webhook_attempts')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('webhook_attempts_created').execute();
      await db.schema.dropIndex('mail_outbox_event').execute();
      await db.schema.dropIndex('mail_outbox_settled').execute();
    },
  };
}
