import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, isSpecialPurpose, postWebhook } from '../../src/modules/webhooks/index.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

const open = { allowPrivate: true, connectTimeoutMs: 1_000, totalTimeoutMs: 1_500 };
const guarded = { ...open, allowPrivate: false };

describe('webhook delivery client', () => {
  let receiver: Receiver;
  let silent: http.Server;
  let silentUrl: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    // Accepts connections and never answers.
    silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await receiver.close();
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
