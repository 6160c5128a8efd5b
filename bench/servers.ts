/**
 * One benchmark server per process, so the load generator never shares its event loop.
 * Usage: tsx bench/servers.ts <scenario> <port> [schema] [role]; prints one JSON line when
 * ready, with the variables the runner needs (`vars`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { bootstrapAdministrator } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMemoryCounter } from '../src/infra/counters.js';
import { loadAppPasswordSecret } from '../src/services.js';
import { BENCH_LOGIN, BENCH_PASSWORD, BENCH_USER_RATE_LIMIT, seedCalendars } from './seed.js';
import { barePgInsert, bookingServer, slotsServer, type Vars } from './booking-servers.js';

type Scenario =
  | 'baseline-json'
  | 'baseline-sqlite'
  | 'baseline-pg'
  | 'slotbook'
  | 'slotbook-slots'
  | 'slotbook-slots-busy'
  | 'slotbook-booking'
  | 'slotbook-booking-webhooks'
  | 'slotbook-booking-pg';

async function bareJson(port: number) {
  const app = Fastify();
  app.get('/hello', () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
}

/** The floor for any database read: one prepared primary-key SELECT per request. */
async function bareSqlite(port: number, dir: string) {
  const db = new SQLite(path.join(dir, 'baseline.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec('create table users (id integer primary key, login text, email text, name text)');
  const insert = db.prepare('insert into users (login, email, name) values (?, ?, ?)');
  for (let i = 0; i < 1000; i++) insert.run(`user${i}`, `user${i}@example.com`, `User ${i}`);
  const byId = db.prepare('select * from users where id = ?');
  const app = Fastify();
  app.get('/users/:id', (request) => byId.get(Number((request.params as { id: string }).id)));
  // The floor for a write: one prepared INSERT per request (WAL, synchronous=NORMAL, as ours).
  db.pragma('synchronous = NORMAL');
  const add = db.prepare('insert into users (login, email, name) values (?, ?, ?) returning id');
  app.post('/users', (request, reply) => {
    const { name = '' } = request.body as { name?: string };
    return reply.code(201).send(add.get(name, `${name}@example.com`, name));
  });
  await app.listen({ port, host: '127.0.0.1' });
}

async function slotbook(port: number, dir: string) {
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SLOTBOOK_ADMIN_LOGIN: BENCH_LOGIN,
    SLOTBOOK_ADMIN_EMAIL: 'bench@example.com',
    SLOTBOOK_ADMIN_APP_PASSWORD: BENCH_PASSWORD,
    USER_RATE_LIMIT: BENCH_USER_RATE_LIMIT,
  });
  const database = openDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(database);
  const secret = await loadAppPasswordSecret(database, Date.now());
  await bootstrapAdministrator(config, database, secret, Date.now());
  const app = await buildApp({ config, database, counter: createMemoryCounter() });
  await seedCalendars(app);
  await app.listen({ port, host: '127.0.0.1' });
}

// Usage: <scenario> <port> [PostgreSQL schema] [primary|replica]
const [scenario, portText, schema, role] = process.argv.slice(2) as [
  Scenario,
  string,
  string?,
  string?,
];
const port = Number(portText);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-bench-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
process.on('SIGTERM', () => process.exit(0));
const start: Record<Scenario, () => Promise<Vars | void>> = {
  'baseline-json': () => bareJson(port),
  'baseline-sqlite': () => bareSqlite(port, dir),
  'baseline-pg': () => barePgInsert(port, dir, schema),
  slotbook: () => slotbook(port, dir),
  'slotbook-slots': () => slotsServer(port, dir),
  'slotbook-slots-busy': () => slotsServer(port, dir, { externalBusy: 1_000 }),
  'slotbook-booking': () => bookingServer(port, dir),
  'slotbook-booking-webhooks': () => bookingServer(port, dir, { webhooks: 3 }),
  'slotbook-booking-pg': () =>
    bookingServer(port, dir, {
      ...(schema ? { schema } : {}),
      ...(role ? { role } : {}),
      hosts: 16,
    }),
};
const vars = (await start[scenario]()) ?? {};
process.stdout.write(`${JSON.stringify({ ready: true, pid: process.pid, vars })}\n`);
