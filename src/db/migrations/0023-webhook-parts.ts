import type { Kysely } from 'kysely';

/**
 * The large, rarely changing parts of webhook payloads (a booking's event type), stored once per
 * content and day and shared by the events that embed them, instead of once in every event row.
 */
export function webhookParts() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('webhook_parts')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_parts_created')
        .on('webhook_parts')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('webhook_parts').execute();
    },
  };
}
