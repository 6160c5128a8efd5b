/**
 * SQLite's WAL checkpoints, in the background. A checkpoint copies the pages committed to the
 * write-ahead log back into the database file and syncs it: tens of milliseconds under load.
 * Left to SQLite, it runs inside whichever commit crosses the threshold, so now and then one
 * request waits for it, and every other writer of the process waits for that commit.
 *
 * The server's background thread (the webhook dispatcher's) opens its connection without
 * automatic checkpoints and runs one here, outside any transaction and without the write lock,
 * each interval in which another connection committed. A passive checkpoint never blocks
 * readers or writers. The server's own connection keeps SQLite's automatic checkpoint at a
 * high threshold (`database.ts`), a backstop that acts only if this one falls behind.
 */
import { createBackgroundLoop, IDLE } from '../shared/background-loop.js';
import { sql } from 'kysely';
import type { Database } from './database.js';

export const CHECKPOINT_INTERVAL_MS = 1_000;

export interface BackgroundCheckpoints {
  stop(): void;
  /** Commits may have been made: an idling checkpointer looks at once. */
  nudge(): void;
}

export function startBackgroundCheckpoints(
  database: Database,
  onError: (error: unknown) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): BackgroundCheckpoints {
  if (database.dialect !== 'sqlite') return { stop: () => undefined, nudge: () => undefined };
  // `data_version` changes when another connection has committed since it was last read.
  let seen: number | undefined;
  const loop = createBackgroundLoop({
    intervalMs,
    idleMaxMs: intervalMs * 8,
    firstDelayMs: intervalMs,
    jitter: 0,
    pass: async () => {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(
        database.db,
      );
      const version = rows[0]?.data_version;
      if (version === seen) return IDLE;
      seen = version;
      await sql`pragma wal_checkpoint(PASSIVE)`.execute(database.db);
    },
    onError,
  });
  loop.start();
  return { stop: () => void loop.stop(), nudge: loop.nudge };
}
