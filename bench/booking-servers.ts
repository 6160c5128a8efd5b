/**
 * Benchmark servers for the booking scenarios (see servers.ts). Each returns the variables the
 * runner puts into its paths and bodies: event ids, the slot window, the first free start.
 */
import { spawn } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { bootstrapAdministrator } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMemoryCounter, type WindowCounter } from '../src/infra/counters.js';
import { DELIVERY_KIND, EVENT_KIND } from '../src/modules/webhooks/outbox.repo.js';
import { startDispatcherThread } from '../src/modules/webhooks/index.js';
import { WEBHOOK_EVENTS } from '../src/modules/webhooks/events.js';
import { freePort } from '../test/helpers/free-port.js';
import { loadAppPasswordSecret } from '../src/services.js';
import { BENCH_USER_RATE_LIMIT, BENCH_AUTH, BENCH_LOGIN, BENCH_PASSWORD } from './seed.js';
import { openEvents, seedBookings } from './seed-bookings.js';

export type Vars = Record<string, string | number>;

const DAY = 86_400_000;
const date = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** PostgreSQL for the benchmarks: BENCH_DATABASE_URL, else the tests' TEST_DATABASE_URL. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * The slot servers measure the cost of an answer: the per-user slot and search limits (60 and 20
 * a minute) would answer 429 to nearly every request, so their counter lets the `slots:` and
 * `search:` keys through; every other limit counts as in production.
 */
function slotsUnlimited(): WindowCounter {
  const counter = createMemoryCounter();
  return {
    hit: (key, windowMs) =>
      key.startsWith('slots:') || key.startsWith('search:')
        ? Promise.resolve({ count: 1, resetInMs: windowMs })
        : counter.hit(key, windowMs),
    release: (key) => counter.release(key),
    peek: (keys) => counter.peek(keys),
    close: () => counter.close(),
  };
}

/** A database with the options that open it again (the dispatcher's thread does). */
function reopenable(options: DatabaseOptions) {
  return Object.assign(openDatabase(options), { options });
}

async function listening(
  database: Database & { options: DatabaseOptions },
  port: number,
  dir: string,
  primary = true,
  counter: WindowCounter = createMemoryCounter(),
) {
  const config = loadConfig({
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    CONNECTIONS_ALLOW_PRIVATE: 'true',
    DATA_DIR: dir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SLOTBOOK_ADMIN_LOGIN: BENCH_LOGIN,
    SLOTBOOK_ADMIN_EMAIL: 'bench@example.com',
    SLOTBOOK_ADMIN_APP_PASSWORD: BENCH_PASSWORD,
    USER_RATE_LIMIT: BENCH_USER_RATE_LIMIT,
  });
  await migrateToLatest(database);
  if (primary) {
    const secret = await loadAppPasswordSecret(database, Date.now());
    await bootstrapAdministrator(config, database, secret, Date.now());
  }
  const app = await buildApp({ config, database, counter });
  // The webhook dispatcher runs as in `serve()`, in its own thread, whether or not there are
  // subscriptions.
  return {
    app,
    listen: async () => {
      await app.listen({ port, host: '127.0.0.1' });
      const writeLock = database.writeLock ? { writeLock: database.writeLock.buffer } : {};
      const options = {
        database: { ...database.options, ...writeLock },
        delivery: config.webhooks,
      };
      startDispatcherThread({ ...options, publicUrl: config.publicUrl }, app.log);
    },
  };
}

/**
 * 31 days of slots of a 15-minute event, all day every day, for a host with 100,000 bookings:
 * 2,000 inside the window (on another event of the host, so they are busy time), the rest
 * completed in the past or scheduled after the window. With `externalBusy`, the host also has
 * an iCalendar feed connection with that many 30-minute busy events spread over the window,
 * synced through the API from a feed served in this process.
 */
