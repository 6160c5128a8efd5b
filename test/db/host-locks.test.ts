import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { createHostLocks } from '../../src/db/locks.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';

/** Writes that must see each other: each runs alone, and fails alone. */
describe.each(DIALECTS)('host locks (%s)', (dialect) => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
  });
  afterEach(() => testDb.drop());

  const keys = async () =>
    (
      await testDb.database.db
        .selectFrom('settings')
        .select('key')
        .where('key', 'like', 'lock-test-%')
        .orderBy('key')
        .execute()
    ).map((r) => r.key);

  it('works started together each see the ones before, and a failing one undoes only itself', async () => {
    const locks = createHostLocks(testDb.database);
    const seen: { work: number; rowsBefore: number }[] = [];
    const works = Array.from({ length: 12 }, (_, i) =>
      locks.withHosts([1], async (trx) => {
        const before = await trx
          .selectFrom('settings')
          .select('key')
          .where('key', 'like', 'lock-test-%')
          .execute();
        seen.push({ work: i, rowsBefore: before.length });
        await trx
          .insertInto('settings')
          .values({ key: `lock-test-${String(i).padStart(2, '0')}`, value: '', updated_at: 0 })
          .execute();
        if (i % 4 === 1) throw new Error(`work ${i} failed after writing`);
        return i;
      }),
    );
    const outcomes = await Promise.allSettled(works);

    const failed = [1, 5, 9];
    outcomes.forEach((outcome, i) => {
      if (failed.includes(i)) {
        expect(outcome).toMatchObject({ status: 'rejected' });
        expect(String((outcome as PromiseRejectedResult).reason)).toContain(`work ${i} failed`);
      } else {
        expect(outcome).toEqual({ status: 'fulfilled', value: i });
      }
    });
    // Serialized: each work saw exactly the rows of the successful works that ran before it.
    expect(seen.map((s) => s.rowsBefore)).toEqual(
      seen.map((_, k) => seen.slice(0, k).filter((s) => !failed.includes(s.work)).length),
    );
    const kept = Array.from({ length: 12 }, (_, i) => i).filter((i) => !failed.includes(i));
    expect(await keys()).toEqual(kept.map((i) => `lock-test-${String(i).padStart(2, '0')}`));
  });

  it('a work settles only once committed: another connection sees its writes at once', async () => {
    const locks = createHostLocks(testDb.database);
    const other = openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
    });
    try {
      const seenElsewhere = await Promise.all(
        ['a', 'b', 'c'].map((k) =>
          locks
            .withHosts([1], (trx) =>
              trx
                .insertInto('settings')
                .values({ key: `lock-test-${k}`, value: '', updated_at: 0 })
                .execute(),
            )
            .then(() =>
              other.db
                .selectFrom('settings')
                .select('key')
                .where('key', '=', `lock-test-${k}`)
                .executeTakeFirst(),
            ),
        ),
      );
      expect(seenElsewhere.map((r) => r?.key)).toEqual([
        'lock-test-a',
        'lock-test-b',
        'lock-test-c',
      ]);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))('host locks across schemas (postgres)', () => {
  it('a host locked in one schema does not hold up the same host id in another', async () => {
    // Two installations in one database: the test database's own schema and a second one.
    const testDb = await createTestDatabase('postgres');
    await sql`create schema second_installation`.execute(testDb.database.db);
    const second = openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
      schema: 'second_installation',
    });
    try {
      await migrateToLatest(second);
      const a = testDb.database;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered: () => void = () => {};
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = createHostLocks(a).withHosts([1], async () => {
        entered();
        await held;
      });
      await inside;
      // Same host id, other schema: it runs while the first still holds its lock.
      const other = await createHostLocks(second).withHosts([1], async () => 'ran');
      expect(other).toBe('ran');
      // Same host id, same schema: it waits for the first.
      let waited = false;
      const same = createHostLocks(a).withHosts([1], async () => waited);
      await new Promise((resolve) => setTimeout(resolve, 100));
      waited = true;
      release();
      await first;
      expect(await same).toBe(true);
    } finally {
      await second.close();
      await testDb.drop();
    }
  });
});
