/**
 * Turns at SQLite's one write lock for the threads of one process. A writer that finds the
 * database locked sleeps in SQLite's busy handler (1 ms, then 2, 5, 10 ...), and on the main
 * thread that sleep stops the event loop that answers requests. So the server's main thread and
 * its webhook dispatcher's thread, which share this lock through a SharedArrayBuffer, take their
 * turn here first, waiting without blocking. SQLite's own lock still guarantees that one writer
 * writes at a time (other processes, statements outside transactions): this is a courtesy
 * between threads, so a wait here is bounded, after which the writer goes ahead anyway.
 */
const FREE = 0;
const HELD = 1;

export interface WriteLock {
  /** Shared with the threads that open the same database (`DatabaseOptions.writeLock`). */
  readonly buffer: SharedArrayBuffer;
  /** Waits for the turn; answers whether it holds it (false after `maxWaitMs`: go ahead). */
  acquire(): Promise<boolean>;
  /** Ends a turn that `acquire` answered true for. */
  release(): void;
}

type WaitAsync = (
  cell: Int32Array,
  index: number,
  value: number,
  timeoutMs: number,
) => { async: false; value: string } | { async: true; value: Promise<string> };

const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

export function createWriteLock(
  buffer: SharedArrayBuffer = new SharedArrayBuffer(4),
  maxWaitMs = 5_000,
): WriteLock {
  const cell = new Int32Array(buffer);
  return {
    buffer,
    async acquire() {
      const deadline = performance.now() + maxWaitMs;
      for (;;) {
        if (Atomics.compareExchange(cell, 0, FREE, HELD) === FREE) return true;
        const left = deadline - performance.now();
        if (left <= 0) return false;
        const waited = waitAsync(cell, 0, HELD, Math.min(left, 50));
        if (waited.async) await waited.value;
      }
    },
    release() {
      Atomics.store(cell, 0, FREE);
      Atomics.notify(cell, 0, 1);
    },
  };
}
