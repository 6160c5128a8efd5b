/**
 * Serializing the writes that must see each other: taking a booking, moving one. `withHosts`
 * runs `work` in one transaction that holds, until it commits, a lock that every other
 * `withHosts` of any of the same hosts must wait for, across processes:
 *
 * - SQLite: `BEGIN IMMEDIATE` on the one connection. It takes the database's write lock before
 *   the first read, so a check and the insert it justifies can never interleave with another
 *   writer, in this process (the connection is held for the whole callback) or another one
 *   (which waits on the lock, up to the busy timeout). Works that arrive in the same turn of
 *   the event loop are committed together (group commit): one after the other in one
 *   transaction, each inside its own savepoint, so a failing work undoes only its own writes.
 *   A commit writes every page it changed to the WAL, and bookings taken together share most of
 *   theirs (index leaves, the tables' last pages); under load this more than halves the cost of
 *   a booking. No work's promise settles before its group has committed.
 * - PostgreSQL: `pg_advisory_xact_lock` on each host, in ascending order (no deadlocks), inside a
 *   READ COMMITTED transaction. Every statement after the lock takes a new snapshot, and a
 *   transaction's commit is visible before its locks are released, so the next holder reads
 *   every booking the previous one wrote.
 */
import { sql } from 'kysely';
import type { Database, Db } from './database.js';

export interface HostLocks {
  withHosts<T>(hostIds: readonly number[], work: (trx: Db) => Promise<T>): Promise<T>;
}

/**
 * Host locks use PostgreSQL's two-int advisory locks: the first int is this kind of lock in this
 * schema (hashed by the server), so installations in different schemas of one database never
 * wait for each other; the second is the host.
 */
const HOST_LOCK_SPACE = 'slotbook host locks in ';
const INT4_RANGE = 2 ** 31;

/** Lock keys in the order they are taken; distinct hosts may share a key (that only waits). */
export function hostLockKeys(hostIds: readonly number[]): number[] {
  return [...new Set(hostIds.map((id) => id % INT4_RANGE))].sort((a, b) => a - b);
}

/** Most works one SQLite transaction commits together, bounding the wait of other queries. */
const GROUP_LIMIT = 32;

interface Waiting {
  work: (trx: Db) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

function sqliteLocks(database: Database): HostLocks {
  const waiting: Waiting[] = [];
  let draining = false;

  /** Runs `work` inside a savepoint: its failure rolls back its own writes, not its group's. */
  async function isolated(conn: Db, work: Waiting['work']): Promise<Outcome> {
    await sql`savepoint work`.execute(conn);
    try {
      const value = await work(conn);
      await sql`release work`.execute(conn);
      return { ok: true, value };
    } catch (error) {
      await sql`rollback to work`.execute(conn);
      await sql`release work`.execute(conn);
      return { ok: false, error };
    }
  }

  async function commitGroup(): Promise<void> {
    const group: Waiting[] = [];
    const outcomes: Outcome[] = [];
    // This thread's turn at the write lock first, waited for without blocking the event loop
    // (the connection stays free for reads meanwhile).
    const turn = await database.writeLock?.acquire();
    try {
      await database.db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          // Works that queue while the group runs join it, up to the limit.
          while (group.length < GROUP_LIMIT) {
            const item = waiting.shift();
            if (!item) break;
            group.push(item);
            outcomes.push(await isolated(conn, item.work));
          }
          await sql`commit`.execute(conn);
        } catch (error) {
          // Rolling back is best effort: a failed COMMIT may already have ended the transaction.
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      // Without the connection nothing ran: everything waiting fails, or the queue would spin.
      for (const item of group.length > 0 ? group : waiting.splice(0)) item.reject(error);
      return;
    } finally {
      if (turn) database.writeLock?.release();
    }
    group.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }

  async function drain(): Promise<void> {
    try {
      while (waiting.length > 0) await commitGroup();
    } finally {
      draining = false;
    }
  }

  return {
    withHosts: <T>(_hostIds: readonly number[], work: (trx: Db) => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve, reject });
        if (draining) return;
        draining = true;
        // Once the requests at hand have had their turn: those that reach this point meanwhile
        // join the group. The statements run synchronously, so without this wait a group would
        // commit before any other request could join it.
        setImmediate(() => void drain());
      }),
  };
}

async function lockHost(trx: Db, key: number): Promise<void> {
  const space = sql`hashtext(${HOST_LOCK_SPACE} || current_schema())`;
  await sql`select pg_advisory_xact_lock(${space}, ${key}::int4)`.execute(trx);
}

function postgresLocks(database: Database): HostLocks {
  return {
    withHosts: (hostIds, work) =>
      database.db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          for (const key of hostLockKeys(hostIds)) await lockHost(trx, key);
          return work(trx);
        }),
  };
}

export function createHostLocks(database: Database): HostLocks {
  return database.dialect === 'sqlite' ? sqliteLocks(database) : postgresLocks(database);
}
