import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database, type Db, type Dialect } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  database: Database;
  dataDir: string;
  /** The DATABASE_URL a separate process would use (null for SQLite). */
  databaseUrl: string | null;
  schema: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database of its own: a temp folder for SQLite, a new schema on PostgreSQL. Migrated,
 * unless `migrate` is false (then the first server process started on it migrates it).
 */
export async function createTestDatabase(
  dialect: Dialect,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'sqlite' || !url) {
    const database = openDatabase({ databaseUrl: null, dataDir });
    if (migrate) await migrateToLatest(database);
    return {
      database,
      dataDir,
      databaseUrl: null,
      schema: null,
      async drop() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const database = openDatabase({ databaseUrl: url, dataDir, schema, poolSize: 20 });
  if (migrate) await migrateToLatest(database);
  return {
    database,
    dataDir,
    databaseUrl: url,
    schema,
    async drop() {
      await database.close();
      await adminQuery(url, `drop schema if exists ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * About 2 MB committed in one transaction to a table of its own (made on first use): far below
 * a server connection's own checkpoint threshold, so it stays in SQLite's log until checkpointed.
 */
export async function commitFiller(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`create table if not exists filler (body text)`.execute(trx);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
              insert into filler (body) select randomblob(1000) from n`.execute(trx);
  });
}
