import type { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Fixed-window counters for rate limits. In memory for one process; in Redis when several
 * processes must share the limits.
 */
export interface WindowCounter {
  /**
   * Takes one slot of the key's window and answers the count with it. Atomic: of callers racing
   * on one key, each sees its own count, so a limit is checked on this answer, before the work
   * it guards, never by a `peek` followed by a `hit` after the work.
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Gives back a slot `hit` took (the attempt turned out not to count); never below zero. */
  release(key: string): Promise<void>;
  peek(keys: readonly string[]): Promise<WindowCount[]>;
  close(): Promise<void>;
}

export function createMemoryCounter(clock: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock();
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = clock();
      sweep(now);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - now };
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > clock() && w.count > 0) w.count -= 1;
    },
    async peek(keys) {
      const now = clock();
      return keys.map((key) => {
        const w = windows.get(key);
        return w && w.resetAt > now
          ? { count: w.count, resetInMs: w.resetAt - now }
          : { count: 0, resetInMs: 0 };
      });
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Counters in Redis, shared by every process. When Redis cannot answer, limits are not applied
 * (each call counts as the first) and `onError` is told: a limiter outage must not take bookings
 * and logins down with it.
 */
/** DECR only an existing key above zero: never a key without expiry, never below zero. */
const RELEASE_SCRIPT =
  "local v = tonumber(redis.call('GET', KEYS[1]) or '0') " +
  "if v > 0 then return redis.call('DECR', KEYS[1]) end return 0";

export function createRedisCounter(
  redis: Redis,
  prefix = 'slotbook:rl:',
  onError: (error: unknown) => void = () => undefined,
): WindowCounter {
  redis.on('error', onError);
  const unlimited = { count: 0, resetInMs: 0 };
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      try {
        const results = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
        const count = Number(results?.[1]?.[1] ?? 1);
        const ttl = Number(results?.[2]?.[1] ?? windowMs);
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch (error) {
        onError(error);
        return { count: 1, resetInMs: windowMs };
      }
    },
    async release(key) {
      try {
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
      } catch (error) {
        onError(error);
      }
    },
    async peek(keys) {
      if (keys.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.get(prefix + key).pttl(prefix + key);
      let results: [Error | null, unknown][];
      try {
        results = (await pipeline.exec()) ?? [];
      } catch (error) {
        onError(error);
        return keys.map(() => unlimited);
      }
      const failed = results.find(([error]) => error);
      if (failed || results.length < keys.length * 2) {
        onError(failed?.[0] ?? new Error('Redis answered no results'));
        return keys.map(() => unlimited);
      }
      return keys.map((_, i) => {
        const count = Number(results[i * 2]?.[1] ?? 0);
        const ttl = Number(results[i * 2 + 1]?.[1] ?? 0);
        return { count, resetInMs: ttl > 0 ? ttl : 0 };
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
