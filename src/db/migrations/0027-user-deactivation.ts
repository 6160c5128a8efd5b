import type { Kysely } from 'kysely';

/**
 * An administrator may deactivate a user: `deactivated_at` is when (null for an active user).
 * A deactivated user cannot sign in, and their sessions and application passwords are refused.
 */
export function userDeactivation() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('deactivated_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
    },
  };
}
