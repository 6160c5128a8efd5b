/**
 * A Vitest reporter: after each run, the slowest 15 test files with their times (importing the
 * file and running its tests and hooks), printed and written to `test-results/file-times.txt`,
 * and for each file that took over 30 seconds its reason, a line of its header comment that
 * begins `Over 30 seconds:`, or a warning when it gives none.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 15;
const SLOW_MS = 30_000;

function fileTime(module: TestModule): number {
  const d = module.diagnostic();
  return d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
}

/** Why a file takes over 30 seconds, as its header comment says (`Over 30 seconds: ...`). */
function reasonOf(file: string): string | null {
  const text = fs.readFileSync(file, 'utf8').slice(0, 4000);
  return (
    /^\s*\*\s*Over 30 seconds: (.+(?:\n\s*\*\s+[^\s*@].*)*)/m
      .exec(text)?.[1]
      ?.replace(/\n\s*\*\s+/g, ' ')
      .trim() ?? null
  );
}

function slowLine(file: string, took: string): string {
  const reason = reasonOf(file);
  return reason
    ? `${file} took ${took}: ${reason}`
    : `warning: ${file} took ${took}, over ${SLOW_MS / 1000} s, and its header gives no reason`;
}

export default class FileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const root = process.cwd();
    const rows = modules
      .map((m) => ({ file: path.relative(root, m.moduleId), ms: fileTime(m) }))
      .sort((a, b) => b.ms - a.ms);
    if (rows.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const lines = [
      `The slowest ${Math.min(SHOWN, rows.length)} of ${rows.length} test files:`,
      ...rows.slice(0, SHOWN).map((r) => `${seconds(r.ms)}  ${r.file}`),
      ...rows.filter((r) => r.ms > SLOW_MS).map((r) => slowLine(r.file, seconds(r.ms).trim())),
    ];
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(path.join('test-results', 'file-times.txt'), `${lines.join('\n')}\n`);
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
