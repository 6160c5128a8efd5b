/**
 * Request fuzzing: every operation of the OpenAPI document (and the HTML pages, which the
 * document hides) gets malformed requests from fast-check, as the administrator, as the host who
 * owns the data, as another host, anonymously and with broken credentials, through all three
 * mounts. No answer may be a 5xx, every error has the API's error shape, and a rejected request
 * (and any read) leaves every row of every table as it was (test/helpers/fuzz-db.ts).
 *
 * FUZZ_SEED (default 20261121) fixes the inputs, FUZZ_RUNS (default 25) sets the random cases
 * per route on top of the fixed ones, FUZZ_ROUTE (e.g. "POST /api/v2/calendars") limits the run
 * to the routes whose "METHOD /path" contains it.
 *
 * Over 30 seconds: every route of the API (about a hundred) is fuzzed with 25 random cases and
 * the fixed ones, each followed by a comparison of the tables it wrote, on both engines.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createSchedule } from '../helpers/factories.js';
import { createDbGuard, type DbGuard } from '../helpers/fuzz-db.js';
import { operationsOf, type OpenApiDoc, type Operation } from '../helpers/fuzz-schema.js';
import {
  baseCase,
  caseArb,
  fixedCases,
  problemOf,
  toInject,
  type Credentials,
  type FuzzCase,
} from '../helpers/fuzz.js';
import type { Bundle, Pools } from '../helpers/fuzz-urls.js';
import { enablePayments, paidEvent, publicBook } from '../helpers/paid-events.js';

function integerFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer`);
  return value;
}

const SEED = integerFromEnv('FUZZ_SEED', 20261121);
const RUNS = integerFromEnv('FUZZ_RUNS', 25);
const ONLY = process.env.FUZZ_ROUTE ?? '';

/**
 * The public pages are hidden from the document (`hide: true`), so they are listed here. Also
 * hidden, and not fuzzed: /docs (Swagger UI's static files), /metrics (Prometheus text for
 * operators) and /openapi.json (the document itself); none of them reads input.
 */
const PAGES: Operation[] = [
  { method: 'GET', path: '/book/{calendar}', pathParams: ['calendar'], query: [], body: null },
  {
    method: 'GET',
    path: '/book/{calendar}/{event}',
    pathParams: ['calendar', 'event'],
    query: [],
    body: null,
  },
  { method: 'GET', path: '/booking/{hash}', pathParams: ['hash'], query: [], body: null },
  { method: 'GET', path: '/booking/{hash}/pay', pathParams: ['hash'], query: [], body: null },
  {
    method: 'GET',
    path: '/booking/{hash}/payment',
    pathParams: ['hash'],
    query: [{ name: 'checkout', schema: { type: 'string', enum: ['success', 'cancel'] } }],
    body: null,
  },
];

/**
 * The pages first, while the seeded events are as seeded; deletions last, deepest first and
 * users last of all, so that the other routes still find the seeded data.
 */
function rank(op: Operation): number {
  if (PAGES.includes(op)) return 0;
  if (op.method !== 'DELETE') return 1;
  const depth = op.path.split('/').length;
  return (op.path.startsWith('/api/v2/users') ? 200 : 100) - depth;
}

/** A seed per route, so that adding a route does not change the inputs of the others. */
function routeSeed(name: string): number {
  let hash = SEED >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash | 0;
}

