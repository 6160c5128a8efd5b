import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { withId } from '../schema-helpers.js';

/**
 * The OAuth authorization server: clients registered by themselves (`oauth_clients`, public,
 * `redirect_uris` a JSON array), a person's consent to one client (`oauth_grants`, `scopes` a
 * JSON array; `revoked_at` kills every code and token of the grant), single-use authorization
 * codes (`oauth_codes`) and access and refresh tokens (`oauth_tokens`, `kind`). Only keyed hashes
 * of codes and tokens are stored.
 */
export function oauth(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('oauth_clients'), dialect)
        .addColumn('client_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('redirect_uris', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('oauth_grants'), dialect)
        .addColumn('client_id', 'bigint', (c) =>
          c.notNull().references('oauth_clients.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'bigint', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('oauth_grants_user_id')
        .on('oauth_grants')
        .column('user_id')
        .execute();
      await withId(db.schema.createTable('oauth_codes'), dialect)
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('grant_id', 'bigint', (c) =>
          c.notNull().references('oauth_grants.id').onDelete('cascade'),
        )
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('code_challenge', 'varchar(128)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await withId(db.schema.createTable('oauth_tokens'), dialect)
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('grant_id', 'bigint', (c) =>
          c.notNull().references('oauth_grants.id').onDelete('cascade'),
        )
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('oauth_tokens_grant_id')
        .on('oauth_tokens')
        .column('grant_id')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('oauth_tokens').execute();
      await db.schema.dropTable('oauth_codes').execute();
      await db.schema.dropTable('oauth_grants').execute();
      await db.schema.dropTable('oauth_clients').execute();
    },
  };
}
