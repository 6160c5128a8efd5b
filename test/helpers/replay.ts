/**
 * Replays exchanges recorded from FluentBooking 2.0 against a Slotbook test app and compares
 * the answers' shape with the recorded ones. The fixtures are in test/fixtures/fluentbooking-2.0:
 * `exchanges.json` (the recording, in its order; arrays in answers are cut to their first
 * element, the only one compared) and `differences.json` (the allowlist, each entry a row of
 * docs/COMPATIBILITY.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, issueAppPassword } from '../../src/modules/users/user-rules.js';
import { basic, type TestApp } from './app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(here, '..', 'fixtures', 'fluentbooking-2.0');
export const ROOT = path.join(here, '..', '..');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Exchange {
  order: number;
  name: string;
  note?: string;
  method: string;
  url: string;
  as: 'admin' | 'author' | 'subscriber' | 'unknown' | 'none';
  content_type?: string;
  body?: Json;
  status: number;
  response?: Json;
}

/** One row of the compatibility table, as the replay applies it. */
export interface Difference {
  /** Row number in the table of docs/COMPATIBILITY.md. */
  row: number;
  /** Exchanges the row affects; none means every exchange (for key rows). */
  exchanges?: string[];
  /** Slotbook's status instead of the recorded one (and its error code). */
  status?: number;
  code?: string;
  /** Key paths answered differently or not at all: `.a.b` matches a path ending in a.b. */
  keys?: string[];
}

export function loadExchanges(): { recorded_on: string; exchanges: Exchange[] } {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, 'exchanges.json'), 'utf8'));
}

export function loadDifferences(): Difference[] {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, 'differences.json'), 'utf8'));
}

/** Recorded ids to Slotbook's, per kind, learnt from the answers of creates. */
export class IdMap {
  readonly calendar = new Map<number, number>();
  readonly event = new Map<number, number>();
  readonly booking = new Map<number, number>();
  readonly user = new Map<number, number>();

  get(kind: 'calendar' | 'event' | 'booking' | 'user', recorded: number): number {
    // An id the sequence never created (999999) stays as it is: it is missing here too.
    return this[kind].get(recorded) ?? recorded;
  }
}

const PATH_KINDS: Array<[RegExp, 'calendar' | 'event' | 'booking']> = [
  [/(\/calendars\/)(\d+)/, 'calendar'],
  [/(\/events\/)(\d+)/, 'event'],
  [/(\/clone-event\/)(\d+)/, 'event'],
  [/(\/bookings\/event\/)(\d+)/, 'event'],
  [/(\/bookings\/create\/)(\d+)/, 'event'],
  [/(\/schedules\/)(\d+)/, 'booking'],
];

/** The recorded URL with Slotbook's ids (leading zeros kept) and the recorded query. */
export function mapUrl(url: string, ids: IdMap): string {
  let mapped = url;
  for (const [pattern, kind] of PATH_KINDS) {
    mapped = mapped.replace(pattern, (_all, prefix: string, digits: string) => {
      const id = String(ids.get(kind, Number(digits)));
      return prefix + id.padStart(digits.length, '0');
    });
  }
  return mapped.replace(
    /([?&](?:calendar_id|filters%5Bauthor%5D|filters\[author\])=)(\d+)/g,
    (_all, prefix: string, digits: string) => prefix + ids.get('calendar', Number(digits)),
  );
}

/** Request bodies with Slotbook's ids and booking times moved by `shiftDays`. */
export function mapBody(body: Json | undefined, ids: IdMap, shiftDays: number): Json | undefined {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return body;
  }
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'user_id' && typeof value === 'number') out[key] = ids.get('user', value);
    else if (key === 'new_calendar_id' && typeof value === 'number') {
      out[key] = ids.get('calendar', value);
    } else if (key === 'event_time' && typeof value === 'string') {
      out[key] = shiftTime(value, shiftDays);
    } else out[key] = mapBody(value, ids, shiftDays) as Json;
  }
  return out;
}

function shiftTime(value: string, days: number): string {
  const at = new Date(`${value.replace(' ', 'T')}Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** Whole weeks (weekdays stay as recorded) that put the recorded day at least a week ahead. */
export function shiftDaysFor(recordedOn: string, now: number): number {
  const days = (now - Date.parse(`${recordedOn}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.ceil((days + 7) / 7) * 7);
}

/** Learns ids from a create's answers: `calendar`, `slot` and `booking` objects. */
export function learnIds(recorded: Json | undefined, actual: Json, ids: IdMap): void {
  const pairs: Array<[string, 'calendar' | 'event' | 'booking']> = [
    ['calendar', 'calendar'],
    ['slot', 'event'],
    ['booking', 'booking'],
  ];
  if (!isObject(recorded) || !isObject(actual)) return;
  for (const [key, kind] of pairs) {
    const r = recorded[key];
    const a = actual[key];
    if (isObject(r) && isObject(a) && typeof r.id === 'number' && typeof a.id === 'number') {
      if (!ids[kind].has(r.id)) ids[kind].set(r.id, a.id);
    }
  }
}

/** Creates the recorded users (admin is Slotbook's first administrator) and their headers. */
export async function recordedUsers(t: TestApp, ids: IdMap): Promise<Record<string, string>> {
  const db = t.testDb.database.db;
  const now = Date.now();
  const make = async (login: string, role: 'host' | 'viewer', first: string, last: string) => {
    const user = await createUser(db, now, {
      login,
      email: `${login}@example.com`,
      role,
      first_name: first,
      last_name: last,
    });
    const { password } = await issueAppPassword(db, t.secret, now, user.id, 'replay');
    return { id: user.id, auth: basic(login, password) };
  };
  const subscriber = await make('subscriber1', 'viewer', 'Sub', 'Scriber');
  const author = await make('author1', 'host', 'Author1', 'Tester');
  ids.user.set(1, t.admin.id);
  ids.user.set(2, subscriber.id);
  ids.user.set(3, author.id);
  return {
    admin: t.admin.auth,
    author: author.auth,
    subscriber: subscriber.auth,
    unknown: basic('nosuchuser', 'anything'),
  };
}

