import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResponseReader, type ReadResult } from '../../src/modules/webhooks/response-reader.js';

/** Feeds `text` in the pieces given by `cuts` (offsets), then the close if `close`. */
function read(text: string, { cuts = [] as number[], keep = 4_000, close = false } = {}) {
  const bytes = Buffer.from(text, 'latin1');
  const reader = new ResponseReader(keep);
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const to of [...points, bytes.length]) {
    if (to <= from) continue;
    const result = reader.push(bytes.subarray(from, to));
    from = to;
    if (result.state !== 'more') return plain(result);
  }
  return plain(close ? reader.end() : { state: 'more' });
}

const plain = (r: ReadResult) => (r.state === 'done' ? { ...r, body: r.body.toString() } : r);

const ANSWERS = {
  length: 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX-A: b\r\n\r\nhello',
  chunked:
    'HTTP/1.1 202 Accepted\r\nTransfer-Encoding: chunked\r\n\r\n' +
    '3;ext=1\r\nabc\r\n4\r\ndefg\r\n0\r\nX-Trailer: yes\r\n\r\n',
  interim: 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\nDate: x\r\n\r\n',
  refused: 'HTTP/1.1 500 Internal Server Error\r\ncontent-length: 4\r\n\r\noops',
};

describe('reading a receiver answer', () => {
  it('reads each kind of framing the same way whatever pieces the bytes arrive in', () => {
    const expected = {
      length: { state: 'done', statusCode: 200, body: 'hello', reusable: true },
      chunked: { state: 'done', statusCode: 202, body: 'abcdefg', reusable: true },
      interim: { state: 'done', statusCode: 204, body: '', reusable: true },
      refused: { state: 'done', statusCode: 500, body: 'oops', reusable: true },
    };
    for (const [name, text] of Object.entries(ANSWERS)) {
      expect(read(text), name).toEqual(expected[name as keyof typeof expected]);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
          expect(read(text, { cuts })).toEqual(expected[name as keyof typeof expected]);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('reads a body without length to the close, and never reuses that connection', () => {
    const text = 'HTTP/1.1 200 OK\r\n\r\nuntil the end';
    expect(read(text)).toEqual({ state: 'more' });
    expect(read(text, { close: true })).toEqual({
      state: 'done',
      statusCode: 200,
      body: 'until the end',
      reusable: false,
    });
  });

  it('keeps a connection only when the receiver keeps it and nothing follows the answer', () => {
    const ok = (head: string) => read(`${head}\r\nContent-Length: 0\r\n\r\n`);
    expect(ok('HTTP/1.1 200 OK')).toMatchObject({ reusable: true });
    expect(ok('HTTP/1.1 200 OK\r\nConnection: close')).toMatchObject({ reusable: false });
    expect(ok('HTTP/1.0 200 OK')).toMatchObject({ reusable: false });
    expect(ok('HTTP/1.0 200 OK\r\nConnection: Keep-Alive')).toMatchObject({ reusable: true });
    expect(read('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA')).toMatchObject({
      body: 'ok',
      reusable: false,
    });
  });

  it('stops at the excerpt: a long body is not waited for, and its connection is closed', () => {
    const text = `HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(5_000)}`;
    const result = read(text, { keep: 1_000 });
    expect(result).toMatchObject({ state: 'done', statusCode: 200, reusable: false });
    expect((result as { body: string }).body).toHaveLength(1_000);
  });

  it('says why an answer cannot be read, and never throws', () => {
    for (const [text, error] of [
      ['SMTP ready\r\n\r\n', /did not answer in HTTP/],
      ['HTTP/1.1 200 OK\r\nno colon here\r\n\r\n', /malformed header/],
      ['HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n', /Content-Length/],
      ['HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n', /Content-Length/],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', /chunked answer/],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabXY', /chunked answer/],
      ['HTTP/1.1 101 Switching Protocols\r\n\r\n', /switched protocols/],
      [`HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(20_000)}`, /larger than 16 KiB/],
    ] as const) {
      expect(read(text), text.slice(0, 40)).toMatchObject({ state: 'error', error });
    }
    expect(read('', { close: true })).toMatchObject({ error: /without answering/ });
    expect(read('HTTP/1.1 20', { close: true })).toMatchObject({ error: /middle of its answer/ });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, close) => {
        const reader = new ResponseReader(100);
        const result = reader.push(Buffer.from(bytes));
        if (close && result.state === 'more') expect(reader.end().state).not.toBe('more');
      }),
    );
  });

  it('takes the status of an answer whose body was cut short: the receiver had the message', () => {
    const text = 'HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort';
    expect(read(text, { close: true })).toEqual({
      state: 'done',
      statusCode: 200,
      body: 'short',
      reusable: false,
    });
  });
});
