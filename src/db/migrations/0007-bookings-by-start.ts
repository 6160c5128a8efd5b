import type { Kysely } from 'kysely';

/**
 * `GET /schedules` lists upcoming bookings by start time, ten at a time. With an index on
 * (status, start_at) the database walks them in order and stops after the page, instead of
 * sorting every upcoming booking of the host on each request.
 */
export function bookingsByStart() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('bookings_status_start')
        .on('bookings')
        .columns(['status', 'start_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('bookings_status_start').execute();
    },
  };
}
