/**
 * Database guards for the request fuzzer: a change counter kept by triggers on every table, and
 * fingerprints of every row of every table to tell whether the data really changed.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

/**
 * Columns any authenticated request may write: the application password that authenticated it
 * gets `last_used_at` and `last_ip` refreshed (at most once a minute per password and client
 * address), so a rejected request may still touch them. They are left out of fingerprints.
 */
const VOLATILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  application_passwords: ['last_used_at', 'last_ip'],
};

const COUNTER_TABLE = 'fuzz_changes';

/** Every table's rows, serialized and sorted, by table name. */
export type Fingerprint = Record<string, string>;

async function userTables(database: Database): Promise<string[]> {
  const query =
    database.dialect === 'sqlite'
      ? // Virtual tables (the bookings' search index) and their shadow tables are written only
        // by triggers on real tables, which the counter already watches.
        sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name <> ${COUNTER_TABLE} order by table_name`;
  const { rows } = await query.execute(database.db);
  return rows.map((r) => r.name);
}

function serializeRow(row: Record<string, unknown>, skip: readonly string[]): string {
  const entries = Object.entries(row)
    .filter(([key]) => !skip.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

export async function fingerprint(database: Database): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const table of await userTables(database)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    const skip = VOLATILE_COLUMNS[table] ?? [];
    result[table] = rows
      .map((row) => serializeRow(row, skip))
      .sort()
      .join('\n');
  }
  return result;
}

/** The tables whose rows differ, with the first differing row of each. */
export function fingerprintDiff(before: Fingerprint, after: Fingerprint): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  const diffs: string[] = [];
  for (const table of tables) {
    const a = (before[table] ?? '').split('\n');
    const b = (after[table] ?? '').split('\n');
    if (a.join('\n') === b.join('\n')) continue;
    const added = b.find((row) => !a.includes(row));
    const removed = a.find((row) => !b.includes(row));
    const sample = (added ? `+ ${added}` : `- ${removed ?? ''}`).slice(0, 300);
    diffs.push(`${table} (${a.length} -> ${b.length} rows): ${sample}`);
  }
  return diffs;
}

/**
 * A counter that every committed INSERT, UPDATE or DELETE on any table increments (a rolled-back
 * change rolls its increment back too); updates of volatile columns only are not counted. When
 * it has not moved, nothing was written, so the fingerprints only need comparing when it has.
 */
export interface ChangeCounter {
  read(): Promise<number>;
}

async function columnsOf(database: Database, table: string): Promise<string[]> {
  const query =
    database.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from pragma_table_info(${table})`
      : sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`;
  const { rows } = await query.execute(database.db);
  return rows.map((r) => r.name);
}

/** `update`, or `update of <columns>` leaving out the volatile ones. */
async function updateEvent(database: Database, table: string) {
  const skip = VOLATILE_COLUMNS[table];
  if (!skip) return sql`update`;
  const columns = (await columnsOf(database, table)).filter((c) => !skip.includes(c));
  return sql`update of ${sql.join(columns.map((c) => sql.id(c)))}`;
}

export async function installChangeCounter(database: Database): Promise<ChangeCounter> {
  const { db } = database;
  const tables = await userTables(database);
  if (database.dialect === 'sqlite') {
    // TEMP objects live with the one connection the app and the test share, outside the file.
    await sql`create temp table fuzz_changes (n integer not null)`.execute(db);
    await sql`insert into temp.fuzz_changes (n) values (0)`.execute(db);
    for (const table of tables) {
      const events = [sql`insert`, await updateEvent(database, table), sql`delete`];
      for (const [i, event] of events.entries()) {
        await sql`create temp trigger ${sql.id(`fuzz_${table}_${i}`)} after ${event}
          on ${sql.table(table)} begin update fuzz_changes set n = n + 1; end`.execute(db);
      }
    }
  } else {
    await sql`create table fuzz_changes (n bigint not null)`.execute(db);
    await sql`insert into fuzz_changes (n) values (0)`.execute(db);
    await sql`create function fuzz_bump() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1; return null; end $$`.execute(db);
    for (const table of tables) {
      const update = await updateEvent(database, table);
      await sql`create trigger fuzz_bump after insert or ${update} or delete or truncate
        on ${sql.table(table)} for each statement execute function fuzz_bump()`.execute(db);
    }
  }
  return {
    async read() {
      const { rows } = await sql<{ n: number | string }>`select n from fuzz_changes`.execute(db);
      return Number(rows[0]?.n ?? -1);
    },
  };
}

/**
 * Checks that each request left the data as it was: after each request, `after()` says whether it
 * was allowed to change data (a 2xx write). Fingerprints are taken only when the counter moved;
 * the last one is kept as the baseline the next request is compared with.
 */
export async function createDbGuard(database: Database) {
  const counter = await installChangeCounter(database);
  let baseline = await fingerprint(database);
  let last = await counter.read();
  return {
    /** Takes a fresh baseline (after seeding or other set-up writes). */
    async reset(): Promise<void> {
      baseline = await fingerprint(database);
      last = await counter.read();
    },
    /** The tables a request changed, or an empty list. */
    async after(mayChange: boolean): Promise<string[]> {
      const now = await counter.read();
      if (now === last) return [];
      last = now;
      const current = await fingerprint(database);
      const diffs = mayChange ? [] : fingerprintDiff(baseline, current);
      baseline = current;
      return diffs;
    },
  };
}

export type DbGuard = Awaited<ReturnType<typeof createDbGuard>>;
