/**
 * The booking scenarios of `npm run bench`: a 31-day slot lookup over 100,000 bookings, and
 * booking creation on SQLite and on PostgreSQL with two server processes sharing the database.
 * PostgreSQL scenarios run when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type Vars = Record<string, string | number>;

export type ServerKind =
  | 'baseline-json'
  | 'baseline-sqlite'
  | 'baseline-pg'
  | 'slotbook'
  | 'slotbook-slots'
  | 'slotbook-slots-busy'
  | 'slotbook-booking'
  | 'slotbook-booking-webhooks'
  | 'slotbook-booking-pg';

export interface Scenario {
  name: string;
  server: ServerKind;
  /** `{name}` is replaced by the server's variable `name`. */
  path: string;
  auth?: boolean;
  baseline?: string;
  method?: 'GET' | 'POST';
  /** The `n`th request of the run: its JSON body (none for GET), another path and method. */
  request?: (vars: Vars, n: number) => { path?: string; method?: 'GET' | 'POST'; body?: object };
  /** Server processes sharing one database, the load split evenly between them. */
  processes?: number;
  /** Concurrent connections (default 16); 1 measures the latency of one request alone. */
  connections?: number;
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const QUARTER = 15 * 60_000;
const PG_KINDS: readonly ServerKind[] = ['baseline-pg', 'slotbook-booking-pg'];

/** Request `n` books the next quarter-hour of one of the server's events, in turn. */
const booking = (vars: Vars, n: number) => {
  const events = String(vars.events).split(',');
  const event = events[n % events.length];
  const start = Number(vars.base) + Math.floor(n / events.length) * QUARTER;
  return {
    path: `/api/v2/bookings/create/${event}`,
    body: {
      name: `Guest ${n}`,
      email: `guest${n}@example.com`,
      start_utc: new Date(start).toISOString(),
    },
  };
};

/** The `n`th of a list variable (comma-separated ids). */
const nth = (list: string | number | undefined, n: number) => {
  const items = String(list).split(',');
  return items[n % items.length];
};

/**
 * Mixed traffic on the busy host: out of ten requests, two book (after the seeded bookings),
 * one reads a week of slots, four read a booking, three read the caller's user.
 */
const mixed = (vars: Vars, n: number) => {
  const turn = n % 10;
  if (turn < 2) {
    const k = Math.floor(n / 10) * 2 + turn;
    return {
      method: 'POST' as const,
      path: `/api/v2/bookings/create/${vars.event}`,
      body: {
        name: `Guest ${n}`,
        email: `mixed${n}@example.com`,
        start_utc: new Date(Number(vars.later) + k * QUARTER).toISOString(),
      },
    };
  }
  if (turn === 2) {
    return {
      path: `/api/v2/bookings/event/${vars.event}?start_date=${vars.start}&end_date=${vars.week}`,
    };
  }
  if (turn < 7) return { path: `/api/v2/schedules/${nth(vars.bookings, n * 7919)}` };
  return { path: '/api/v2/users/me' };
};

const SQLITE_SCENARIOS: Scenario[] = [
  {
    name: 'GET /schedules/{id} (a booking of the host with 100,000)',
    server: 'slotbook-slots',
    path: '/api/v2/users/me',
    auth: true,
    request: (vars, n) => ({ path: `/api/v2/schedules/${nth(vars.bookings, n * 7919)}` }),
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'GET /schedules/{id} at 50 connections (its p99)',
    server: 'slotbook-slots',
    path: '/api/v2/users/me',
    auth: true,
    request: (vars, n) => ({ path: `/api/v2/schedules/${nth(vars.bookings, n * 7919)}` }),
    connections: 50,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'GET /calendars (the host with 100,000 bookings: one calendar, two events)',
    server: 'slotbook-slots',
    path: '/api/v2/calendars',
    auth: true,
    baseline: 'GET /schedules/{id} (a booking of the host with 100,000)',
  },
  {
    name: 'GET /schedules (next 10 upcoming of the host with 100,000)',
    server: 'slotbook-slots',
    path: '/api/v2/schedules',
    auth: true,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'GET /schedules?period=all&search= (one guest by address, host with 100,000)',
    server: 'slotbook-slots',
    path: '/api/v2/schedules',
    auth: true,
    request: (_vars, n) => ({
      path: `/api/v2/schedules?period=all&search=guest${(n * 7919) % 100_000}%40example`,
    }),
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'bare Fastify + better-sqlite3 INSERT',
    server: 'baseline-sqlite',
    path: '/users',
    method: 'POST',
    request: (_vars, n) => ({ body: { name: `user-${n}-${Date.now()}` } }),
  },
  {
    name: 'GET /bookings/event/{id}: 31 days of slots, 2,000 bookings in window, 100,000 in all (1 connection)',
    server: 'slotbook-slots',
    path: '/api/v2/bookings/event/{event}?start_date={start}&end_date={end}',
    auth: true,
    connections: 1,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'GET /bookings/event/{id}: 31 days of slots, the same host with 1,000 external busy events in window too (1 connection)',
    server: 'slotbook-slots-busy',
    path: '/api/v2/bookings/event/{event}?start_date={start}&end_date={end}',
    auth: true,
    connections: 1,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'POST /bookings/create/{id} (SQLite, one host)',
    server: 'slotbook-booking',
    path: '/api/v2/bookings/create/{event}',
    auth: true,
    method: 'POST',
    request: booking,
    baseline: 'bare Fastify + better-sqlite3 INSERT',
  },
  {
    name: 'POST /bookings/create/{id} (SQLite, one host, 3 webhook subscriptions delivering)',
    server: 'slotbook-booking-webhooks',
    path: '/api/v2/bookings/create/{event}',
    auth: true,
    method: 'POST',
    request: booking,
    baseline: 'POST /bookings/create/{id} (SQLite, one host)',
  },
  {
    name: 'mixed: 20% bookings, 10% week of slots, 40% GET /schedules/{id}, 30% /users/me',
    server: 'slotbook-slots',
    path: '/api/v2/users/me',
    auth: true,
    request: mixed,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
];

const PG_SCENARIOS: Scenario[] = [
  {
    name: 'bare Fastify + pg INSERT (PostgreSQL)',
    server: 'baseline-pg',
    path: '/rows',
    method: 'POST',
    request: (_vars, n) => ({ body: { name: `row-${n}` } }),
  },
  {
    name: 'POST /bookings/create/{id} (PostgreSQL, 2 processes, 16 hosts)',
    server: 'slotbook-booking-pg',
    path: '/api/v2/bookings/create/{event}',
    auth: true,
    method: 'POST',
    request: booking,
    processes: 2,
    baseline: 'bare Fastify + pg INSERT (PostgreSQL)',
  },
];

export const BOOKING_SCENARIOS: Scenario[] = [...SQLITE_SCENARIOS, ...(PG_URL ? PG_SCENARIOS : [])];

export function fillIn(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

async function pgQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh schema for a PostgreSQL server kind (null for the others); dropped by `dropSchema`. */
export async function schemaFor(kind: ServerKind): Promise<string | null> {
  if (!PG_KINDS.includes(kind)) return null;
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await pgQuery(`create schema ${schema}`);
  return schema;
}

export async function dropSchema(schema: string): Promise<void> {
  await pgQuery(`drop schema if exists ${schema} cascade`);
}
