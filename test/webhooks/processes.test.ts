/**
 * Webhooks delivered by real server processes (`bin/slotbook.js serve`, which runs `dist/`:
 * build first): killed with SIGKILL in the middle of deliveries, then restarted, every event
 * still reaches the receiver with its id; three processes on one database deliver each event once.
 *
 * Over 30 seconds: real processes start (about a second each), are killed and restarted, and a
 * killed process's claims are retaken only once their lease has passed, on both engines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import {
  call,
  openEvent,
  startServer,
  stopServer,
  type Server,
} from '../helpers/booking-servers.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// A killed process's claims are retaken 2 s after its posts' longest time, not 30 s.
const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  WEBHOOKS_TIMEOUT_MS: '1000',
  WEBHOOKS_LEASE_MARGIN_MS: '2000',
};
const QUARTER_HOUR = 15 * 60_000;

async function subscribe(server: Server, receiver: Receiver, calendarId: number) {
  const res = await call(server, 'POST', '/webhooks', {
    url: receiver.url,
    calendar_id: calendarId,
    events: ['booking.created', 'booking.cancelled'],
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { secret: string };
  receiver.secrets.push(body.secret);
}

async function book(server: Server, eventId: number, n: number): Promise<number> {
  const start = new Date(Date.parse('2035-08-01T00:00:00Z') + n * QUARTER_HOUR).toISOString();
  const res = await call(server, 'POST', `/bookings/create/${eventId}`, {
    name: 'Hook Guest',
    email: 'hook@example.com',
    start_utc: start,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { booking: { id: number } }).booking.id;
}

describe.each(DIALECTS)('webhooks from real processes (%s)', (dialect) => {
  let testDb: TestDatabase;
  let receiver: Receiver;
  let servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    servers = [];
    await receiver.close();
    await testDb.drop();
  });

  it('delivers every event at least once, with its id, across a SIGKILL mid-delivery', async () => {
    testDb = await createTestDatabase(dialect);
    receiver = await startReceiver();
    const server = await startServer(testDb, ENV);
    servers.push(server);
    const event = await openEvent(server);
    await subscribe(server, receiver, event.calendar_id);
    // The first deliveries are held open until the process is gone (then answered 599).
    let killed = false;
    receiver.respond = async () => {
      if (killed) return 200;
      while (!killed) await new Promise((resolve) => setTimeout(resolve, 20));
      return 599;
    };
    const bookings: number[] = [];
    for (let n = 0; n < 12; n++) bookings.push(await book(server, event.id, n));
    const deadline = Date.now() + 15_000;
    while (receiver.received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(receiver.received.length).toBeGreaterThan(0);
    server.child.kill('SIGKILL');
    await server.exited;
    const heldIds = receiver.received.map((r) => r.id);
    killed = true;

    servers.push(await startServer(testDb, ENV));
    const accepted = await receiver.waitFor(12, 40_000);
    const byBooking = new Map(accepted.map((r) => [r.json.data.booking.id as number, r.id]));
    expect([...byBooking.keys()].sort((a, b) => a - b)).toEqual(bookings);
    // The deliveries cut off by the kill were made again with the same webhook-id.
    const acceptedIds = new Set(accepted.map((r) => r.id));
    for (const id of heldIds) expect(acceptedIds.has(id), id).toBe(true);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
  }, 90_000);

  it('three processes on one database deliver each event once', async () => {
    testDb = await createTestDatabase(dialect);
    receiver = await startReceiver();
    // One after the other: each bootstraps the same administrator.
    for (let i = 0; i < 3; i++) servers.push(await startServer(testDb, ENV));
    const first = servers[0] as Server;
    const event = await openEvent(first);
    await subscribe(first, receiver, event.calendar_id);
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, n) => book(servers[n % 3] as Server, event.id, n)),
    );
    for (const id of made.slice(0, 6)) {
      const res = await call(servers[id % 3] as Server, 'PUT', `/schedules/${id}`, {
        status: 'cancelled',
      });
      expect(res.status).toBe(200);
    }
    const accepted = await receiver.waitFor(36, 40_000);
    // Give a duplicate the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(receiver.received).toHaveLength(36);
    expect(new Set(accepted.map((r) => r.id)).size).toBe(36);
    expect(receiver.received.every((r) => r.verified && r.status === 200)).toBe(true);
    // Each cancelled booking's events arrived in order.
    for (const id of made.slice(0, 6)) {
      const types = receiver.received
        .filter((r) => r.json.data.booking.id === id)
        .map((r) => r.json.type as string);
      expect(types).toEqual(['booking.created', 'booking.cancelled']);
    }
  }, 120_000);
});
