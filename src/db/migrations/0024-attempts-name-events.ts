import type { Kysely } from 'kysely';

/**
 * A delivery log entry names the webhook event it posted. A first post that the receiver
 * accepted is recorded only in the log (no delivery row in the outbox): redelivering it from the
 * log queues the event named here, and retention keeps an event while the log names it.
 */
export function attemptsNameEvents() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('webhook_attempts').addColumn('event_id', 'bigint').execute();
      await db.schema
        .createIndex('webhook_attempts_event')
        .on('webhook_attempts')
        .column('event_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('webhook_attempts_event').execute();
      await db.schema.alterTable('webhook_attempts').dropColumn('event_id').execute();
    },
  };
}
