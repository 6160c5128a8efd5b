import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundCheckpoints } from '../../src/db/checkpoints.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';

/** Waits until `check` holds, at most `ms`. */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('background checkpoints (SQLite)', () => {
  let test: TestDatabase;
  let background: Database;
  let file: string;
  const errors: unknown[] = [];
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    file = path.join(test.dataDir, 'slotbook.sqlite');
    background = openDatabase({ databaseUrl: null, dataDir: test.dataDir, autoCheckpoint: false });
    await sql`create table filler (body text)`.execute(test.database.db);
  });
  afterAll(async () => {
    await background.close();
    await test.drop();
  });

  /** About 2 MB committed by the server's connection: far below its own checkpoint threshold. */
  const fill = () =>
    test.database.db.transaction().execute((trx) =>
      sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000)
          insert into filler (body) select randomblob(1000) from n`.execute(trx),
    );

  it('copies what others committed into the database file, and only while running', async () => {
    const { rows } = await sql<{
      wal_autocheckpoint: number;
    }>`pragma wal_autocheckpoint`.execute(background.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    const before = fs.statSync(file).size;
    await fill();
    // The pages are in the log, not yet in the file: the server's connection did not checkpoint.
    expect(fs.statSync(file).size).toBe(before);

    const checkpoints = startBackgroundCheckpoints(background, (e) => errors.push(e), 50);
    expect(await until(() => fs.statSync(file).size > before + 1_500_000, 3_000)).toBe(true);
    checkpoints.stop();

    const stopped = fs.statSync(file).size;
    await fill();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fs.statSync(file).size).toBe(stopped);
    expect(errors).toEqual([]);
  });
});
