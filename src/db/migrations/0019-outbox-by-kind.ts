import type { Kysely } from 'kysely';

/**
 * The outbox holds e-mails, webhook events and webhook deliveries. Each claimer asks for due rows
 * of its own kind, so the due index leads with the kind: a claim never walks past the rows of
 * another kind waiting behind a slow SMTP server or a failing receiver.
 */
export function outboxByKind() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('mail_outbox_kind_due')
        .on('mail_outbox')
        .columns(['kind', 'status', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('mail_outbox_kind_due').execute();
    },
  };
}