async function post(t: TestApp, as: Account, url: string, payload: object) {
  const res = await t.request({ method: 'POST', url, as, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

let nextHour = 48;

/** A host's calendar, event, schedule, booking, contact and spare application password. */
async function bundle(
  t: TestApp,
  host: Account,
  event: {
    calendar: { id: number; slug: string };
    event: { id: number; hash: string; slug: string };
  },
): Promise<Bundle> {
  nextHour += 5;
  const booking = await adminBook(t, host, event.event.id, { start_utc: hoursAhead(nextHour) });
  const schedule = await createSchedule(t, host);
  const contact = await post(t, host, '/api/v2/contacts', {
    email: `contact${nextHour}@example.com`,
    name: 'Grace Hopper',
  });
  const password = await post(t, host, `/api/v2/users/${host.id}/application-passwords`, {
    name: 'spare',
  });
  return {
    users: String(host.id),
    calendars: String(event.calendar.id),
    events: String(event.event.id),
    schedules: String(schedule.id),
    bookings: String(booking.id),
    contacts: String(contact.id),
    passwords: String(password.uuid),
    eventHashes: event.event.hash,
    bookingHashes: String(booking.hash),
    calendarSlugs: event.calendar.slug,
    eventSlugs: event.event.slug,
    any: String(event.event.id),
  };
}

/** The owner's three kinds of events (one paid, with a guest's unpaid booking), another host's. */
async function seedData(t: TestApp): Promise<{ pools: Pools; credentials: Credentials }> {
  const owner = await t.createAccount({ role: 'host' });
  const other = await t.createAccount({ role: 'host' });
  await t.createAccount({ role: 'viewer' });
  await enablePayments(t);
  await createCalendar(t, owner, { author_timezone: 'UTC' });
  const bundles = [
    await bundle(t, owner, await bookableEvent(t, owner)),
    await bundle(
      t,
      owner,
      await bookableEvent(t, owner, { event: { event_type: 'group', max_book_per_slot: 3 } }),
    ),
    await bundle(t, owner, await paidEvent(t, owner)),
    await bundle(t, other, await bookableEvent(t, other)),
  ];
  const paid = bundles[2];
  const guest = await publicBook(t, paid?.eventHashes ?? '', { start_utc: hoursAhead(30) });
  if (guest.statusCode !== 201) throw new Error(`paid booking: ${guest.statusCode} ${guest.body}`);
  return {
    pools: { bundles },
    credentials: { admin: t.admin.auth, owner: owner.auth, other: other.auth },
  };
}

function describeAnswer(request: { method: string; url: string }, res: LightMyRequestResponse) {
  return `${request.method} ${request.url.slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 400)}`;
}

/** The error and the first lines of its stack, from a JSON log line. */
function loggedError(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; err?: { stack?: string } };
  return (entry.err?.stack ?? entry.msg ?? line).split('\n').slice(0, 6).join('\n    ');
}

describe.each(DIALECTS)('request fuzzing (%s)', (dialect) => {
  let t: TestApp;
  let guard: DbGuard;
  let pools: Pools;
  let credentials: Credentials;
  let operations: Operation[];
  const loggedErrors: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { LOG_LEVEL: 'error' },
      logStream: { write: (line: string) => void loggedErrors.push(line) },
    });
    ({ pools, credentials } = await seedData(t));
    const doc = (await t.request({ url: '/openapi.json', as: null })).json<OpenApiDoc>();
    operations = [...operationsOf(doc), ...PAGES].sort((a, b) => rank(a) - rank(b));
    guard = await createDbGuard(t.testDb.database);
  }, 120_000);
  afterAll(() => t.close());

  /** Sends one case; returns the status, and what went wrong or null. */
  async function send(op: Operation, c: FuzzCase, open: boolean) {
    const request = toInject(op, c, credentials, open);
    const logged = loggedErrors.length;
    const res = await t.app.inject(request);
    await t.app.settled();
    const write = !['GET', 'HEAD'].includes(request.method);
    const changed = await guard.after(write && res.statusCode >= 200 && res.statusCode < 300);
    const log = loggedErrors.slice(logged).map(loggedError);
    const problem =
      problemOf(request, res) ??
      (changed.length > 0 ? `changed data: ${changed.join('; ')}` : null) ??
      (log.length > 0 ? 'logged an error' : null);
    const report = problem && [problem, describeAnswer(request, res), ...log].join('\n  ');
    return { status: res.statusCode, problem: report };
  }

  it('reads every route from the document', () => {
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names.length).toBeGreaterThan(60);
    expect(names).toContain('POST /api/v2/public/events/{hash}/bookings');
    expect(names).toContain('DELETE /api/v2/users/{id}');
  });

  it('notices a change to any table, but not to when a password was last used', async () => {
    const { db } = t.testDb.database;
    await db
      .updateTable('application_passwords')
      .set({ last_used_at: 1, last_ip: '::1' })
      .execute();
    expect(await guard.after(false)).toEqual([]);
    await db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', 1).execute();
    expect(await guard.after(false)).toEqual([expect.stringContaining('users')]);
    await db.updateTable('users').set({ first_name: '' }).where('id', '=', 1).execute();
    expect(await guard.after(true)).toEqual([]);
    expect(await guard.after(false)).toEqual([]);
  });

  it("never answers a 5xx, answers errors in the API's error shape, changes nothing it refuses", async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (!name.includes(ONLY)) continue;
      // An anonymous request first: does the route need credentials?
      const probe = await send(op, { ...baseCase(op, pools), as: 'anonymous' }, true);
      if (probe.problem) failures.push(`${name}, anonymously:\n${probe.problem}`);
      const open = probe.status !== 401;
      const examples = fixedCases(op, pools).map((c): [FuzzCase] => [c]);
      const seed = routeSeed(name);
      try {
        await fc.assert(
          fc.asyncProperty(caseArb(op, pools), async (c) => {
            const { problem } = await send(op, c, open);
            if (problem) throw new Error(problem);
          }),
          {
            seed,
            numRuns: examples.length + RUNS,
            examples,
            endOnFailure: true,
            includeErrorInReport: true,
          },
        );
      } catch (error) {
        failures.push(`${name} (FUZZ_SEED=${SEED}, route seed ${seed}):\n${String(error)}`);
      }
    }
    if (failures.length > 0) {
      const again = `Run again with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (FUZZ_ROUTE runs one route alone).`;
      throw new Error(`${again}\n\n${failures.join('\n\n')}`);
    }
  }, 900_000);
});
