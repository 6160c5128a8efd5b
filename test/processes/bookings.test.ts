/**
 * Two server processes sharing one database, requests split between them: the locks must hold
 * across processes (PostgreSQL advisory locks; SQLite's write lock taken by BEGIN IMMEDIATE).
 *
 * Over 30 seconds: two real server processes start and migrate on each engine, and the racing
 * load runs against both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import {
  call,
  openEvent,
  startServer,
  stopServer,
  type Server,
} from '../helpers/booking-servers.js';

const REQUESTS = 100;

describe.each(DIALECTS)('two processes, one database (%s)', (dialect) => {
  let testDb: TestDatabase;
  let servers: Server[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    // One after the other: each bootstraps the same administrator.
    servers = [await startServer(testDb)];
    servers.push(await startServer(testDb));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await testDb.drop();
  });

  async function race(eventId: number, start: string): Promise<Record<number, number>> {
    const statuses = await Promise.all(
      Array.from({ length: REQUESTS }, async (_, i) => {
        const server = servers[i % 2] as Server;
        const res = await call(server, 'POST', `/bookings/create/${eventId}`, {
          name: `Guest ${i}`,
          email: `guest${i}@example.com`,
          start_utc: start,
        });
        return res.status;
      }),
    );
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }

  const stored = async (eventId: number) =>
    Number(
      (
        await testDb.database.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it(`${REQUESTS} requests for one seat across two processes: exactly one booking`, async () => {
    const event = await openEvent(servers[0] as Server);
    expect(await race(event.id, '2035-06-04T10:00:00Z')).toEqual({ 201: 1, 409: REQUESTS - 1 });
    expect(await stored(event.id)).toBe(1);
  });

  it('a group slot of capacity 5 across two processes: exactly five', async () => {
    const event = await openEvent(servers[1] as Server, {
      event_type: 'group',
      max_book_per_slot: 5,
    });
    expect(await race(event.id, '2035-06-04T11:00:00Z')).toEqual({ 201: 5, 409: REQUESTS - 5 });
    expect(await stored(event.id)).toBe(5);
  });
});
