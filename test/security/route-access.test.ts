/**
 * Every route of the OpenAPI document, tried by another host, a viewer and an anonymous client
 * with the first host's ids: the answer is the one an id that does not exist gets (so nothing
 * reveals that the first host's record exists), never a success, and no row of any table
 * changes. Lists and searches show them none of the first host's data. The routes come from the
 * document, so a new route is covered without anyone adding it here; a path parameter this test
 * cannot fill with the first host's own record fails the first test until a seed is added.
 * Every route is also tried with the first host's personal access tokens: one that lacks a
 * scope the route lists in its `bearerAuth` requirement is refused (403 naming the scope), one
 * holding exactly those scopes passes the scope gate, a route that lists none refuses every
 * token, and one that lists `bearerAuth` without scopes lets any token through. A token of the
 * first host restricted to another of its calendars gets, for the first calendar's records, the
 * answer a missing id gets, and finds none of them in lists.
 * Over 30 seconds: every operation of the document, tried by several callers on both engines.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createSchedule } from '../helpers/factories.js';
import { createDbGuard, type DbGuard } from '../helpers/fuzz-db.js';
import { operationsOf, sample, type OpenApiDoc, type Operation } from '../helpers/fuzz-schema.js';
import { SCOPES } from '../../src/domain/scopes.js';

/** Routes anyone holding a guest's secret hash may use: not the first host's by id. */
const OPEN = /^\/api\/v2\/public\//;

/** What a path parameter names, from the path around it. */
function kindOf(op: Operation, param: string): string {
  const before = op.path.split(`/{${param}}`)[0]?.split('/').pop() ?? '';
  if (param === 'event_id') return 'event';
  if (param === 'schedule_id') return 'schedule';
  if (param === 'uuid') return 'password';
  if (param === 'attempt_id') return 'attempt';
  if (param === 'calendar_id' && op.path.includes('/connections/')) return 'connectionCalendar';
  const bySegment: Record<string, string> = {
    users: 'user',
    calendars: 'calendar',
    events: 'event',
    schedules: 'booking',
    contacts: 'contact',
    webhooks: 'webhook',
    connections: 'connection',
    sessions: 'session',
    'access-tokens': 'accessToken',
    'connected-apps': 'connectedApp',
  };
  return bySegment[before] ?? `unknown (${before}/{${param}})`;
}

/** An app the owner connected through OAuth (a grant): its id. */
async function connectApp(t: TestApp, owner: Account): Promise<number> {
  const redirect = 'https://app.test/callback';
  const client = await t.request({
    method: 'POST',
    url: '/oauth/register',
    as: null,
    payload: { client_name: 'Kept app', redirect_uris: [redirect] },
  });
  const consent = await t.request({
    method: 'POST',
    url: '/api/v2/oauth/consent',
    as: owner,
    payload: {
      client_id: client.json().client_id,
      redirect_uri: redirect,
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      approve: true,
    },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const apps = await t.request({ url: '/api/v2/oauth/connected-apps', as: owner });
  return apps.json().connected_apps[0].id as number;
}

/** Kinds of records that live in a calendar: a token restricted to others does not reach them. */
const IN_A_CALENDAR = new Set(['calendar', 'event', 'booking', 'contact', 'webhook', 'attempt']);

/** Values that name nothing, by kind. */
const MISSING: Record<string, string> = { password: '00000000-0000-4000-8000-000000000000' };
const missing = (kind: string) => MISSING[kind] ?? '987654321';

function urlOf(op: Operation, ids: Record<string, string>, gone = false): string {
  return op.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const kind = kindOf(op, param);
    return gone ? missing(kind) : (ids[kind] ?? 'unseeded');
  });
}

/**
 * The scopes a token needs for the operation; null for a public one (no authentication), 'any'
 * for one open to every token (`bearerAuth` listed without scopes).
 */
function scopesOf(op: Operation): string[] | null | 'any' {
  if (op.security?.length === 0) return null;
  const bearer = op.security?.find((s) => s.bearerAuth)?.bearerAuth;
  if (bearer && bearer.length === 0) return 'any';
  return bearer ?? [];
}

/** Whether the answer is the scope gate's refusal. */
function refusedByScope(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 403) return false;
  const { code, message } = res.json<{ code: string; message: string }>();
  return (
    code === 'rest_forbidden' && /access token (lacks the scope|cannot be used here)/.test(message)
  );
}

/** Deletions last, so that the other routes still find the first host's records. */
const order = (op: Operation) => (op.method === 'DELETE' ? 1 : 0);

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:dentist@example.org',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20300101T100000Z',
  'DTEND:20300101T110000Z',
  'SUMMARY:Dentist',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

