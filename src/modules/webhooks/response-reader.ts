/**
 * Reads one HTTP/1.x response from a connection's bytes as they arrive, in whatever pieces:
 * the status, whether the connection may carry another request, and the first bytes of the
 * body (the delivery log keeps an excerpt). The body's end is found from `Content-Length`, from
 * chunked transfer coding (chunk extensions and trailers skipped), or from the connection's
 * close; interim 1xx answers are skipped. Once the excerpt is full the rest is not waited for:
 * the connection is then not reused. Pure: no sockets here (`delivery-client.ts` feeds it).
 */

export type ReadResult =
  | { state: 'more' }
  | { state: 'done'; statusCode: number; body: Buffer; reusable: boolean }
  | { state: 'error'; error: string };

/** Larger response heads are refused (Node's own HTTP parser allows 16 KiB too). */
export const MAX_HEAD_BYTES = 16 * 1024;
const MAX_LINE_BYTES = 4 * 1024;
const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
const EMPTY = Buffer.alloc(0);
const MORE = { state: 'more' } as const;
const MALFORMED_CHUNKS = "The receiver's chunked answer is malformed.";

type Phase = 'head' | 'length' | 'close' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailer';

interface Head {
  statusCode: number;
  keepAlive: boolean;
  framing: { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'close' };
}

const failed = (error: string) => ({ state: 'error', error }) as const;

export function parseHead(text: string): Head | string {
  const lines = text.split('\r\n');
  const status = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: |$)/.exec(lines[0] ?? '');
  if (!status) return 'The receiver did not answer in HTTP/1.x.';
  let length: number | undefined;
  let codings: string[] = [];
  const connection: string[] = [];
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) return 'The receiver answered a malformed header.';
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const tokens = () =>
      value
        .toLowerCase()
        .split(',')
        .map((t) => t.trim());
    if (name === 'content-length') {
      const n = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
      if (Number.isNaN(n) || (length !== undefined && length !== n)) {
        return 'The receiver answered an invalid Content-Length.';
      }
      length = n;
    } else if (name === 'transfer-encoding') codings = [...codings, ...tokens()];
    else if (name === 'connection') connection.push(...tokens());
  }
  const http11 = status[1] === '1';
  const keepAlive = http11 ? !connection.includes('close') : connection.includes('keep-alive');
  const statusCode = Number(status[2]);
  const framing: Head['framing'] =
    statusCode === 204 || statusCode === 304 || (statusCode >= 100 && statusCode < 200)
      ? { kind: 'length', length: 0 }
      : codings.length > 0
        ? codings[codings.length - 1] === 'chunked'
          ? { kind: 'chunked' }
          : { kind: 'close' }
        : length !== undefined
          ? { kind: 'length', length }
          : { kind: 'close' };
  return { statusCode, keepAlive, framing };
}

export class ResponseReader {
  private phase: Phase = 'head';
  private pending: Buffer = EMPTY;
  private head: Head | undefined;
  private remaining = 0;
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;

  /** `keep`: how many bytes of the body to keep; once kept, the rest is not read. */
  constructor(private readonly keep: number) {}

  /** Whether any byte of the response arrived (a reused connection that closes before is stale). */
  get started(): boolean {
    return this.head !== undefined || this.pending.length > 0;
  }

