/**
 * Posts one webhook message, guarded against server-side request forgery: the URL's host is
 * resolved by our own lookup, every address is checked, and the socket connects to a checked
 * address (the URL's host still names the Host header and TLS SNI), so a name that resolves
 * differently a moment later (DNS rebinding) cannot redirect the connection. Redirects are not
 * followed (a 3xx is a failed delivery), the connection and the whole exchange are bounded in
 * time from the moment the post has a connection (its latency is measured from there too), the
 * wait for a free connection is bounded separately, and at most a short excerpt of the response
 * is read.
 *
 * The request is HTTP/1.1 written whole in one piece on a kept-alive connection of
 * `connection-pool.ts`, and the answer is read by `response-reader.ts`, rather than through
 * `node:http`: a webhook post needs only that, and the dispatcher makes three for every
 * booking with three subscriptions, each at about a third of `node:http`'s CPU (docs/PERFORMANCE.md). A kept-alive connection the receiver closed just as the request went out is
 * retried once on a new connection: the receiver cannot have had it.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { memoize } from '../../shared/memo.js';
import { bareHost, isSpecialPurpose, refusedTarget } from './address-guard.js';
import { Pool, type Connection, type Outcome } from './connection-pool.js';

export interface DeliveryOptions {
  allowPrivate: boolean;
  connectTimeoutMs: number;
  /** The exchange with the receiver, from taking a connection to the end of its answer. */
  totalTimeoutMs: number;
  /**
   * How long a post may wait for one of the receiver's connections while all are busy with its
   * other posts (`totalTimeoutMs` when not given). The wait is not the receiver's latency, and
   * does not count against its timeout: only a receiver slow enough to hold every connection
   * that long fails a post it never saw.
   */
  queueTimeoutMs?: number;
  /** Certificate authorities trusted for https receivers instead of the system's. */
  ca?: string;
}

export interface DeliveryResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** Why it failed when no status tells (refused address, timeout, network error). */
  error: string | null;
  excerpt: string;
}

/** The longest a post can take in all: its wait for a connection, then its exchange. */
export function longestPostMs(options: DeliveryOptions): number {
  return (options.queueTimeoutMs ?? options.totalTimeoutMs) + options.totalTimeoutMs;
}

/** Characters of the response body kept in the delivery log. */
export const EXCERPT_CHARS = 1_000;
const EXCERPT_BYTES = 4 * EXCERPT_CHARS;

class RefusedAddress extends Error {}

/** A `lookup` for the socket that hands it only addresses webhooks may reach. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate
        ? addresses
        : addresses.filter((a) => !isSpecialPurpose(a.address));
      if (usable.length === 0) {
        const refused = new RefusedAddress(
          `${hostname} resolves only to loopback, private, link-local or reserved addresses.`,
        );
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as AllCallback)(null, usable);
      const first = usable[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

/** Parsed target URLs: a subscription's is parsed once, not once a post (never changed). */
const urlOf = memoize((target: string): URL | null => {
  try {
    return new URL(target);
  } catch {
    return null;
  }
}, 1_000);

const lookups = { true: guardedLookup(true), false: guardedLookup(false) };
const pools = new Map<string, Pool>();

function poolFor(url: URL, options: DeliveryOptions): Pool {
  const key = `${url.protocol}//${url.host} ${options.allowPrivate} ${options.ca ?? ''}`;
  let pool = pools.get(key);
  if (!pool) {
    const origin = {
      protocol: url.protocol as 'http:' | 'https:',
      hostname: bareHost(url),
      port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      lookup: lookups[`${options.allowPrivate}`],
      ca: options.ca,
    };
    const made = new Pool(origin, () => {
      // A pool emptied after another took its place (a late retry) must not remove that one.
      if (pools.get(key) === made) pools.delete(key);
    });
    pool = made;
    pools.set(key, pool);
  }
  return pool;
}

/**
 * The whole request, head and body, as the bytes written in one piece; null when a header
 * could split the head. The head is ASCII: the URL's path and host are percent- and
 * punycode-encoded, the header values are ids, timestamps and base64.
 */
