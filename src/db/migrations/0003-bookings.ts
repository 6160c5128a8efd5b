import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Bookings, their hosts, meta and activity log, and idempotency keys. Every hot query is keyed:
 * a host's busy time by `booking_hosts (user_id, busy_start, busy_end)` (which also answers
 * "the bookings this host hosts"), an event's bookings by `bookings (event_id, start_at)`, the
 * completion job by `bookings (status, end_at)`. Each index costs every booking insert a page
 * write, so there is none that no query uses.
 */
export function bookings(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createBookings(db, dialect);
      await createChildren(db, dialect);
      await createIdempotencyKeys(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('idempotency_keys').execute();
      await db.schema.dropTable('booking_activity').execute();
      await db.schema.dropTable('booking_meta').execute();
      await db.schema.dropTable('booking_hosts').execute();
      await db.schema.dropTable('bookings').execute();
    },
  };
}

async function createBookings(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  let table = withId(db.schema.createTable('bookings'), dialect)
    .addColumn('hash', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('calendar_id', 'bigint', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('event_title', 'varchar(192)', (c) => c.notNull().defaultTo(''))
    .addColumn('group_id', 'bigint')
    .addColumn('fcrm_id', 'bigint')
    .addColumn('parent_id', 'bigint')
    .addColumn('host_user_id', 'bigint', (c) => c.notNull())
    .addColumn('person_user_id', 'bigint')
    .addColumn('person_contact_id', 'bigint')
    .addColumn('person_time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('first_name', 'varchar(192)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(192)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(192)', (c) => c.notNull());
  for (const name of ['message', 'internal_note']) {
    table = table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  }
  for (const name of ['phone', 'country']) {
    table = table.addColumn(name, 'varchar(100)', (c) => c.notNull().defaultTo(''));
  }
  table = table
    .addColumn('ip_address', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('browser', 'varchar(192)', (c) => c.notNull().defaultTo(''))
    .addColumn('device', 'varchar(192)', (c) => c.notNull().defaultTo(''))
    .addColumn('other_info', 'text')
    .addColumn('location_details', 'text')
    .addColumn('cancelled_by', 'bigint')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('web'))
    .addColumn('booking_type', 'varchar(20)', (c) => c.notNull().defaultTo('scheduling'))
    .addColumn('event_type', 'varchar(20)', (c) => c.notNull().defaultTo('single'))
    .addColumn('payment_status', 'varchar(20)')
    .addColumn('payment_method', 'varchar(20)')
    .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_id', 'bigint');
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    table = table.addColumn(name, 'varchar(192)', (c) => c.notNull().defaultTo(''));
  }
  await table
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('bookings').columns(columns).execute();
  await index('bookings_event_start', ['event_id', 'start_at']);
  await index('bookings_calendar_start', ['calendar_id', 'start_at']);
  await index('bookings_status_end', ['status', 'end_at']);
  await index('bookings_email', ['email']);
  await index('bookings_contact', ['person_contact_id']);
}

async function createChildren(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('booking_hosts'), dialect)
    .addColumn('booking_id', 'bigint', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('confirmed'))
    .addColumn('busy_start', 'bigint', (c) => c.notNull())
    .addColumn('busy_end', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('booking_hosts_booking_user', ['booking_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('booking_hosts_user_busy')
    .on('booking_hosts')
    .columns(['user_id', 'busy_start', 'busy_end'])
    .execute();

  await withId(db.schema.createTable('booking_meta'), dialect)
    .addColumn('booking_id', 'bigint', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('meta_key', 'varchar(191)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('booking_meta_booking_key', ['booking_id', 'meta_key'])
    .execute();

  await withId(db.schema.createTable('booking_activity'), dialect)
    .addColumn('booking_id', 'bigint', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('status', 'varchar(50)', (c) => c.notNull().defaultTo('open'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull().defaultTo('activity'))
    .addColumn('title', 'varchar(192)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_activity_booking_id')
    .on('booking_activity')
    .column('booking_id')
    .execute();
}

async function createIdempotencyKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'varchar(100)', (c) => c.notNull())
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}
