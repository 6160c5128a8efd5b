/**
 * The periodic sync: every few seconds, due write-backs of bookings are handled, and due
 * connections are claimed (one process wins each, so several processes share the work) and
 * synced, up to `SYNC_CONCURRENCY` at a time. Each place of the pool claims one connection,
 * syncs it within that connection's own deadline, then claims the next; a tick fills the places
 * that are free without waiting for busy ones. So a server that never answers holds one place
 * until its deadline, and the other connections go on being synced meanwhile. Never part of a
 * request for slots: those read only the stored busy time.
 */
import { createBackgroundLoop } from '../../shared/background-loop.js';
import { claimDue } from './connections.repo.js';
import { OutboundError } from '../../infra/outbound.js';
import type { ConnectionBookingSource } from './ports.js';
import { syncConnection, syncDeadlineMs, type SyncDeps } from './sync.js';
import { deliverWritebacks } from './writeback.js';

/** Connections one process syncs at once. */
export const SYNC_CONCURRENCY = 4;

export interface SyncLoopDeps extends SyncDeps {
  syncIntervalMs: number;
  source: ConnectionBookingSource;
  logger: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  pollIntervalMs?: number;
}

export function createConnectionSync(deps: SyncLoopDeps) {
  const poll = deps.pollIntervalMs ?? 5_000;
  const deadlineMs = syncDeadlineMs(deps.syncIntervalMs);
  const places = new Set<Promise<number>>();
  let writing: Promise<number> | undefined;
  let halt = new AbortController();

  /** One place of the pool: claims and syncs due connections one by one while there are any. */
  async function place(): Promise<number> {
    let synced = 0;
    while (!halt.signal.aborted) {
      const now = deps.clock();
      const [row] = await claimDue(deps.db, now, now + deps.syncIntervalMs, 1);
      if (!row) break;
      synced++;
      const result = await syncConnection(row, deps, deadlineMs, halt.signal);
      if (!result.ok) {
        deps.logger.warn({ connectionId: row.id, error: result.error }, 'calendar sync failed');
      }
    }
    return synced;
  }

  /** Starts a place for each free one; answers those started. */
  function fill(): Promise<number>[] {
    const started: Promise<number>[] = [];
    while (places.size < SYNC_CONCURRENCY) {
      const run: Promise<number> = place()
        .catch((error: unknown) => {
          deps.logger.error({ err: error }, 'calendar sync loop failed');
          return 0;
        })
        .finally(() => places.delete(run));
      places.add(run);
      started.push(run);
    }
    return started;
  }

  /** Due write-backs, one batch at a time per process, beside the syncs. */
  function writeBack(): Promise<number> {
    writing ??= deliverWritebacks(deps).finally(() => (writing = undefined));
    return writing;
  }

  /**
   * Due write-backs and due syncs in the free places; answers, once the places it started are
   * done, how many connections they synced.
   */
  async function runOnce(): Promise<number> {
    const writebacks = writeBack();
    const counts = await Promise.all(fill());
    await writebacks;
    return counts.reduce((sum, n) => sum + n, 0);
  }

  const loop = createBackgroundLoop({
    intervalMs: poll,
    firstDelayMs: poll,
    pass: async () => {
      // The pass does not wait for the syncs it starts: each is bounded by its own deadline,
      // and the places still busy are left out of the next pass.
      runOnce().catch((error: unknown) => {
        deps.logger.error({ err: error }, 'calendar sync loop failed');
      });
    },
    onError: (error) => deps.logger.error({ err: error }, 'calendar sync loop failed'),
  });

  return {
    runOnce,
    start() {
      if (halt.signal.aborted) halt = new AbortController();
      loop.start();
    },
    /** Stops claiming and ends the syncs under way (they show why); waits for them to settle. */
    async stop() {
      await loop.stop();
      halt.abort(new OutboundError('The sync was stopped: the process is shutting down.'));
      await Promise.allSettled([...places, writing]);
    },
  };
}

export type ConnectionSync = ReturnType<typeof createConnectionSync>;
