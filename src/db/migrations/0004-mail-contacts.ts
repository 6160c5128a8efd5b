import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * The mail outbox and the CRM contacts. `mail_outbox.booking_id` carries no foreign key: the
 * outbox keeps the record of what was sent even when a booking is deleted, and this migration
 * does not depend on the bookings tables. Contacts' e-mail addresses are stored lower-cased, so
 * the plain unique constraint is case-insensitive; tags are rows of their own.
 */
export function mailContacts(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('mail_outbox'), dialect)
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('booking_id', 'bigint')
        .addColumn('recipient', 'varchar(400)', (c) => c.notNull())
        .addColumn('reply_to', 'varchar(400)')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('ics', 'text')
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('claim_token', 'varchar(36)')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'bigint')
        .addColumn('message_id', 'varchar(255)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_booking_id')
        .on('mail_outbox')
        .column('booking_id')
        .execute();
      await createContactTables(db, dialect);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'contact_hosts',
        'contact_tags',
        'crm_tags',
        'contacts',
        'mail_outbox',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

async function createContactTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const text = (size: number) => `varchar(${size})` as const;
  let contacts = withId(db.schema.createTable('contacts'), dialect).addColumn(
    'email',
    'varchar(192)',
    (c) => c.notNull().unique(),
  );
  const columns: [string, number][] = [
    ['first_name', 100],
    ['last_name', 100],
    ['phone', 50],
    ['timezone', 64],
    ['address_line_1', 192],
    ['address_line_2', 192],
    ['city', 100],
    ['state', 100],
    ['postal_code', 20],
    ['country', 100],
  ];
  for (const [name, size] of columns) {
    contacts = contacts.addColumn(name, text(size), (c) => c.notNull().defaultTo(''));
  }
  await contacts
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await createTagAndHostTables(db, dialect);
}

/** Tags and their links, and the contact -> host links that decide who sees a contact. */
async function createTagAndHostTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('crm_tags'), dialect)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_tags')
    .addColumn('contact_id', 'bigint', (c) =>
      c.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'bigint', (c) => c.notNull().references('crm_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('contact_tags_pk', ['contact_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('contact_tags_tag_id').on('contact_tags').column('tag_id').execute();

  await db.schema
    .createTable('contact_hosts')
    .addColumn('contact_id', 'bigint', (c) =>
      c.notNull().references('contacts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('contact_hosts_pk', ['contact_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('contact_hosts_user_id')
    .on('contact_hosts')
    .column('user_id')
    .execute();
}
