/**
 * A booking load runs while the server is killed with SIGKILL: after a restart, every booking
 * that was answered 201 exists (answers are sent only after the transaction committed).
 *
 * Over 30 seconds: real server processes start, take a booking load, are killed and started
 * again, on both database engines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { call, openEvent, startServer, stopServer } from '../helpers/booking-servers.js';

const WORKERS = 16;
const ANSWERED_BEFORE_KILL = 150;
const QUARTER_HOUR = 15 * 60_000;

describe.each(DIALECTS)('killed mid-load (%s)', (dialect) => {
  let testDb: TestDatabase;
  afterEach(() => testDb.drop());

  it('loses no booking it answered with 201', async () => {
    testDb = await createTestDatabase(dialect);
    const server = await startServer(testDb);
    const event = await openEvent(server);
    const base = Date.parse('2035-07-01T00:00:00Z');
    const answered: { id: number; hash: string }[] = [];
    const unexpected: number[] = [];
    let next = 0;
    let killed = false;

    const worker = async () => {
      while (!killed) {
        const start = new Date(base + next++ * QUARTER_HOUR).toISOString();
        try {
          const res = await call(server, 'POST', `/bookings/create/${event.id}`, {
            name: 'Load Guest',
            email: 'load@example.com',
            start_utc: start,
          });
          const body = (await res.json()) as { booking: { id: number; hash: string } };
          if (res.status === 201) answered.push(body.booking);
          else unexpected.push(res.status);
        } catch {
          // The connection died with the process: this request was never answered.
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);
    while (answered.length < ANSWERED_BEFORE_KILL && server.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    killed = true;
    await Promise.all(workers);
    expect(unexpected).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);

    const restarted = await startServer(testDb);
    try {
      const missing: number[] = [];
      for (const booking of answered) {
        const res = await call(restarted, 'GET', `/schedules/${booking.id}`);
        const body = (await res.json()) as { booking?: { hash: string } };
        if (res.status !== 200 || body.booking?.hash !== booking.hash) missing.push(booking.id);
      }
      expect(missing).toEqual([]);
    } finally {
      await stopServer(restarted);
    }
  }, 60_000);
});
