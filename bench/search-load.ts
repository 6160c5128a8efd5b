/**
 * `npm run bench:search-load [-- seconds term...]`: does the process stay responsive while
 * signed-in users search their bookings? One host with 10,000 bookings; eight clients, each a
 * user who reads every booking, send `GET /schedules?period=all&search=<term>` as fast as the
 * server lets them (a 429 makes a client wait its Retry-After). Meanwhile one probe reads
 * `/healthz` in a loop; its p50/p99 against the idle server, in the same run, is the figure.
 * The server runs in a child process (`tsx bench/search-load.ts serve <port>`).
 */
import { spawn } from 'node:child_process';
import { freePort } from '../test/helpers/free-port.js';
import { benchApp } from './bench-app.js';
import { BENCH_AUTH } from './seed.js';
import { openEvents, seedBookings } from './seed-bookings.js';

const CLIENTS = 8;
const DAY = 86_400_000;

async function serve(port: number) {
  const { app, database } = await benchApp('search-load', port);
  const { calendarId, hostId, events } = await openEvents(app, [15]);
  const windowStart = Math.ceil(Date.now() / DAY) * DAY;
  await seedBookings(database.db, { calendarId, hostId, eventId: events[0] ?? 0 }, windowStart, {
    total: 10_000,
    inWindow: 1_000,
    future: 2_000,
  });
  // Eight readers of every booking, each signed in with an application password of their own.
  const auths: string[] = [];
  for (let n = 1; n <= CLIENTS; n++) {
    const call = async (url: string, payload: object) =>
      (
        await app.inject({ method: 'POST', url, headers: { authorization: BENCH_AUTH }, payload })
      ).json<{
        id: number;
        password: string;
      }>();
    const user = await call('/api/v2/users', {
      username: `reader${n}`,
      email: `reader${n}@example.com`,
      role: 'viewer',
      permissions: ['read_all_bookings'],
    });
    const made = await call(`/api/v2/users/${user.id}/application-passwords`, { name: 'bench' });
    auths.push(`Basic ${Buffer.from(`reader${n}:${made.password}`).toString('base64')}`);
  }
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ ready: true, auths })}\n`);
}

interface Tally {
  ok: number;
  limited: number;
  other: number;
  ms: number;
}

async function client(url: string, auth: string, until: number, tally: Tally) {
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: auth } });
    await res.arrayBuffer();
    if (res.status === 429) {
      tally.limited += 1;
      const wait = Number(res.headers.get('retry-after') ?? 1) * 1000;
      await new Promise((r) => setTimeout(r, Math.min(wait, Math.max(0, until - Date.now()))));
    } else if (res.ok) {
      tally.ok += 1;
      tally.ms += performance.now() - t0;
    } else tally.other += 1;
  }
}

async function probe(base: string, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

async function phase(base: string, seconds: number, auths: string[], term: string | null) {
  const until = Date.now() + seconds * 1000;
  const tally: Tally = { ok: 0, limited: 0, other: 0, ms: 0 };
  const url = `${base}/api/v2/schedules?period=all&search=${encodeURIComponent(term ?? '')}`;
  const clients = term === null ? [] : auths.map((auth) => client(url, auth, until, tally));
  const [latencies] = await Promise.all([probe(base, until), ...clients]);
  const row = [
    term === null ? 'idle server' : `${auths.length} clients, search=${JSON.stringify(term)}`,
    latencies.length,
    fmt(quantile(latencies, 0.5)),
    fmt(quantile(latencies, 0.99)),
    term === null ? '-' : tally.ok,
    term === null ? '-' : tally.limited,
    term !== null && tally.ok ? fmt(tally.ms / tally.ok) : '-',
    term === null ? '-' : tally.other,
  ];
  console.log(`| ${row.join(' | ')} |`);
}

async function main() {
  const seconds = Number(process.argv[2] ?? 15);
  const terms = process.argv.slice(3);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/search-load.ts', 'serve', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const auths = await new Promise<string[]>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (d: Buffer) => {
        buffered += d.toString();
        const line = buffered.split('\n').find((l) => l.includes('"ready":true'));
        if (line) resolve((JSON.parse(line) as { auths: string[] }).auths);
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    console.log(
      '| load | probes | /healthz p50 ms | p99 ms | searches | 429s | mean search ms | other |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    await phase(base, seconds, auths, null);
    for (const term of terms.length ? terms : ['e', 'exa', 'guest1', 'guest 12']) {
      await phase(base, seconds, auths, term);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'serve') void serve(Number(process.argv[3]));
else void main();
