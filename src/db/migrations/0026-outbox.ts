import { sql, type Kysely } from 'kysely';

/**
 * The outbox belongs to no one module: e-mails and webhook events share it as peers. The table
 * `mail_outbox` becomes `outbox`, every row kept as it is (pending ones included: a claim's
 * token and lease survive the rename), and each row names its `topic` (`mail` or `webhook`),
 * so that each consumer asks for its own rows rather than skipping the others' kinds. The due
 * index leads with the topic for the same reason the kind index did.
 */
export function outboxOfItsOwn() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('mail_outbox').renameTo('outbox').execute();
      await db.schema
        .alterTable('outbox')
        .addColumn('topic', 'varchar(16)', (c) => c.notNull().defaultTo('mail'))
        .execute();
      await sql`update outbox set topic = 'webhook' where kind in ('webhook_event', 'webhook_delivery')`.execute(
        db,
      );
      await db.schema
        .createIndex('outbox_topic_due')
        .on('outbox')
        .columns(['topic', 'status', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('outbox_topic_due').execute();
      await db.schema.alterTable('outbox').dropColumn('topic').execute();
      await db.schema.alterTable('outbox').renameTo('mail_outbox').execute();
    },
  };
}
