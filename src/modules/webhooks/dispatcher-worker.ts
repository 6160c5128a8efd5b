/**
 * The webhook dispatcher's worker thread (`dispatcher-thread.ts`): opens its own connection to
 * the database, runs the dispatcher loop, sends its log lines to the main thread, and on `stop`
 * finishes the run in progress, closes the connection and exits.
 *
 * On SQLite it also runs the database's checkpoints (`db/checkpoints.ts`).
 *
 * The thread runs at a lower scheduling priority than the server's (a nice value of
 * `DISPATCHER_NICE`, which on Linux applies to this thread alone): when the machine's cores are
 * busy, answering requests comes first and deliveries use the time left over, catching up in
 * larger batches; on an idle machine nothing changes.
 */
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { startBackgroundCheckpoints } from '../../db/checkpoints.js';
import { openDatabase } from '../../db/database.js';
import { createWebhookDispatcher } from './dispatcher.js';
import {
  DISPATCHER_NICE,
  type DispatcherThreadOptions,
  type ThreadMessage,
} from './dispatcher-thread.js';

const port = parentPort;
if (!port) throw new Error('dispatcher-worker.ts runs only as a worker thread');
const options = workerData as DispatcherThreadOptions;

/** Log details as plain data (an error keeps its message and stack). */
function plain(details: object): object {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error ? { message: value.message, stack: value.stack } : value,
    ]),
  );
}

const log =
  (level: 'info' | 'warn' | 'error') =>
  (details: object, message: string): void => {
    const line: ThreadMessage = { log: level, details: plain(details), message };
    port.postMessage(line);
  };

try {
  // Only ever lowered: a process started with a higher nice value keeps it.
  if (getPriority(0) < DISPATCHER_NICE) setPriority(0, DISPATCHER_NICE);
} catch (error) {
  log('warn')({ err: error }, 'the webhook dispatcher runs at the server priority');
}

// On SQLite this thread also checkpoints the database's log, so that the server's commits
// never wait for a checkpoint (`db/checkpoints.ts`); its own commits leave them to it too.
const database = openDatabase({ ...options.database, autoCheckpoint: false });
const checkpoints = startBackgroundCheckpoints(database, (error) =>
  log('warn')({ err: error }, 'checkpoint failed'),
);
const dispatcher = createWebhookDispatcher({
  db: database.db,
  dialect: database.dialect,
  clock: Date.now,
  logger: { info: log('info'), warn: log('warn'), error: log('error') },
  delivery: options.delivery,
  publicUrl: options.publicUrl,
  ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
  ...(options.leaseMarginMs ? { leaseMarginMs: options.leaseMarginMs } : {}),
});
dispatcher.start();

port.on('message', (message: { stop?: boolean; nudge?: boolean }) => {
  if (message.nudge) {
    dispatcher.nudge();
    checkpoints.nudge();
  }
  if (!message.stop) return;
  checkpoints.stop();
  void dispatcher
    .stop()
    .then(() => database.close())
    .finally(() => {
      const stopped: ThreadMessage = { stopped: true };
      port.postMessage(stopped);
      port.close();
    });
});
