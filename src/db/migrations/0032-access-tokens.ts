import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * Personal access tokens: a user's bearer tokens (`sbp_...`) limited to some scopes. Only a
 * keyed hash of the secret is stored (`token_hash`, unique: the lookup on every request);
 * `scopes` and `calendar_ids` are JSON arrays (`calendar_ids` null: not restricted). A revoked
 * token keeps its row (`revoked_at`) and is refused.
 */
export function accessTokens(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('access_tokens'), dialect)
        .addColumn('user_id', 'bigint', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('calendar_ids', 'text')
        .addColumn('expires_at', 'bigint')
        .addColumn('last_used_at', 'bigint')
        .addColumn('last_ip', 'varchar(45)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('access_tokens_user_id')
        .on('access_tokens')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('access_tokens').execute();
    },
  };
}
