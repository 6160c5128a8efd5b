import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * A connection's health: since when its syncs have been failing (cleared by the next success),
 * and when its host was mailed about it (once per run of failures).
 */
export function connectionHealth(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const int = dialect === 'postgres' ? 'bigint' : 'integer';
      await db.schema.alterTable('calendar_connections').addColumn('failing_since', int).execute();
      await db.schema
        .alterTable('calendar_connections')
        .addColumn('failure_mailed_at', int)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('calendar_connections').dropColumn('failure_mailed_at').execute();
      await db.schema.alterTable('calendar_connections').dropColumn('failing_since').execute();
    },
  };
}