/** Sends one exchange's request as recorded, with Slotbook's ids. */
export function send(
  t: TestApp,
  exchange: Exchange,
  headersFor: Record<string, string>,
  ids: IdMap,
  shiftDays: number,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (exchange.as !== 'none') headers.authorization = headersFor[exchange.as]!;
  if (exchange.content_type) headers['content-type'] = exchange.content_type;
  const body = mapBody(exchange.body, ids, shiftDays);
  const payload =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: exchange.method as 'GET',
    url: mapUrl(exchange.url, ids),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Failure classes: a recorded failure must get a failure of the same class. */
export function statusClass(status: number): string {
  if (status >= 200 && status < 300) return 'success';
  if (status === 400 || status === 422) return 'invalid input';
  if (status >= 500) return 'server error';
  return String(status);
}

export interface Problem {
  path: string;
  message: string;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const DAY = /^\d{4}-\d\d-\d\d$/;
const FORMATS: Array<[string, RegExp]> = [
  ['a booking time (YYYY-MM-DD HH:MM:SS)', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/],
  ['an ISO 8601 timestamp', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)$/],
  ['an absolute URL', /^https?:\/\//],
];

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kind(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Every key of `recorded` must be in `actual`, recursively (the first element of arrays), with
 * a compatible type: numbers and numeric strings are one type (Slotbook answers numbers where
 * the plugin answers either); null is compatible with any scalar (an unset value); an empty
 * array and an empty object are one (PHP encodes an empty map as []); strings keep their
 * format (booking time, ISO timestamp, URL) but not their value, since ids, dates, hashes and
 * URLs legitimately differ.
 */
export function compareShape(
  recorded: Json,
  actual: Json | undefined,
  at = '',
  ids?: IdMap,
): Problem[] {
  if (actual === undefined) return [{ path: at, message: 'missing' }];
  if (recorded === null) return [];
  const r = kind(recorded);
  const a = kind(actual);
  const emptyR = (r === 'array' || r === 'object') && Object.keys(recorded).length === 0;
  const emptyA = (a === 'array' || a === 'object') && Object.keys(actual as object).length === 0;
  if (emptyR && (a === 'array' || a === 'object')) return [];
  if (r === 'object' && a === 'array' && emptyA) return [];
  if (r === 'array') {
    if (a !== 'array') return [{ path: at, message: `array expected, got ${a}` }];
    if (emptyA) return [{ path: at, message: 'empty array, the plugin answered elements' }];
    return compareShape(
      (recorded as Json[])[0]!,
      counterpart(recorded as Json[], actual as Json[], at, ids),
      at,
      ids,
    );
  }
  if (r === 'object') {
    if (a !== 'object') return [{ path: at, message: `object expected, got ${a}` }];
    const keys = Object.keys(recorded as object);
    if (keys.every((key) => DAY.test(key))) {
      // A map keyed by day (free slots): the days differ, their values must not.
      const first = Object.values(actual as object)[0] as Json | undefined;
      if (first === undefined) return [{ path: at, message: 'no day, the plugin answered days' }];
      return compareShape((recorded as Record<string, Json>)[keys[0]!]!, first, `${at}.*`, ids);
    }
    const problems: Problem[] = [];
    for (const [key, value] of Object.entries(recorded as object)) {
      problems.push(
        ...compareShape(value as Json, (actual as Record<string, Json>)[key], `${at}.${key}`, ids),
      );
    }
    return problems;
  }
  if (a === 'null') return [];
  if (r === 'number' || (r === 'string' && NUMERIC.test(recorded as string))) {
    if (a === 'number' || (a === 'string' && NUMERIC.test(actual as string))) return [];
    return [{ path: at, message: `number expected, got ${JSON.stringify(actual)}` }];
  }
  if (r === 'string' && recorded === '') {
    return a === 'string' || a === 'number' ? [] : [{ path: at, message: `"" answered as ${a}` }];
  }
  if (r !== a) return [{ path: at, message: `${r} expected, got ${JSON.stringify(actual)}` }];
  if (r === 'string') {
    for (const [format, pattern] of FORMATS) {
      if (pattern.test(recorded as string) && !pattern.test(actual as string)) {
        return [{ path: at, message: `${format} expected, got ${JSON.stringify(actual)}` }];
      }
    }
  }
  return [];
}

const LISTS: Array<[RegExp, 'calendar' | 'event' | 'booking']> = [
  [/\.calendars\.data$/, 'calendar'],
  [/\.slots$/, 'event'],
  [/\.schedules\.data$/, 'booking'],
];

/**
 * The element of a list compared with the recorded first one: the same record (by mapped id)
 * when the list holds calendars, events or bookings, since the two systems may order records
 * created in the same second differently; else the first element.
 */
function counterpart(recorded: Json[], actual: Json[], at: string, ids?: IdMap): Json {
  const first = recorded[0];
  const kind = LISTS.find(([pattern]) => pattern.test(at))?.[1];
  if (ids && kind && isObject(first) && typeof first.id === 'number') {
    const want = ids.get(kind, first.id);
    const same = actual.find((x) => isObject(x) && x.id === want);
    if (same !== undefined) return same;
  }
  return actual[0]!;
}

/** Whether an allowlisted key (`.a.b`) covers a problem's path (`.x.a.b` or below it). */
export function keyCovers(key: string, problemPath: string): boolean {
  return `${problemPath}.`.includes(`${key}.`);
}
