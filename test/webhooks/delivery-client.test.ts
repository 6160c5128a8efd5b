import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup } from '../../src/infra/guarded-lookup.js';
import { isSpecialPurpose } from '../../src/infra/address-guard.js';
import { postWebhook } from '../../src/modules/webhooks/delivery.js';
import { signedHeaders } from '../../src/modules/webhooks/signing.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

const open = { allowPrivate: true, connectTimeoutMs: 1_000, totalTimeoutMs: 1_500 };
const guarded = { ...open, allowPrivate: false };

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('webhook delivery client', () => {
  let silent: http.Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('knows the special-purpose ranges, in IPv4 and IPv6 (mapped, NAT64, 6to4 included)', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
      'not-an-address',
    ]) {
      expect(isSpecialPurpose(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isSpecialPurpose(address), address).toBe(false);
    }
  });

  it('judges the IPv4 address inside every IPv6 form that carries one', async () => {
    const inside = {
      compatible: ['::127.0.0.1', '::7f00:1', '::10.0.0.1', '::169.254.169.254'],
      translated: ['::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '::ffff:0:a00:1'],
      nat64: ['64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::c0a8:101'],
      localNat64: ['64:ff9b:1::7f00:1', '64:ff9b:1:7f00:1::', '64:ff9b:1:808:8:800::'],
      sixToFour: ['2002:a00:1::1', '2002:c0a8:101::1', '2002:a9fe:a9fe::'],
      teredo: ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001::1'],
    };
    for (const address of Object.values(inside).flat()) {
      expect(isSpecialPurpose(address), address).toBe(true);
    }
    for (const address of [
      '::8.8.8.8',
      '::ffff:0:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isSpecialPurpose(address), address).toBe(false);
    }
    // At connect time: an answer of such an address (a literal resolves to itself) is dropped.
    for (const address of ['::7f00:1', '::ffff:0:7f00:1', '64:ff9b:1::7f00:1']) {
      const error = await new Promise<Error | null>((resolve) =>
        guardedLookup(false)(address, { all: true }, (e) => resolve(e)),
      );
      expect(error?.message, address).toMatch(/resolves only to loopback/);
    }
  });

  it('resolves names itself and hands the socket only addresses it checked', async () => {
    const lookup = (allowPrivate: boolean) =>
      new Promise<{ error: Error | null; addresses: unknown }>((resolve) =>
        guardedLookup(allowPrivate)('localhost', { all: true }, (error, addresses) =>
          resolve({ error, addresses }),
        ),
      );
    const refused = await lookup(false);
    expect(refused.error?.message).toMatch(/resolves only to loopback/);
    const allowed = await lookup(true);
    expect(allowed.error).toBeNull();
    expect(JSON.stringify(allowed.addresses)).toMatch(/127\.0\.0\.1|::1/);
  });

  it('refuses loopback targets unless allowed, and nothing reaches them', async () => {
    receiver.received.length = 0;
    for (const url of [receiver.url, `http://localhost:${receiver.port}/x`]) {
      const result = await postWebhook(url, {}, '{}', guarded);
      expect(result).toMatchObject({ ok: false, statusCode: null });
      expect(result.error).toMatch(/^Refused:/);
    }
    expect(receiver.received).toHaveLength(0);
    const allowed = await postWebhook(receiver.url, {}, '{}', open);
    expect(allowed).toMatchObject({ ok: true, statusCode: 200, excerpt: 'ok' });
    expect(receiver.received).toHaveLength(1);
  });

  it('follows no redirect, bounds the excerpt, and gives up on a receiver that does not answer', async () => {
    receiver.received.length = 0;
    receiver.headers = { location: `${receiver.url}/elsewhere` };
    receiver.respond = () => 302;
    const moved = await postWebhook(receiver.url, {}, '{}', open);
    expect(moved).toMatchObject({ ok: false, statusCode: 302 });
    expect(moved.error).toMatch(/redirects are not followed/);
    expect(receiver.received.map((r) => r.status)).toEqual([302]);
    receiver.headers = {};
    receiver.respond = () => 200;

    const big = http.createServer((_req, res) => res.end('x'.repeat(200_000)));
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    const port = (big.address() as AddressInfo).port;
    const long = await postWebhook(`http://127.0.0.1:${port}/`, {}, '{}', open);
    big.closeAllConnections();
    await new Promise((resolve) => big.close(resolve));
    expect(long.ok).toBe(true);
    expect(long.excerpt).toHaveLength(1_000);

    const started = Date.now();
    const hung = await postWebhook(silentUrl, {}, '{}', open);
    expect(hung).toMatchObject({ ok: false, statusCode: null });
    expect(hung.error).toMatch(/No complete answer within 1500 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A raw HTTP server on loopback: `answer` writes the bytes of each request's answer. */
async function rawServer(answer: (socket: net.Socket, request: number, onSocket: number) => void) {
  const stats = { connections: 0, requests: 0, open: 0, mostOpen: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    stats.connections += 1;
    stats.open += 1;
    stats.mostOpen = Math.max(stats.mostOpen, stats.open);
    socket.on('close', () => (stats.open -= 1));
    let onSocket = 0;
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      // Requests here are small and whole: the head, then Content-Length bytes.
      for (;;) {
        const end = pending.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(pending.slice(0, end))?.[1] ?? 0);
        if (pending.length < end + 4 + length) return;
        pending = pending.slice(end + 4 + length);
        stats.requests += 1;
        onSocket += 1;
        answer(socket, stats.requests, onSocket);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?x=1`;
  return {
    url,
    stats,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('webhook delivery client connections', () => {
  it('keeps one connection alive for consecutive posts, and reads chunked answers', async () => {
    const server = http.createServer((_req, res) => {
      res.write('part one, ');
      res.end('part two');
    });
    let connections = 0;
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    for (let i = 0; i < 5; i++) {
      // undici checks an idle connection for a pending close before reusing it, a turn of the
      // event loop later (a post in the same turn opens another); posts are never that close.
      await nextTurn();
      const result = await postWebhook(url, { 'webhook-id': `msg_${i}` }, '{"n":1}', open);
      expect(result).toMatchObject({ ok: true, statusCode: 200, excerpt: 'part one, part two' });
    }
    expect(connections).toBe(1);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the request a receiver expects: path, Host, length and the signature headers', async () => {
    receiver.received.length = 0;
    receiver.secrets = ['whsec_' + Buffer.alloc(32, 1).toString('base64')];
    const body = JSON.stringify({ type: 'booking.created', name: 'Zoë 🎉' });
    const headers = signedHeaders(receiver.secrets, 'msg_abc', Math.floor(Date.now() / 1000), body);
    const result = await postWebhook(`${receiver.url}/deep/path?q=1`, headers, body, open);
    expect(result.ok).toBe(true);
    expect(receiver.received[0]).toMatchObject({ id: 'msg_abc', body, verified: true });
    expect(receiver.received[0]?.path).toBe('/hooks/deep/path?q=1');
    expect(receiver.received[0]?.host).toBe(`127.0.0.1:${receiver.port}`);
  });

  it('retries once on a new connection when a kept-alive one was closed as the post went out', async () => {
    // Answers the first request of each connection, and drops the connection on the second
    // unanswered, as a receiver does whose idle timer fires just as a request arrives.
    const server = await rawServer((socket, _n, onSocket) => {
      if (onSocket === 1) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok');
      else socket.destroy();
    });
    expect(await postWebhook(server.url, {}, '{}', open)).toMatchObject({ ok: true });
    await nextTurn();
    expect(await postWebhook(server.url, {}, '{}', open)).toMatchObject({
      ok: true,
      excerpt: 'ok',
    });
    expect(server.stats).toMatchObject({ connections: 2, requests: 3 });

    // A new connection dropped without an answer is a failed delivery, posted once.
    const silent = await rawServer((socket) => socket.destroy());
    const dropped = await postWebhook(silent.url, {}, '{}', open);
    expect(dropped).toMatchObject({ ok: false, statusCode: null });
    expect(dropped.error).toMatch(/closed the connection without answering/);
    expect(silent.stats.requests).toBe(1);
    await Promise.all([server.close(), silent.close()]);
  });

  it('opens at most 16 connections to one receiver; the other posts wait their turn', async () => {
    const server = await rawServer((socket) => {
      setTimeout(() => socket.write('HTTP/1.1 204 No Content\r\n\r\n'), 30);
    });
    const results = await Promise.all(
      Array.from({ length: 60 }, () => postWebhook(server.url, {}, '{}', open)),
    );
    expect(results.every((r) => r.ok && r.statusCode === 204)).toBe(true);
    expect(server.stats.requests).toBe(60);
    expect(server.stats.mostOpen).toBe(16);
    await server.close();
  });

  it('times a post from when it has a connection, and bounds the wait for one on its own', async () => {
    // Each answer takes 400 ms: 64 posts take four turns of the 16 connections, 1.6 s in all,
    // longer than the 1.5 s a post may take. No post waits its turn against its own timeout.
    const slow = await rawServer((socket) => {
      setTimeout(() => socket.write('HTTP/1.1 204 No Content\r\n\r\n'), 400);
    });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 64 }, () => postWebhook(slow.url, {}, '{}', open)),
    );
    expect(performance.now() - started).toBeGreaterThan(1_500);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(slow.stats.requests).toBe(64);
    // The latency logged is the receiver's, not the wait for a connection.
    expect(Math.max(...results.map((r) => r.latencyMs))).toBeLessThan(1_200);
    await slow.close();

    // A receiver that holds every connection: the 17th post fails once its wait is over, saying
    // why, and never reaches the receiver.
    const hung = await rawServer(() => undefined);
    const waitOnly = { ...open, totalTimeoutMs: 3_000, queueTimeoutMs: 500 };
    const posts = Array.from({ length: 17 }, () => postWebhook(hung.url, {}, '{}', waitOnly));
    const [first, ...others] = await Promise.all([Promise.race(posts), ...posts]);
    expect(first).toMatchObject({ ok: false, statusCode: null });
    expect(first?.error).toBe(
      'No connection to the receiver was free within 500 ms: its earlier deliveries were still running.',
    );
    expect(others.filter((r) => r.error === first?.error)).toHaveLength(1);
    expect(
      others.filter((r) => /No complete answer within 3000 ms/.test(r.error ?? '')),
    ).toHaveLength(16);
    expect(hung.stats.requests).toBe(16);
    await hung.close();
  });

  it('verifies https receivers: trusted certificate for the host name, or no delivery', async () => {
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
    });
    const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      req.resume();
      req.on('end', () => res.end(`secure ${String(req.headers['webhook-id'])}`));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const trusted = { ...open, ca: pems.cert };
    for (let i = 0; i < 2; i++) {
      const result = await postWebhook(
        `https://localhost:${port}/`,
        { 'webhook-id': `msg_${i}` },
        '{}',
        trusted,
      );
      expect(result).toMatchObject({ ok: true, statusCode: 200, excerpt: `secure msg_${i}` });
    }
    const untrusted = await postWebhook(`https://localhost:${port}/`, {}, '{}', open);
    expect(untrusted).toMatchObject({ ok: false, statusCode: null });
    expect(untrusted.error).toMatch(/self.signed|certificate/i);
    // The certificate names localhost, not the address.
    const wrongName = await postWebhook(`https://127.0.0.1:${port}/`, {}, '{}', trusted);
    expect(wrongName.error).toMatch(/IP: 127\.0\.0\.1 is not in the cert's list|altnames/i);
    // A private authority given to the process with NODE_EXTRA_CA_CERTS is trusted too.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-ca-'));
    const caFile = path.join(dir, 'ca.pem');
    fs.writeFileSync(caFile, pems.cert);
    const script = [
      `import { postWebhook } from ${JSON.stringify(new URL('../../src/modules/webhooks/delivery.ts', import.meta.url).href)};`,
      `const r = await postWebhook('https://localhost:${port}/', { 'webhook-id': 'msg_ca' }, '{}', ${JSON.stringify(open)});`,
      `process.stdout.write(r.ok + ' ' + r.excerpt);`,
    ].join('\n');
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { encoding: 'utf8', timeout: 25_000, env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile } },
        (error, out) => (error ? reject(new Error(error.message)) : resolve(out)),
      ),
    ).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
    expect(stdout).toBe('true secure msg_ca');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('leaves no idle connection keeping a process alive', async () => {
    const lingering = http.createServer((_req, res) => res.end('ok'));
    lingering.keepAliveTimeout = 20_000;
    await new Promise<void>((resolve) => lingering.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(lingering.address() as AddressInfo).port}/`;
    const script = [
      `import { postWebhook } from ${JSON.stringify(new URL('../../src/modules/webhooks/delivery.ts', import.meta.url).href)};`,
      `const r = await postWebhook(${JSON.stringify(url)}, {}, '{}', ${JSON.stringify(open)});`,
      `const posted = Date.now();`,
      `process.on('exit', () => process.stdout.write(r.ok + ' ' + (Date.now() - posted)));`,
    ].join('\n');
    // Run asynchronously: this process's server must answer meanwhile.
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { encoding: 'utf8', timeout: 25_000 },
        (error, out) => (error ? reject(new Error(error.message)) : resolve(out)),
      ),
    );
    // The receiver keeps connections open for 20 s, and an idle one closes after 4 s: the
    // pooled one must not hold the process that long.
    const [ok, lingered] = stdout.split(' ');
    expect(ok).toBe('true');
    expect(Number(lingered)).toBeLessThan(2_000);
    lingering.closeAllConnections();
    await new Promise((resolve) => lingering.close(resolve));
  });
});
