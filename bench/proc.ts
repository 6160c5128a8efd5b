/** What Linux's /proc says about a benchmark's server processes. */
import fs from 'node:fs';

/**
 * User + system CPU time of a process (all its threads), or of one of its threads (`tid`; a
 * process's main thread has its pid), in milliseconds (Linux /proc, 100 Hz ticks).
 */
export function cpuMs(pid: number, tid?: number): number {
  try {
    const file = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * How long a process's main thread was ready to run but waited for a core (Linux schedstat), in
 * milliseconds: the share of a request's time lost to other work on the machine.
 */
export function queuedMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
    return Number(fields[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** The most memory the process has held resident, in MB. */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');

/** The memory the process holds resident now, in MB. */
export const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

function statusMb(pid: number, field: string): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}
