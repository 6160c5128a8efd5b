/**
 * A stand-in for Microsoft's identity platform and Graph v1.0: the consent page (an "Accept"
 * button), the token endpoint (authorization code with PKCE and the redirect URI checked,
 * refresh), `/me`, the calendar listing, a calendar's view as a delta query (pages by
 * @odata.nextLink, then an @odata.deltaLink; series expanded by microsoft-calendar-view.ts) and
 * the events Slotbook writes. Every request is checked against
 * Graph's published description (the types vendored in test/fixtures/microsoft/: each event
 * property served exists on `event`, each query option is one the operation takes); anything that
 * does not match is recorded in `violations`, which tests assert empty. `trouble` makes the next
 * answers hostile: throttled, expired delta links, huge, slow, malformed or cut off.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { calendarView, type MsRecurrence } from './microsoft-calendar-view.js';

interface TypeDef {
  baseType: string | null;
  properties: Record<string, string>;
}
const graph = JSON.parse(
  readFileSync(new URL('../fixtures/microsoft/graph-v1.0-calendar.json', import.meta.url), 'utf8'),
) as {
  entityTypes: Record<string, TypeDef>;
  complexTypes: Record<string, TypeDef>;
  enumTypes: Record<string, string[]>;
};

/** Every property name of an entity type, its base types' included. */
function propertiesOf(name: string): Record<string, string> {
  const def = graph.entityTypes[name];
  if (!def) return {};
  const base = def.baseType?.replace(/^graph\./, '');
  return { ...(base ? propertiesOf(base) : {}), ...def.properties };
}

export interface MsEvent {
  id: string;
  subject?: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  showAs?: string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  iCalUId?: string;
  type?: 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';
  seriesMasterId?: string;
  /** An exception's occurrence it replaces (an instant, ISO 8601). */
  originalStart?: string;
  recurrence?: MsRecurrence;
  /** Occurrences deleted from a series: `OID.<id>.<YYYY-MM-DD>`. */
  cancelledOccurrences?: string[];
}
export interface MsCalendar {
  id: string;
  name: string;
  isDefaultCalendar?: boolean;
  canEdit?: boolean;
  events: MsEvent[];
  /** Ids deleted since the start, served as @removed in delta rounds. */
  deleted?: string[];
}

export type Trouble =
  | { kind: 'throttle'; status: 429 | 503; retryAfter: string; times: number }
  | { kind: 'gone' }
  | { kind: 'huge' | 'slow' | 'malformed' | 'cutoff' | 'not-a-list' | 'foreign-link' };

