/**
 * The threads of a process take turns at SQLite's write lock without blocking: a second writer
 * waits for the first to end its turn, and a turn never held longer than the bound stops
 * nobody for good.
 */
import { describe, expect, it } from 'vitest';
import { createWriteLock } from '../../src/db/write-lock.js';

describe('write lock turns', () => {
  it('gives the next turn once the current one ends, to a lock sharing its buffer', async () => {
    const mine = createWriteLock();
    const theirs = createWriteLock(mine.buffer);
    expect(await mine.acquire()).toBe(true);
    let second = false;
    const waiting = theirs.acquire().then((held) => (second = held));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second).toBe(false);
    mine.release();
    expect(await waiting).toBe(true);
    theirs.release();
    expect(await mine.acquire()).toBe(true);
    mine.release();
  });

  it('goes ahead without the turn after waiting its bound', async () => {
    const lock = createWriteLock(undefined, 30);
    expect(await lock.acquire()).toBe(true);
    const started = performance.now();
    expect(await lock.acquire()).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    lock.release();
  });
});
