import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  createMemoryCounter,
  createRedisCounter,
  type WindowCounter,
} from '../src/infra/counters.js';

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
