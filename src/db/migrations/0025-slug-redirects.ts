import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * The slugs calendars and event types had before they were renamed: a public link made with an
 * old one is redirected (301) to the page's address now. `event_id` is null for a calendar's.
 */
export function slugRedirects(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('slug_redirects'), dialect)
        .addColumn('calendar_id', 'bigint', (c) => c.notNull())
        .addColumn('event_id', 'bigint')
        .addColumn('old_slug', 'varchar(192)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('slug_redirects_old_slug')
        .on('slug_redirects')
        .columns(['old_slug', 'calendar_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('slug_redirects').execute();
    },
  };
}
