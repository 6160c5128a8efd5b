import fs from 'node:fs';
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
import pg from 'pg';
import type { Tables } from './types.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Tables>;

export interface Database {
  readonly db: Db;
  readonly dialect: Dialect;
  /** Where the data lives, without credentials (for logs). */
  readonly description: string;
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
  // copies a page written by many transactions (an index's last leaf) only once.
  connection.pragma('wal_autocheckpoint = 10000');
  // Savepoints (the booking writer's group commit) journal the pages they change: in memory,
  // that journal never spills to a temporary file.
  connection.pragma('temp_store = MEMORY');
  const db = new Kysely<Tables>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }),
  });
  return {
    db,
    dialect: 'sqlite',
    description: `sqlite:${file}`,
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
 * transaction at a time on the one connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
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

function openPostgres(url: string, options: DatabaseOptions): Database {
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
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
