/**
 * Benchmark servers for the booking scenarios (see servers.ts). Each returns the variables the
 * runner puts into its paths and bodies: event ids, the slot window, the first free start.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { bootstrapAdministrator } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMemoryCounter } from '../src/infra/counters.js';
import { loadAppPasswordSecret } from '../src/services.js';
import { BENCH_USER_RATE_LIMIT, BENCH_AUTH, BENCH_LOGIN, BENCH_PASSWORD } from './seed.js';
import { openEvents, seedBookings } from './seed-bookings.js';

export type Vars = Record<string, string | number>;

const DAY = 86_400_000;
const date = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** PostgreSQL for the benchmarks: BENCH_DATABASE_URL, else the tests' TEST_DATABASE_URL. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function listening(database: Database, port: number, dir: string, primary = true) {
  const config = loadConfig({
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
  const app = await buildApp({ config, database, counter: createMemoryCounter() });
  return { app, listen: () => app.listen({ port, host: '127.0.0.1' }) };
}

/**
 * 31 days of slots of a 15-minute event, all day every day, for a host with 100,000 bookings:
 * 2,000 inside the window (on another event of the host, so they are busy time), the rest
 * completed in the past or scheduled after the window.
 */
export async function slotsServer(port: number, dir: string): Promise<Vars> {
  const database = openDatabase({ databaseUrl: null, dataDir: dir });
  const { app, listen } = await listening(database, port, dir);
  const { calendarId, hostId, events } = await openEvents(app, [15, 15]);
  const windowStart = Math.ceil(Date.now() / DAY) * DAY;
  await seedBookings(database.db, { calendarId, hostId, eventId: events[0] ?? 0 }, windowStart);
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

/**
 * Events open all day every day, each of its own host (`hosts` of them): requests take turns
 * between them, each booking the next free quarter-hour of its event.
 */
export async function bookingServer(
  port: number,
  dir: string,
  options: { schema?: string; role?: string; hosts?: number } = {},
): Promise<Vars> {
  const { schema, role = 'primary', hosts = 1 } = options;
  const database = openDatabase({
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
  await listen();
  const base = Math.ceil(Date.now() / DAY) * DAY + DAY;
  return events.length > 0 ? { events: events.join(','), base } : { base };
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
