/**
 * A stand-in for Zoom: the OAuth endpoints (a consent page with an "Allow" button; the token
 * endpoint checking the client's HTTP Basic credentials, the redirect URI and the PKCE verifier,
 * and rotating the refresh token on each refresh; revocation) and the API operations Slotbook
 * calls (`GET /users/me`, `POST /users/me/meetings`, `PATCH` and `DELETE /meetings/{meetingId}`).
 * Every API request is checked against Zoom's published OpenAPI description (the operations
 * vendored in test/fixtures/zoom/openapi-meetings.json): its path and method, its required and
 * typed parameters, and its JSON body against the operation's schema, with no property the schema
 * does not name. A request Zoom would refuse is answered 400, as Zoom does, and recorded in
 * `violations`, which tests assert empty.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

interface Parameter {
  in: 'path' | 'query' | 'body' | 'header';
  name: string;
  type?: string;
  required?: boolean;
  enum?: unknown[];
  schema?: Json;
}
interface Operation {
  operationId: string;
  parameters: (Parameter | { $ref: string })[];
  responses: Record<string, unknown>;
}
const spec = JSON.parse(
  readFileSync(new URL('../fixtures/zoom/openapi-meetings.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, Operation>>;
  parameters: Record<string, Parameter>;
  definitions: Record<string, Json>;
};

const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const ajv = new Ajv({
  strict: false,
  allErrors: true,
  logger: false,
  formats: { 'date-time': rfc3339 },
});
ajv.addSchema({ $id: 'zoom', definitions: spec.definitions });

/** The properties a schema names, through `allOf` and `$ref`. */
function namedProperties(schema: Json): Set<string> {
  if (!schema || typeof schema !== 'object') return new Set();
  if (typeof schema.$ref === 'string') {
    return namedProperties(spec.definitions[schema.$ref.split('/').pop() ?? '']);
  }
  const names = new Set<string>(Object.keys(schema.properties ?? {}));
  for (const part of schema.allOf ?? []) for (const n of namedProperties(part)) names.add(n);
  return names;
}

/** Refs made absolute to the registered definitions. */
const absolute = (schema: Json): Json =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/definitions\//g, '"zoom#/definitions/'));

interface Route {
  pattern: RegExp;
  names: string[];
  method: string;
  op: Operation;
  params: Parameter[];
  body?: { validate: ValidateFunction; names: Set<string> };
}
const routes: Route[] = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${path.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`,
    );
    const params = op.parameters.map((p) =>
      '$ref' in p ? (spec.parameters[p.$ref.split('/').pop() ?? ''] as Parameter) : p,
    );
    const bodyParam = params.find((p) => p.in === 'body');
    const body = bodyParam?.schema
      ? {
          validate: ajv.compile(absolute(bodyParam.schema)),
          names: namedProperties(bodyParam.schema),
        }
      : undefined;
    return { pattern, names, method: method.toUpperCase(), op, params, ...(body ? { body } : {}) };
  }),
);

const typed = (p: Parameter, v: string) =>
  p.type === 'integer' ? /^-?\d+$/.test(v) : p.type === 'boolean' ? /^(true|false)$/.test(v) : true;

/** What Zoom would refuse in one API request, by its OpenAPI description. */
function problemsOf(method: string, url: URL, raw: string): { route?: Route; problems: string[] } {
  const path = url.pathname.replace(/^\/v2/, '');
  const candidates = routes.filter((r) => r.pattern.test(path));
  const route = candidates.find((r) => r.method === method);
  if (!route) return { problems: [`no such operation: ${method} ${path}`] };
  const problems: string[] = [];
  const values = route.pattern.exec(path)?.slice(1) ?? [];
  const pathValues = Object.fromEntries(
    route.names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]),
  );
  for (const p of route.params) {
    const value =
      p.in === 'path' ? pathValues[p.name] : p.in === 'query' ? url.searchParams.get(p.name) : null;
    if (p.in === 'path' || p.in === 'query') {
      if (p.required && !value) problems.push(`${p.name} missing`);
      if (value && !typed(p, value)) problems.push(`${p.name}=${value} is not ${p.type}`);
      if (value && p.enum && !p.enum.map(String).includes(value))
        problems.push(`${p.name}=${value}`);
    }
  }
  for (const key of url.searchParams.keys()) {
    if (!route.params.some((p) => p.in === 'query' && p.name === key)) {
      problems.push(`unknown query parameter ${key}`);
    }
  }
  const bodyParam = route.params.find((p) => p.in === 'body');
  if (bodyParam) {
    let body: Json;
    try {
      body = JSON.parse(raw);
    } catch {
      problems.push('body is not JSON');
    }
    if (body !== undefined && route.body) {
      if (!route.body.validate(body)) {
        problems.push(
          ...(route.body.validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`),
        );
      }
      for (const key of Object.keys(body ?? {})) {
        if (!route.body.names.has(key)) problems.push(`body names unknown property ${key}`);
      }
    }
  } else if (raw) problems.push('a body where none is taken');
  return { route, problems: problems.map((p) => `${route.op.operationId}: ${p}`) };
}

