/**
 * Malformed requests for the request fuzzer (test/http/fuzz.test.ts): a fast-check arbitrary per
 * operation of the OpenAPI document, the fixed cases every operation gets, how a case becomes an
 * `app.inject` request, and what every answer must look like.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bodyArb, payloadOf, rawBodies, type BodyCase } from './fuzz-bodies.js';
import { fieldsOf, sample, setAt, type Operation } from './fuzz-schema.js';
import {
  GARBAGE_QUERIES,
  PATH_GARBAGE,
  coherentPath,
  mountUrl,
  pathArb,
  phpGarbage,
  queryArb,
  subKeys,
  text,
  validPart,
  wrongQueryParts,
  type Mount,
  type Part,
  type Pools,
} from './fuzz-urls.js';
import { wrongType } from './fuzz-values.js';

export type Identity = 'admin' | 'owner' | 'other' | 'anonymous' | 'bad-auth';

export interface FuzzCase {
  as: Identity;
  /** Which malformed Authorization header, for `bad-auth`. */
  badAuth: number;
  /** The client address, as a number from 1000 to 2^24 - 1 (see `addressOf`). */
  client: number;
  mount: Mount;
  /** Another method than the operation's (HEAD, PATCH, OPTIONS), or null. */
  method: string | null;
  path: Record<string, Part>;
  query: Part[];
  body: BodyCase | null;
  headers: Record<string, string>;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Authorization headers that never name a real account, so no real login gets locked out. */
export const BAD_AUTH: readonly string[] = [
  'Basic',
  'Basic !!!!',
  'Bearer abc.def.ghi',
  `Basic ${b64('no-colon')}`,
  `Basic ${b64(':password')}`,
  `Basic ${b64('nobody:abcd efgh ijkl mnop qrst uvwx')}`,
  `Basic ${b64('nobody@example.com:x')}`,
  `Basic ${b64(`${'n'.repeat(5000)}:x`)}`,
  `Basic ${b64("' OR '1'='1:' OR '1'='1")}`,
  `Basic ${b64('nob\u0000ody:x')}`,
  `Basic ${Buffer.from([0xff, 0x3a, 0xc3, 0x28]).toString('base64')}`,
];

const HEADER_SETS: readonly Record<string, string>[] = [
  { 'x-request-id': 'bad id with spaces' },
  { 'x-request-id': 'x'.repeat(200) },
  { 'idempotency-key': '' },
  { 'idempotency-key': 'x'.repeat(300) },
  { 'idempotency-key': 'a b' },
  { 'idempotency-key': 'fuzz-key-1' },
  { accept: 'text/html' },
  { accept: 'application/xml' },
  { 'x-forwarded-for': '1.2.3.4, ::1, not-an-ip' },
  { 'x-http-method-override': 'DELETE' },
  { 'content-encoding': 'gzip' },
];

/** Random cases of an operation: who calls, through which mount, with what path, query, body. */
export function caseArb(op: Operation, pools: Pools): fc.Arbitrary<FuzzCase> {
  const methods = [...(op.method === 'GET' ? ['HEAD'] : []), 'PATCH', 'OPTIONS'];
  return fc.record({
    as: fc.oneof(
      { weight: 4, arbitrary: fc.constant<Identity>('admin') },
      { weight: 2, arbitrary: fc.constant<Identity>('owner') },
      { weight: 2, arbitrary: fc.constant<Identity>('other') },
      { weight: 1, arbitrary: fc.constant<Identity>('anonymous') },
      { weight: 1, arbitrary: fc.constant<Identity>('bad-auth') },
    ),
    badAuth: fc.nat(BAD_AUTH.length - 1),
    client: fc.integer({ min: 1000, max: 2 ** 24 - 1 }),
    mount: fc.oneof(
      { weight: 6, arbitrary: fc.constant<Mount>('api') },
      { weight: 2, arbitrary: fc.constant<Mount>('wp') },
      { weight: 1, arbitrary: fc.constant<Mount>('rest_route') },
      { weight: 1, arbitrary: fc.constant<Mount>('index_php') },
    ),
    method: fc.oneof(
      { weight: 14, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...methods) },
    ),
    path: pathArb(op, pools),
    query: queryArb(op),
    body: bodyArb(op),
    headers: fc.oneof(
      { weight: 6, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constantFrom(...HEADER_SETS) },
    ),
  });
}

/** A plausible request as the administrator: the owner's first bundle, a sampled body. */
export function baseCase(op: Operation, pools: Pools): FuzzCase {
  const [first] = pools.bundles;
  return {
    as: 'admin',
    badAuth: 0,
    client: 1000,
    mount: 'api',
    method: null,
    path: first ? coherentPath(op, first) : {},
    query: [],
    body: op.body ? { type: 'json', value: sample(op.body) } : null,
    headers: {},
  };
}

/** Each fixed case comes from an address of its own. */
let fixedClients = 1000;

/**
 * Cases every operation gets, whatever the seed: each identity and mount, each bad path value,
 * each query parameter and body field of the wrong type, each required field missing, and every
 * raw body and garbage query.
 */