export async function slotsServer(
  port: number,
  dir: string,
  { externalBusy = 0 }: { externalBusy?: number } = {},
): Promise<Vars> {
  const database = reopenable({ databaseUrl: null, dataDir: dir });
  const { app, listen } = await listening(database, port, dir, true, slotsUnlimited());
  const { calendarId, hostId, events } = await openEvents(app, [15, 15]);
  const windowStart = Math.ceil(Date.now() / DAY) * DAY;
  await seedBookings(database.db, { calendarId, hostId, eventId: events[0] ?? 0 }, windowStart);
  if (externalBusy > 0) await connectBusyFeed(app, windowStart, externalBusy);
  const inWindow = await database.db
    .selectFrom('bookings')
    .select('id')
    .where('start_at', '>=', windowStart)
    .where('start_at', '<', windowStart + 31 * DAY)
    .orderBy('id')
    .execute();
  await listen();
  return {
    event: events[1] ?? 0,
    start: date(windowStart),
    end: date(windowStart + 30 * DAY),
    week: date(windowStart + 6 * DAY),
    // Bookings to read, and where new ones go: after the seeded future bookings.
    bookings: inWindow.map((b) => b.id).join(','),
    later: windowStart + 120 * DAY,
  };
}

/** A feed of `count` 30-minute events, every 31 days / count from `windowStart`, connected. */
async function connectBusyFeed(app: FastifyInstance, windowStart: number, count: number) {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
  const step = Math.floor((31 * DAY) / count / 60_000) * 60_000;
  const events = Array.from({ length: count }, (_, i) =>
    [
      'BEGIN:VEVENT',
      `UID:busy-${i}@bench.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(windowStart + i * step + 7 * 60_000)}`,
      `DTEND:${stamp(windowStart + i * step + 37 * 60_000)}`,
      'END:VEVENT',
    ].join('\r\n'),
  );
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//bench//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const feed = Fastify();
  feed.get('/busy.ics', (_req, reply) => reply.type('text/calendar').send(ics));
  const feedPort = await freePort();
  await feed.listen({ port: feedPort, host: '127.0.0.1' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/connections',
    headers: { authorization: BENCH_AUTH },
    payload: { kind: 'ics', url: `http://127.0.0.1:${feedPort}/busy.ics` },
  });
  const busy = res.json<{ connection?: { calendars: { busy_intervals: number }[] } }>();
  if (res.statusCode !== 201 || busy.connection?.calendars[0]?.busy_intervals !== count) {
    throw new Error(`the busy feed was not connected: ${res.statusCode} ${res.body}`);
  }
  await feed.close();
}

/**
 * Events open all day every day, each of its own host (`hosts` of them): requests take turns
 * between them, each booking the next free quarter-hour of its event.
 */
export async function bookingServer(
  port: number,
  dir: string,
  options: { schema?: string; role?: string; hosts?: number; webhooks?: number } = {},
): Promise<Vars> {
  const { schema, role = 'primary', hosts = 1, webhooks = 0 } = options;
  const database = reopenable({
    databaseUrl: schema ? (BENCH_PG_URL ?? null) : null,
    dataDir: dir,
    ...(schema ? { schema, poolSize: 10 } : {}),
  });
  const { app, listen } = await listening(database, port, dir, role === 'primary');
  const events: number[] = [];
  for (let h = 0; role === 'primary' && h < hosts; h++) {
    const userId = h === 0 ? undefined : await createHost(app, h);
    const opened = await openEvents(app, [15], userId);
    events.push(...opened.events);
  }
  const backlog: Vars = webhooks > 0 ? { backlog: await backlogProbe(database) } : {};
  if (webhooks > 0) await subscribe(app, webhooks, await startReceiver());
  await listen();
  const base = Math.ceil(Date.now() / DAY) * DAY + DAY;
  return { ...(events.length > 0 ? { events: events.join(',') } : {}), base, ...backlog };
}

/**
 * A port on which the runner asks how many webhook events and deliveries are still to post
 * (`{"pending": n}`), so that it starts the next scenario only once the deliveries of this one
 * are done, rather than measuring that scenario beside them.
 */
async function backlogProbe(database: Database): Promise<number> {
  const probe = Fastify();
  probe.get('/backlog', async () => {
    const row = await database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('kind', 'in', [EVENT_KIND, DELIVERY_KIND])
      .where('status', 'in', ['queued', 'sending'])
      .executeTakeFirstOrThrow();
    return { pending: Number(row.pending) };
  });
  const port = await freePort();
  await probe.listen({ port, host: '127.0.0.1' });
  return port;
}

