import type { Kysely } from 'kysely';

/**
 * A booking change waits in the outbox as one row holding what the e-mails need (`payload`, a
 * snapshot taken in the change's transaction); the mailer renders it into one row per e-mail.
 * Rendering and the e-mails' size stay out of the booking's transaction.
 */
export function mailChanges() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('mail_outbox').addColumn('payload', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('mail_outbox').dropColumn('payload').execute();
    },
  };
}
