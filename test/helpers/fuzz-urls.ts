/**
 * URLs for the request fuzzer: query strings and path parameters (percent-encoded, or on purpose
 * not), the seeded objects a path parameter names, and the three mounts of the API.
 */
import fc from 'fast-check';
import { flatten, sample, typesOf, type Operation, type QueryParam } from './fuzz-schema.js';
import { INJECTIONS, Lazy, encode, formPairs, repeat } from './fuzz-values.js';

export const API_PREFIX = '/api/v2';

export type Part = string | Lazy;

const join = (prefix: string, value: Part): Part =>
  value instanceof Lazy
    ? new Lazy(`${prefix}${value.label}`, () => prefix + String(value.make()))
    : prefix + value;

const QUERY_VALUES: readonly Part[] = [
  ...['abc', '', '-1', '0', '1.5', '1e308', '9223372036854775808', '99999999999999999999999'],
  ...['NaN', 'Infinity', '%FF', '%C3%28', '%ED%A0%80', '%00', '%', '%zz', '+', 'true', 'null'],
  ...['2031-02-30', '0000-00-00', '9999-99-99', 'Mars/Olympus_Mons', '..%2F..'],
  ...INJECTIONS.map(encode),
  repeat('x', 'x', 100_000),
];

export const GARBAGE_QUERIES: readonly Part[] = [
  'a[]=1&a[b]=2',
  'a[[[=1',
  'a]]]=1&b[=2',
  new Lazy('a[]*5000=1', () => `a${'[]'.repeat(5000)}=1`),
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  '__proto__[__proto__][x]=1&toString=1&hasOwnProperty=1&valueOf[x]=1',
  '%C3%28=%FF&x=%ED%A0%80',
  new Lazy('2000 parameters', () => Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&')),
  new Lazy('a[]=1*1000', () => Array<string>(1000).fill('a[]=1').join('&')),
  '&&&==&=&',
  'a=%&b=%zz&c=%%',
  new Lazy('q=x*100000', () => `q=${'x'.repeat(100_000)}`),
  'a[b][c][d][e][f][g][h][i]=1',
  'rest_route=/fluent-booking/v2/users',
];

/** Bad PHP-style arrays on a real parameter name. */
export function phpGarbage(name: string): Part[] {
  return [
    `${name}[]=1&${name}[b]=2`,
    `${name}[[[=1`,
    new Lazy(`${name}[]*300=1`, () => `${name}${'[]'.repeat(300)}=1`),
    `${name}[__proto__][x]=1`,
    `${name}[constructor][prototype][x]=1`,
    `${name}=1&${name}=2`,
    `${name}[0][1][2][3][4][5][6]=1`,
  ];
}

/** A valid value for a query parameter (PHP-style for objects and arrays). */
export function validPart(p: QueryParam): string {
  const s = flatten(p.schema);
  const types = typesOf(s);
  if (types.includes('object')) {
    return Object.entries(s.properties ?? {})
      .map(([k, sub]) => formPairs(sample(sub, k), `${p.name}[${k}]`).join('&'))
      .join('&');
  }
  if (types.includes('array')) return `${p.name}[]=${encode(String(sample(s.items ?? {})))}`;
  return `${p.name}=${encode(String(sample(s, p.name)))}`;
}

/** Values of the wrong type (or out of range) for a query parameter. */
export function wrongQueryParts(p: QueryParam): string[] {
  const types = typesOf(p.schema);
  const n = p.name;
  if (types.includes('object')) return [`${n}=scalar`];
  if (types.includes('array')) return [`${n}[a][b]=1`];
  if (types.includes('integer') || types.includes('number')) {
    return [`${n}=abc`, `${n}=Infinity`, `${n}=-1e999`, `${n}=1.5`];
  }
  if (types.includes('boolean')) return [`${n}=maybe`];
  return [`${n}[x]=1`, `${n}=9999-99-99`, `${n}=2031-02-30`, `${n}=%00`, `${n}=Mars%2FOlympus`];
}

/** The keys of an object-valued query parameter (`filters[period]`). */
export function subKeys(p: QueryParam): string[] {
  return Object.keys(flatten(p.schema).properties ?? {});
}

/** Some of the operation's query parameters, each valid or broken, and sometimes garbage. */
export function queryArb(op: Operation): fc.Arbitrary<Part[]> {
  const part = (p: QueryParam): fc.Arbitrary<Part> => {
    const keys = subKeys(p);
    const value = fc.constantFrom(...QUERY_VALUES);
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(validPart(p)) },
      { weight: 3, arbitrary: value.map((v) => join(`${p.name}=`, v)) },
      { weight: 1, arbitrary: fc.constantFrom(...phpGarbage(p.name)) },
      {
        weight: keys.length ? 3 : 0,
        arbitrary: keys.length
          ? fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => join(`${p.name}[${k}]=`, v))
          : fc.constant(''),
      },
    );
  };
  const params = fc
    .subarray(op.query)
    .chain((ps) => (ps.length ? fc.tuple(...ps.map(part)) : fc.constant([] as Part[])));
  const garbage = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_QUERIES) },
  );
  return fc
    .tuple(params, garbage)
    .map(([parts, extra]) => (extra === null ? parts : [...parts, extra]));
}

