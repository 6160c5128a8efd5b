/**
 * The one way background work runs: passes that never overlap, each followed by a pause. A pass
 * answers how long to pause (0 when it left work behind, say a full batch) or nothing for the
 * loop's interval. Pauses get a little jitter, so several processes do not poll in step; after
 * a failed pass the pause doubles, up to a cap, and returns to the interval after the next
 * success. `wake()` runs the next pass at once; `stop()` starts no pass after the one running,
 * and resolves once that one has ended.
 */
export interface LoopOptions {
  /** One pass of work; answers the pause before the next (ms), or nothing for `intervalMs`. */
  pass: () => Promise<number | void>;
  intervalMs: number;
  /** The pause before the first pass (0: at once). */
  firstDelayMs?: number;
  /** Up to this fraction of each pause is added at random (0.1 by default). */
  jitter?: number;
  /** The longest pause after failures (the interval × 16 by default). */
  maxBackoffMs?: number;
  onError: (error: unknown) => void;
  random?: () => number;
}

export interface BackgroundLoop {
  start: () => void;
  /** Runs a pass now, or joins the one running; its error goes to `onError`, never thrown. */
  runOnce: () => Promise<void>;
  /** Runs the next pass now (after the running one, if any). */
  wake: () => void;
  /** Starts no further pass and waits for the running one. */
  stop: () => Promise<void>;
}

export function createBackgroundLoop(options: LoopOptions): BackgroundLoop {
  const { pass, intervalMs, onError, jitter = 0.1, random = Math.random } = options;
  const maxBackoffMs = options.maxBackoffMs ?? intervalMs * 16;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let failures = 0;
  let woken = false;

  function schedule(pause: number): void {
    if (stopped) return;
    clearTimeout(timer);
    const delay = pause > 0 ? pause + Math.floor(pause * jitter * random()) : 0;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  /** One pass at a time, whoever asks for it; answers the pause before the next. */
  function runPass(): Promise<number> {
    running ??= (async () => {
      try {
        const asked = await pass();
        failures = 0;
        return typeof asked === 'number' ? asked : intervalMs;
      } catch (error) {
        failures += 1;
        onError(error);
        return Math.min(maxBackoffMs, intervalMs * 2 ** failures);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    woken = false;
    const pause = await runPass();
    schedule(woken ? 0 : pause);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      failures = 0;
      schedule(options.firstDelayMs ?? 0);
    },
    runOnce: async () => void (await runPass()),
    wake() {
      if (stopped) return;
      if (running) woken = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
