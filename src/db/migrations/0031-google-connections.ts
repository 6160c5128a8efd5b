import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Google Calendar connections: the OAuth requests under way (`oauth_states`: the SHA-256 of
 * each `state`, bound to the user and their session, with its PKCE verifier, for ten minutes),
 * and `needs_reconnect` on a connection whose grant Google revoked or let expire (not synced
 * again until the host connects the account anew).
 */
export function googleConnections(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const int = dialect === 'postgres' ? 'bigint' : 'integer';
      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', int, (c) => c.notNull())
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('verifier', 'text', (c) => c.notNull())
        .addColumn('expires_at', int, (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('calendar_connections')
        .addColumn('needs_reconnect', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('calendar_connections').dropColumn('needs_reconnect').execute();
      await db.schema.dropTable('oauth_states').execute();
    },
  };
}
