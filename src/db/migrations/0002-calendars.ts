import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Calendars, events (with their team members), availability schedules and the generic meta
 * table. Owner ids (`user_id`) carry no foreign key on purpose: deleting a user leaves their
 * calendars in place (shown with an "Unknown" author), as FluentBooking does.
 */
export function calendars(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('calendars'), dialect)
        .addColumn('hash', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('account_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('parent_id', 'bigint')
        .addColumn('title', 'varchar(192)', (c) => c.notNull())
        .addColumn('slug', 'varchar(192)', (c) => c.notNull().unique())
        .addColumn('media_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('settings', 'text')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('simple'))
        .addColumn('event_type', 'varchar(20)', (c) => c.notNull().defaultTo('scheduling'))
        .addColumn('account_type', 'varchar(20)', (c) => c.notNull().defaultTo('free'))
        .addColumn('visibility', 'varchar(20)', (c) => c.notNull().defaultTo('public'))
        .addColumn('author_timezone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
        .addColumn('max_book_per_slot', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('calendars_user_id').on('calendars').column('user_id').execute();
      // One host calendar per user, enforced by the database as well as by the service.
      await db.schema
        .createIndex('calendars_one_simple_per_user')
        .on('calendars')
        .column('user_id')
        .unique()
        .where(sql.ref('type'), '=', 'simple')
        .execute();

      await withId(db.schema.createTable('availability_schedules'), dialect)
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('title', 'varchar(192)', (c) => c.notNull())
        .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
        .addColumn('weekly_schedules', 'text', (c) => c.notNull())
        .addColumn('date_overrides', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('availability_schedules_user_title', ['user_id', 'title'])
        .execute();
      await db.schema
        .createIndex('availability_schedules_one_default')
        .on('availability_schedules')
        .column('user_id')
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute();

      await withId(db.schema.createTable('events'), dialect)
        .addColumn('hash', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('calendar_id', 'bigint', (c) =>
          c.notNull().references('calendars.id').onDelete('cascade'),
        )
        .addColumn('duration', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(192)', (c) => c.notNull())
        .addColumn('slug', 'varchar(192)', (c) => c.notNull())
        .addColumn('media_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('availability_type', 'varchar(32)', (c) => c.notNull().defaultTo('custom'))
        .addColumn('availability_id', 'bigint', (c) => c.references('availability_schedules.id'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('free'))
        .addColumn('color_schema', 'varchar(100)', (c) => c.notNull().defaultTo('#0099ff'))
        .addColumn('location_type', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('location_heading', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('location_settings', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('event_type', 'varchar(20)', (c) => c.notNull().defaultTo('single'))
        .addColumn('is_display_spots', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_book_per_slot', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('events_calendar_slug', ['calendar_id', 'slug'])
        .execute();
      await db.schema.createIndex('events_user_id').on('events').column('user_id').execute();
      await db.schema
        .createIndex('events_availability_id')
        .on('events')
        .column('availability_id')
        .execute();

      await db.schema
        .createTable('event_members')
        .addColumn('event_id', 'bigint', (c) =>
          c.notNull().references('events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_members_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('event_members_user_id')
        .on('event_members')
        .column('user_id')
        .execute();

      await withId(db.schema.createTable('meta'), dialect)
        .addColumn('object_type', 'varchar(50)', (c) => c.notNull())
        .addColumn('object_id', 'bigint', (c) => c.notNull())
        .addColumn('key', 'varchar(191)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('meta_object_key', ['object_type', 'object_id', 'key'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('meta').execute();
      await db.schema.dropTable('event_members').execute();
      await db.schema.dropTable('events').execute();
      await db.schema.dropTable('availability_schedules').execute();
      await db.schema.dropTable('calendars').execute();
    },
  };
}