export interface StandInMeeting {
  id: number;
  uuid: string;
  topic: string;
  type: number;
  start_time: string;
  duration: number;
  timezone: string;
  agenda?: string;
  join_url: string;
  password: string;
}

const send = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export async function startZoomStandIn(options: { clientId: string; clientSecret: string }) {
  const violations: string[] = [];
  const requests: string[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  /** Refresh token -> its grant; access token -> its grant. */
  const refreshTokens = new Map<string, number>();
  const accessTokens = new Map<string, number>();
  const revoked: string[] = [];
  /** Every code and token handed out. */
  const secrets: string[] = [];
  const meetings: StandInMeeting[] = [];
  const overrides: Handler[] = [];
  let grants = 0;
  let email = 'ada@example.com';
  let base = '';

  const issue = (grant: number) => {
    const access = `zat.${randomBytes(16).toString('hex')}`;
    const refresh = `zrt.${randomBytes(16).toString('hex')}`;
    accessTokens.set(access, grant);
    refreshTokens.set(refresh, grant);
    secrets.push(access, refresh);
    return {
      access_token: access,
      token_type: 'bearer',
      refresh_token: refresh,
      expires_in: 3599,
      scope: 'meeting:write user:read',
    };
  };

  function authorize(url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    const expect: Record<string, string> = {
      client_id: options.clientId,
      response_type: 'code',
      code_challenge_method: 'S256',
    };
    for (const [k, v] of Object.entries(expect)) {
      if (q.get(k) !== v) violations.push(`authorize: ${k}=${q.get(k)}`);
    }
    if (!q.get('state') || !q.get('code_challenge') || !q.get('redirect_uri')) {
      violations.push('authorize: state, code_challenge or redirect_uri missing');
    }
    const code = randomBytes(12).toString('hex');
    secrets.push(code);
    codes.set(code, {
      challenge: q.get('code_challenge') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
    });
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<!doctype html><title>Zoom - Authorize App</title><h1>Slotbook would like to schedule meetings for you</h1>
<form method="get" action="${esc(q.get('redirect_uri') ?? '')}">
<input type="hidden" name="state" value="${esc(q.get('state') ?? '')}">
<input type="hidden" name="code" value="${code}">
<button type="submit">Allow</button></form>`,
    );
  }

  /** The client's HTTP Basic credentials, form-decoded (RFC 6749, section 2.3.1). */
  const basicOk = (req: http.IncomingMessage) => {
    const encoded = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const [id, secret] = Buffer.from(encoded, 'base64').toString().split(':');
    const decode = (v = '') => decodeURIComponent(v.replace(/\+/g, ' '));
    return decode(id) === options.clientId && decode(secret) === options.clientSecret;
  };

  function token(req: http.IncomingMessage, form: URLSearchParams, res: http.ServerResponse) {
    if (!basicOk(req))
      return send(res, 401, {
        reason: 'Invalid client_id or client_secret',
        error: 'invalid_client',
      });
    if (form.get('grant_type') === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      const grant = refreshTokens.get(rt);
      if (grant === undefined)
        return send(res, 400, { reason: 'Invalid Token!', error: 'invalid_request' });
      // Zoom rotates the refresh token: the one used stops working.
      refreshTokens.delete(rt);
      return send(res, 200, issue(grant));
    }
    if (form.get('grant_type') !== 'authorization_code')
      return send(res, 400, { error: 'unsupported_grant_type' });
    const code = codes.get(form.get('code') ?? '');
    codes.delete(form.get('code') ?? '');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (!code || code.redirectUri !== form.get('redirect_uri') || challenge !== code.challenge) {
      return send(res, 400, { reason: 'Invalid authorization code', error: 'invalid_grant' });
    }
    send(res, 200, issue(++grants));
  }

  function revoke(req: http.IncomingMessage, form: URLSearchParams, res: http.ServerResponse) {
    if (!basicOk(req)) return send(res, 401, { error: 'invalid_client' });
    const t = form.get('token') ?? '';
    const grant = accessTokens.get(t) ?? refreshTokens.get(t);
    if (grant === undefined)
      return send(res, 400, { reason: 'Invalid Token!', error: 'invalid_request' });
    revoked.push(t);
    for (const tokens of [accessTokens, refreshTokens]) {
      for (const [k, g] of tokens) if (g === grant) tokens.delete(k);
    }
    send(res, 200, { status: 'success' });
  }

  function api(url: URL, req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const { route, problems } = problemsOf(req.method ?? '', url, raw);
    if (problems.length > 0) {
      violations.push(...problems);
      return send(res, route ? 400 : 404, { code: 300, message: problems.join('; ') });
    }
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!accessTokens.has(auth))
      return send(res, 401, { code: 124, message: 'Invalid access token.' });
    const op = route?.op.operationId;
    if (op === 'user')
      return send(res, 200, { id: 'KDcuGIm1QgePTO8WbOqwIQ', email, type: 2, status: 'active' });
    const id = Number(/\/meetings\/(\d+)$/.exec(url.pathname)?.[1]);
    const found = meetings.find((m) => m.id === id);
    if (op === 'meetingCreate') {
      const body = JSON.parse(raw);
      const meetingId = randomInt(10_000_000_000, 99_999_999_999);
      const password = String(randomInt(100_000, 999_999));
      const meeting: StandInMeeting = {
        ...body,
        id: meetingId,
        uuid: randomBytes(16).toString('base64'),
        join_url: `https://zoom.us/j/${meetingId}?pwd=${randomBytes(8).toString('hex')}`,
        password,
      };
      meetings.push(meeting);
      return send(res, 201, {
        ...meeting,
        host_id: 'KDcuGIm1QgePTO8WbOqwIQ',
        created_at: new Date().toISOString(),
      });
    }
    if (!found) return send(res, 404, { code: 3001, message: `Meeting does not exist: ${id}.` });
    if (op === 'meetingUpdate') {
      Object.assign(found, JSON.parse(raw));
      return res.writeHead(204).end();
    }
    meetings.splice(meetings.indexOf(found), 1);
    return res.writeHead(204).end();
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push(`${req.method} ${url.pathname}`);
    if (overrides.some((handler) => handler(req, res))) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const form = new URLSearchParams(raw);
      if (url.pathname === '/oauth/authorize' && req.method === 'GET') return authorize(url, res);
      if (url.pathname === '/oauth/token' && req.method === 'POST') return token(req, form, res);
      if (url.pathname === '/oauth/revoke' && req.method === 'POST') return revoke(req, form, res);
      if (url.pathname.startsWith('/v2/')) return api(url, req, res, raw);
      violations.push(`unexpected ${req.method} ${url.pathname}`);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** ZOOM_OAUTH_BASE_URL */
    base,
    /** ZOOM_API_BASE_URL */
    apiBase: `${base}/v2`,
    violations,
    requests,
    revoked,
    secrets,
    meetings,
    overrides,
    setEmail: (value: string) => (email = value),
    /** Every grant ends (the user removed the app in Zoom). */
    revokeAll: () => {
      refreshTokens.clear();
      accessTokens.clear();
    },
    /** Access tokens stop working (they expired early). */
    expireAccessTokens: () => accessTokens.clear(),
    /** What Zoom would refuse in a request (for the stand-in's own test). */
    problemsOf: (method: string, path: string, body = '') =>
      problemsOf(method, new URL(path, 'http://zoom.test'), body).problems,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ZoomStandIn = Awaited<ReturnType<typeof startZoomStandIn>>;
