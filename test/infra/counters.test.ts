import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  createMemoryCounter,
  createRedisCounter,
  type WindowCounter,
} from '../../src/infra/counters.js';

const redisUrl = process.env.TEST_REDIS_URL;
const kinds: [string, () => WindowCounter][] = [['memory', () => createMemoryCounter()]];
if (redisUrl)
  kinds.push([
    'redis',
    () => createRedisCounter(new Redis(redisUrl), `slotbook-test:${randomUUID()}:`),
  ]);

describe.each(kinds)('window counters (%s)', (_kind, make) => {
  it('counts hits in a window, per key, and peeks without counting', async () => {
    const counter = make();
    try {
      expect((await counter.hit('a', 10_000)).count).toBe(1);
      expect((await counter.hit('a', 10_000)).count).toBe(2);
      expect((await counter.hit('b', 10_000)).count).toBe(1);
      const [a, b, c] = await counter.peek(['a', 'b', 'c']);
      expect(a?.count).toBe(2);
      expect(a?.resetInMs).toBeGreaterThan(0);
      expect(a?.resetInMs).toBeLessThanOrEqual(10_000);
      expect(b?.count).toBe(1);
      expect(c).toEqual({ count: 0, resetInMs: 0 });
    } finally {
      await counter.close();
    }
  });

  it('gives a slot back, never below zero, and counts racing hits one each', async () => {
    const counter = make();
    try {
      const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit('r', 10_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      await counter.release('r');
      expect((await counter.peek(['r']))[0]?.count).toBe(19);
      await counter.release('none');
      expect((await counter.peek(['none']))[0]).toEqual({ count: 0, resetInMs: 0 });
      expect((await counter.hit('none', 10_000)).count).toBe(1);
    } finally {
      await counter.close();
    }
  });

  it('starts a new window when the old one has passed', async () => {
    const counter = make();
    try {
      await counter.hit('w', 50);
      await new Promise((r) => setTimeout(r, 120));
      expect((await counter.hit('w', 50)).count).toBe(1);
    } finally {
      await counter.close();
    }
  });
});

describe('window counters when Redis cannot answer', () => {
  it('apply no limit and report the failure, without throwing', async () => {
    const failures: unknown[] = [];
    // Nothing listens on port 1; no retries, no offline queue: every command fails at once.
    const redis = new Redis({
      port: 1,
      host: '127.0.0.1',
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const counter = createRedisCounter(redis, 'slotbook-test:', (error) => failures.push(error));
    try {
      expect(await counter.hit('a', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
      await counter.release('a');
      expect(await counter.peek(['a', 'b'])).toEqual([
        { count: 0, resetInMs: 0 },
        { count: 0, resetInMs: 0 },
      ]);
      expect(failures.length).toBeGreaterThanOrEqual(2);
    } finally {
      await counter.close();
    }
  });
});
