/**
 * The background loop every periodic worker runs on: passes never overlap, a failed pass backs
 * off and the loop recovers, `wake()` runs a pass early, `stop()` waits for the running pass and
 * starts none after it, and jitter stays within its bounds. Idle passes lengthen the pause up to
 * a cap, and `nudge()` brings an idling loop back at once without hurrying a busy one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBackgroundLoop,
  IDLE,
  type BackgroundLoop,
} from '../../src/shared/background-loop.js';

describe('a background loop', () => {
  let loop: BackgroundLoop | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await loop?.stop();
    vi.useRealTimers();
  });

  it('runs a pass, then pauses for its interval (with jitter within bounds)', async () => {
    const at: number[] = [];
    loop = createBackgroundLoop({
      intervalMs: 1_000,
      jitter: 0.5,
      random: () => 0.999,
      pass: async () => void at.push(Date.now()),
      onError: () => undefined,
    });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(at.map((t) => t - start)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1_498);
    expect(at).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(at.map((t) => t - start)).toEqual([0, 1_499]);
  });

  it('never overlaps passes, and a pass that left work asks for the next at once', async () => {
    let active = 0;
    let most = 0;
    let left = 3;
    loop = createBackgroundLoop({
      intervalMs: 10_000,
      pass: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 100));
        active -= 1;
        left -= 1;
        return left > 0 ? 0 : undefined;
      },
      onError: () => undefined,
    });
    loop.start();
    loop.wake();
    loop.wake();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(left).toBe(0);
    expect(most).toBe(1);
  });

  it('backs off after failures, up to its cap, and returns to its interval once a pass succeeds', async () => {
    const errors: unknown[] = [];
    const at: number[] = [];
    let failing = 3;
    loop = createBackgroundLoop({
      intervalMs: 100,
      jitter: 0,
      maxBackoffMs: 500,
      pass: async () => {
        at.push(Date.now());
        if (failing-- > 0) throw new Error('database unavailable');
      },
      onError: (error) => errors.push(error),
    });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(2_000);
    const gaps = at.slice(1).map((t, i) => t - (at[i] ?? start));
    // 200, 400, then the cap of 500; after the success, the interval again.
    expect(gaps.slice(0, 4)).toEqual([200, 400, 500, 100]);
    expect(errors).toHaveLength(3);
  });

  it('runs the next pass at once when woken', async () => {
    const at: number[] = [];
    loop = createBackgroundLoop({
      intervalMs: 60_000,
      pass: async () => void at.push(Date.now()),
      onError: () => undefined,
    });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(5_000);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(at.map((t) => t - start)).toEqual([0, 5_000]);
  });

  it('waits for the running pass when stopped, and starts none after it', async () => {
    let passes = 0;
    let finished = false;
    loop = createBackgroundLoop({
      intervalMs: 10,
      pass: async () => {
        passes += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        finished = true;
      },
      onError: () => undefined,
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    const stopped = loop.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopped;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(passes).toBe(1);
  });

  it('runs a pass on demand, joining the one running rather than starting a second', async () => {
    let passes = 0;
    const errors: unknown[] = [];
    loop = createBackgroundLoop({
      intervalMs: 60_000,
      pass: async () => {
        passes += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (passes === 2) throw new Error('no database');
      },
      onError: (error) => errors.push(error),
    });
    const both = Promise.all([loop.runOnce(), loop.runOnce()]);
    await vi.advanceTimersByTimeAsync(100);
    await both;
    expect(passes).toBe(1);
    const failing = loop.runOnce();
    await vi.advanceTimersByTimeAsync(100);
    await failing;
    expect(errors).toHaveLength(1);
  });

  it('pauses longer after each idle pass, up to its cap, until work or a nudge', async () => {
    const at: number[] = [];
    let work = false;
    loop = createBackgroundLoop({
      intervalMs: 1_000,
      idleMaxMs: 4_000,
      jitter: 0,
      pass: async () => {
        at.push(Date.now());
        return work ? undefined : IDLE;
      },
      onError: () => undefined,
    });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(15_000);
    // Pauses of 1, 2, 4, then 4 s (the cap).
    expect(at.map((t) => t - start)).toEqual([0, 1_000, 3_000, 7_000, 11_000, 15_000]);
    // A nudge ends the long pause at once; a pass that found work returns to the interval.
    work = true;
    loop.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(at.at(-1)! - start).toBe(15_000);
    expect(at).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(at).toHaveLength(8);
    // A busy loop keeps its pace: a nudge then changes nothing.
    loop.nudge();
    await vi.advanceTimersByTimeAsync(500);
    expect(at).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(500);
    expect(at).toHaveLength(9);
  });

  it('runs again at once when a pass that found nothing was nudged while it looked', async () => {
    const at: number[] = [];
    let finish = () => {};
    loop = createBackgroundLoop({
      intervalMs: 1_000,
      idleMaxMs: 8_000,
      jitter: 0,
      pass: async () => {
        at.push(Date.now());
        // The pass looks, then takes a while: a write commits meanwhile.
        await new Promise<void>((resolve) => (finish = resolve));
        return IDLE;
      },
      onError: () => undefined,
    });
    const start = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.nudge();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    // The next pass at once, not after the interval: the nudged work is not left waiting.
    expect(at.map((t) => t - start)).toEqual([0, 0]);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(at).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(at).toHaveLength(3);
    finish();
  });
});
