import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * An index for searching bookings by the guest's e-mail and name (`GET /schedules?search=`),
 * which otherwise reads every booking the caller may see. Both engines index trigrams, so a
 * search for any part of a name or address (three characters or more) is answered from the
 * index; the query then checks each candidate exactly, as before.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer, kept in step with `bookings` by triggers.
 * - PostgreSQL: a GIN trigram index (pg_trgm) on the same text. Creating the extension needs the
 *   right to; without it the migration leaves the index out and searches read the table.
 */
const TEXT = (p: string) =>
  sql.raw(
    `lower(coalesce(${p}email, '') || ' ' || coalesce(${p}first_name, '') || ' ' || coalesce(${p}last_name, ''))`,
  );

export function bookingSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        await sql`create virtual table booking_search using fts5(text, tokenize = 'trigram')`.execute(
          db,
        );
        await sql`insert into booking_search (rowid, text) select id, ${TEXT('')} from bookings`.execute(
          db,
        );
        await sql`create trigger booking_search_insert after insert on bookings begin
          insert into booking_search (rowid, text) values (new.id, ${TEXT('new.')}); end`.execute(
          db,
        );
        await sql`create trigger booking_search_update after update of email, first_name, last_name
          on bookings begin
          delete from booking_search where rowid = old.id;
          insert into booking_search (rowid, text) values (new.id, ${TEXT('new.')}); end`.execute(
          db,
        );
        await sql`create trigger booking_search_delete after delete on bookings begin
          delete from booking_search where rowid = old.id; end`.execute(db);
        return;
      }
      // One extension per database, whichever schema asks first (tests run schemas in parallel).
      await sql`select pg_advisory_xact_lock(hashtext('slotbook pg_trgm'))`.execute(db);
      await sql`savepoint trgm`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm schema public`.execute(db);
        await sql`release savepoint trgm`.execute(db);
      } catch {
        await sql`rollback to savepoint trgm`.execute(db);
      }
      const installed = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
      const schema = installed.rows[0]?.schema;
      if (!schema) return;
      await sql`create index booking_search_trgm on bookings
        using gin ((${TEXT('')}) ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        for (const t of ['insert', 'update', 'delete'])
          await sql`drop trigger if exists ${sql.id(`booking_search_${t}`)}`.execute(db);
        await sql`drop table if exists booking_search`.execute(db);
      } else {
        await sql`drop index if exists booking_search_trgm`.execute(db);
      }
    },
  };
}
