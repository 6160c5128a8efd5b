/**
 * The OpenAPI side of the request fuzzer: the operations of the document, with their schemas
 * inlined, valid-looking sample values, and the fields a body can be broken at.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  examples?: unknown[];
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface QueryParam {
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As in the document: `/api/v2/calendars/{id}/events/{event_id}`. */
  path: string;
  pathParams: string[];
  /** The operation's own `security` (absent: the document's default). */
  security?: Record<string, string[]>[];
  query: QueryParam[];
  body: JsonSchema | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, `$ref`s inlined. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = Object.values(operation.requestBody?.content ?? {})[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: inline(p.schema ?? {}, doc) })),
        body: content?.schema ? inline(content.schema, doc) : null,
        ...(operation.security ? { security: operation.security } : {}),
      });
    }
  }
  return operations;
}

function inline(schema: JsonSchema, doc: OpenApiDoc, depth = 0): JsonSchema {
  if (depth > 24) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return inline(doc.components?.schemas?.[name] ?? {}, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  const sub = (s: JsonSchema) => inline(s, doc, depth + 1);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, sub(v)]),
    );
  }
  if (schema.items) out.items = sub(schema.items);
  if (typeof schema.additionalProperties === 'object') {
    out.additionalProperties = sub(schema.additionalProperties);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map(sub);
  }
  return out;
}

/** allOf merged, and the first non-null alternative of anyOf / oneOf. */
export function flatten(schema: JsonSchema): JsonSchema {
  if (schema.allOf?.length) return flatten(Object.assign({}, ...schema.allOf) as JsonSchema);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    if (alternatives.every((a) => a.enum !== undefined || a.const !== undefined)) return schema;
    return flatten(alternatives.find((a) => typesOf(a)[0] !== 'null') ?? alternatives[0] ?? {});
  }
  return schema;
}

/** The JSON types a schema accepts. */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.allOf?.length) return typesOf(flatten(schema));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.flatMap(typesOf))];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (schema.enum) return [...new Set(schema.enum.map(jsonType))];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function accepts(types: string[], value: unknown): boolean {
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

const STRING_CANDIDATES = [
  'Fuzz',
  'UTC',
  '2031-01-06',
  '10:00',
  '#ffffff',
  '0123456789abcdef0123456789abcdef',
  '2031-01-06 10:00:00',
  'fuzz@example.com',
  'all',
  'me',
  '1',
];

const BY_NAME: Readonly<Record<string, string>> = {
  timezone: 'UTC',
  time_zone: 'UTC',
  author_timezone: 'UTC',
  person_time_zone: 'UTC',
  email: 'fuzz@example.com',
  start_utc: '2031-01-07T10:00:00Z',
  currency: 'USD',
};

export function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return new RegExp(pattern).test(text);
  }
}

function sampleString(schema: JsonSchema, name: string): string {
  const fits = (s: string) =>
    s.length >= (schema.minLength ?? 0) &&
    s.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || matches(schema.pattern, s));
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2031-01-06T10:00:00Z';
  if (schema.format === 'uri') return 'https://example.com/fuzz';
  const examples = (schema.examples ?? []).filter((e): e is string => typeof e === 'string');
  const named = BY_NAME[name];
  const found = [...(named ? [named] : []), ...examples, ...STRING_CANDIDATES].find(fits);
  return found ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * A plausible valid value: the required properties (and optional ones with a known good value,
 * such as a start time), the first enum member, the minimum.
 */
export function sample(schema: JsonSchema, name = '', depth = 0): unknown {
  const s = flatten(schema);
  if (s.const !== undefined) return s.const;
  const options = s.enum ?? (s.anyOf ?? s.oneOf)?.flatMap((a) => a.enum ?? [a.const]);
  if (options?.length) return options[0];
  switch (typesOf(s).find((t) => t !== 'null')) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(s.properties ?? {})) {
        const wanted = s.required?.includes(key) || BY_NAME[key] !== undefined;
        if (wanted && depth < 8) out[key] = sample(sub, key, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, name, depth + 1));
    case 'string':
      return sampleString(s, name);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'Fuzz';
  }
}

export interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** The fields of a body, breadth first (top-level fields first), items as index 0. */
export function fieldsOf(schema: JsonSchema, limit = 80): Field[] {
  const out: Field[] = [];
  const queue: { path: string[]; schema: JsonSchema }[] = [{ path: [], schema }];
  while (queue.length > 0 && out.length < limit) {
    const { path, schema: raw } = queue.shift() ?? { path: [], schema: {} };
    const s = flatten(raw);
    const children: Field[] = Object.entries(s.properties ?? {}).map(([key, sub]) => ({
      path: [...path, key],
      schema: sub,
      required: s.required?.includes(key) ?? false,
    }));
    if (typeof s.additionalProperties === 'object') {
      children.push({
        path: [...path, 'fuzz_key'],
        schema: s.additionalProperties,
        required: false,
      });
    }
    if (s.items) children.push({ path: [...path, '0'], schema: s.items, required: false });
    for (const child of children) {
      if (out.length >= limit) break;
      out.push(child);
      if (path.length < 4) queue.push(child);
    }
  }
  return out;
}

/** A copy of `value` with `path` set to `replacement` (or removed), containers made as needed. */
export function setAt(
  value: unknown,
  path: string[],
  replacement: unknown,
  remove = false,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const index = /^\d+$/.test(head) ? Number(head) : null;
  if (index !== null) {
    const list: unknown[] = Array.isArray(value) ? [...(value as unknown[])] : [];
    if (remove && rest.length === 0) list.splice(index, 1);
    else list[index] = setAt(list[index], rest, replacement, remove);
    return list.map((item) => item ?? null);
  }
  const object: Record<string, unknown> =
    value && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  if (remove && rest.length === 0) delete object[head];
  else object[head] = setAt(object[head], rest, replacement, remove);
  return object;
}