async function seed(t: TestApp, owner: Account, feedUrl: string) {
  const json = async (res: Promise<LightMyRequestResponse>) => {
    const answer = await res;
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const post = (url: string, payload: object) =>
    json(t.request({ method: 'POST', url: `/api/v2${url}`, as: owner, payload }));
  const { calendar, event } = await bookableEvent(t, owner);
  const booking = await adminBook(t, owner, event.id, { start_utc: hoursAhead(50) });
  const schedule = await createSchedule(t, owner);
  const contact = await post('/contacts', {
    email: 'kept-secret@example.org',
    name: 'Kept Secret',
  });
  const password = await post(`/users/${owner.id}/application-passwords`, { name: 'spare' });
  const { access_token: accessToken } = await post('/access-tokens', {
    name: 'spare',
    scopes: ['bookings:read'],
  });
  const { webhook } = await post('/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['booking.created'],
    calendar_id: calendar.id,
  });
  await post(`/webhooks/${webhook.id}/ping`, {});
  const attempts = await json(
    t.request({ url: `/api/v2/webhooks/${webhook.id}/deliveries`, as: owner }),
  );
  const { connection } = await post('/connections', {
    kind: 'ics',
    name: 'Kept feed',
    url: feedUrl,
  });
  const session = await t.testDb.database.db
    .insertInto('sessions')
    .values({
      token_hash: 'f'.repeat(64),
      user_id: owner.id,
      created_at: Date.now(),
      last_seen_at: Date.now(),
      expires_at: Date.now() + 86_400_000,
      ip: '10.0.0.1',
      user_agent: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const firstOf = (list: unknown) => (Array.isArray(list) ? list[0] : undefined);
  const connectedApp = await connectApp(t, owner);
  const ids: Record<string, string> = {
    user: String(owner.id),
    calendar: String(calendar.id),
    event: String(event.id),
    booking: String(booking.id),
    schedule: String(schedule.id),
    contact: String(contact.id),
    password: String(password.uuid),
    webhook: String(webhook.id),
    attempt: String(firstOf(attempts.deliveries)?.id ?? ''),
    connection: String(connection.id),
    connectionCalendar: String(firstOf(connection.calendars)?.id ?? ''),
    session: String(session.id),
    accessToken: String(accessToken.id),
    connectedApp: String(connectedApp),
  };
  // Text only the first host's records hold: none may reach anyone else.
  const markers = [booking.hash, event.hash, 'kept-secret@example.org', calendar.slug];
  return { ids, markers };
}

describe.each(DIALECTS)("every route keeps the first host's data from others (%s)", (dialect) => {
  let t: TestApp;
  let guard: DbGuard;
  let owner: Account;
  let callers: [string, Account | null][];
  let ids: Record<string, string>;
  let markers: string[];
  let operations: Operation[];
  let feed: Server;

  beforeAll(async () => {
    feed = createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED),
    );
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.ics`;
    t = await createTestApp(dialect, {
      env: { WEBHOOKS_ALLOW_PRIVATE: 'true', CONNECTIONS_ALLOW_PRIVATE: 'true' },
    });
    owner = await t.createAccount({ role: 'host' });
    callers = [
      ['another host', await t.createAccount({ role: 'host' })],
      ['a viewer', await t.createAccount({ role: 'viewer' })],
      ['anonymous', null],
    ];
    ({ ids, markers } = await seed(t, owner, feedUrl));
    const doc = (await t.request({ url: '/openapi.json', as: null })).json<OpenApiDoc>();
    operations = operationsOf(doc)
      .filter((op) => !OPEN.test(op.path))
      .sort((a, b) => order(a) - order(b));
    guard = await createDbGuard(t.testDb.database);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    feed.close();
  });

  it("fills every path parameter with one of the first host's own records", () => {
    const unfilled = operations.flatMap((op) =>
      op.pathParams
        .filter((p) => !ids[kindOf(op, p)])
        .map((p) => `${op.method} ${op.path}: {${p}} is ${kindOf(op, p)}`),
    );
    expect(unfilled, 'seed a record of this kind in route-access.test.ts').toEqual([]);
    expect(operations.filter((op) => op.pathParams.length > 0).length).toBeGreaterThan(50);
  });

  const send = (op: Operation, as: Account | null, url: string) =>
    t.request({
      method: op.method as 'GET',
      url,
      as,
      remoteAddress: '10.9.9.9',
      ...(op.body ? { payload: sample(op.body) as object } : {}),
    });

  const codeOf = (res: LightMyRequestResponse) => {
    try {
      return `${res.statusCode} ${res.json<{ code?: string }>().code ?? ''}`;
    } catch {
      return `${res.statusCode}`;
    }
  };

  it("answers the first host's ids as ids that do not exist, and changes nothing", async () => {
    const failures: string[] = [];
    await guard.reset();
    for (const op of operations.filter((o) => o.pathParams.length > 0)) {
      for (const [who, as] of callers) {
        const theirs = await send(op, as, urlOf(op, ids));
        const changed = await guard.after(false);
        const nothing = await send(op, as, urlOf(op, ids, true));
        await guard.after(true);
        const name = `${op.method} ${op.path} as ${who}`;
        if (theirs.statusCode < 400)
          failures.push(`${name}: ${theirs.statusCode} ${theirs.body.slice(0, 200)}`);
        else if (codeOf(theirs) !== codeOf(nothing))
          failures.push(
            `${name}: ${codeOf(theirs)}, but ${codeOf(nothing)} for an id that does not exist`,
          );
        if (changed.length > 0) failures.push(`${name}: changed ${changed.join(', ')}`);
        for (const marker of markers)
          if (theirs.body.includes(marker)) failures.push(`${name}: the answer holds ${marker}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("shows none of the first host's data in lists and searches", async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.pathParams.length === 0 && o.method === 'GET')) {
      for (const [who, as] of callers) {
        const res = await send(op, as, op.path);
        for (const marker of markers)
          if (res.body.includes(marker))
            failures.push(`${op.method} ${op.path} as ${who}: the answer holds ${marker}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a token restricted to another calendar as if the first one's records were missing", async () => {
    const other = await createCalendar(t, owner, { type: 'team', title: 'Elsewhere' });
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/access-tokens',
      as: owner,
      payload: { name: 'elsewhere', scopes: SCOPES, calendar_ids: [other.calendar.id] },
    });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
    const token = { ...owner, auth: `Bearer ${res.json<{ token: string }>().token}` };
    // Its first use is recorded (last_used_at): before the guard looks.
    const first = await t.request({
      url: '/api/v2/users/me',
      as: token,
      remoteAddress: '10.9.9.9',
    });
    expect(first.statusCode).toBe(200);
    const failures: string[] = [];
    await guard.reset();
    for (const op of operations.filter((o) => o.pathParams.length > 0)) {
      const kinds = op.pathParams.map((p) => kindOf(op, p));
      if (!kinds.every((k) => IN_A_CALENDAR.has(k))) continue;
      if (scopesOf(op) === null || scopesOf(op)?.length === 0) continue;
      const theirs = await send(op, token, urlOf(op, ids));
      const changed = await guard.after(false);
      const nothing = await send(op, token, urlOf(op, ids, true));
      await guard.after(true);
      const name = `${op.method} ${op.path}`;
      if (theirs.statusCode < 400)
        failures.push(`${name}: ${theirs.statusCode} ${theirs.body.slice(0, 200)}`);
      else if (codeOf(theirs) !== codeOf(nothing))
        failures.push(`${name}: ${codeOf(theirs)}, but ${codeOf(nothing)} for a missing id`);
      if (changed.length > 0) failures.push(`${name}: changed ${changed.join(', ')}`);
      for (const marker of markers)
        if (theirs.body.includes(marker)) failures.push(`${name}: the answer holds ${marker}`);
    }
    for (const op of operations.filter((o) => o.pathParams.length === 0 && o.method === 'GET')) {
      if (scopesOf(op) === null || scopesOf(op)?.length === 0) continue;
      const listed = await send(op, token, op.path);
      for (const marker of markers)
        if (listed.body.includes(marker))
          failures.push(`GET ${op.path}: the answer holds ${marker}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("gives a token exactly its route's scopes, and none where a route lists none", async () => {
    const tokens = new Map<string, Account>();
    /** An account calling with a new token of the first host holding these scopes. */
    const tokenWith = async (scopes: string[]) => {
      const key = [...scopes].sort().join(' ');
      const known = tokens.get(key);
      if (known) return known;
      const res = await t.request({
        method: 'POST',
        url: '/api/v2/access-tokens',
        as: owner,
        payload: { name: `scopes ${tokens.size}`, scopes },
      });
      if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
      const account = { ...owner, auth: `Bearer ${res.json<{ token: string }>().token}` };
      tokens.set(key, account);
      return account;
    };
    const failures: string[] = [];
    let scoped = 0;
    for (const op of operations) {
      const needed = scopesOf(op);
      if (needed === null) continue;
      const url = urlOf(op, ids);
      const name = `${op.method} ${op.path}`;
      if (needed === 'any') {
        for (const scope of SCOPES) {
          const res = await send(op, await tokenWith([scope]), url);
          if (refusedByScope(res) || res.statusCode === 401)
            failures.push(`${name}, open to any token, with ${scope}: ${codeOf(res)}`);
        }
        continue;
      }
      // Every scope but one the route needs (all of them when it needs none).
      const lacking = needed.length === 0 ? [undefined] : needed;
      for (const scope of lacking) {
        const res = await send(op, await tokenWith(SCOPES.filter((s) => s !== scope)), url);
        if (!refusedByScope(res))
          failures.push(`${name} without ${scope ?? 'a scope of its own'}: ${codeOf(res)}`);
        else if (scope && !res.json<{ message: string }>().message.includes(scope))
          failures.push(`${name}: the refusal does not name ${scope}`);
      }
      if (needed.length === 0) continue;
      scoped += 1;
      const res = await send(op, await tokenWith(needed), url);
      if (refusedByScope(res) || res.statusCode === 401)
        failures.push(
          `${name} with ${needed.join(', ')}: ${codeOf(res)} ${res.body.slice(0, 200)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(scoped).toBeGreaterThan(50);
  }, 300_000);
});
