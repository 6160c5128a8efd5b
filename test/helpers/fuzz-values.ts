/**
 * Values for the request fuzzer: wrong and edge values for a schema, and how values are written
 * as JSON, form pairs and URL components. Big values are built lazily, so counterexamples stay
 * short.
 */
import fc from 'fast-check';
import { accepts, flatten, matches, sample, typesOf, type JsonSchema } from './fuzz-schema.js';

/** A value built only when the request is sent, shown by its label in counterexamples. */
export class Lazy {
  constructor(
    readonly label: string,
    readonly make: () => string | Buffer | unknown[],
  ) {}
  [fc.toStringMethod](): string {
    return this.label;
  }
}

/** JSON text spliced into a body as is: numbers JSON.stringify cannot write, deep nesting. */
export class RawJson {
  constructor(
    readonly text: string,
    readonly label = text,
  ) {}
  [fc.toStringMethod](): string {
    return `raw(${this.label})`;
  }
}

export const repeat = (label: string, unit: string, n: number) =>
  new Lazy(`${label}*${n}`, () => unit.repeat(n));

const nested = (open: string, inner: string, close: string, n: number) =>
  new RawJson(open.repeat(n) + inner + close.repeat(n), `${open}*${n}`);

export const EDGE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  0.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  -(2 ** 63),
  5e-324,
  1e21,
  new RawJson('1e400'),
  new RawJson('-0'),
  new RawJson('9223372036854775807'),
  new RawJson('1.0'),
  new RawJson('123456789012345678901234567890'),
];

export const NAN_LIKE = [
  ...['NaN', 'Infinity', '-Infinity', '1e309', '0x1A', ' 1', '1 ', '', 'null', 'undefined'],
  ...['true', '-0', '+1', '1_000', '\u0661\u0662\u0663'],
];

export const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR ""="',
  "%' OR 1=1 --",
  '1) UNION SELECT password_hash FROM application_passwords --',
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
];

export const ODD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFE\uFFFF',
  '\u202Egnp.exe',
  '\u{1F600}'.repeat(20),
  'line\r\nSet-Cookie: x=1',
  '   ',
  '%00%FF',
];

const BIG_VALUES: readonly unknown[] = [
  repeat('"x"', 'x', 100_000),
  repeat('"\u20AC"', '\u20AC', 60_000),
  new Lazy('[1]*10000', () => Array<number>(10_000).fill(1)),
  nested('[', '', ']', 10_000),
  nested('{"a":', '1', '}', 10_000),
];

const WRONG_TYPED: readonly unknown[] = [
  12345,
  'not-a-valid-value',
  true,
  null,
  ['x'],
  { x: 1 },
  1.5,
  -1,
  '',
  [],
  {},
  false,
];

/** A value of a type the schema does not accept (the i-th one, to vary over fields). */
export function wrongType(schema: JsonSchema, i = 0): unknown {
  const types = typesOf(schema);
  const wrong = WRONG_TYPED.filter((v) => types.length === 0 || !accepts(types, v));
  return wrong[i % wrong.length] ?? 12345;
}

function bounds(schema: JsonSchema): unknown[] {
  const s = flatten(schema);
  const types = typesOf(s);
  const out: unknown[] = [];
  if (types.includes('integer') || types.includes('number')) {
    for (const b of [s.minimum, s.maximum]) if (b !== undefined) out.push(b, b - 1, b + 1);
  }
  if (types.includes('string')) {
    out.push('');
    if (s.maxLength !== undefined) out.push(repeat('"y"', 'y', s.maxLength + 1));
  }
  return out;
}

export function badValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const wrong = WRONG_TYPED.filter((v) => types.length === 0 || !accepts(types, v));
  const near = bounds(schema);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(wrong.length ? wrong : WRONG_TYPED)) },
    { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...NAN_LIKE, ...INJECTIONS, ...ODD_TEXT) },
    { weight: 1, arbitrary: fc.constantFrom(...BIG_VALUES) },
    { weight: 1, arbitrary: near.length ? fc.constantFrom(...near) : fc.constant(0) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

export const TIME_NAME = /(^|_)(start|end|time|date)(_|$)|_at$|utc/;

const HOUR = 3_600_000;

/** Whole hours of 2031 to 2033 as an instant, a `YYYY-MM-DD HH:MM:SS` time and a date. */
const FORMATS: readonly ((iso: string) => string)[] = [
  (iso) => iso.replace('.000', ''),
  (iso) => iso.slice(0, 19).replace('T', ' '),
  (iso) => iso.slice(0, 10),
];

/** Times in the formats that fit, or null when none does. */
function timesFitting(fits: (text: string) => boolean): fc.Arbitrary<string> | null {
  const formats = FORMATS.filter((format) => fits(format('2031-01-01T00:00:00.000Z')));
  if (formats.length === 0) return null;
  return fc
    .tuple(fc.integer({ min: 0, max: 3 * 365 * 24 }), fc.constantFrom(...formats))
    .map(([h, format]) => format(new Date(Date.UTC(2031, 0, 1) + h * HOUR).toISOString()));
}

/** Values the field's schema accepts, picked from the edges: bounds, odd text, enum members. */
export function validValues(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const s = flatten(schema);
  const options = s.enum ?? (schema.anyOf ?? schema.oneOf)?.flatMap((a) => a.enum ?? []);
  if (options?.length) return fc.constantFrom(...options);
  const type = typesOf(s).find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') {
    const min = s.minimum ?? -(2 ** 31);
    const max = s.maximum ?? 2 ** 31;
    const ints = fc.integer({
      min: Math.max(min, -(2 ** 53 - 1)),
      max: Math.min(max, 2 ** 53 - 1),
    });
    return fc.oneof(fc.constantFrom(min, max), ints);
  }
  if (type === 'string' && s.format) return fc.constant(sample(s, name));
  if (type === 'string') {
    const fits = (text: string) =>
      text.length >= (s.minLength ?? 0) &&
      text.length <= (s.maxLength ?? Infinity) &&
      (!s.pattern || matches(s.pattern, text));
    const texts = [...INJECTIONS, ...ODD_TEXT, ...NAN_LIKE].filter(
      (text) => !text.includes('\u0000') && fits(text),
    );
    const base = sample(s, name);
    const plain = texts.length ? fc.constantFrom(base, ...texts) : fc.constant(base);
    const times = TIME_NAME.test(name) ? timesFitting(fits) : null;
    return times
      ? fc.oneof({ weight: 4, arbitrary: times }, { weight: 1, arbitrary: plain })
      : plain;
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array' && depth < 3) {
    const max = Math.min(s.maxItems ?? 3, 3);
    return fc.array(validValues(s.items ?? {}, name, depth + 1), { maxLength: max });
  }
  return fc.constant(sample(s));
}

/** JSON text of a value, with Lazy values built and RawJson spliced in. */
export function toJsonText(value: unknown): string {
  if (value instanceof Lazy) return toJsonText(value.make());
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** encodeURIComponent, with lone surrogates sent as the (invalid) bytes they would encode to. */
export function encode(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

/** PHP-style form pairs: `a[b][0]=x`. */
export function formPairs(value: unknown, prefix: string): string[] {
  if (value instanceof Lazy) return formPairs(value.make(), prefix);
  if (value instanceof RawJson) return [`${prefix || 'value'}=${encode(value.text)}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => formPairs(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      formPairs(v, prefix ? `${prefix}[${encode(k)}]` : encode(k)),
    );
  }
  const text =
    typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : typeof value === 'string'
        ? value
        : '';
  return [prefix ? `${prefix}=${encode(text)}` : encode(text)];
}