/**
 * A webhook receiver in a process of its own, standing in for another machine: it answers 204 to
 * every delivery and, when stopped, reports how many it received and the CPU they cost it. On a
 * shared 2-core machine whatever the receiver spends is taken from the server being measured, so
 * it does as little as a receiver can: it reads each request's head far enough to find its
 * Content-Length, skips the body and writes a fixed answer (no HTTP library, no parsing of
 * headers it does not need), and it runs at the lowest priority, on the cycles the server leaves
 * (and, when the runner pinned the load generator to a core, on that core).
 */
export async function startReceiver(): Promise<string> {
  const port = await freePort();
  const code = `
    let received = 0;
    const answer = Buffer.from('HTTP/1.1 204 No Content\\r\\n\\r\\n');
    const server = require('node:net').createServer((socket) => {
      let pending = Buffer.alloc(0);
      let body = 0;
      socket.on('data', (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        let answers = 0;
        for (;;) {
          if (body > 0) {
            const skipped = Math.min(body, pending.length);
            body -= skipped;
            pending = pending.subarray(skipped);
            if (body > 0) break;
            answers += 1;
          }
          const end = pending.indexOf('\\r\\n\\r\\n');
          if (end < 0) break;
          const head = pending.toString('latin1', 0, end);
          const length = /\\r\\ncontent-length: *(\\d+)/i.exec(head);
          pending = pending.subarray(end + 4);
          body = length ? Number(length[1]) : 0;
          if (body === 0) answers += 1;
        }
        received += answers;
        if (answers > 0) socket.write(answers === 1 ? answer : Buffer.concat(Array(answers).fill(answer)));
      });
      socket.on('error', () => socket.destroy());
    });
    server.listen(${port}, '127.0.0.1', () => process.stdout.write('listening'));
    process.on('SIGTERM', () => {
      const cpu = process.cpuUsage();
      const us = received > 0 ? Math.round((cpu.user + cpu.system) / received) : 0;
      process.stderr.write('webhook receiver: ' + received + ' deliveries received, ' + us + ' µs of CPU each\\n');
      process.exit(0);
    });`;
  // On the load generator's core when the runner pinned it (`BENCH_HARNESS_CPU`, run.ts).
  const cpu = process.env.BENCH_HARNESS_CPU;
  const command = ['nice', '-n', '19', process.execPath, '-e', code];
  const [file = 'nice', ...args] = cpu ? ['taskset', '-c', cpu, ...command] : command;
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill('SIGTERM'));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return `http://127.0.0.1:${port}/hooks`;
}

/** `count` global subscriptions to every booking event, as an administrator makes them. */
async function subscribe(app: FastifyInstance, count: number, url: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/webhooks',
      headers: { authorization: BENCH_AUTH },
      payload: { url: `${url}/${i}`, events: [...WEBHOOK_EVENTS], calendar_id: null },
    });
    if (res.statusCode >= 300) throw new Error(`POST /webhooks: ${res.statusCode} ${res.body}`);
  }
}

async function createHost(app: FastifyInstance, n: number): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/users',
    headers: { authorization: BENCH_AUTH },
    payload: { username: `host${n}`, email: `host${n}@example.com` },
  });
  return res.json<{ id: number }>().id;
}

/** The floor for a PostgreSQL write: one INSERT per request through a pool. */
export async function barePgInsert(port: number, _dir: string, schema = 'public'): Promise<Vars> {
  const pool = new pg.Pool({
    connectionString: BENCH_PG_URL,
    max: 10,
    options: `-c search_path=${schema}`,
  });
  await pool.query(
    'create table if not exists rows (id bigserial primary key, name text, at bigint)',
  );
  const app = Fastify();
  app.post('/rows', async (request, reply) => {
    const body = request.body as { name?: string };
    const { rows } = await pool.query<{ id: string }>(
      'insert into rows (name, at) values ($1, $2) returning id',
      [body.name ?? '', Date.now()],
    );
    return reply.code(201).send({ id: Number(rows[0]?.id) });
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {};
}