function requestBytes(
  url: URL,
  headers: Record<string, string>,
  body: string | Buffer,
): Buffer | null {
  const content = typeof body === 'string' ? Buffer.from(body) : body;
  let head = `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n`;
  for (const name in headers) {
    const value = headers[name] as string;
    if (!/^[!#-'*+.^-z|~\dA-Z-]+$/.test(name) || /[^\t -~]/.test(value)) return null;
    head += `${name}: ${value}\r\n`;
  }
  head +=
    'Content-Type: application/json\r\n' +
    `Content-Length: ${content.length}\r\n` +
    'User-Agent: Slotbook-Webhooks/1\r\n\r\n';
  const bytes = Buffer.allocUnsafe(head.length + content.length);
  bytes.write(head, 0, 'latin1');
  content.copy(bytes, head.length);
  return bytes;
}

export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string | Buffer,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  // From the call until the post has a connection, then from that moment on.
  let started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string): DeliveryResult => ({
    ok: false,
    statusCode: null,
    latencyMs: elapsed(),
    error,
    excerpt: '',
  });
  const url = urlOf(target);
  if (!url) return Promise.resolve(failed('The URL is not valid.'));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve(failed('The URL must be an http or https URL.'));
  }
  const refused = refusedTarget(url, options.allowPrivate);
  if (refused) return Promise.resolve(failed(`Refused: ${refused}`));
  const request = requestBytes(url, headers, body);
  if (request === null) return Promise.resolve(failed('A header of the request is not valid.'));
  const pool = poolFor(url, options);
  return new Promise((resolve) => {
    let settled = false;
    let retried = false;
    let connection: Connection | undefined;
    let connecting: NodeJS.Timeout | undefined;
    let total: NodeJS.Timeout | undefined;
    let withdraw = () => undefined as void;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(waiting);
      clearTimeout(total);
      clearTimeout(connecting);
      resolve(result);
    };
    const giveUp = (error: string) => {
      withdraw();
      connection?.abandon();
      finish(failed(error));
    };
    const queueTimeoutMs = options.queueTimeoutMs ?? options.totalTimeoutMs;
    const waiting = setTimeout(
      () =>
        giveUp(
          `No connection to the receiver was free within ${queueTimeoutMs} ms: ` +
            'its earlier deliveries were still running.',
        ),
      queueTimeoutMs,
    );
    const heard = (outcome: Outcome) => {
      connection = undefined;
      clearTimeout(connecting);
      if (outcome.state === 'done') return finish(answered(outcome, elapsed()));
      if (outcome.stale && !retried) {
        retried = true;
        withdraw = pool.acquire(take, true);
        return;
      }
      finish(failed(describeError(outcome.error)));
    };
    const take = (taken: Connection) => {
      if (settled) return void pool.release(taken);
      connection = taken;
      if (total === undefined) {
        clearTimeout(waiting);
        started = performance.now();
        total = setTimeout(
          () => giveUp(`No complete answer within ${options.totalTimeoutMs} ms.`),
          options.totalTimeoutMs,
        );
      }
      if (!taken.ready) {
        connecting = setTimeout(
          () => giveUp(`No connection within ${options.connectTimeoutMs} ms.`),
          options.connectTimeoutMs,
        );
        taken.whenReady(() => clearTimeout(connecting));
      }
      taken.send(request, EXCERPT_BYTES, heard);
    };
    withdraw = pool.acquire(take);
  });
}

function answered(outcome: Extract<Outcome, { state: 'done' }>, latencyMs: number) {
  const { statusCode } = outcome;
  const ok = statusCode >= 200 && statusCode < 300;
  return {
    ok,
    statusCode,
    latencyMs,
    error: ok ? null : describeStatus(statusCode),
    excerpt: outcome.body.toString('utf8').slice(0, EXCERPT_CHARS),
  };
}

function describeError(error: string | Error): string {
  if (typeof error === 'string') return error;
  if (error instanceof RefusedAddress) return `Refused: ${error.message}`;
  return error.message || 'Network error.';
}

function describeStatus(code: number): string {
  if (code >= 300 && code < 400)
    return `The receiver answered ${code}; redirects are not followed.`;
  return `The receiver answered ${code}.`;
}
