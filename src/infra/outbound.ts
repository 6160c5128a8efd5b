/**
 * Requests to outside servers (hosts' CalDAV servers and feeds, Google, Microsoft, PayPal),
 * guarded like webhook deliveries: each resolved address is checked (private ones refused
 * unless the caller allows them: CONNECTIONS_ALLOW_PRIVATE for connections), the socket
 * connects to a checked address, answers are bounded in time and size, and redirects are followed
 * only within the same origin (credentials never travel to another server).
 */
import http from 'node:http';
import https from 'node:https';
import { refusedTarget } from './address-guard.js';
import { guardedLookup } from './guarded-lookup.js';

export interface OutboundOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Ends the request when aborted (a whole sync's deadline); an OutboundError reason is shown. */
  signal?: AbortSignal;
  /** The largest answer taken, in bytes (10 MiB unless set). */
  maxBytes?: number;
}

export interface OutboundRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** HTTP Basic credentials. */
  auth?: { username: string; password: string } | undefined;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The URL finally answered (after same-origin redirects). */
  url: string;
}

/** A failure worth showing to the host (never contains credentials). */
export class OutboundError extends Error {}

/** A feed or CalDAV answer larger than this is refused (the largest real calendars are a few MiB). */
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

const cancelled = (signal: AbortSignal) =>
  signal.reason instanceof OutboundError
    ? signal.reason
    : new OutboundError('The request was cancelled.');

function once(req: OutboundRequest, url: URL, options: OutboundOptions) {
  const { signal } = options;
  if (signal?.aborted) throw cancelled(signal);
  const refused = refusedTarget(url, options.allowPrivate);
  if (refused) {
    throw new OutboundError(`${refused} Set CONNECTIONS_ALLOW_PRIVATE=true to allow it.`);
  }
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { 'user-agent': 'Slotbook/1', ...req.headers };
  if (req.auth) {
    const token = Buffer.from(`${req.auth.username}:${req.auth.password}`).toString('base64');
    headers.authorization = `Basic ${token}`;
  }
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise<Omit<OutboundResponse, 'url'>>((resolve, reject) => {
    // Settled once, by whichever comes first: the whole answer, an error, the answer breaking
    // off, the deadline or the signal. Those two reject by themselves, whatever the socket does.
    let settled = false;
    const settle = (error: Error | null, answer?: Omit<OutboundResponse, 'url'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        request.destroy();
        reject(error instanceof OutboundError ? error : new OutboundError(describe(error)));
      } else if (answer) resolve(answer);
    };
    const request = client.request(url, {
      method: req.method,
      agent: false,
      lookup: guardedLookup(options.allowPrivate),
      headers,
    });
    const timer = setTimeout(
      () => settle(new OutboundError(`No complete answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    const onAbort = () => settle(cancelled(signal as AbortSignal));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => settle(error));
    request.on('close', () => settle(new OutboundError('The server closed the connection.')));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          settle(new OutboundError(`The answer is larger than ${sizeText(maxBytes)}.`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', (error) => settle(error));
      response.on('close', () => {
        if (!response.complete) settle(new OutboundError('The answer broke off before its end.'));
      });
      response.on('end', () => {
        settle(null, {
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.end(req.body);
  });
}

const sizeText = (bytes: number) =>
  bytes >= 2 ** 20 ? `${bytes / 2 ** 20} MiB` : `${Math.round(bytes / 1024)} KiB`;

function describe(error: Error): string {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'The server refused the connection.';
  if (code === 'ENOTFOUND') return 'The server name does not resolve.';
  return error.message || 'Network error.';
}

export async function outbound(
  req: OutboundRequest,
  options: OutboundOptions,
): Promise<OutboundResponse> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new OutboundError('The URL is not valid.');
  }
  for (let hop = 0; ; hop++) {
    const answer = await once(req, url, options);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location || hop >= MAX_REDIRECTS) {
      return { ...answer, url: url.toString() };
    }
    const next = new URL(location, url);
    if (next.origin !== url.origin) {
      throw new OutboundError(`The server redirects to another origin (${next.origin}).`);
    }
    url = next;
  }
}
