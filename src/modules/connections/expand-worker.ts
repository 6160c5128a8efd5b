/**
 * The worker thread that reads calendar data (`expansion.ts`): each message is one calendar's
 * stored objects; the answer is their busy intervals, or why they cannot be read. An object that
 * does not parse is skipped (it does not hide the others); a calendar over the occurrence budget
 * is refused whole. The thread runs at a lower scheduling priority than the server's.
 */
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Interval } from '../../domain/intervals.js';
import { busyIntervals, CalendarTooLarge, MAX_CALENDAR_OCCURRENCES, ownUidTest } from './expand.js';
import type { ExpansionJob, ExpansionAnswer } from './expansion.js';

const port = parentPort;
if (!port) throw new Error('expand-worker.ts runs only as a worker thread');

/** Ten steps below the server's threads: answering requests comes first on a busy machine. */
const NICE = 10;
try {
  // On Linux this applies to this thread alone; only ever lowered.
  if (getPriority(0) < NICE) setPriority(0, NICE);
} catch {
  // Then it reads at the server's priority.
}

port.on('message', (job: ExpansionJob) => {
  const isOwn = ownUidTest(job.publicUrl);
  const budget = { occurrences: MAX_CALENDAR_OCCURRENCES };
  const intervals: Interval[] = [];
  let answer: ExpansionAnswer;
  try {
    for (const data of job.objects) {
      try {
        intervals.push(
          ...busyIntervals(data, { hostZone: job.hostZone, window: job.window, isOwn, budget }),
        );
      } catch (error) {
        if (error instanceof CalendarTooLarge) throw error;
        // One unreadable object does not hide the others.
      }
    }
    answer = { id: job.id, intervals };
  } catch (error) {
    answer = { id: job.id, error: (error as Error).message };
  }
  port.postMessage(answer);
});
