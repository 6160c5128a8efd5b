import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

export function foundation(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('login', 'varchar(60)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(191)', (c) => c.notNull().unique())
        .addColumn('display_name', 'varchar(191)', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('role', 'varchar(20)', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('application_passwords'), dialect)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('app_id', 'varchar(36)', (c) => c.notNull().defaultTo(''))
        .addColumn('user_id', 'bigint', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(191)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .addColumn('last_ip', 'varchar(45)')
        .execute();
      await db.schema
        .createIndex('application_passwords_user_id')
        .on('application_passwords')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('application_passwords').execute();
      await db.schema.dropTable('users').execute();
      await db.schema.dropTable('settings').execute();
    },
  };
}
