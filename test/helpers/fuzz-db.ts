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

/** The rows of the given tables (every table when none are given). */
export async function fingerprint(
  database: Database,
  tables?: Iterable<string>,
): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const table of tables ?? (await userTables(database))) {
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
 * A counter per table that every committed INSERT, UPDATE or DELETE on it increments (a
 * rolled-back change rolls its increment back too); updates of volatile columns only are not
 * counted. A table whose counter has not moved was not written, so only the tables whose counter
 * moved need their rows compared.
 */
export interface ChangeCounter {
  read(): Promise<Map<string, number>>;
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
    await sql`create temp table fuzz_changes (t text primary key, n integer not null)`.execute(db);
    for (const table of tables) {
      await sql`insert into temp.fuzz_changes (t, n) values (${table}, 0)`.execute(db);
      const events = [sql`insert`, await updateEvent(database, table), sql`delete`];
      for (const [i, event] of events.entries()) {
        await sql`create temp trigger ${sql.id(`fuzz_${table}_${i}`)} after ${event}
          on ${sql.table(table)} begin
            update fuzz_changes set n = n + 1 where t = ${sql.lit(table)}; end`.execute(db);
      }
    }
  } else {
    await sql`create table fuzz_changes (t text primary key, n bigint not null)`.execute(db);
    await sql`create function fuzz_bump() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1 where t = TG_TABLE_NAME; return null; end $$`.execute(
      db,
    );
    for (const table of tables) {
      await sql`insert into fuzz_changes (t, n) values (${table}, 0)`.execute(db);
      const update = await updateEvent(database, table);
      await sql`create trigger fuzz_bump after insert or ${update} or delete or truncate
        on ${sql.table(table)} for each statement execute function fuzz_bump()`.execute(db);
    }
  }
  return {
    async read() {
      const { rows } = await sql<{
        t: string;
        n: number | string;
      }>`select t, n from fuzz_changes`.execute(db);
      return new Map(rows.map((r) => [r.t, Number(r.n)]));
    },
  };
}

/** The tables whose counter differs between two readings. */
function movedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => before.get(table) !== n).map(([table]) => table);
}

/**
 * Checks that each request left the data as it was: after each request, `after()` says whether it
 * was allowed to change data (a 2xx write). Only the tables whose counter moved are read again;
 * their rows are kept as the baseline the next request is compared with.
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
      const moved = movedTables(last, now);
      last = now;
      if (moved.length === 0) return [];
      const current = await fingerprint(database, moved);
      const before = Object.fromEntries(moved.map((table) => [table, baseline[table] ?? '']));
      baseline = { ...baseline, ...current };
      return mayChange ? [] : fingerprintDiff(before, current);
    },
  };
}

export type DbGuard = Awaited<ReturnType<typeof createDbGuard>>;
