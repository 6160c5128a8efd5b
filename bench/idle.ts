/**
 * What a server costs when nobody uses it: resident memory right after start, and CPU per
 * second while idle. Starts `slotbook serve` as `npm start` does (built code, SQLite, no SMTP),
 * and beside it a bare Fastify process as the same run's baseline, and samples both from
 * `/proc` (Linux). Usage: `npm run bench:idle` (IDLE_SECONDS, default 30, of sampling after
 * IDLE_SETTLE_SECONDS, default 40, of settling; set DATABASE_URL to measure on PostgreSQL).
 * The settling is long because V8's memory reducer compacts a freshly started heap once, 15 to
 * 25 seconds after start (full collections on several threads): that one-time cost is shown
 * apart, as the CPU of the settling, not as idle CPU.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const seconds = Number(process.env.IDLE_SECONDS ?? 30);
const settle = Number(process.env.IDLE_SETTLE_SECONDS ?? 40);
const ticks = 100; // USER_HZ on Linux

/** user + system CPU of every thread of the process, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(/\d+/.exec(line ?? '')?.[0] ?? 0) / 1024);
}

function threads(pid: number): number {
  return fs.readdirSync(`/proc/${pid}/task`).length;
}

/** Starts a process and resolves once its output says it is listening. */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${seen.slice(-500)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (ready.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${seen.slice(-500)}`)));
  });
  return child;
}

interface Sample {
  name: string;
  startRss: number;
  idleCpu: number;
  /** CPU of the settling after start, in ms. */
  settleCpu: number;
  endRss: number;
  threads: number;
}

async function measure(name: string, child: ChildProcess): Promise<Sample> {
  const pid = child.pid!;
  const startRss = rssMb(pid);
  const ready = cpuMs(pid);
  await sleep(settle * 1000);
  const before = cpuMs(pid);
  await sleep(seconds * 1000);
  const idleCpu = (cpuMs(pid) - before) / seconds;
  const settleCpu = before - ready;
  return { name, startRss, idleCpu, settleCpu, endRss: rssMb(pid), threads: threads(pid) };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-idle-'));
// Both run as plain Node, as `npm start` does: without the TypeScript loader this script runs under.
const { NODE_OPTIONS: _loader, ...plainEnv } = process.env;
const bare = await start(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    "const app = (await import('fastify')).default(); app.get('/', () => ({})); await app.listen({ port: 0, host: '127.0.0.1' }); console.log('listening');",
  ],
  plainEnv,
  /listening/,
);
const server = await start(
  process.execPath,
  [path.resolve('bin/slotbook.js'), 'serve'],
  {
    ...plainEnv,
    DATA_DIR: dir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  },
  /Slotbook is ready|dashboard:|application password/,
);
try {
  const results = await Promise.all([
    measure('bare Fastify', bare),
    measure('slotbook serve', server),
  ]);
  const [base] = results;
  console.log(`Idle for ${seconds} s after ${settle} s of settling (${os.cpus().length} cores)\n`);
  console.log(
    '| process | RSS after start MB | CPU of the settling, ms | idle CPU ms/s | RSS at end MB | threads | idle CPU above the baseline, ms/s |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const ratio = r === base ? '-' : (r.idleCpu - base.idleCpu).toFixed(2);
    console.log(
      `| ${r.name} | ${r.startRss} | ${r.settleCpu} | ${r.idleCpu.toFixed(2)} | ${r.endRss} | ${r.threads} | ${ratio} |`,
    );
  }
} finally {
  bare.kill('SIGTERM');
  server.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dir, { recursive: true, force: true });
}
