/**
 * The periodic sync keeps connections apart: one whose server never answers holds only its own
 * place until its deadline, while other hosts' connections due at the same time are synced at
 * once; the silent one is shown failing to its host. Each due connection is synced once, however
 * many processes run the loop.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionSync } from '../../src/modules/connections/index.js';
import { syncConnection } from '../../src/modules/connections/sync.js';
import { connectionSyncDeps } from '../../src/services.js';
import { useTestApp, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

let skew = 0;
const clock = () => Date.now() + skew;
const quiet = { warn() {}, error() {} };
/** The per-request deadline the loop under test runs with (the default is 20 s). */
const REQUEST_TIMEOUT_MS = 6_000;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
function feed(events: number): string {
  const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN'];
  for (let i = 0; i < events; i++) {
    lines.push('BEGIN:VEVENT', `UID:busy-${i}@example.com`, 'DTSTAMP:20300101T000000Z');
    lines.push(
      `DTSTART:${stamp(hour + i * 7_200_000)}`,
      `DTEND:${stamp(hour + i * 7_200_000 + 3_600_000)}`,
    );
    lines.push('END:VEVENT');
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

/** Feeds whose answers change as a test goes on; `silent` accepts requests and never answers. */
async function startFeeds() {
  const state = { slowSilent: false, slowRequests: 0, goodEvents: 0, goodRequests: 0 };
  const server = http.createServer((req, res) => {
    if (req.url === '/slow.ics') {
      state.slowRequests++;
      if (state.slowSilent) return;
      return res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed(0));
    }
    if (req.url === '/good.ics') {
      state.goodRequests++;
      return res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed(state.goodEvents));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(DIALECTS)('the sync loop isolates connections (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock, env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let feeds: Awaited<ReturnType<typeof startFeeds>>;

  beforeAll(async () => {
    feeds = await startFeeds();
  });
  afterAll(() => feeds?.close());

  async function connect(host: Account, path: string): Promise<number> {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: { kind: 'ics', url: feeds.url(path) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().connection.id as number;
  }
  const due = (id: number, agoMs: number) =>
    t.testDb.database.db
      .updateTable('calendar_connections')
      .set({ next_sync_at: clock() - agoMs })
      .where('id', '=', id)
      .execute();
  const shown = async (host: Account, id: number) => {
    const res = await t.request({ url: `/api/v2/connections/${id}`, as: host });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().connection;
  };
  async function newProcess(pollIntervalMs?: number) {
    const deps = await connectionSyncDeps(t.config, t.testDb.database, clock);
    return createConnectionSync({
      ...deps,
      ...(pollIntervalMs === undefined ? {} : { pollIntervalMs }),
      outbound: { ...deps.outbound, timeoutMs: REQUEST_TIMEOUT_MS },
      logger: quiet,
    });
  }

  it("syncs another host's connection at once while one server never answers", async () => {
    feeds.state.slowSilent = false;
    feeds.state.goodEvents = 0;
    const slowHost = await t.createAccount();
    const goodHost = await t.createAccount();
    const slow = await connect(slowHost, '/slow.ics');
    const good = await connect(goodHost, '/good.ics');
    feeds.state.slowSilent = true;
    feeds.state.goodEvents = 2;
    // Both due; the silent one first in line.
    await due(slow, 2_000);
    await due(good, 1_000);
    const loop = await newProcess();

    const started = performance.now();
    const run = loop.runOnce();
    let syncedAfter: number | null = null;
    while (performance.now() - started < REQUEST_TIMEOUT_MS + 2_000) {
      const connection = await shown(goodHost, good);
      if (connection.calendars[0].busy_intervals === 2) {
        syncedAfter = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(syncedAfter, 'the good feed was not synced').not.toBeNull();
    expect(syncedAfter).toBeLessThan(REQUEST_TIMEOUT_MS / 3);
    expect((await shown(goodHost, good)).sync.last_error).toBeNull();

    await run;
    const failing = await shown(slowHost, slow);
    expect(failing.sync.last_error).toMatch(/No complete answer within/);
    skew += 3 * t.config.connections.syncIntervalMs + 60_000;
    const later = await shown(slowHost, slow);
    expect(later.sync.stale).toBe(true);
    expect(later.sync.last_error).toMatch(/No complete answer within/);
  });

  it('syncs a due connection once when several processes run the loop', async () => {
    feeds.state.goodEvents = 1;
    const host = await t.createAccount();
    const good = await connect(host, '/good.ics');
    // Only this one due (the earlier test's connections not).
    await t.testDb.database.db
      .updateTable('calendar_connections')
      .set({ next_sync_at: clock() + 3_600_000 })
      .execute();
    await due(good, 1_000);
    const before = feeds.state.goodRequests;
    const processes = await Promise.all([newProcess(), newProcess(), newProcess()]);
    await Promise.all(processes.map((p) => p.runOnce()));
    expect(feeds.state.goodRequests - before).toBe(1);
    expect((await shown(host, good)).calendars[0].busy_intervals).toBe(1);
  });

  it("ends a connection's sync at its own deadline, whatever each request's timeout", async () => {
    feeds.state.slowSilent = false;
    const host = await t.createAccount();
    const id = await connect(host, '/slow.ics');
    feeds.state.slowSilent = true;
    const row = await t.testDb.database.db
      .selectFrom('calendar_connections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const deps = await connectionSyncDeps(t.config, t.testDb.database, clock);
    const started = performance.now();
    const result = await syncConnection(row, deps, 1_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.error).toBe('The sync did not finish within 1 s.');
    expect((await shown(host, id)).sync.last_error).toBe('The sync did not finish within 1 s.');
  });

  it('ends the syncs under way when the process stops, and shows why', async () => {
    feeds.state.slowSilent = false;
    const host = await t.createAccount();
    const id = await connect(host, '/slow.ics');
    feeds.state.slowSilent = true;
    await t.testDb.database.db
      .updateTable('calendar_connections')
      .set({ next_sync_at: clock() + 3_600_000 })
      .execute();
    await due(id, 1_000);
    const before = feeds.state.slowRequests;
    const loop = await newProcess(10);
    loop.start();
    while (feeds.state.slowRequests === before) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const started = performance.now();
    await loop.stop();
    expect(performance.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS / 3);
    expect((await shown(host, id)).sync.last_error).toMatch(/stopped/);
  });
});
