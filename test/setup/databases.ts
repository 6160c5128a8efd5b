/**
 * Vitest's global setup: the schema is migrated once per run into a template (a SQLite file,
 * and a PostgreSQL database when TEST_DATABASE_URL is set), and each test database is a copy of
 * it (`test/helpers/db.ts`). The templates' places reach the test workers through the
 * environment; the teardown drops the run's PostgreSQL databases, the template's too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import {
  adminQuery,
  databaseUrlFor,
  dropDatabase,
  PG_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
} from '../helpers/db.js';

export async function setup(): Promise<() => Promise<void>> {
  // Each Vitest project runs the global setup; the first one makes the templates for all.
  if (process.env[SQLITE_TEMPLATE_ENV]) return async () => {};
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-template-'));
  const sqlite = openDatabase({ databaseUrl: null, dataDir: sqliteDir });
  await migrateToLatest(sqlite);
  // Closing the last connection checkpoints SQLite's log into the file and removes the log.
  await sqlite.close();
  process.env[SQLITE_TEMPLATE_ENV] = path.join(sqliteDir, 'slotbook.sqlite');

  const url = process.env.TEST_DATABASE_URL;
  let prefix: string | null = null;
  if (url) {
    prefix = `slotbook_${randomBytes(4).toString('hex')}`;
    const template = `${prefix}_template`;
    await adminQuery(url, `create database ${template}`);
    const postgres = openDatabase({
      databaseUrl: databaseUrlFor(url, template),
      dataDir: sqliteDir,
    });
    await migrateToLatest(postgres);
    await postgres.close();
    process.env[PG_TEMPLATE_ENV] = template;
  }

  return async () => {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    if (!url || !prefix) return;
    // The template, and any database a failed test left behind.
    const left = await adminQuery(
      url,
      `select datname from pg_database where datname like '${prefix}\\_%'`,
    );
    for (const { datname } of left) {
      await dropDatabase(url, String(datname));
    }
  };
}
