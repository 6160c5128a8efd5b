/**
 * A stand-in for Google: the OAuth endpoints (a consent page with an "Allow" button, the token
 * endpoint checking the client, the redirect URI and the PKCE verifier, refresh, revocation) and
 * the Calendar API methods Slotbook calls (calendarList.list, events.list, and the write-back's
 * events.insert with a Meet conference, events.patch, events.delete). Every API request is checked against Google's
 * published discovery document (the methods vendored in test/fixtures/google/); anything that does
 * not match is recorded in `violations`, which tests assert empty.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { offsetAt } from '../../src/domain/time.js';

interface Param {
  type: string;
  location: string;
  required?: boolean;
  repeated?: boolean;
  enum?: string[];
  format?: string;
  minimum?: string;
}
interface Method {
  httpMethod: string;
  path: string;
  parameters: Record<string, Param>;
}
const discovery = JSON.parse(
  readFileSync(new URL('../fixtures/google/calendar-v3-methods.json', import.meta.url), 'utf8'),
) as { parameters: Record<string, Param>; methods: Record<string, Method> };

export interface StandInEvent {
  id: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  /** RRULE and EXDATE lines of a recurring event (its start's `timeZone` is the rule's). */
  recurrence?: string[];
  /** An exception to a recurring event: the series and the start it replaces. */
  recurringEventId?: string;
  originalStartTime?: { dateTime: string };
  status?: 'confirmed' | 'cancelled';
  transparency?: 'opaque' | 'transparent';
  iCalUID?: string;
  summary?: string;
  description?: string;
  location?: string;
  hangoutLink?: string;
  conferenceData?: {
    conferenceId: string;
    conferenceSolution: { key: { type: string } };
    entryPoints: { entryPointType: string; uri: string }[];
  };
  /** Set by the stand-in: the change counter when it last changed. */
  seq?: number;
}
export interface StandInCalendar {
  id: string;
  summary: string;
  timeZone: string;
  primary?: boolean;
  events: StandInEvent[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const send = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Checks the query of one API request against its method's parameters. */
function check(method: Method, name: string, url: URL, pathParams: Record<string, string>) {
  const problems: string[] = [];
  const all = { ...discovery.parameters, ...method.parameters };
  for (const [key, p] of Object.entries(method.parameters)) {
    if (p.location === 'path' && p.required && !pathParams[key]) problems.push(`${key} missing`);
  }
  for (const key of new Set(url.searchParams.keys())) {
    const p = all[key];
    const values = url.searchParams.getAll(key);
    if (!p || p.location !== 'query') {
      problems.push(`unknown parameter ${key}`);
      continue;
    }
    if (values.length > 1 && !p.repeated) problems.push(`${key} repeated`);
    for (const v of values) {
      if (p.type === 'boolean' && v !== 'true' && v !== 'false') problems.push(`${key}=${v}`);
      if (
        p.type === 'integer' &&
        (!/^\d+$/.test(v) || Number(v) < Number(p.minimum ?? -Infinity))
      ) {
        problems.push(`${key}=${v}`);
      }
      if (p.enum && !p.enum.includes(v)) problems.push(`${key}=${v} not in enum`);
      if (
        p.format === 'date-time' &&
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(v)
      ) {
        problems.push(`${key}=${v} is not RFC 3339`);
      }
    }
  }
  // The events.list description: these may not be combined with syncToken.
  if (name === 'events.list' && url.searchParams.has('syncToken')) {
    for (const key of [
      'iCalUID',
      'orderBy',
      'privateExtendedProperty',
      'q',
      'sharedExtendedProperty',
      'timeMin',
      'timeMax',
      'updatedMin',
    ]) {
      if (url.searchParams.has(key)) problems.push(`${key} with syncToken`);
    }
  }
  return problems.map((p) => `${name}: ${p}`);
}

/** The instant of a wall time (`YYYY-MM-DDTHH:MM:SS`) in `zone`. */
function instantOf(wall: string, zone: string): number {
  const asUtc = Date.parse(`${wall}Z`);
  const first = asUtc - offsetAt(zone, asUtc);
  return asUtc - offsetAt(zone, first);
}

/**
 * What Google answers with `singleEvents=true`: each recurring event as its instances (the rule
 * read by ical.js in the start's zone, EXDATEs left out, instances replaced by their exceptions),
 * other events as they are.
 */
function singleEvents(events: StandInEvent[]): StandInEvent[] {
  const replaced = new Set(
    events.map(
      (e) => e.recurringEventId && `${e.recurringEventId}@${e.originalStartTime?.dateTime}`,
    ),
  );
  return events.flatMap((master) => {
    if (!master.recurrence) return [master];
    const zone = master.start.timeZone ?? 'UTC';
    const wall = (dateTime: string) =>
      new Date(Date.parse(dateTime) + offsetAt(zone, Date.parse(dateTime))).toISOString();
    const stamp = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, '');
    const start = wall(master.start.dateTime ?? '');
    const length = Date.parse(master.end.dateTime ?? '') - Date.parse(master.start.dateTime ?? '');
    const vevent = ['BEGIN:VEVENT', `UID:${master.id}`, `DTSTART:${stamp(start)}`];
    // EXDATEs as floating wall times, like DTSTART: the zone is applied below.
    for (const line of master.recurrence) vevent.push(line.replace(/;TZID=[^:;]+/, ''));
    vevent.push('END:VEVENT');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(vevent.join('\r\n'))));
    const iterator = event.iterator();
    const instances: StandInEvent[] = [];
    for (let next = iterator.next(); next && instances.length < 500; next = iterator.next()) {
      const at = instantOf(next.toString().slice(0, 19), zone);
      const original = new Date(at).toISOString().replace('.000', '');
      if (replaced.has(`${master.id}@${original}`)) continue;
      instances.push({
        ...master,
        recurrence: undefined,
        id: `${master.id}_${stamp(original)}Z`,
        recurringEventId: master.id,
        originalStartTime: { dateTime: original },
        start: { dateTime: original, timeZone: zone },
        end: { dateTime: new Date(at + length).toISOString().replace('.000', ''), timeZone: zone },
      });
    }
    return instances;
  });
}

