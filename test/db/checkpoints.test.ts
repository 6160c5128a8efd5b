import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundCheckpoints } from '../../src/db/checkpoints.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { commitFiller, createTestDatabase, type TestDatabase } from '../helpers/db.js';

describe('background checkpoints (SQLite)', () => {
  let test: TestDatabase;
  let background: Database;
  let file: string;
  const errors: unknown[] = [];
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    file = path.join(test.dataDir, 'slotbook.sqlite');
    background = openDatabase({ databaseUrl: null, dataDir: test.dataDir, autoCheckpoint: false });
  });
  afterAll(async () => {
    await background.close();
    await test.drop();
  });

  it('copies what others committed into the database file, and only while running', async () => {
    const { rows } = await sql<{
      wal_autocheckpoint: number;
    }>`pragma wal_autocheckpoint`.execute(background.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    const before = fs.statSync(file).size;
    await commitFiller(test.database.db);
    // The pages are in the log, not yet in the file: the server's connection did not checkpoint.
    expect(fs.statSync(file).size).toBe(before);

    const checkpoints = startBackgroundCheckpoints(background, (e) => errors.push(e), 50);
    await expect
      .poll(() => fs.statSync(file).size, { timeout: 3_000 })
      .toBeGreaterThan(before + 1_500_000);
    checkpoints.stop();

    const stopped = fs.statSync(file).size;
    await commitFiller(test.database.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.statSync(file).size).toBe(stopped);
    expect(errors).toEqual([]);
  });
});
