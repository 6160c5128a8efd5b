/**
 * Kept-alive HTTP/1.1 connections to webhook receivers, one pool per origin and guard setting.
 * A delivery takes an idle connection or opens one (at most `MAX_CONNECTIONS` per origin; more
 * wait their turn), writes its whole request at once, and reads the answer with
 * `ResponseReader`. A connection whose answer was read to its end goes back to the pool, where
 * it closes after `IDLE_MS` unused; any other is closed. Every new connection resolves its host
 * through the lookup it is given (the guarded one), and an https one verifies the receiver's
 * certificate for the URL's host name.
 */
import net, { isIP, type LookupFunction, type Socket } from 'node:net';
import tls from 'node:tls';
import { ResponseReader, type ReadResult } from './response-reader.js';

export const MAX_CONNECTIONS = 16;
export const IDLE_MS = 4_000;

export interface Origin {
  protocol: 'http:' | 'https:';
  /** The host name or IP literal, without IPv6 brackets. */
  hostname: string;
  port: number;
  lookup: LookupFunction;
  /** Certificate authorities trusted instead of the system's (a private CA). */
  ca?: string | undefined;
}

/** How a request on a connection ended: its answer, or why there is none. */
export type Outcome =
  | Extract<ReadResult, { state: 'done' }>
  | {
      state: 'error';
      error: string | Error;
      /** A kept-alive connection the receiver had closed before any answer: worth one retry. */
      stale: boolean;
    };

export class Connection {
  private reader: ResponseReader | undefined;
  private listener: ((outcome: Outcome) => void) | undefined;
  /** It has carried a request before (it came from the pool). */
  private reused = false;
  ready = false;

  constructor(
    readonly socket: Socket,
    private readonly pool: Pool,
    private readonly readyEvent: 'connect' | 'secureConnect',
  ) {
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 1_000);
    socket.setTimeout(IDLE_MS);
    socket.once(readyEvent, () => (this.ready = true));
    socket.on('data', (chunk: Buffer) => this.data(chunk));
    socket.on('end', () => this.ended(undefined));
    socket.on('error', (error) => this.ended(error));
    socket.on('close', () => {
      this.ended(undefined);
      pool.forget(this);
    });
    // An idle connection closes; one carrying a request is bounded by the delivery's timeouts.
    socket.on('timeout', () => {
      if (!this.reader) socket.destroy();
    });
  }

  whenReady(callback: () => void): void {
    this.socket.once(this.readyEvent, callback);
  }

  /** Writes a request; `listener` hears how it ended, once. */
  send(request: Buffer, keep: number, listener: (outcome: Outcome) => void): void {
    this.reader = new ResponseReader(keep);
    this.listener = listener;
    this.socket.ref();
    this.socket.write(request);
  }

  /** Stops waiting for the answer: the connection is closed, and nothing more is heard. */
  abandon(): void {
    this.reader = undefined;
    this.listener = undefined;
    this.socket.destroy();
  }

  private data(chunk: Buffer): void {
    // Bytes nobody asked for: the connection is out of step; close it.
    if (!this.reader) return void this.socket.destroy();
    const result = this.reader.push(chunk);
    if (result.state !== 'more') this.settle(result);
  }

  private ended(error: Error | undefined): void {
    const reader = this.reader;
    if (!reader) return;
    const stale = this.reused && !reader.started;
    this.settle(error ? { state: 'error', error } : reader.end(), stale);
  }

  private settle(
    result: Exclude<ReadResult, { state: 'more' }> | { state: 'error'; error: Error },
    stale = false,
  ): void {
    const listener = this.listener;
    this.reader = undefined;
    this.listener = undefined;
    if (result.state === 'done' && result.reusable) {
      this.reused = true;
      this.pool.release(this);
    } else this.socket.destroy();
    listener?.(result.state === 'error' ? { ...result, stale } : result);
  }
}

type Take = (connection: Connection) => void;
const nothing = () => undefined;

export class Pool {
  private readonly idle: Connection[] = [];
  private readonly waiting: Take[] = [];
  private open = 0;

  constructor(
    private readonly origin: Origin,
    private readonly onEmpty: () => void,
  ) {}

  /**
   * Hands `take` a connection, now or once one is free; `fresh` opens a new one whatever the
   * pool holds. Returns what withdraws a wish still waiting.
   */
  acquire(take: Take, fresh = false): () => void {
    const idle = fresh ? undefined : this.idle.pop();
    if (idle) take(idle);
    else if (fresh || this.open < MAX_CONNECTIONS) take(this.connect());
    else {
      this.waiting.push(take);
      return () => {
        const at = this.waiting.indexOf(take);
        if (at >= 0) this.waiting.splice(at, 1);
      };
    }
    return nothing;
  }

  /** A connection fit for another request: to the next waiting delivery, or idle. */
  release(connection: Connection): void {
    const next = this.waiting.shift();
    if (next) return next(connection);
    connection.socket.unref();
    this.idle.push(connection);
  }

  /** A connection closed. */
  forget(connection: Connection): void {
    this.open -= 1;
    const at = this.idle.indexOf(connection);
    if (at >= 0) this.idle.splice(at, 1);
    const next = this.open < MAX_CONNECTIONS ? this.waiting.shift() : undefined;
    if (next) next(this.connect());
    else if (this.open === 0 && this.waiting.length === 0) this.onEmpty();
  }

  private connect(): Connection {
    this.open += 1;
    const { protocol, hostname: host, port, lookup, ca } = this.origin;
    if (protocol === 'http:')
      return new Connection(net.connect({ host, port, lookup }), this, 'connect');
    const socket = tls.connect({
      host,
      port,
      lookup,
      ...(isIP(host) ? {} : { servername: host }),
      ...(ca ? { ca } : {}),
      ALPNProtocols: ['http/1.1'],
    });
    return new Connection(socket, this, 'secureConnect');
  }
}
