import type { Kysely } from 'kysely';

/**
 * How a user reads dates and times: `time_format` ('12h' or '24h') and `date_order` ('dmy',
 * 'mdy' or 'ymd'), null until chosen (the dashboard fills them from the browser's language on
 * the first sign-in). `zone_confirmed_at`: when the user kept or changed their time zone after
 * the dashboard saw their browser in another one (null: not asked yet).
 */
export function userFormats() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').addColumn('time_format', 'varchar(3)').execute();
      await db.schema.alterTable('users').addColumn('date_order', 'varchar(3)').execute();
      await db.schema.alterTable('users').addColumn('zone_confirmed_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('users').dropColumn('zone_confirmed_at').execute();
      await db.schema.alterTable('users').dropColumn('date_order').execute();
      await db.schema.alterTable('users').dropColumn('time_format').execute();
    },
  };
}
