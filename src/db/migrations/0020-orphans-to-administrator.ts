import { sql, type Kysely } from 'kysely';

/**
 * Earlier versions deleted a user without looking at what they hosted, leaving calendars, event
 * types, bookings and schedules that pointed at nobody (their pages and mails then failed).
 * Deleting now refuses or reassigns; this gives what such deletions left behind to the first
 * administrator, as a reassignment would have, and drops what only the deleted user could use.
 */
export function orphansToAdministrator() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const found = await sql<{ id: number | string | null }>`
        select min(id) as id from users where role = 'administrator'`.execute(db);
      const admin = found.rows[0]?.id;
      if (admin === null || admin === undefined) return;
      const gone = (column: string) => sql`${sql.ref(column)} not in (select id from users)`;
      await sql`update calendars set user_id = ${admin} where ${gone('user_id')}`.execute(db);
      await sql`update events set user_id = ${admin} where ${gone('user_id')}`.execute(db);
      await sql`delete from event_members where ${gone('user_id')}`.execute(db);
      await sql`delete from booking_hosts where ${gone('user_id')} and booking_id in
        (select booking_id from booking_hosts where user_id = ${admin})`.execute(db);
      await sql`update booking_hosts set user_id = ${admin} where ${gone('user_id')}`.execute(db);
      await sql`update bookings set host_user_id = ${admin} where ${gone('host_user_id')}`.execute(
        db,
      );
      await sql`update bookings set person_user_id = null
        where person_user_id is not null and ${gone('person_user_id')}`.execute(db);
      await sql`update availability_schedules set user_id = ${admin}, is_default = 0
        where ${gone('user_id')}`.execute(db);
      const subscriptions = sql`(select id from webhook_subscriptions where ${gone('user_id')})`;
      await sql`delete from webhook_attempts where subscription_id in ${subscriptions}`.execute(db);
      await sql`delete from mail_outbox where kind = 'webhook_delivery'
        and subscription_id in ${subscriptions}`.execute(db);
      await sql`delete from webhook_subscriptions where ${gone('user_id')}`.execute(db);
    },
    async down(): Promise<void> {
      // Nothing to undo: the rows keep their new owner.
    },
  };
}