export async function startGoogleStandIn(options: { clientId: string; clientSecret: string }) {
  const violations: string[] = [];
  const requests: string[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const revoked: string[] = [];
  /** Every code and token handed out: none may show in Slotbook's logs or answers. */
  const issued: string[] = [];
  const calendars: StandInCalendar[] = [];
  const overrides: Handler[] = [];
  let seq = 1;
  let email = 'ada@example.com';
  let pageSize = 2;
  let base = '';

  const issue = () => {
    const access = `ya29.${randomBytes(16).toString('hex')}`;
    accessTokens.add(access);
    issued.push(access);
    return access;
  };

  function authorize(url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    const expect: Record<string, string> = {
      client_id: options.clientId,
      response_type: 'code',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    };
    for (const [k, v] of Object.entries(expect)) {
      if (q.get(k) !== v) violations.push(`authorize: ${k}=${q.get(k)}`);
    }
    const scope = q.get('scope') ?? '';
    if (!scope.split(' ').includes('https://www.googleapis.com/auth/calendar.readonly')) {
      violations.push(`authorize: scope ${scope}`);
    }
    if (!q.get('state') || !q.get('code_challenge') || !q.get('redirect_uri')) {
      violations.push('authorize: state, code_challenge or redirect_uri missing');
    }
    const code = randomBytes(12).toString('hex');
    issued.push(code);
    codes.set(code, {
      challenge: q.get('code_challenge') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      scope,
    });
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<!doctype html><title>Sign in - Google Accounts</title><h1>Slotbook wants to see your calendars</h1>
<form method="get" action="${esc(q.get('redirect_uri') ?? '')}">
<input type="hidden" name="state" value="${esc(q.get('state') ?? '')}">
<input type="hidden" name="code" value="${code}">
<button type="submit">Allow</button></form>`,
    );
  }

  function token(form: URLSearchParams, res: http.ServerResponse) {
    if (
      form.get('client_id') !== options.clientId ||
      form.get('client_secret') !== options.clientSecret
    ) {
      return send(res, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(rt)) return send(res, 400, { error: 'invalid_grant' });
      return send(res, 200, { access_token: issue(), expires_in: 3599, token_type: 'Bearer' });
    }
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!code || code.redirectUri !== form.get('redirect_uri') || challenge !== code.challenge) {
      return send(res, 400, { error: 'invalid_grant' });
    }
    const refresh = `1//${randomBytes(16).toString('hex')}`;
    refreshTokens.add(refresh);
    issued.push(refresh);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: base,
      aud: options.clientId,
      sub: '1234567890',
      email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    const idToken = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
    send(res, 200, {
      access_token: issue(),
      expires_in: 3599,
      refresh_token: refresh,
      scope: code.scope,
      token_type: 'Bearer',
      id_token: idToken,
    });
  }

  function events(cal: StandInCalendar, url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    const sync = q.get('syncToken');
    let list = q.get('singleEvents') === 'true' ? singleEvents(cal.events) : cal.events;
    if (sync) {
      const [id, at] = sync.split(':');
      if (id !== cal.id || Number(at) < expiredBefore)
        return send(res, 410, { error: { code: 410, message: 'Sync token is no longer valid' } });
      list = list.filter((e) => (e.seq ?? 0) > Number(at));
    } else {
      const min = Date.parse(q.get('timeMin') ?? '');
      const max = Date.parse(q.get('timeMax') ?? '');
      const at = (t: StandInEvent['start']) => Date.parse(t.dateTime ?? `${t.date}T00:00:00Z`);
      list = list.filter((e) => e.status !== 'cancelled' && at(e.end) > min && at(e.start) < max);
    }
    const from = Number(q.get('pageToken') ?? 0);
    const page = list.slice(from, from + pageSize);
    const more = from + pageSize < list.length;
    send(res, 200, {
      kind: 'calendar#events',
      timeZone: cal.timeZone,
      items: page.map(({ seq: _s, ...e }) => ({
        kind: 'calendar#event',
        status: 'confirmed',
        ...e,
      })),
      ...(more
        ? { nextPageToken: String(from + pageSize) }
        : { nextSyncToken: `${cal.id}:${seq}` }),
    });
  }
  /** Problems of an event body as Slotbook writes it (the Event resource's fields it uses). */
  function checkBody(name: string, url: URL, event: Record<string, unknown>) {
    const problems: string[] = [];
    const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
    for (const key of ['start', 'end']) {
      const t = event[key] as { dateTime?: unknown } | undefined;
      if (name === 'events.insert' || t !== undefined) {
        if (typeof t?.dateTime !== 'string' || !rfc3339.test(t.dateTime)) problems.push(key);
      }
    }
    for (const key of ['summary', 'description', 'location', 'iCalUID', 'status']) {
      if (event[key] !== undefined && typeof event[key] !== 'string') problems.push(key);
    }
    const create = (event.conferenceData as { createRequest?: Json } | undefined)?.createRequest;
    if (create !== undefined) {
      if (url.searchParams.get('conferenceDataVersion') !== '1') {
        problems.push('conferenceData without conferenceDataVersion=1 is ignored');
      }
      if (typeof create?.requestId !== 'string' || !create.requestId) problems.push('requestId');
      if (create?.conferenceSolutionKey?.type !== 'hangoutsMeet') problems.push('solution type');
    }
    return problems.map((p) => `${name}: body ${p}`);
  }

  function writeApi(
    url: URL,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    match: RegExpExecArray,
    raw: string,
  ) {
    const name =
      req.method === 'POST'
        ? 'events.insert'
        : req.method === 'PATCH'
          ? 'events.patch'
          : 'events.delete';
    const method = discovery.methods[name];
    if (!method || method.httpMethod !== req.method) {
      violations.push(`no such method: ${req.method} ${url.pathname}`);
      return send(res, 404, { error: { code: 404 } });
    }
    const calendarId = decodeURIComponent(match[1] ?? '');
    const eventId = decodeURIComponent(match[2] ?? '');
    violations.push(...check(method, name, url, { calendarId, ...(eventId ? { eventId } : {}) }));
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!accessTokens.has(auth))
      return send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    const cal = calendars.find((c) => c.id === calendarId);
    if (!cal) return send(res, 404, { error: { code: 404 } });
    const existing = cal.events.find((e) => e.id === eventId && e.status !== 'cancelled');
    if (name === 'events.delete') {
      if (!existing)
        return send(res, 410, { error: { code: 410, message: 'Resource has been deleted' } });
      seq += 1;
      Object.assign(existing, { status: 'cancelled', seq });
      return res.writeHead(204).end();
    }
    let event: Json;
    try {
      event = JSON.parse(raw);
    } catch {
      violations.push(`${name}: body is not JSON`);
      return send(res, 400, { error: { code: 400 } });
    }
    violations.push(...checkBody(name, url, event));
    if (name === 'events.patch' && !existing) return send(res, 404, { error: { code: 404 } });
    const { conferenceData, ...fields } = event;
    const target: StandInEvent = existing ?? {
      id: randomBytes(10).toString('hex'),
      start: {},
      end: {},
    };
    Object.assign(target, fields);
    if (conferenceData?.createRequest && !target.conferenceData) {
      const code = randomBytes(5).toString('hex');
      const meet = `https://meet.google.com/${code.slice(0, 3)}-${code.slice(3, 7)}-${code.slice(7)}`;
      target.hangoutLink = meet;
      target.conferenceData = {
        conferenceId: code,
        conferenceSolution: { key: { type: 'hangoutsMeet' } },
        entryPoints: [{ entryPointType: 'video', uri: meet }],
      };
    }
    seq += 1;
    target.seq = seq;
    if (!existing) cal.events.push(target);
    const { seq: _s, ...answer } = target;
    send(res, 200, { kind: 'calendar#event', status: 'confirmed', ...answer });
  }

  let expiredBefore = 0;

  function api(url: URL, req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const path = url.pathname.slice('/calendar/v3/'.length);
    const eventsPath = /^calendars\/([^/]+)\/events$/.exec(path);
    const eventPath = /^calendars\/([^/]+)\/events\/([^/]+)$/.exec(path);
    if (eventPath) return writeApi(url, req, res, eventPath, body);
    if (eventsPath && req.method === 'POST') return writeApi(url, req, res, eventsPath, body);
    const name =
      path === 'users/me/calendarList' ? 'calendarList.list' : eventsPath ? 'events.list' : null;
    const method = name ? discovery.methods[name] : undefined;
    if (!name || !method || method.httpMethod !== req.method) {
      violations.push(`no such method: ${req.method} ${url.pathname}`);
      return send(res, 404, { error: { code: 404 } });
    }
    const calendarId = eventsPath ? decodeURIComponent(eventsPath[1] ?? '') : '';
    violations.push(...check(method, name, url, eventsPath ? { calendarId } : {}));
    if (!accessTokens.has(auth))
      return send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    if (name === 'calendarList.list') {
      return send(res, 200, {
        kind: 'calendar#calendarList',
        items: calendars.map(({ events: _e, ...c }) => ({
          kind: 'calendar#calendarListEntry',
          accessRole: 'owner',
          ...c,
        })),
        nextSyncToken: 'list',
      });
    }
    const cal = calendars.find((c) => c.id === calendarId);
    if (!cal) return send(res, 404, { error: { code: 404 } });
    events(cal, url, res);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (overrides.some((handler) => handler(req, res))) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      if (url.pathname === '/o/oauth2/v2/auth') return authorize(url, res);
      if (url.pathname === '/token' && req.method === 'POST') return token(form, res);
      if (url.pathname === '/revoke' && req.method === 'POST') {
        const t = form.get('token') ?? '';
        revoked.push(t);
        refreshTokens.delete(t);
        return res.writeHead(200).end();
      }
      if (url.pathname.startsWith('/calendar/v3/')) {
        return api(url, req, res, Buffer.concat(chunks).toString());
      }
      violations.push(`unexpected ${req.method} ${url.pathname}`);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    violations,
    requests,
    revoked,
    issued,
    calendars,
    overrides,
    setEmail: (value: string) => (email = value),
    setPageSize: (value: number) => (pageSize = value),
    /** Adds or changes an event (it shows in the next incremental sync). */
    put(calendarId: string, event: StandInEvent) {
      const cal = calendars.find((c) => c.id === calendarId);
      if (!cal) throw new Error(`no calendar ${calendarId}`);
      seq += 1;
      cal.events = cal.events.filter((e) => e.id !== event.id).concat({ ...event, seq });
    },
    /** Sync tokens issued so far answer 410 GONE. */
    expireSyncTokens: () => (expiredBefore = seq + 1),
    /** Every refresh token stops working (the user revoked access). */
    revokeAll: () => refreshTokens.clear(),
    /** Access tokens stop working (they expired early). */
    expireAccessTokens: () => accessTokens.clear(),
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type GoogleStandIn = Awaited<ReturnType<typeof startGoogleStandIn>>;
