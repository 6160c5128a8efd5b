/** Request bodies for the request fuzzer: a schema's body broken in every way, and raw bodies. */
import fc from 'fast-check';
import {
  fieldsOf,
  sample,
  setAt,
  typesOf,
  type Field,
  type JsonSchema,
  type Operation,
} from './fuzz-schema.js';
import { Lazy, TIME_NAME, badValues, formPairs, toJsonText, validValues } from './fuzz-values.js';

const MIB = 1024 * 1024;

export type BodyCase =
  | { type: 'json'; value: unknown }
  | { type: 'form'; value: unknown }
  | { type: 'raw'; contentType: string | null; data: string | Lazy };

/** The skeleton's JSON text with a long `pad` property in front. */
function padded(text: string, length: number): string {
  const pad = `"pad":"${'x'.repeat(length)}"`;
  if (text === '{}') return `{${pad}}`;
  return text.startsWith('{') ? `{${pad},${text.slice(1)}` : `{${pad},"value":${text}}`;
}

const BAD_BYTES = Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xf8]);

const MARKER = 'FUZZ-INVALID-UTF8';

/** The skeleton with its first string field replaced by invalid UTF-8 bytes. */
function invalidUtf8(skeleton: unknown, fields: Field[]): Buffer {
  const field = fields.find((f) => typesOf(f.schema).includes('string'));
  const text = toJsonText(setAt(skeleton, field?.path ?? ['fuzz'], MARKER));
  const [before = '', after = ''] = text.split(MARKER);
  return Buffer.concat([Buffer.from(before), BAD_BYTES, Buffer.from(after)]);
}

const FORM_GARBAGE: readonly (string | Lazy)[] = [
  'a[]=1&a[b]=2',
  'a[[[=1',
  new Lazy('a[]*5000=1', () => `a${'[]'.repeat(5000)}=1`),
  '__proto__[x]=1&constructor[prototype][x]=1',
  new Lazy('2000 pairs', () => Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&')),
  '%FF=%C3%28&x=%ED%A0%80',
  new Lazy('form over 1 MiB', () => `x=${'y'.repeat(MIB + 1)}`),
];

/** Bodies that are wrong whatever the route: syntax, encodings, content types, sizes, depth. */
export function rawBodies(body: JsonSchema | null): BodyCase[] {
  const skeleton = body ? sample(body) : {};
  const text = toJsonText(skeleton);
  const raw = (contentType: string | null, data: string | Lazy): BodyCase => ({
    type: 'raw',
    contentType,
    data,
  });
  const json = (data: string | Lazy) => raw('application/json', data);
  const fields = body ? fieldsOf(body) : [];
  return [
    ...['{"a":', '{a:1}', "{'a':1}", '[1,]', '{"a":1,}', 'NaN', '', ' ', '\u0000'].map(json),
    ...['{"a":"\\ud800"}', '{"a":"\\u00zz"}', 'null', '[]', '0', '"x"', 'true'].map(json),
    json(`\uFEFF${text}`),
    json('{"__proto__":{"role":"administrator"}}'),
    json('{"constructor":{"prototype":{"role":"administrator"}}}'),
    json(new Lazy('[*10000', () => '['.repeat(10_000) + ']'.repeat(10_000))),
    json(new Lazy('{"a":*10000', () => `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)),
    json(new Lazy('body with a 100000-character pad', () => padded(text, 100_000))),
    json(new Lazy('body over 1 MiB', () => padded(text, MIB + 1))),
    json(new Lazy('invalid UTF-8 in a string', () => invalidUtf8(skeleton, fields))),
    json(new Lazy('UTF-16 body', () => Buffer.from(text, 'utf16le'))),
    raw('text/plain', text),
    raw('application/xml', '<?xml version="1.0"?><a>1</a>'),
    raw(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ),
    raw(null, text),
    raw('application/json; charset=utf-16', text),
    raw('APPLICATION/JSON ; charset=UTF-8', text),
    raw('application/json-patch+json', text),
    raw('application/octet-stream', new Lazy('bytes', () => BAD_BYTES)),
    ...FORM_GARBAGE.map((data) => raw('application/x-www-form-urlencoded', data)),
  ];
}

const hasKey = (value: unknown, key = ''): boolean =>
  value !== null && typeof value === 'object' && Object.hasOwn(value, key);

/**
 * Bodies for an operation: its sampled body with fields of the wrong type or odd values, with
 * valid edge values, with a required field missing or unknown fields added, any JSON at all,
 * the raw bodies, and the same as a form.
 */
export function bodyArb(op: Operation): fc.Arbitrary<BodyCase | null> {
  const raws = rawBodies(op.body);
  const json = (value: unknown): BodyCase => ({ type: 'json', value });
  if (!op.body) {
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...raws) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    );
  }
  const skeleton = sample(op.body);
  const fields = fieldsOf(op.body);
  const required = fields.filter((f) => f.required);
  const mutation = fields.length
    ? fc.constantFrom(...fields).chain((f) => badValues(f.schema).map((v) => ({ f, v })))
    : fc.constant(null);
  const mutated = fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .map((list) => list.reduce((acc, m) => (m ? setAt(acc, m.f.path, m.v) : acc), skeleton));
  const edge = fields.length
    ? fc
        .constantFrom(...fields)
        .chain((f) => validValues(f.schema, f.path.at(-1)).map((v) => ({ f, v })))
    : fc.constant(null);
  // Time-like fields of the skeleton (a booking's start) drawn anew, so that slots stay free.
  const timed = fields.filter(
    (f) => f.path.length === 1 && TIME_NAME.test(f.path[0] ?? '') && hasKey(skeleton, f.path[0]),
  );
  const retimed = fc
    .tuple(...timed.map((f) => validValues(f.schema, f.path[0])))
    .map((values) => timed.reduce((acc, f, i) => setAt(acc, f.path, values[i]), skeleton));
  const edges = fc
    .tuple(retimed, fc.array(edge, { maxLength: 3 }))
    .map(([start, list]) => list.reduce((acc, m) => (m ? setAt(acc, m.f.path, m.v) : acc), start));
  const object = skeleton && typeof skeleton === 'object' ? skeleton : {};
  const extra = fc
    .dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })
    .map((more) => json({ ...object, ...more }));
  const arms: fc.WeightedArbitrary<BodyCase>[] = [
    { weight: 8, arbitrary: mutated.map(json) },
    { weight: 6, arbitrary: edges.map(json) },
    { weight: 1, arbitrary: extra },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    { weight: 2, arbitrary: fc.constantFrom(...raws) },
    { weight: 2, arbitrary: mutated.map((value): BodyCase => ({ type: 'form', value })) },
  ];
  if (required.length > 0) {
    const missing = fc.constantFrom(...required).map((f) => setAt(skeleton, f.path, 0, true));
    arms.push({ weight: 2, arbitrary: missing.map(json) });
  }
  return fc.oneof(...arms);
}

/** The content type and bytes of a body. */
export function payloadOf(body: BodyCase): {
  contentType: string | null;
  payload: string | Buffer;
} {
  if (body.type === 'json') {
    return { contentType: 'application/json', payload: toJsonText(body.value) };
  }
  if (body.type === 'form') {
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: formPairs(body.value, '').join('&'),
    };
  }
  const data = body.data instanceof Lazy ? body.data.make() : body.data;
  return { contentType: body.contentType, payload: Buffer.isBuffer(data) ? data : String(data) };
}