const send = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Query options each operation takes (Graph's reference for calendars list and event: delta). */
const QUERY: Record<string, Set<string>> = {
  calendars: new Set(['$top', '$skip', '$select', '$filter', '$orderby']),
  me: new Set(['$select']),
  delta: new Set(['startDateTime', 'endDateTime', '$deltatoken', '$skiptoken']),
};

/** The token endpoint of Microsoft's identity platform v2 (refresh grant). */
function tokenEndpoint(
  res: http.ServerResponse,
  form: URLSearchParams,
  state: {
    client: { id: string; secret: string };
    refreshTokens: Set<string>;
    violations: string[];
    issued: string[];
    secrets: string[];
    codes: Map<string, { challenge: string; redirectUri: string; scope: string }>;
  },
) {
  if (
    form.get('client_id') !== state.client.id ||
    form.get('client_secret') !== state.client.secret
  ) {
    send(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215' });
    return;
  }
  if (form.get('grant_type') === 'authorization_code') {
    const code = state.codes.get(form.get('code') ?? '');
    state.codes.delete(form.get('code') ?? '');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (!code || code.redirectUri !== form.get('redirect_uri') || challenge !== code.challenge) {
      send(res, 400, { error: 'invalid_grant', error_description: 'AADSTS54005' });
      return;
    }
    const refresh = `M.R3_${randomBytes(12).toString('hex')}`;
    state.refreshTokens.add(refresh);
    state.secrets.push(refresh);
    const access = `EwB${state.issued.length + 1}.${randomBytes(12).toString('hex')}`;
    state.issued.push(access);
    state.secrets.push(access);
    send(res, 200, {
      token_type: 'Bearer',
      scope: code.scope,
      expires_in: 3599,
      access_token: access,
      refresh_token: refresh,
    });
    return;
  }
  if (form.get('grant_type') !== 'refresh_token') {
    state.violations.push(`token: grant_type ${form.get('grant_type')}`);
    send(res, 400, { error: 'unsupported_grant_type' });
    return;
  }
  if (!(form.get('scope') ?? '').split(' ').includes('offline_access')) {
    state.violations.push('token: refresh without offline_access');
  }
  if (!state.refreshTokens.has(form.get('refresh_token') ?? '')) {
    send(res, 400, {
      error: 'invalid_grant',
      error_description: 'AADSTS70008: expired or revoked',
    });
    return;
  }
  const access = `EwB${state.issued.length + 1}.${randomBytes(12).toString('hex')}`;
  state.issued.push(access);
  state.secrets.push(access);
  send(res, 200, {
    token_type: 'Bearer',
    scope: form.get('scope'),
    expires_in: 3599,
    access_token: access,
  });
}

/** The consent page of `/common/oauth2/v2.0/authorize`, after checking its query. */
function authorize(
  res: http.ServerResponse,
  url: URL,
  client: { id: string },
  codes: Map<string, { challenge: string; redirectUri: string; scope: string }>,
  violations: string[],
  secrets: string[],
) {
  const q = url.searchParams;
  const expect = { client_id: client.id, response_type: 'code', code_challenge_method: 'S256' };
  for (const [k, v] of Object.entries(expect)) {
    if (q.get(k) !== v) violations.push(`authorize: ${k}=${q.get(k)}`);
  }
  const scope = q.get('scope') ?? '';
  for (const needed of ['offline_access', 'Calendars.ReadWrite', 'User.Read']) {
    if (!scope.split(' ').includes(needed)) violations.push(`authorize: scope without ${needed}`);
  }
  if (!q.get('state') || !q.get('code_challenge') || !q.get('redirect_uri')) {
    violations.push('authorize: state, code_challenge or redirect_uri missing');
  }
  const code = `M.C5_${randomBytes(12).toString('hex')}`;
  secrets.push(code);
  const redirectUri = q.get('redirect_uri') ?? '';
  codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri, scope });
  const esc = (v: string) => v.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.writeHead(200, { 'content-type': 'text/html' }).end(
    `<!doctype html><title>Permissions requested</title><h1>Slotbook wants to read and write your calendars</h1>
<form method="get" action="${esc(redirectUri)}">
<input type="hidden" name="code" value="${code}">
<input type="hidden" name="state" value="${esc(q.get('state') ?? '')}">
<input type="hidden" name="session_state" value="00000000-0000-0000-0000-000000000000">
<button type="submit">Accept</button></form>`,
  );
}

