import type { Kysely } from 'kysely';

/**
 * Indexes fitted to what every booking writes and asks:
 * - Every claim on the outbox asks for due rows of its own topic or kind (`outbox_topic_due`,
 *   `mail_outbox_kind_due`), so the first due index, on status and time alone, serves no query
 *   any more, while every write of a row's status (a claim, a settle, a retry) still deleted and
 *   inserted one of its entries: it goes.
 * - Every booking change asks which calendar each host receives bookings in; without an index on
 *   the host, that read went through every connected calendar of every host.
 */
export function bookingWriteIndexes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('mail_outbox_due').execute();
      await db.schema
        .createIndex('connection_calendars_user')
        .on('connection_calendars')
        .columns(['user_id', 'receives'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('connection_calendars_user').execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
