/**
 * Receivers that answer in bad faith, reached the way a host reaches them (a ping through the
 * API, which signs and posts like the dispatcher): each post ends within the configured deadline
 * as the attempt the delivery log shows, reading no more of the answer than its excerpt needs,
 * while the server keeps answering. And the address guard refuses, when connecting, a name that
 * resolves to a loopback address, which saving the subscription could not know.
 */
import { lookup } from 'node:dns/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpecialPurpose } from '../../src/infra/address-guard.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const TIMEOUT_MS = 1_500;
const MB = 1024 * 1024;

interface Hostile {
  url: string;
  /** Bytes of the answer the receiver managed to hand to its socket. */
  written: number;
  close(): Promise<void>;
}

/** A raw TCP receiver that reads the request's head, then does `act` with the socket. */
async function hostile(act: (socket: net.Socket, sent: (n: number) => void) => void) {
  const sockets = new Set<net.Socket>();
  const state: Hostile = { url: '', written: 0, close: async () => undefined };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      act(socket, (n) => (state.written += n));
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  state.close = () => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return state;
}

/** Streams `total` bytes of body after `head`, as fast as the socket takes them. */
function stream(head: string, total: number) {
  return (socket: net.Socket, sent: (n: number) => void) => {
    socket.write(head);
    const piece = Buffer.alloc(64 * 1024, 'x');
    let left = total;
    const pump = () => {
      while (left > 0 && !socket.destroyed) {
        left -= piece.length;
        const more = socket.write(piece, (error) => error || sent(piece.length));
        if (!more) return void socket.once('drain', pump);
      }
      socket.end();
    };
    pump();
  };
}

describe.each(DIALECTS)('hostile webhook receivers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: {
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOKS_CONNECT_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(() => t?.close());

  /**
   * Pings a subscription to `url` and answers the logged attempt, how long it took, and the
   * slowest answer to `/healthz` asked every 50 ms meanwhile.
   */
  async function ping(url: string) {
    const sub = await t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      payload: { url, events: ['booking.created'] },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    let slowest = 0;
    let answered = 0;
    let pinging = true;
    const health = (async () => {
      while (pinging) {
        const asked = performance.now();
        const res = await t.request({ method: 'GET', url: '/healthz', as: null });
        expect(res.statusCode).toBe(200);
        slowest = Math.max(slowest, performance.now() - asked);
        answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.json().webhook.id}/ping`,
    });
    const tookMs = performance.now() - started;
    pinging = false;
    await health;
    expect(res.statusCode, res.body).toBe(200);
    return { delivery: res.json().delivery, tookMs, slowest, answered };
  }

  it('reads only the excerpt of a 50 MB answer, accepted or refused, and closes it', async () => {
    for (const status of ['200 OK', '500 Internal Server Error']) {
      const huge = await hostile(
        stream(`HTTP/1.1 ${status}\r\nContent-Length: ${50 * MB}\r\n\r\n`, 50 * MB),
      );
      const { delivery, tookMs, slowest } = await ping(huge.url);
      const accepted = status.startsWith('200');
      expect(delivery).toMatchObject({
        ok: accepted,
        status_code: Number(status.slice(0, 3)),
        error: accepted ? null : 'The receiver answered 500.',
      });
      expect(delivery.response_excerpt).toBe('x'.repeat(1_000));
      expect(tookMs).toBeLessThan(TIMEOUT_MS);
      expect(slowest).toBeLessThan(250);
      // The connection was closed after the excerpt: far from 50 MB went out.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(huge.written).toBeLessThan(10 * MB);
      await huge.close();
    }
  });

  it('gives up on a receiver that sends its headers, then drips a byte a second', async () => {
    const drip = await hostile((socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n');
      const timer = setInterval(() => socket.write('x'), 1_000);
      socket.on('close', () => clearInterval(timer));
    });
    const { delivery, tookMs, slowest, answered } = await ping(drip.url);
    expect(delivery).toMatchObject({
      ok: false,
      status_code: null,
      error: `No complete answer within ${TIMEOUT_MS} ms.`,
    });
    expect(tookMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(tookMs).toBeLessThan(TIMEOUT_MS + 500);
    expect(answered).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(250);
    await drip.close();
  });

  it('fails a post whose receiver never answers, or closes in the middle of its head', async () => {
    const silent = await hostile(() => undefined);
    const never = await ping(silent.url);
    expect(never.delivery).toMatchObject({
      ok: false,
      status_code: null,
      error: `No complete answer within ${TIMEOUT_MS} ms.`,
    });
    expect(never.tookMs).toBeLessThan(TIMEOUT_MS + 500);
    expect(never.slowest).toBeLessThan(250);
    await silent.close();

    const cut = await hostile((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Le'));
    const { delivery, tookMs } = await ping(cut.url);
    expect(delivery).toMatchObject({
      ok: false,
      status_code: null,
      error: 'The receiver closed the connection in the middle of its answer.',
    });
    expect(tookMs).toBeLessThan(TIMEOUT_MS);
    await cut.close();

    // Its status arrived, then the body was cut short: the receiver had the message.
    const short = await hostile((socket) =>
      socket.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort'),
    );
    const answered = await ping(short.url);
    expect(answered.delivery).toMatchObject({
      ok: true,
      status_code: 200,
      response_excerpt: 'short',
    });
    await short.close();

    // An interim answer is skipped: the final one follows.
    const interim = await hostile((socket) =>
      socket.end(
        'HTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\nHTTP/1.1 202 Accepted\r\nContent-Length: 2\r\n\r\nok',
      ),
    );
    expect((await ping(interim.url)).delivery).toMatchObject({ ok: true, status_code: 202 });
    await interim.close();
  });

  it('fails a post answered with malformed HTTP, saying so', async () => {
    for (const answer of [
      'SMTP ready\r\n\r\n',
      // 100 Continue to a request that did not ask for it.
      'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n',
      'HTTP/1.1 200 OK\r\nno colon here\r\n\r\n',
      'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabc',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const malformed = await hostile((socket) => socket.write(answer));
      const { delivery, tookMs } = await ping(malformed.url);
      expect(delivery, answer.slice(0, 30)).toMatchObject({ ok: false, status_code: null });
      expect(delivery.error, answer.slice(0, 30)).toMatch(
        /did not answer in HTTP\/1\.1|headers larger than 16 KiB/,
      );
      expect(tookMs).toBeLessThan(TIMEOUT_MS);
      await malformed.close();
    }
  });
});

describe.each(DIALECTS)('the address guard at connect time (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('refuses a name that resolves to a loopback or private address when posting', async () => {
    // This machine's own name resolves to one of its addresses: loopback or private.
    const name = os.hostname();
    const addresses = await lookup(name, { all: true });
    expect(addresses.every((a) => isSpecialPurpose(a.address))).toBe(true);
    let reached = 0;
    const server = net.createServer((socket) => {
      reached += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const url = `http://${name}:${(server.address() as AddressInfo).port}/hook`;
    // A name says nothing when saved...
    const sub = await t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      payload: { url, events: ['booking.created'] },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    // ...and is refused when its answer is known, before any connection.
    const res = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.json().webhook.id}/ping`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toMatchObject({ ok: false, status_code: null });
    expect(res.json().delivery.error).toBe(
      `Refused: ${name} resolves only to loopback, private, link-local or reserved addresses.`,
    );
    expect(reached).toBe(0);
    await new Promise((resolve) => server.close(resolve));
  });
});
