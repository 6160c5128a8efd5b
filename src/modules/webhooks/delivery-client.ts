/**
 * Posts one webhook message, guarded against server-side request forgery: the URL's host is
 * resolved by our own lookup, every address is checked, and the socket connects to a checked
 * address (the URL's host still names the Host header and TLS SNI), so a name that resolves
 * differently a moment later (DNS rebinding) cannot redirect the connection. Redirects are not
 * followed (a 3xx is a failed delivery), the connection and the whole exchange are bounded in
 * time, and at most a short excerpt of the response is read. Posts go through undici's connection
 * pools (kept alive per receiver), which cost the dispatcher about half the CPU of `node:http`
 * per post.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, errors } from 'undici';
import { isSpecialPurpose, refusedTarget } from './address-guard.js';

export interface DeliveryOptions {
  allowPrivate: boolean;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
}

export interface DeliveryResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  /** Why it failed when no status tells (refused address, timeout, network error). */
  error: string | null;
  excerpt: string;
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

/**
 * Connection pools, one per guard setting and connect timeout: consecutive deliveries to a
 * receiver reuse a kept-alive connection (at most 16 per receiver). Every new connection is
 * resolved by the guarded lookup and bounded by the connect timeout.
 */
const agents = new Map<string, Agent>();
function agentFor(options: DeliveryOptions): Agent {
  const key = `${options.allowPrivate}:${options.connectTimeoutMs}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({
      connections: 16,
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 4_000,
      connect: { lookup: guardedLookup(options.allowPrivate), timeout: options.connectTimeoutMs },
    });
    agents.set(key, agent);
  }
  return agent;
}

export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string): DeliveryResult => ({
    ok: false,
    statusCode: null,
    latencyMs: elapsed(),
    error,
    excerpt: '',
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return failed('The URL is not valid.');
  }
  const refused = refusedTarget(url, options.allowPrivate);
  if (refused) return failed(`Refused: ${refused}`);
  // One bound for the whole exchange: connecting, sending, the answer's head and its excerpt.
  const abort = new AbortController();
  const total = setTimeout(() => abort.abort(), options.totalTimeoutMs);
  try {
    const response = await agentFor(options).request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'user-agent': 'Slotbook-Webhooks/1',
      },
      body,
      signal: abort.signal,
    });
    const excerpt = await readExcerpt(response.body);
    const statusCode = response.statusCode;
    const ok = statusCode >= 200 && statusCode < 300;
    return {
      ok,
      statusCode,
      latencyMs: elapsed(),
      error: ok ? null : describeStatus(statusCode),
      excerpt,
    };
  } catch (error) {
    if (abort.signal.aborted)
      return failed(`No complete answer within ${options.totalTimeoutMs} ms.`);
    if (error instanceof errors.ConnectTimeoutError) {
      return failed(`No connection within ${options.connectTimeoutMs} ms.`);
    }
    const refusal = refusalOf(error);
    if (refusal) return failed(`Refused: ${refusal.message}`);
    return failed((error as Error).message || 'Network error.');
  } finally {
    clearTimeout(total);
  }
}

/** The guarded lookup's refusal, wherever the pool put it (the error or its cause). */
function refusalOf(error: unknown): RefusedAddress | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e instanceof RefusedAddress) return e;
  }
  return null;
}

/**
 * The first characters of an answer's body. A body read to its end leaves the connection to the
 * pool; a longer one is cut off with its connection.
 */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= EXCERPT_BYTES) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
}

function describeStatus(code: number): string {
  if (code >= 300 && code < 400)
    return `The receiver answered ${code}; redirects are not followed.`;
  return `The receiver answered ${code}.`;
}