export function fixedCases(op: Operation, pools: Pools): FuzzCase[] {
  const skeleton = op.body ? sample(op.body) : null;
  const base = baseCase(op, pools);
  const cases: FuzzCase[] = [];
  const add = (change: Partial<FuzzCase>) => {
    fixedClients += 1;
    cases.push({ ...base, client: fixedClients, ...change });
  };
  for (const as of ['owner', 'other', 'anonymous'] as const) add({ as });
  BAD_AUTH.forEach((_, badAuth) => add({ as: 'bad-auth', badAuth }));
  for (const mount of ['wp', 'rest_route', 'index_php'] as const) add({ mount });
  for (const bundle of pools.bundles) add({ path: coherentPath(op, bundle), as: 'other' });
  for (const param of op.pathParams) {
    for (const value of PATH_GARBAGE) add({ path: { ...base.path, [param]: value } });
  }
  for (const p of op.query) {
    add({ query: [validPart(p)] });
    for (const part of wrongQueryParts(p)) add({ query: [part] });
    for (const part of phpGarbage(p.name)) add({ query: [part] });
    for (const key of subKeys(p)) add({ query: [`${p.name}[${key}][x]=1`] });
  }
  for (const query of GARBAGE_QUERIES) add({ query: [query] });
  if (op.body) {
    fieldsOf(op.body).forEach((f, i) => {
      add({ body: { type: 'json', value: setAt(skeleton, f.path, wrongType(f.schema, i)) } });
      if (f.required) add({ body: { type: 'json', value: setAt(skeleton, f.path, 0, true) } });
    });
    const extra = skeleton && typeof skeleton === 'object' ? skeleton : {};
    add({ body: { type: 'json', value: { ...extra, fuzz_unknown: { nested: [1, 'x'] } } } });
    add({ body: { type: 'form', value: skeleton } });
  }
  for (const body of rawBodies(op.body)) add({ body });
  for (const method of [...(op.method === 'GET' ? ['HEAD'] : []), 'PATCH', 'OPTIONS']) {
    add({ method });
  }
  return cases;
}

/** The `Authorization` headers of the three accounts. */
export type Credentials = Record<'admin' | 'owner' | 'other', string>;

const IDENTITIES: readonly Identity[] = ['admin', 'owner', 'other'];

/**
 * The client address of a case. Failed logins are counted per address, and the public routes'
 * limits too, so those cases come from addresses of their own; an account on a route that needs
 * credentials keeps one address, as a real client does (a new one rewrites its password's
 * `last_ip` on every request).
 */
function addressOf(c: FuzzCase, open: boolean): string {
  const n = open || !IDENTITIES.includes(c.as) ? c.client : IDENTITIES.indexOf(c.as) + 1;
  const bytes = [16, 8, 0].map((shift) => (n >> shift) & 255);
  return `${c.as === 'bad-auth' ? 11 : 10}.${bytes.join('.')}`;
}

/** The request of a case; `open` tells whether the route answers without credentials. */
export function toInject(op: Operation, c: FuzzCase, credentials: Credentials, open: boolean) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => text(c.path[name] ?? '1'));
  const url = mountUrl(path, c.query.map(text).join('&'), c.mount);
  const headers: Record<string, string> = { ...c.headers };
  if (c.as === 'bad-auth') headers.authorization = BAD_AUTH[c.badAuth] ?? 'Basic';
  else if (c.as !== 'anonymous') headers.authorization = credentials[c.as];
  const request: InjectOptions & { method: string; url: string } = {
    method: (c.method ?? op.method) as NonNullable<InjectOptions['method']>,
    url,
    headers,
    remoteAddress: addressOf(c, open),
  };
  if (c.body) {
    const { contentType, payload } = payloadOf(c.body);
    if (contentType !== null) headers['content-type'] = contentType;
    request.payload = payload;
  }
  return request;
}

/** HTML pages answer their errors as HTML pages. */
const PAGE = /^\/(book|booking)\//;

/** What is wrong with an answer, or null: no 5xx, and every error in the API's error shape. */
export function problemOf(
  request: { method: string; url: string },
  res: LightMyRequestResponse,
): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status < 400 || request.method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  if (PAGE.test(request.url) && type.startsWith('text/html')) return null;
  if (!type.startsWith('application/json')) return `error ${status} answered as "${type}"`;
  let body: { code?: unknown; message?: unknown; data?: { status?: unknown } } | null;
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return `error ${status} is not JSON`;
  }
  if (
    typeof body?.code !== 'string' ||
    body.code === '' ||
    typeof body.message !== 'string' ||
    body.message === '' ||
    typeof body.data !== 'object' ||
    body.data === null ||
    body.data.status !== status
  ) {
    return `error ${status} without the API's error shape`;
  }
  if (/\n\s+at |SQLITE_|violates|syntax error/.test(body.message)) {
    return `error ${status} message shows internals`;
  }
  return null;
}
