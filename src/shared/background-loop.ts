/**
 * The one way background work runs: passes that never overlap, each followed by a pause. A pass
 * answers how long to pause (0 when it left work behind, say a full batch) or nothing for the
 * loop's interval. Pauses get a little jitter, so several processes do not poll in step; after
 * a failed pass the pause doubles, up to a cap, and returns to the interval after the next
 * success. A pass that found nothing to do may answer `IDLE`: with `idleMaxMs`, each idle pass
 * in a row doubles the pause, up to that cap, so a server nobody uses costs next to nothing.
 * `nudge()` says work may have arrived (a write was committed): an idling loop runs its next pass
 * at once, a busy one keeps its pace; a nudge during a pass that then finds nothing (it looked
 * before the write) runs the next pass at once too. `wake()` runs the next pass at once; `stop()` starts no
 * pass after the one running, and resolves once that one has ended.
 */

/** What a pass answers when it found nothing to do (see `idleMaxMs`). */
export const IDLE = 'idle';
export interface LoopOptions {
  /**
   * One pass of work; answers the pause before the next (ms), nothing for `intervalMs`, or
   * `IDLE` when it found nothing to do.
   */
  pass: () => Promise<number | typeof IDLE | void>;
  intervalMs: number;
  /** The pause before the first pass (0: at once). */
  firstDelayMs?: number;
  /** Up to this fraction of each pause is added at random (0.1 by default). */
  jitter?: number;
  /** The longest pause after failures (the interval × 16 by default). */
  maxBackoffMs?: number;
  /** The longest pause after idle passes in a row (`intervalMs` by default: no lengthening). */
  idleMaxMs?: number;
  onError: (error: unknown) => void;
  random?: () => number;
}

export interface BackgroundLoop {
  start: () => void;
  /** Runs a pass now, or joins the one running; its error goes to `onError`, never thrown. */
  runOnce: () => Promise<void>;
  /** Runs the next pass now (after the running one, if any). */
  wake: () => void;
  /** Work may have arrived: runs the next pass now if the loop is idling, else changes nothing. */
  nudge: () => void;
  /** Starts no further pass and waits for the running one. */
  stop: () => Promise<void>;
}

export function createBackgroundLoop(options: LoopOptions): BackgroundLoop {
  const { pass, intervalMs, onError, jitter = 0.1, random = Math.random } = options;
  const maxBackoffMs = options.maxBackoffMs ?? intervalMs * 16;
  const idleMaxMs = Math.max(intervalMs, options.idleMaxMs ?? intervalMs);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let failures = 0;
  let idlePasses = 0;
  let woken = false;
  /** A nudge came while a pass ran: if that pass finds nothing, it looked too early. */
  let nudgedDuringPass = false;

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
      nudgedDuringPass = false;
      try {
        const asked = await pass();
        failures = 0;
        if (asked === IDLE && nudgedDuringPass) {
          idlePasses = 0;
          return 0;
        }
        if (asked === IDLE) {
          idlePasses += 1;
          return Math.min(idleMaxMs, intervalMs * 2 ** (idlePasses - 1));
        }
        idlePasses = 0;
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

  function wake(): void {
    if (stopped) return;
    if (running) woken = true;
    else schedule(0);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      failures = 0;
      idlePasses = 0;
      schedule(options.firstDelayMs ?? 0);
    },
    runOnce: async () => void (await runPass()),
    wake,
    nudge() {
      if (running) nudgedDuringPass = true;
      if (idlePasses === 0) return;
      idlePasses = 0;
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
