/**
 * Calendar data is read (parsed, recurring events expanded) in a worker thread, never on the
 * event loop that answers requests: a feed of many megabytes or of events recurring every second
 * costs that thread, within limits, and nothing else waits. Each calendar gets at most
 * `EXPANSION_TIME_MS` and the thread at most `EXPANSION_MEMORY_MB` of heap; past either, the
 * thread is ended (a new one starts for the next calendar) and the sync fails with the reason.
 * One calendar is read at a time; an idle thread ends after a minute.
 */
import { Worker } from 'node:worker_threads';
import type { Interval } from '../../domain/intervals.js';
import { workerScript } from '../../shared/worker-script.js';

export const EXPANSION_TIME_MS = 10_000;
export const EXPANSION_MEMORY_MB = 256;
const IDLE_MS = 60_000;

export interface ExpansionJob {
  id: number;
  objects: string[];
  hostZone: string;
  window: Interval;
  /** Tells Slotbook's own events (written back) from the host's. */
  publicUrl: string;
}

export type ExpansionAnswer = { id: number; intervals: Interval[] } | { id: number; error: string };

/** Calendar data that could not be read within the limits, with a reason for the host. */
export class ExpansionError extends Error {}

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 1;
/** Jobs run one after the other: each waits for the one before it to settle. */
let queue: Promise<unknown> = Promise.resolve();

function theWorker(): Worker {
  clearTimeout(idle);
  if (worker) return worker;
  const started = new Worker(workerScript(import.meta.url, 'expand-worker'), {
    resourceLimits: { maxOldGenerationSizeMb: EXPANSION_MEMORY_MB },
  });
  started.unref();
  started.on('exit', () => {
    if (worker === started) worker = undefined;
  });
  // Errors reach the job in progress through its own listeners.
  started.on('error', () => {});
  worker = started;
  return started;
}

function endWorker(): void {
  const ending = worker;
  worker = undefined;
  void ending?.terminate();
}

function run(job: Omit<ExpansionJob, 'id'>): Promise<Interval[]> {
  const id = nextId++;
  const thread = theWorker();
  return new Promise<Interval[]>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
      idle = setTimeout(endWorker, IDLE_MS);
      idle.unref();
    };
    const fail = (message: string) => {
      done();
      reject(new ExpansionError(message));
    };
    const onMessage = (answer: ExpansionAnswer) => {
      if (answer.id !== id) return;
      done();
      if ('error' in answer) reject(new ExpansionError(answer.error));
      else resolve(answer.intervals);
    };
    const onError = (error: Error) => {
      const code = (error as { code?: string }).code;
      endWorker();
      fail(
        code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `The calendar needs more than ${EXPANSION_MEMORY_MB} MB to read; it is not read.`
          : 'The calendar could not be read.',
      );
    };
    const onExit = () => fail('The calendar could not be read.');
    const timer = setTimeout(() => {
      endWorker();
      fail(
        `The calendar takes longer than ${EXPANSION_TIME_MS / 1000} seconds to read; it is not read.`,
      );
    }, EXPANSION_TIME_MS);
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.on('exit', onExit);
    const message: ExpansionJob = { id, ...job };
    thread.postMessage(message);
  });
}

/** The busy intervals of one calendar's stored objects, read in the worker thread. */
export function expandInWorker(job: Omit<ExpansionJob, 'id'>): Promise<Interval[]> {
  const result = queue.then(() => run(job));
  queue = result.catch(() => undefined);
  return result;
}
