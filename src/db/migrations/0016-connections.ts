import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Calendar connections of hosts (CalDAV accounts and read-only iCalendar feeds), the calendars
 * found in them, the calendar objects last fetched (kept so a moved window re-expands them
 * without fetching again) and the busy intervals expanded from them.
 */
export function connections(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const int = dialect === 'postgres' ? 'bigint' : 'integer';
      await withId(db.schema.createTable('calendar_connections'), dialect)
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('server', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('principal_url', 'text')
        .addColumn('home_url', 'text')
        .addColumn('next_sync_at', int, (c) => c.notNull())
        .addColumn('last_attempt_at', int)
        .addColumn('last_success_at', int)
        .addColumn('last_error', 'text')
        .addColumn('last_fetched', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', int, (c) => c.notNull())
        .addColumn('updated_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('calendar_connections_user')
        .on('calendar_connections')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('calendar_connections_due')
        .on('calendar_connections')
        .column('next_sync_at')
        .execute();
      await withId(db.schema.createTable('connection_calendars'), dialect)
        .addColumn('connection_id', int, (c) => c.notNull())
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('href', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('blocks', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('receives', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sync_token', 'text')
        .addColumn('ctag', 'text')
        .addColumn('created_at', int, (c) => c.notNull())
        .addColumn('updated_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('connection_calendars_connection')
        .on('connection_calendars')
        .columns(['connection_id', 'href'])
        .unique()
        .execute();
      await withId(db.schema.createTable('connection_objects'), dialect)
        .addColumn('calendar_id', int, (c) => c.notNull())
        .addColumn('href', 'text', (c) => c.notNull())
        .addColumn('etag', 'text')
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('connection_objects_calendar')
        .on('connection_objects')
        .columns(['calendar_id', 'href'])
        .unique()
        .execute();
      await withId(db.schema.createTable('external_busy'), dialect)
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('calendar_id', int, (c) => c.notNull())
        .addColumn('start_at', int, (c) => c.notNull())
        .addColumn('end_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('external_busy_user_start')
        .on('external_busy')
        .columns(['user_id', 'start_at'])
        .execute();
      await db.schema
        .createIndex('external_busy_calendar')
        .on('external_busy')
        .column('calendar_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('external_busy').execute();
      await db.schema.dropTable('connection_objects').execute();
      await db.schema.dropTable('connection_calendars').execute();
      await db.schema.dropTable('calendar_connections').execute();
    },
  };
}
