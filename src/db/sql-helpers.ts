import { PostgresAdapter, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from './database.js';

/**
 * Case-insensitive "contains" that treats `%`, `_` and `\` typed by a user literally, with the
 * same meaning on SQLite and PostgreSQL (SQLite has no default LIKE escape character).
 */
export function containsText(column: Expression<unknown>, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The engine behind a connection or transaction, for the few queries written per engine. */
export function engineOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Bookings whose guest e-mail or name contains `text`, found through the trigram index of
 * migration 0021 (three characters or more; shorter text matches every booking, and the exact
 * check the caller adds decides). The expression must stay the one that migration indexed.
 */
export function bookingSearchCandidates(db: Db, alias: string, text: string): Expression<SqlBool> {
  const col = (name: string) => sql`coalesce(${sql.ref(`${alias}.${name}`)}, '')`;
  const needle = text.toLowerCase();
  if ([...needle].length < 3) return sql<SqlBool>`1 = 1`;
  if (engineOf(db) === 'sqlite') {
    const phrase = `"${needle.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(`${alias}.id`)} in
      (select rowid from booking_search where booking_search match ${phrase})`;
  }
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const text_ = sql`lower(${col('email')} || ' ' || ${col('first_name')} || ' ' || ${col('last_name')})`;
  return sql<SqlBool>`${text_} like ${pattern} escape '\\'`;
}

/**
 * Spans (`start`, `end` and the id of what holds them) as one text per group: a month of a busy
 * host is thousands of spans, and making a result row of each costs more than finding them.
 * `readSpanList` splits the text back into `[start, end, id]` triples.
 */
export function spanList(db: Db, start: string, end: string, id: string): RawBuilder<string> {
  const [s, e, i] = [sql.ref(start), sql.ref(end), sql.ref(id)];
  return engineOf(db) === 'postgres'
    ? sql<string>`string_agg(concat_ws(' ', ${s}, ${e}, ${i}), ',')`
    : sql<string>`group_concat(${s} || ' ' || ${e} || ' ' || ${i}, ',')`;
}

export function readSpanList(text: string): [number, number, number][] {
  return text.split(',').map((triple) => {
    const [start = NaN, end = NaN, id = NaN] = triple.split(' ').map(Number);
    return [start, end, id];
  });
}
