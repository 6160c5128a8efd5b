/**
 * Outbox retention: rows settled longer ago than the retention period (`OUTBOX_RETENTION_DAYS`)
 * are deleted, in small batches (one short statement each, so SQLite's write lock is never held
 * long), once shortly after start and then every hour. Safe with several processes: deleting is
 * idempotent, and no statement touches a row still pending (`queued`, `sending`) or one a
 * pending row needs. What a booking's activities and a webhook's delivery log show is read from
 * these rows, so entries older than the period disappear from them.
 */
import type { Db } from '../../db/database.js';
import { DAY_MS } from '../../domain/time.js';
import { createBackgroundLoop } from '../../shared/background-loop.js';
import { SELF_CONTAINED_TOPICS, SETTLED_STATUSES, type OutboxTopic } from './topics.js';

/** Deletes one batch of one kind of settled rows (at most `limit`); answers how many. */
export type RetentionStep = (db: Db, before: number, limit: number) => Promise<number>;

/**
 * Deletes up to `limit` rows of `topic` settled before `before`, in one statement; answers how
 * many it deleted.
 */
export function deleteSettled(topic: OutboxTopic): RetentionStep {
  return async (db, before, limit) => {
    const result = await db
      .deleteFrom('outbox')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('status', 'in', SETTLED_STATUSES)
          .where('updated_at', '<', before)
          .where('topic', '=', topic)
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  };
}

/** Rows one statement deletes at most. */
export const RETENTION_BATCH = 500;

export interface RetentionRun {
  deleted: number;
  statements: number;
}

/**
 * Deletes what settled before `before`: the rows of the self-contained topics, then each of
 * `steps` in order, each batch after batch until one comes back short. `stopped` is asked
 * between batches.
 */
export async function pruneOutbox(
  db: Db,
  before: number,
  { steps = [], batch = RETENTION_BATCH, stopped = () => false }: PruneOptions = {},
): Promise<RetentionRun> {
  const run: RetentionRun = { deleted: 0, statements: 0 };
  for (const step of [...SELF_CONTAINED_TOPICS.map(deleteSettled), ...steps]) {
    for (;;) {
      if (stopped()) return run;
      const deleted = await step(db, before, batch);
      run.deleted += deleted;
      run.statements += 1;
      if (deleted < batch) break;
      // Lets requests waiting on this process run between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return run;
}

export interface PruneOptions {
  /** Rows that need more care (the webhooks' events, deliveries and log), deleted after the rest. */
  steps?: readonly RetentionStep[];
  batch?: number;
  stopped?: () => boolean;
}

export interface RetentionDeps extends Omit<PruneOptions, 'stopped'> {
  db: Db;
  clock: () => number;
  retentionDays: number;
  onError: (error: unknown) => void;
  onRun?: (run: RetentionRun) => void;
  /** Delay of the first run after start (1 minute), then every `intervalMs` (1 hour). */
  firstRunMs?: number;
  intervalMs?: number;
}

export interface OutboxRetention {
  /** Runs once now (also what the timers do); one run at a time per process. */
  runOnce(): Promise<void>;
  /** Stops the timers, ends a run in progress after its current batch, and waits for it. */
  stop(): Promise<void>;
}

export function startOutboxRetention(deps: RetentionDeps): OutboxRetention {
  const { db, clock, onError, firstRunMs = 60_000, intervalMs = 3_600_000 } = deps;
  let stopping = false;
  const loop = createBackgroundLoop({
    intervalMs,
    firstDelayMs: firstRunMs,
    pass: async () => {
      if (stopping) return;
      const before = clock() - deps.retentionDays * DAY_MS;
      const run = await pruneOutbox(db, before, {
        ...(deps.steps ? { steps: deps.steps } : {}),
        ...(deps.batch ? { batch: deps.batch } : {}),
        stopped: () => stopping,
      });
      deps.onRun?.(run);
    },
    onError,
  });
  loop.start();
  return {
    runOnce: loop.runOnce,
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}