export const PATH_GARBAGE: readonly Part[] = [
  ...['abc', '0', '-1', '1.5', '1e3', '0x10', '%201', '+1', '01', '1%20', 'null', 'me', '%25'],
  ...['99999999999999999999', '9007199254740991', '9007199254740992', '9223372036854775808'],
  ...[
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '%00',
    '%C3%28',
    '%FF',
    '%ED%A0%80',
    '%F0%9F%98%80',
    '%2F',
    '%2e%2e',
  ],
  ...['..%2F..%2Fetc%2Fpasswd', 'ffffffffffffffffffffffffffffffff', '1%3B2', '1,2', '1%0A'],
  encode("1' OR '1'='1"),
  encode('<script>alert(1)</script>'),
  'x'.repeat(101),
  repeat('x', 'x', 5000),
];

/** What a path parameter names, from its name and the segment before it. */
export type Kind =
  | 'users'
  | 'calendars'
  | 'events'
  | 'schedules'
  | 'bookings'
  | 'contacts'
  | 'passwords'
  | 'eventHashes'
  | 'bookingHashes'
  | 'calendarSlugs'
  | 'eventSlugs'
  | 'any';

const BY_SEGMENT: Readonly<Record<string, Kind>> = {
  users: 'users',
  calendars: 'calendars',
  events: 'events',
  availability: 'schedules',
  schedules: 'bookings',
  contacts: 'contacts',
  book: 'calendarSlugs',
};

/** What a path parameter names, from its name or the segment before it. */
export function kindOf(path: string, param: string): Kind {
  const segment = path.split(`/{${param}}`)[0]?.split('/').pop() ?? '';
  if (param === 'event_id') return 'events';
  if (param === 'schedule_id') return 'schedules';
  if (param === 'uuid') return 'passwords';
  if (param === 'calendar') return 'calendarSlugs';
  if (param === 'event') return 'eventSlugs';
  if (param === 'hash') return segment === 'events' ? 'eventHashes' : 'bookingHashes';
  return BY_SEGMENT[segment] ?? 'any';
}

/** One owner's related objects (a calendar, its event, a booking of it, ...), by kind. */
export type Bundle = Record<Kind, string>;

export interface Pools {
  /** The owner's bundles first, then the other host's. */
  bundles: Bundle[];
}

/** The path parameters of one bundle: a calendar with its own event, and so on. */
export function coherentPath(op: Operation, bundle: Bundle): Record<string, Part> {
  return Object.fromEntries(op.pathParams.map((p) => [p, bundle[kindOf(op.path, p)]]));
}

/** Path parameters from one bundle, or each from any bundle or the garbage. */
export function pathArb(op: Operation, pools: Pools): fc.Arbitrary<Record<string, Part>> {
  const coherent = fc.constantFrom(...pools.bundles).map((b) => coherentPath(op, b));
  if (op.pathParams.length === 0) return fc.constant({});
  const one = (p: string) => {
    const kind = kindOf(op.path, p);
    return fc.oneof(
      fc.constantFrom(...pools.bundles.map((b) => b[kind])),
      fc.constantFrom(...PATH_GARBAGE),
    );
  };
  const mixed = fc
    .tuple(...op.pathParams.map(one))
    .map((values) => Object.fromEntries(op.pathParams.map((p, i) => [p, values[i] ?? '1'])));
  return fc.oneof({ weight: 3, arbitrary: coherent }, { weight: 2, arbitrary: mixed });
}

/** `/api/v2`, `/wp-json/fluent-booking/v2`, `/?rest_route=` and `/index.php?rest_route=`. */
export type Mount = 'api' | 'wp' | 'rest_route' | 'index_php';

export function text(part: Part): string {
  return part instanceof Lazy ? String(part.make()) : part;
}

/** The URL of an `/api/v2` path and query through a mount (other paths are left as they are). */
export function mountUrl(path: string, query: string, mount: Mount): string {
  const q = query ? `?${query}` : '';
  if (mount === 'api' || !path.startsWith(API_PREFIX)) return path + q;
  const rest = `/fluent-booking/v2${path.slice(API_PREFIX.length)}`;
  if (mount === 'wp') return `/wp-json${rest}${q}`;
  if (mount === 'rest_route') return `/?rest_route=${rest}${query ? `&${query}` : ''}`;
  return `/index.php?rest_route=${encodeURIComponent(rest)}${query ? `&${query}` : ''}`;
}
