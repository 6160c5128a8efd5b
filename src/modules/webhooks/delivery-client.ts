/**
 * Posts one webhook message, guarded against server-side request forgery: the URL's host is
 * resolved by our own lookup, every address is checked, and the socket connects to a checked
 * address (the URL's host still names the Host header and TLS SNI), so a name that resolves
 * differently a moment later (DNS rebinding) cannot redirect the connection. Redirects are not
 * followed (a 3xx is a failed delivery), the connection and the whole exchange are bounded in
 * time, and at most a short excerpt of the response is read.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
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
 * Keep-alive agents, one per protocol and guard setting: consecutive deliveries to a receiver
 * reuse a connection. Every new connection still goes through the guarded lookup.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const key = `${protocol}${allowPrivate}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 16, maxFreeSockets: 16, timeout: 4_000 };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

export function postWebhook(
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
    return Promise.resolve(failed('The URL is not valid.'));
  }
  const refused = refusedTarget(url, options.allowPrivate);
  if (refused) return Promise.resolve(failed(`Refused: ${refused}`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    // A fully read answer leaves its connection to the agent's pool for the next delivery.
    const finish = (result: DeliveryResult, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      if (!reusable) request.destroy();
      resolve(result);
    };
    const request = client.request(url, {
      method: 'POST',
      agent: agentFor(url.protocol, options.allowPrivate),
      lookup: guardedLookup(options.allowPrivate),
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Slotbook-Webhooks/1',
      },
    });
    const total = setTimeout(
      () => finish(failed(`No complete answer within ${options.totalTimeoutMs} ms.`)),
      options.totalTimeoutMs,
    );
    let connect: NodeJS.Timeout | undefined;
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      connect = setTimeout(
        () => finish(failed(`No connection within ${options.connectTimeoutMs} ms.`)),
        options.connectTimeoutMs,
      );
      socket.once('connect', () => clearTimeout(connect));
    });
    request.on('error', (error) => {
      const reason = error instanceof RefusedAddress ? `Refused: ${error.message}` : error.message;
      finish(failed(reason || 'Network error.'));
    });
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (reusable: boolean) => {
        const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
        const ok = statusCode >= 200 && statusCode < 300;
        finish(
          {
            ok,
            statusCode,
            latencyMs: elapsed(),
            error: ok ? null : describeStatus(statusCode),
            excerpt: text,
          },
          reusable,
        );
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= EXCERPT_BYTES) done(false);
      });
      response.on('end', () => done(true));
      response.on('error', () => done(false));
    });
    request.end(body);
  });
}

function describeStatus(code: number): string {
  if (code >= 300 && code < 400)
    return `The receiver answered ${code}; redirects are not followed.`;
  return `The receiver answered ${code}.`;
}
