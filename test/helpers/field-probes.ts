/**
 * Values for the ignored-fields test (test/http/ignored-fields.test.ts): a valid value of a
 * body field that differs from the one a valid body already holds, and whether an answer shows
 * a value that was sent.
 */
import { fieldsOf, flatten, matches, sample, typesOf, type JsonSchema } from './fuzz-schema.js';

/** Text a field can hold that nothing else in an answer holds by chance. */
function markerText(schema: JsonSchema, seed: number): string | null {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  if (schema.format === 'email') return `probe${seed}@example.org`;
  if (schema.format === 'uri') return `https://example.org/probe${seed}`;
  const candidates = [
    `Probe${seed}`,
    `probe-${seed}`,
    `probe${seed}`,
    'Asia/Kolkata',
    'EUR',
    '#123abc',
    `${seed % 10}`,
  ];
  const fits = (s: string) =>
    s.length >= min && s.length <= max && (!schema.pattern || matches(schema.pattern, s));
  return candidates.find(fits) ?? null;
}

/** The values of an enum, a const, or alternatives that are all enums or consts. */
function enumOf(schema: JsonSchema): unknown[] | null {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []).filter((a) => a.type !== 'null');
  if (alternatives.length === 0) return null;
  const lists = alternatives.map(enumOf);
  return lists.every((l) => l !== null) ? lists.flat() : null;
}

/** A valid scalar other than `current`, or undefined when the schema allows no other. */
export function otherScalar(raw: JsonSchema, current: unknown, seed: number): unknown {
  const schema = flatten(raw);
  const options = enumOf(raw) ?? enumOf(schema);
  if (options?.length) {
    const others = options.filter((o) => o !== null && o !== '' && o !== current);
    // A field with one valid value is sent that value: the answer must still show it.
    return others[others.length - 1] ?? (options.includes(current) ? current : undefined);
  }
  const type = typesOf(schema).find((t) => t !== 'null');
  if (type === 'boolean') return current !== true;
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? 1_000_000;
    const wanted = [37, 7, 3, 2, min + 1, max].map((n) => Math.min(Math.max(n, min), max));
    return wanted.find((n) => n !== Number(current));
  }
  if (type === 'string') return markerText(schema, seed) ?? undefined;
  return undefined;
}

export interface Probe {
  /** The top-level value to send. */
  value: unknown;
  /** The key and value an answer should show: the field itself, or the leaf changed in it. */
  key: string;
  shown: unknown;
  /** Body fields to leave out, which would take the probed one's place. */
  drop?: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A distinguishable valid value for top-level field `name`: a scalar changed outright, or an
 * object or list with one scalar leaf changed (the first one that can be).
 */
export function probeFor(
  name: string,
  raw: JsonSchema,
  current: unknown,
  base: unknown,
  seed: number,
): Probe | null {
  const schema = flatten(raw);
  const types = typesOf(schema);
  if (!types.includes('object') && !types.includes('array')) {
    const value = otherScalar(raw, current, seed);
    return value === undefined ? null : { value, key: name, shown: value };
  }
  if (types.includes('array') && schema.items) {
    const item = flatten(schema.items);
    if (!typesOf(item).some((t) => t === 'object' || t === 'array')) {
      const list = Array.isArray(current) ? current : [];
      const value = otherScalar(schema.items, list[0], seed);
      return value === undefined ? null : { value: [value], key: name, shown: value };
    }
  }
  const start = current ?? base;
  const fields = fieldsOf(schema, 200);
  for (const field of fields) {
    const leaf = flatten(field.schema);
    if (typesOf(leaf).some((t) => t === 'object' || t === 'array')) continue;
    const key = field.path[field.path.length - 1] ?? name;
    if (field.path.includes('fuzz_key')) continue;
    const old = readAt(start, field.path);
    const value = otherScalar(field.schema, old, seed);
    if (value === undefined) continue;
    // Containers the leaf needs are made from their schemas' samples.
    let filled = start;
    for (let depth = 1; depth < field.path.length; depth += 1) {
      const prefix = field.path.slice(0, depth);
      if (readAt(filled, prefix) !== undefined) continue;
      const container = fields.find((f) => f.path.join('/') === prefix.join('/'));
      filled = writeAt(filled, prefix, sample(container?.schema ?? {}));
    }
    return { value: writeAt(filled, field.path, value), key, shown: value };
  }
  return null;
}

function readAt(value: unknown, path: string[]): unknown {
  let node = value;
  for (const part of path) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[part];
    else return undefined;
  }
  return node;
}

function writeAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value) || (/^\d+$/.test(head) && !isObject(value))) {
    const copy: unknown[] = Array.isArray(value) ? [...(value as unknown[])] : [];
    copy[Number(head)] = writeAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const object = isObject(value) ? { ...value } : {};
  object[head] = writeAt(object[head], rest, replacement);
  return object;
}

const scalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Equal, as numbers and numeric strings are, and e-mail addresses in any case. */
const same = (a: unknown, b: unknown) =>
  a === b || (scalar(a) && scalar(b) && String(a).toLowerCase() === String(b).toLowerCase());

/**
 * Whether `answer` shows `shown`: under a key named `key` (or one of `aliases`) anywhere in it,
 * or, for a marker text, anywhere at all.
 */
export function shows(answer: unknown, key: string, shown: unknown, aliases: string[] = []) {
  const keys = [key, ...aliases];
  const walk = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(walk);
    if (!isObject(node)) return false;
    return Object.entries(node).some(
      ([k, v]) =>
        (keys.includes(k) &&
          (same(v, shown) || (Array.isArray(v) && v.some((x) => same(x, shown))))) ||
        walk(v),
    );
  };
  if (walk(answer)) return true;
  return (
    typeof shown === 'string' && /probe/i.test(shown) && JSON.stringify(answer).includes(shown)
  );
}
