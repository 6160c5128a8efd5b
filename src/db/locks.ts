/**
 * Serializing the writes that must see each other: taking a booking, moving one. `withHosts`
 * runs `work` in one transaction that holds, until it commits, a lock that every other
 * `withHosts` of any of the same hosts must wait for, across processes:
 *
 * - SQLite: `BEGIN IMMEDIATE` on the one connection. It takes the database's write lock before
 *   the first read, so a check and the insert it justifies can never interleave with another
 *   writer, in this process (the connection is held for the whole callback) or another one
 *   (which waits on the lock, up to the busy timeout).
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

/** Advisory locks of this kind live in their own key space (the two-int form). */
const HOST_LOCK_CLASS = 0x5b00c;
const INT4_RANGE = 2 ** 31;

/** Lock keys in the order they are taken; distinct hosts may share a key (that only waits). */
export function hostLockKeys(hostIds: readonly number[]): number[] {
  return [...new Set(hostIds.map((id) => id % INT4_RANGE))].sort((a, b) => a - b);
}

function sqliteLocks(database: Database): HostLocks {
  return {
    withHosts: (_hostIds, work) =>
      database.db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          // Rolling back is best effort: a failed COMMIT may already have ended the transaction.
          await sql`rollback`.execute(conn).catch(() => undefined);
          throw error;
        }
      }),
  };
}

function postgresLocks(database: Database): HostLocks {
  return {
    withHosts: (hostIds, work) =>
      database.db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          for (const key of hostLockKeys(hostIds)) {
            await sql`select pg_advisory_xact_lock(${HOST_LOCK_CLASS}::int4, ${key}::int4)`.execute(
              trx,
            );
          }
          return work(trx);
        }),
  };
}

export function createHostLocks(database: Database): HostLocks {
  return database.dialect === 'sqlite' ? sqliteLocks(database) : postgresLocks(database);
}
