/**
 * Every booking change asks, for each host, whether a write-back is due: the events written for
 * the booking, the calendar the host receives bookings in, the host's Zoom connection. Those
 * reads must go through indexes, whatever the number of hosts and calendars connected.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import type { Tables } from '../../src/db/types.js';
import {
  createConnectionNotifier,
  type ConnectionBookingSource,
} from '../../src/modules/connections/index.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';

const NOW = Date.UTC(2026, 10, 29, 12);
const HOSTS = 300;

describe('a booking change on SQLite, beside many connected calendars', () => {
  let test: TestDatabase;
  let connection: Database.Database;
  let logged: Kysely<Tables>;
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];

  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    const { db } = test.database;
    for (let user = 1; user <= HOSTS; user++) {
      await db
        .insertInto('connection_calendars')
        .values({
          connection_id: user,
          user_id: user,
          href: `https://dav.example/${user}/`,
          name: 'Work',
          blocks: 1,
          receives: user % 2,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
    }
    // The same file through a connection that records each statement it runs.
    connection = new Database(path.join(test.dataDir, 'slotbook.sqlite'));
    logged = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: connection }),
      log: (event) => {
        if (event.level === 'query') statements.push(event.query);
      },
    });
  });
  afterAll(async () => {
    await logged.destroy();
    await test.drop();
  });

  it('finds what each host needs written back through indexes', async () => {
    const source = { hostIds: async () => [2, 3] } as unknown as ConnectionBookingSource;
    const notifier = createConnectionNotifier({ source, clock: () => NOW });
    await logged.transaction().execute((trx) =>
      notifier.notify(trx as unknown as Db, {
        kind: 'rescheduled',
        bookingId: 1,
        actor: 'guest',
      }),
    );
    const reads = statements.filter((s) => /^select/i.test(s.sql));
    // Host 3 receives bookings in a calendar: one write-back is due, for them only.
    const due = await logged.selectFrom('calendar_writebacks').select('user_id').execute();
    expect(due.map((r) => Number(r.user_id))).toEqual([3]);

    expect(reads.length).toBeGreaterThanOrEqual(3);
    for (const { sql, parameters } of reads) {
      const plan = connection
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...parameters)
        .map((row) => (row as { detail: string }).detail)
        .join('\n');
      // A table read whole is a SCAN; a select of values alone reads SQLite's constant row.
      expect(plan, `${sql}\n${plan}`).not.toMatch(/\bSCAN (?!CONSTANT ROW)/);
    }
  });
});
