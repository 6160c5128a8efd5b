/**
 * The webhook dispatcher of a server runs in a worker thread of its own, with its own database
 * connection (`dispatcher-worker.ts`): claiming, posting, logging and settling deliveries are
 * then never work for the event loop that answers API requests, whose only share of webhooks is
 * writing the event row in the booking's transaction. On SQLite the thread's short transactions
 * take the write lock between the server's (WAL: reads never wait); on PostgreSQL it is one more
 * small pool. Its log lines are written through the server's logger. A thread that fails is
 * started again after a second.
 */
import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../../db/database.js';
import type { DeliveryOptions } from './delivery.js';
import type { DispatcherLogger } from './dispatcher.js';
import { workerScript } from '../../shared/worker-script.js';

export interface DispatcherThreadOptions {
  database: DatabaseOptions;
  delivery: DeliveryOptions;
  publicUrl: string;
  pollIntervalMs?: number;
  leaseMarginMs?: number;
}

/** What the worker says: a log line, or that it has stopped. */
export type ThreadMessage =
  { log: 'info' | 'warn' | 'error'; details: object; message: string } | { stopped: true };

export interface DispatcherThread {
  stop(): Promise<void>;
  /** Events may have been written: an idling dispatcher looks at once. */
  nudge(): void;
}

/**
 * The nice value of the dispatcher's thread, ten steps below the server's threads: the usual
 * priority of background work (see `dispatcher-worker.ts`).
 */
export const DISPATCHER_NICE = 10;

const RESTART_MS = 1_000;
const STOP_TIMEOUT_MS = 15_000;

export function startDispatcherThread(
  options: DispatcherThreadOptions,
  logger: DispatcherLogger,
): DispatcherThread {
  let worker: Worker | undefined;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;

  function start() {
    const started = new Worker(workerScript(import.meta.url, 'dispatcher-worker'), {
      workerData: options,
    });
    started.on('message', (m: ThreadMessage) => {
      if ('log' in m) logger[m.log](m.details, m.message);
    });
    started.on('error', (error) => {
      logger.error({ err: error }, 'the webhook dispatcher thread failed');
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = undefined;
      if (stopping) return;
      logger.error({ code }, 'the webhook dispatcher thread stopped; starting it again');
      restart = setTimeout(start, RESTART_MS);
      restart.unref();
    });
    worker = started;
  }
  start();

  return {
    nudge() {
      worker?.postMessage({ nudge: true });
    },
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const current = worker;
      if (!current) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.postMessage({ stop: true });
      const timeout = setTimeout(() => void current.terminate(), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timeout);
      worker = undefined;
    },
  };
}
