/**
 * A real HTTP receiver on loopback for webhook tests. Every request is verified with the
 * `standardwebhooks` library against the secrets it was given; what it answers is up to the test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The body, parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  /** Verified with one of the receiver's secrets (standardwebhooks). */
  verified: boolean;
  /** The request's target (path and query) and Host header. */
  path: string;
  host: string;
  /** What the receiver answered. */
  status: number;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  /** Every request, in arrival order. */
  received: Received[];
  /** Those answered 2xx. */
  accepted(): Received[];
  /** Secrets a signature may verify against (set after creating the subscription). */
  secrets: string[];
  /** Decides the status of each request (200 by default). */
  respond: (request: Received, index: number) => number | Promise<number>;
  /** Headers added to answers (a redirect's Location). */
  headers: Record<string, string>;
  /** Resolves once `count` requests were accepted (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

function verify(secrets: readonly string[], body: string, headers: http.IncomingHttpHeaders) {
  const given = {
    'webhook-id': String(headers['webhook-id'] ?? ''),
    'webhook-timestamp': String(headers['webhook-timestamp'] ?? ''),
    'webhook-signature': String(headers['webhook-signature'] ?? ''),
  };
  return secrets.some((secret) => {
    try {
      new Webhook(secret).verify(body, given);
      return true;
    } catch {
      return false;
    }
  });
}

export async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    port: 0,
    received: [],
    accepted: () => receiver.received.filter((r) => r.status >= 200 && r.status < 300),
    secrets: [],
    respond: () => 200,
    headers: {},
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (receiver.accepted().length < count) {
        if (Date.now() > deadline) {
          throw new Error(`receiver: ${receiver.accepted().length} of ${count} accepted`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return receiver.accepted();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: Received = {
        id: String(request.headers['webhook-id'] ?? ''),
        timestamp: String(request.headers['webhook-timestamp'] ?? ''),
        signature: String(request.headers['webhook-signature'] ?? ''),
        body,
        path: request.url ?? '',
        host: request.headers.host ?? '',
        json: (() => {
          try {
            return JSON.parse(body) as unknown;
          } catch {
            return null;
          }
        })(),
        verified: verify(receiver.secrets, body, request.headers),
        status: 0,
        at: Date.now(),
      };
      const index = receiver.received.length;
      receiver.received.push(entry);
      void Promise.resolve(receiver.respond(entry, index)).then((status) => {
        entry.status = status;
        response.writeHead(status, { 'content-type': 'text/plain', ...receiver.headers });
        response.end(status >= 200 && status < 300 ? 'ok' : `no (${status})`);
      });
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://${host}:${receiver.port}/hooks`;
  return receiver;
}
