import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import type pg from 'pg';
import type { Tables } from './types.js';
import { createWriteLock, type WriteLock } from './write-lock.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Tables>;

export interface Database {
  readonly db: Db;
  readonly dialect: Dialect;
  /** Where the data lives, without credentials (for logs). */
  readonly description: string;
  /** SQLite: the turns at the write lock of this process's threads (`write-lock.ts`). */
  readonly writeLock: WriteLock | null;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; SQLite under `dataDir` when absent. */
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL schema to use instead of `public` (tests create one per run). */
  schema?: string;
  /** SQLite file name inside `dataDir`. */
  sqliteFile?: string;
  poolSize?: number;
  /** SQLite: another thread's `writeLock.buffer`, to take turns with it. */
  writeLock?: SharedArrayBuffer;
  /**
   * SQLite: false for the connection that runs the checkpoints itself (`checkpoints.ts`), so
   * that its commits never do.
   */
  autoCheckpoint?: boolean;
}

const INT8_OID = 20;

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): Database {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'slotbook.sqlite');
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  // 64 MiB of page cache (the default is 2 MiB): bookings read indexes and rows just written.
  connection.pragma('cache_size = -65536');
  // Checkpoint every 10,000 pages instead of 1,000: each checkpoint syncs the files once, and
  // copies a page written by many transactions (an index's last leaf) only once. In a server
  // this is a backstop: its background thread checkpoints every second (`checkpoints.ts`).
  connection.pragma(`wal_autocheckpoint = ${options.autoCheckpoint === false ? 0 : 10_000}`);
  // Savepoints (the booking writer's group commit) journal the pages they change: in memory,
  // that journal never spills to a temporary file.
  connection.pragma('temp_store = MEMORY');
  const writeLock = createWriteLock(options.writeLock);
  const db = new Kysely<Tables>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }, writeLock),
  });
  return {
    db,
    dialect: 'sqlite',
    description: `sqlite:${file}`,
    writeLock,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/**
 * Transactions take SQLite's write lock when they begin (`BEGIN IMMEDIATE`), waiting for it up to
 * the busy timeout. A deferred transaction that reads first and writes later fails at once with
 * SQLITE_BUSY when another process wrote in between, which a second server process on the same
 * file (or its mailer) makes common. In one process it changes nothing: Kysely runs one
 * transaction at a time on the one connection. Before it begins, a transaction waits for its
 * thread's turn (`write-lock.ts`), so the threads of a process never sleep in SQLite's busy
 * handler waiting for each other.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #lock: WriteLock;
  #held = false;
  constructor(config: SqliteDialectConfig, lock: WriteLock) {
    super(config);
    this.#lock = lock;
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    this.#held = await this.#lock.acquire();
    try {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      this.#endTurn();
      throw error;
    }
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
    this.#endTurn();
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } finally {
      this.#endTurn();
    }
  }
  #endTurn(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#lock.release();
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #lock: WriteLock;
  constructor(config: SqliteDialectConfig, lock: WriteLock) {
    super(config);
    this.#config = config;
    this.#lock = lock;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#lock);
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running a keyed read. Kysely
 * builds the same SQL text for the same query shape (values are parameters), so statements are
 * cached by text. The shapes are few (a list's length makes a new one), so when the cache is
 * full the oldest entry goes; a hit costs one lookup. Safe because better-sqlite3 runs
 * synchronously on the one connection Kysely serializes.
 */
function withStatementCache(connection: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string): SQLite.Statement {
      let statement = cache.get(text);
      if (!statement) {
        statement = connection.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

const require = createRequire(import.meta.url);

/** node-postgres, loaded only by a process that opens PostgreSQL (SQLite needs none of it). */
function postgresClient(): typeof pg {
  return require('pg') as typeof pg;
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const pg = postgresClient();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // BIGINT columns hold epoch milliseconds, well inside Number's safe range.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: 'postgres',
    description: `postgres://${parsed.host}${parsed.pathname}${options.schema ? `#${options.schema}` : ''}`,
    writeLock: null,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
