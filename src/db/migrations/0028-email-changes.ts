import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * A user's own change of e-mail address waits here until they open the one-time link mailed to
 * the new address: only the token's SHA-256 is stored, with the address it would apply.
 */
export function emailChanges(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('email_changes'), dialect)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('email_changes_user_id')
        .on('email_changes')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('email_changes').execute();
    },
  };
}