  /** Feeds the next bytes of the connection. */
  push(chunk: Buffer): ReadResult {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      const step = this.step();
      if (step !== undefined) return step;
    }
  }

  /** The connection ended: a body read to the close is complete; anything else is cut short. */
  end(): Exclude<ReadResult, { state: 'more' }> {
    if (!this.head) {
      return failed(
        this.pending.length > 0
          ? 'The receiver closed the connection in the middle of its answer.'
          : 'The receiver closed the connection without answering.',
      );
    }
    // The status arrived, so the receiver has had the message; a body cut short only shortens
    // the excerpt.
    return this.done(false);
  }

  /** One step of parsing: a result, or undefined to go on with what is pending. */
  private step(): ReadResult | undefined {
    switch (this.phase) {
      case 'head':
        return this.readHead();
      case 'length':
      case 'chunk-data':
      case 'close':
        return this.readData();
      case 'chunk-size':
        return this.readChunkSize();
      case 'chunk-end':
        if (this.pending.length < 2) return MORE;
        if (!this.pending.subarray(0, 2).equals(CRLF)) return failed(MALFORMED_CHUNKS);
        this.pending = this.pending.subarray(2);
        this.phase = 'chunk-size';
        return undefined;
      case 'trailer':
        return this.readTrailer();
    }
  }

  private readHead(): ReadResult | undefined {
    const end = this.pending.indexOf(HEAD_END);
    if (end < 0) {
      return this.pending.length > MAX_HEAD_BYTES
        ? failed('The receiver answered headers larger than 16 KiB.')
        : MORE;
    }
    const head = parseHead(this.pending.subarray(0, end).toString('latin1'));
    this.pending = this.pending.subarray(end + HEAD_END.length);
    if (typeof head === 'string') return failed(head);
    if (head.statusCode === 101) return failed('The receiver switched protocols.');
    // An interim answer (100 Continue, 103 Early Hints): the final one follows.
    if (head.statusCode < 200) return undefined;
    this.head = head;
    const { framing } = head;
    if (framing.kind === 'chunked') this.phase = 'chunk-size';
    else if (framing.kind === 'close') this.phase = 'close';
    else {
      if (framing.length === 0) return this.done(true);
      this.phase = 'length';
      this.remaining = framing.length;
    }
    return undefined;
  }

  private readData(): ReadResult | undefined {
    const counted = this.phase !== 'close';
    const take = counted ? Math.min(this.remaining, this.pending.length) : this.pending.length;
    this.keepBytes(this.pending.subarray(0, take));
    this.pending = this.pending.subarray(take);
    if (counted) this.remaining -= take;
    if (counted && this.remaining === 0) {
      if (this.phase === 'length') return this.done(true);
      this.phase = 'chunk-end';
      return undefined;
    }
    if (this.keptBytes >= this.keep) return this.done(false);
    return MORE;
  }

  private readChunkSize(): ReadResult | undefined {
    const line = this.line();
    if (typeof line !== 'string') return line;
    const size = /^([0-9a-fA-F]{1,12})[ \t]*(?:;.*)?$/.exec(line);
    if (!size?.[1]) return failed(MALFORMED_CHUNKS);
    this.remaining = parseInt(size[1], 16);
    this.phase = this.remaining === 0 ? 'trailer' : 'chunk-data';
    return undefined;
  }

  private readTrailer(): ReadResult | undefined {
    const line = this.line();
    if (typeof line !== 'string') return line;
    return line === '' ? this.done(true) : undefined;
  }

  /** The next CRLF-ended line of what is pending, consumed; or what to answer while waiting. */
  private line(): string | ReadResult {
    const end = this.pending.indexOf(CRLF);
    if (end < 0) return this.pending.length > MAX_LINE_BYTES ? failed(MALFORMED_CHUNKS) : MORE;
    const text = this.pending.subarray(0, end).toString('latin1');
    this.pending = this.pending.subarray(end + CRLF.length);
    return text;
  }

  private keepBytes(bytes: Buffer): void {
    if (this.keptBytes >= this.keep || bytes.length === 0) return;
    const part = bytes.subarray(0, this.keep - this.keptBytes);
    this.kept.push(part);
    this.keptBytes += part.length;
  }

  /**
   * The response, read to its end (`complete`) or not: only a complete one, with nothing after
   * it, leaves its connection fit for the next request.
   */
  private done(complete: boolean): Extract<ReadResult, { state: 'done' }> {
    const head = this.head as Head;
    return {
      state: 'done',
      statusCode: head.statusCode,
      body: this.kept.length === 1 ? (this.kept[0] as Buffer) : Buffer.concat(this.kept),
      reusable: complete && head.keepAlive && this.pending.length === 0,
    };
  }
}
