/**
 * The periodic sync: every few seconds, due write-backs of bookings are handled, then the
 * connections whose time has come are claimed (one process wins each, so several processes
 * share the work) and synced. Never part of a request
 * for slots: those read only the stored busy time.
 */
import { claimDue } from './connections.repo.js';
import type { ConnectionBookingSource } from './ports.js';
import { syncConnection, type SyncDeps } from './sync.js';
import { deliverWritebacks } from './writeback.js';

export interface SyncLoopDeps extends SyncDeps {
  syncIntervalMs: number;
  source: ConnectionBookingSource;
  logger: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  pollIntervalMs?: number;
}

export function createConnectionSync(deps: SyncLoopDeps) {
  const poll = deps.pollIntervalMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** Due write-backs, then due syncs; answers how many connections were synced. */
  async function runOnce(): Promise<number> {
    await deliverWritebacks(deps);
    const now = deps.clock();
    const due = await claimDue(deps.db, now, now + deps.syncIntervalMs);
    for (const row of due) {
      if (stopped && timer !== undefined) break;
      const result = await syncConnection(row, deps);
      if (!result.ok) {
        deps.logger.warn({ connectionId: row.id, error: result.error }, 'calendar sync failed');
      }
    }
    return due.length;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then(() => undefined)
        .catch((error: unknown) => deps.logger.error({ err: error }, 'calendar sync loop failed'))
        .finally(schedule);
    }, poll);
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type ConnectionSync = ReturnType<typeof createConnectionSync>;
