/**
 * Posts one webhook message through undici, guarded against server-side request forgery: the
 * URL is checked (`refusedTarget`), the host is resolved by the guarded lookup and the socket
 * connects to an address it checked (the URL's host still names the Host header and TLS SNI),
 * so a name that resolves differently a moment later (DNS rebinding) cannot redirect the
 * connection. Redirects are not followed (a 3xx is a failed delivery). A post first waits its
 * turn at the receiver's connections (`receiver-agents.ts`), bounded on its own; from its turn
 * on, connecting and the whole exchange are bounded in time (its latency is measured from there
 * too), and at most a short excerpt of the answer is read: the rest is not waited for, and its
 * connection is closed. A kept-alive connection the receiver closed just as the request went
 * out is retried once: the receiver cannot have had it (`stale-connections.ts`).
 */
import type { Agent } from 'undici';
import { memoize } from '../../shared/memo.js';
import { refusedTarget } from '../../infra/address-guard.js';
import { describeFailure, describeStatus } from './delivery-errors.js';
import { agentFor, awaitTurn } from './receiver-agents.js';
import { isStaleConnection } from './stale-connections.js';

export interface DeliveryOptions {
  allowPrivate: boolean;
  connectTimeoutMs: number;
  /** The exchange with the receiver, from its turn at a connection to the end of its answer. */
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

/** Parsed target URLs: a subscription's is parsed once, not once a post (never changed). */
const urlOf = memoize((target: string): URL | null => {
  try {
    return new URL(target);
  } catch {
    return null;
  }
}, 1_000);

const TOKEN = /^[!#-'*+.^-z|~\dA-Z-]+$/;

/** The request's headers, or null when one could not be sent as it is. */
function requestHeaders(headers: Record<string, string>): Record<string, string> | null {
  for (const name in headers) {
    if (!TOKEN.test(name) || /[^\t -~]/.test(headers[name] as string)) return null;
  }
  return {
    ...headers,
    'content-type': 'application/json',
    'user-agent': 'Slotbook-Webhooks/1',
  };
}

interface Post {
  agent: Agent;
  url: URL;
  headers: Record<string, string>;
  body: Buffer;
  signal: AbortSignal;
}

/** The answer's status and the first bytes of its body (once more on a stale connection). */
async function exchange(post: Post, retried = false): Promise<{ status: number; head: Buffer }> {
  try {
    const { agent, url, headers, body, signal } = post;
    const path = `${url.pathname}${url.search}`;
    const answer = await agent.request({
      origin: url.origin,
      path,
      method: 'POST',
      headers,
      body,
      signal,
    });
    return { status: answer.statusCode, head: await firstBytes(answer.body, signal) };
  } catch (error) {
    if (!retried && isStaleConnection(error) && !post.signal.aborted) return exchange(post, true);
    throw error;
  }
}

/**
 * The first `EXCERPT_BYTES` of a body; the rest is not read (leaving early closes the
 * connection). A body cut short after its status only shortens the excerpt: the receiver had
 * the message. A body that breaks the protocol fails the post.
 */
async function firstBytes(body: AsyncIterable<Buffer>, signal: AbortSignal): Promise<Buffer> {
  const kept: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      kept.push(chunk);
      size += chunk.length;
      if (size >= EXCERPT_BYTES) break;
    }
  } catch (error) {
    if (signal.aborted || (error as { code?: unknown }).code !== 'UND_ERR_SOCKET') throw error;
  }
  return Buffer.concat(kept).subarray(0, EXCERPT_BYTES);
}

export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string | Buffer,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  // From the call until the post has its turn at a connection, then from that moment on.
  let started = performance.now();
  const failed = (error: string): DeliveryResult => ({
    ok: false,
    statusCode: null,
    latencyMs: Math.round(performance.now() - started),
    error,
    excerpt: '',
  });
  const checked = checkedRequest(target, headers, options.allowPrivate);
  if (typeof checked === 'string') return Promise.resolve(failed(checked));
  const { url, sent } = checked;
  const agent = agentFor(options);
  const content = typeof body === 'string' ? Buffer.from(body) : body;
  const queueTimeoutMs = options.queueTimeoutMs ?? options.totalTimeoutMs;
  return new Promise((resolve) => {
    let settled = false;
    let total: NodeJS.Timeout | undefined;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(waiting);
      clearTimeout(total);
      resolve(result);
    };
    const waiting = setTimeout(() => {
      withdraw();
      finish(
        failed(
          `No connection to the receiver was free within ${queueTimeoutMs} ms: ` +
            'its earlier deliveries were still running.',
        ),
      );
    }, queueTimeoutMs);
    const withdraw = awaitTurn(`${url.origin} ${agentKey(options)}`, (done) => {
      if (settled) return done();
      clearTimeout(waiting);
      started = performance.now();
      const controller = new AbortController();
      total = setTimeout(() => {
        controller.abort();
        finish(failed(`No complete answer within ${options.totalTimeoutMs} ms.`));
      }, options.totalTimeoutMs);
      const post = { agent, url, headers: sent, body: content, signal: controller.signal };
      exchange(post)
        .then(({ status, head }) => finish(answered(status, head, failed('').latencyMs)))
        .catch((error: unknown) => finish(failed(describeFailure(error, options))))
        .finally(done);
    });
  });
}

/** The URL and headers of a post, or why it is not sent. */
function checkedRequest(
  target: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): { url: URL; sent: Record<string, string> } | string {
  const url = urlOf(target);
  if (!url) return 'The URL is not valid.';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The URL must be an http or https URL.';
  }
  const refused = refusedTarget(url, allowPrivate);
  if (refused) return `Refused: ${refused}`;
  const sent = requestHeaders(headers);
  return sent ? { url, sent } : 'A header of the request is not valid.';
}

/** Posts to one origin share their turns when they share an agent. */
function agentKey(options: DeliveryOptions): string {
  return `${options.allowPrivate} ${options.connectTimeoutMs} ${options.totalTimeoutMs} ${options.ca ?? ''}`;
}

function answered(statusCode: number, head: Buffer, latencyMs: number): DeliveryResult {
  const ok = statusCode >= 200 && statusCode < 300;
  return {
    ok,
    statusCode,
    latencyMs,
    error: ok ? null : describeStatus(statusCode),
    excerpt: head.toString('utf8').slice(0, EXCERPT_CHARS),
  };
}