export async function startMicrosoftStandIn(options: {
  /** An access token the API accepts from the start (besides those the token endpoint issues). */
  accessToken?: string;
  pageSize?: number;
  client?: { id: string; secret: string };
  /** The account's address, answered by /me. */
  mail?: string;
}) {
  const refreshTokens = new Set<string>();
  const issued: string[] = [];
  /** Every code and token handed out: none may show in Slotbook's logs or answers. */
  const secrets: string[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const expiredTokens = new Set<string>();
  let deltaSeq = 0;
  let deltaExpiredBefore = 0;
  const accepted = (auth: string | undefined) => {
    const token = /^Bearer (.+)$/.exec(auth ?? '')?.[1] ?? '';
    return !expiredTokens.has(token) && (token === options.accessToken || issued.includes(token));
  };
  const calendars: MsCalendar[] = [];
  const violations: string[] = [];
  const requests: string[] = [];
  const troubles: Trouble[] = [];
  const eventProps = propertiesOf('event');
  const calendarProps = propertiesOf('calendar');
  const showAs = new Set(graph.enumTypes.freeBusyStatus);
  let base = '';

  const checkQuery = (op: string, url: URL) => {
    for (const key of url.searchParams.keys()) {
      if (!QUERY[op]?.has(key)) violations.push(`${op}: unknown query option ${key}`);
    }
  };
  const checkShape = (kind: string, props: Record<string, string>, item: object) => {
    for (const key of Object.keys(item)) {
      if (key !== 'events' && key !== 'deleted' && !(key in props)) {
        violations.push(`${kind} has no property ${key}`);
      }
    }
  };

  const served = (e: MsEvent) => {
    checkShape('event', eventProps, e);
    if (e.showAs !== undefined && !showAs.has(e.showAs)) violations.push(`showAs ${e.showAs}`);
    return e;
  };

  function delta(req: http.IncomingMessage, res: http.ServerResponse, url: URL, cal: MsCalendar) {
    checkQuery('delta', url);
    const prefer = String(req.headers.prefer ?? '');
    if (!/odata\.maxpagesize=\d+/.test(prefer)) violations.push('delta without odata.maxpagesize');
    const deltaToken = url.searchParams.get('$deltatoken');
    if (deltaToken !== null && Number(deltaToken.slice(1)) < deltaExpiredBefore) {
      send(res, 410, { error: { code: 'SyncStateNotFound', message: 'The sync state is gone.' } });
      return;
    }
    const skip = Number(url.searchParams.get('$skiptoken') ?? '0');
    const resumed = url.searchParams.has('$skiptoken');
    let items: unknown[];
    if (deltaToken !== null) {
      items = [
        ...calendarView(cal.events).map(served),
        ...(cal.deleted ?? []).map((id) => ({ id, '@removed': { reason: 'deleted' } })),
      ];
    } else {
      const start = url.searchParams.get('startDateTime');
      const end = url.searchParams.get('endDateTime');
      if (
        !resumed &&
        (!start || !end || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end)))
      ) {
        violations.push('delta without a startDateTime and endDateTime');
      }
      items = calendarView(cal.events).map(served);
    }
    const size = options.pageSize ?? 200;
    const page = items.slice(skip, skip + size);
    const self = `${base}/v1.0/me/calendars/${encodeURIComponent(cal.id)}/calendarView/delta`;
    const more = skip + size < items.length;
    send(res, 200, {
      value: page,
      ...(more
        ? {
            '@odata.nextLink': `${self}?${deltaToken === null ? '' : `$deltatoken=${deltaToken}&`}$skiptoken=${skip + size}`,
          }
        : { '@odata.deltaLink': `${self}?$deltatoken=d${++deltaSeq}` }),
    });
  }

  /** Serves the next trouble, if any; true when the answer is given. */
  function troubled(res: http.ServerResponse): boolean {
    const trouble = troubles[0];
    if (!trouble) return false;
    if (trouble.kind === 'throttle') {
      if (--trouble.times <= 0) troubles.shift();
      res.writeHead(trouble.status, { 'retry-after': trouble.retryAfter }).end();
      return true;
    }
    troubles.shift();
    if (trouble.kind === 'gone') {
      send(res, 410, { error: { code: 'syncStateNotFound', message: 'expired' } });
    } else if (trouble.kind === 'huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"value":[');
      const chunk = `${'{"id":"x"},'.repeat(10_000)}`;
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    } else if (trouble.kind === 'slow') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"value":[');
    } else if (trouble.kind === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"value":[{"id":');
    } else if (trouble.kind === 'not-a-list') {
      send(res, 200, { value: { id: 'x' } });
    } else if (trouble.kind === 'foreign-link') {
      send(res, 200, { value: [], '@odata.nextLink': 'http://169.254.169.254/latest/meta-data' });
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('{"value":[');
      setTimeout(() => res.socket?.destroy(), 20);
    }
    return true;
  }

  let nextId = 0;
  /** POST /me/calendars/{id}/events, PATCH and DELETE /me/events/{id}; true when handled. */
  function events(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean {
    const post = /^\/v1\.0\/me\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    const one = /^\/v1\.0\/me\/events\/([^/]+)$/.exec(url.pathname);
    const cal = post && calendars.find((c) => c.id === decodeURIComponent(post[1] as string));
    const found =
      one &&
      calendars
        .flatMap((c) => c.events.map((e) => ({ c, e })))
        .find(({ e }) => e.id === decodeURIComponent(one[1] as string));
    if (
      !(req.method === 'POST' && cal) &&
      !(one && (req.method === 'PATCH' || req.method === 'DELETE'))
    )
      return false;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'DELETE') {
        if (!found) return send(res, 404, { error: { code: 'ErrorItemNotFound', message: 'no' } });
        found.c.events.splice(found.c.events.indexOf(found.e), 1);
        return res.writeHead(204).end();
      }
      const body = JSON.parse(Buffer.concat(chunks).toString() || 'null') as Record<
        string,
        unknown
      >;
      checkShape('event', eventProps, body);
      for (const key of ['start', 'end'] as const) {
        const t = body[key] as Record<string, unknown> | undefined;
        if (t)
          checkShape('dateTimeTimeZone', graph.complexTypes.dateTimeTimeZone?.properties ?? {}, t);
      }
      if (
        body.onlineMeetingProvider !== undefined &&
        !graph.enumTypes.onlineMeetingProviderType?.includes(
          typeof body.onlineMeetingProvider === 'string' ? body.onlineMeetingProvider : '?',
        )
      ) {
        violations.push(`onlineMeetingProvider ${JSON.stringify(body.onlineMeetingProvider)}`);
      }
      if (req.method === 'PATCH') {
        if (!found) return send(res, 404, { error: { code: 'ErrorItemNotFound', message: 'no' } });
        Object.assign(found.e, body);
        return send(res, 200, found.e);
      }
      const event = { ...(body as unknown as MsEvent), id: `ev-${++nextId}` };
      if (body.isOnlineMeeting === true) {
        (event as MsEvent & { onlineMeeting?: object }).onlineMeeting = {
          joinUrl: `https://teams.microsoft.com/l/meetup-join/${event.id}`,
        };
      }
      (cal as MsCalendar).events.push(event);
      send(res, 201, event);
    });
    return true;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/common/oauth2/v2.0/token') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const client = options.client ?? { id: 'client', secret: 'secret' };
        tokenEndpoint(res, form, { client, refreshTokens, violations, issued, secrets, codes });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/common/oauth2/v2.0/authorize') {
      return authorize(res, url, options.client ?? { id: 'client' }, codes, violations, secrets);
    }
    if (!accepted(req.headers.authorization)) {
      send(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'no' } });
      return;
    }
    if (troubled(res)) return;
    if (req.method === 'GET' && url.pathname === '/v1.0/me/calendars') {
      checkQuery('calendars', url);
      const value = calendars.map(({ events: _e, deleted: _d, ...c }) => {
        checkShape('calendar', calendarProps, c);
        return c;
      });
      send(res, 200, { value });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v1.0/me') {
      checkQuery('me', url);
      const mail = options.mail ?? 'ada@contoso.example';
      return send(res, 200, { id: 'u-1', mail, userPrincipalName: mail });
    }
    if (events(req, res, url)) return;
    const m = /^\/v1\.0\/me\/calendars\/([^/]+)\/calendarView\/delta$/.exec(url.pathname);
    const cal = m && calendars.find((c) => c.id === decodeURIComponent(m[1] as string));
    if (req.method === 'GET' && cal) return delta(req, res, url, cal);
    violations.push(`no such operation: ${req.method} ${url.pathname}`);
    send(res, 404, { error: { code: 'ResourceNotFound', message: 'no' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    graphBaseUrl: `${base}/v1.0`,
    loginBaseUrl: base,
    /** Refresh tokens the token endpoint honours (delete one to revoke it). */
    refreshTokens,
    /** Access tokens issued by refreshes, in order. */
    issued,
    secrets,
    calendars,
    violations,
    requests,
    troubles,
    /** Delta links issued so far answer 410 (the sync state is gone). */
    expireDeltaLinks: () => (deltaExpiredBefore = deltaSeq + 1),
    /** Every access token issued so far is refused (401). */
    expireAccessTokens: () => issued.forEach((token) => expiredTokens.add(token)),
    /** Every refresh token stops working (the user removed the app's consent). */
    revokeAll: () => refreshTokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
