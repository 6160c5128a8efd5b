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
  drop(): Promise<void>;
}

/** Where the run's migrated templates are (set by `test/setup/databases.ts`). */
export const SQLITE_TEMPLATE_ENV = 'SLOTBOOK_TEST_SQLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'SLOTBOOK_TEST_PG_TEMPLATE';

/**
 * A fresh database of its own: a temp folder for SQLite, a new database on PostgreSQL. Migrated
 * (a copy of the run's migrated template when there is one), unless `migrate` is false: then it
 * is empty, and the first server process started on it migrates it.
 */
export async function createTestDatabase(
  dialect: Dialect,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'sqlite' || !url) {
    const template = process.env[SQLITE_TEMPLATE_ENV] || undefined;
    const copied = migrate && template !== undefined;
    if (copied) fs.copyFileSync(template, path.join(dataDir, 'slotbook.sqlite'));
    const database = openDatabase({ databaseUrl: null, dataDir });
    if (migrate && !copied) await migrateToLatest(database);
    return {
      database,
      dataDir,
      databaseUrl: null,
      async drop() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = process.env[PG_TEMPLATE_ENV] || undefined;
  const prefix = template ? template.replace(/_template$/, '') : 'slotbook_test';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const copied = migrate && template !== undefined;
  await adminQuery(url, `create database ${name}${copied ? ` template ${template}` : ''}`);
  const databaseUrl = databaseUrlFor(url, name);
  const database = openDatabase({ databaseUrl, dataDir, poolSize: 20 });
  if (migrate && !copied) await migrateToLatest(database);
  return {
    database,
    dataDir,
    databaseUrl,
    async drop() {
      await database.close();
      await dropDatabase(url, name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops a test database once the connections its test closed are gone (the server may still
 * be ending them); connections a killed process left are ended by force after 5 seconds.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(url, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}

/** The URL of another database on the server of `url`. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** One statement on the server of `url`, outside any test database; answers its rows. */
export async function adminQuery(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
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
