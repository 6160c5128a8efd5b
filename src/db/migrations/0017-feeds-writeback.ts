import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Each host's private feed of their bookings (only the SHA-256 of its secret token is kept), and
 * the write-back of bookings to the calendar a host chose: an outbox of bookings to bring up to
 * date there, and the events written so far (where each one is, to move or delete it).
 */
export function feedsWriteback(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const int = dialect === 'postgres' ? 'bigint' : 'integer';
      await db.schema
        .createTable('host_feeds')
        .addColumn('user_id', int, (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', int, (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('calendar_writebacks'), dialect)
        .addColumn('booking_id', int, (c) => c.notNull())
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', int, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('calendar_writebacks_due')
        .on('calendar_writebacks')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('written_events')
        .addColumn('booking_id', int, (c) => c.notNull())
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('calendar_id', int, (c) => c.notNull())
        .addColumn('href', 'text', (c) => c.notNull())
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('written_events_pk', ['booking_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('written_events').execute();
      await db.schema.dropTable('calendar_writebacks').execute();
      await db.schema.dropTable('host_feeds').execute();
    },
  };
}
