/**
 * `npm run bench:slot-load`: does the process stay responsive while clients ask for the costliest
 * slots they are allowed? An event with a 1-minute slot interval on a schedule open 24 hours a
 * day; eight clients (each its own address, through a trusted proxy's X-Forwarded-For) ask for
 * the widest window the server accepts, as fast as the server lets them (a 429 makes a client
 * wait its Retry-After). Meanwhile one probe reads `/healthz` in a loop; its p50/p99 against the
 * same probe on the idle server, measured in the same run, is the figure. Then the same with
 * eight signed-in clients on `GET /bookings/event/{id}`.
 *
 * Usage: npm run bench:slot-load [-- seconds]   (default 20 s per phase)
 * The server runs in a child process (`tsx bench/slot-load.ts serve <port>`).
 */
import { spawn } from 'node:child_process';
import { freePort } from '../test/helpers/free-port.js';
import { benchApp } from './bench-app.js';
import { BENCH_AUTH } from './seed.js';

const CLIENTS = 8;
const DAY = 86_400_000;
const MAX_DAYS = 62;

const open24h = Object.fromEntries(
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
    d,
    { enabled: true, slots: [{ start: '00:00', end: '24:00' }] },
  ]),
);

async function serve(port: number) {
  const { app } = await benchApp('slot-load', port, { TRUST_PROXY: 'true' });
  const post = async (url: string, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: BENCH_AUTH },
    });
    if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ calendar?: { id: number }; slot?: { id: number; hash: string } }>();
  };
  const created = await post('/api/v2/calendars', {
    title: 'Slot load',
    author_timezone: 'UTC',
  });
  const event = await post(`/api/v2/calendars/${created.calendar?.id}/events`, {
    title: 'Every minute',
    duration: 30,
    availability_type: 'custom',
    settings: {
      weekly_schedules: open24h,
      schedule_conditions: { value: 0, unit: 'minutes' },
      range_type: 'range_indefinite',
      slot_interval: 1,
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const vars = { event: event.slot?.id, hash: event.slot?.hash };
  process.stdout.write(`${JSON.stringify({ ready: true, vars })}\n`);
}

const date = (instant: number) => new Date(instant).toISOString().slice(0, 10);

interface Target {
  name: string;
  url: (days: number) => string;
  headers: (client: number) => Record<string, string>;
}

/** The widest window the server answers: 62 days, else the largest it names in its refusal. */
async function widestWindow(target: Target): Promise<number> {
  const res = await fetch(target.url(MAX_DAYS), { headers: target.headers(100) });
  const body = (await res.json()) as { data?: { max_days?: number } };
  if (res.ok) return MAX_DAYS;
  const days = body.data?.max_days;
  if (!days) throw new Error(`${target.name}: ${res.status} ${JSON.stringify(body)}`);
  return days;
}

interface ClientTally {
  ok: number;
  limited: number;
  other: number;
  bytes: number;
  ms: number;
}

async function client(target: Target, n: number, days: number, until: number, tally: ClientTally) {
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(target.url(days), { headers: target.headers(n) });
    const body = await res.arrayBuffer();
    if (res.status === 429) {
      tally.limited += 1;
      const wait = Number(res.headers.get('retry-after') ?? 1) * 1000;
      await new Promise((r) => setTimeout(r, Math.min(wait, Math.max(0, until - Date.now()))));
      continue;
    }
    if (res.ok) {
      tally.ok += 1;
      tally.bytes += body.byteLength;
      tally.ms += performance.now() - t0;
    } else tally.other += 1;
  }
}

/** `/healthz` latencies, one request after another, until `until`. */
async function probe(base: string, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
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

async function phase(base: string, seconds: number, target: Target | null) {
  const until = Date.now() + seconds * 1000;
  const tally: ClientTally = { ok: 0, limited: 0, other: 0, bytes: 0, ms: 0 };
  const days = target ? await widestWindow(target) : 0;
  const clients = target
    ? Array.from({ length: CLIENTS }, (_, i) => client(target, i + 1, days, until, tally))
    : [];
  const [latencies] = await Promise.all([probe(base, until), ...clients]);
  const row = [
    target ? `${CLIENTS} clients: ${target.name}` : 'idle server',
    target ? days : '-',
    latencies.length,
    fmt(quantile(latencies, 0.5)),
    fmt(quantile(latencies, 0.99)),
    target ? tally.ok : '-',
    target ? tally.limited : '-',
    target && tally.ok ? fmt(tally.ms / tally.ok) : '-',
    target && tally.ok ? (tally.bytes / tally.ok / 1e6).toFixed(2) : '-',
    target ? tally.other : '-',
  ];
  console.log(`| ${row.join(' | ')} |`);
}

async function main() {
  const seconds = Number(process.argv[2] ?? 20);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/slot-load.ts', 'serve', String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const vars = await new Promise<{ event: number; hash: string }>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (d: Buffer) => {
        buffered += d.toString();
        const line = buffered.split('\n').find((l) => l.includes('"ready":true'));
        if (line) resolve((JSON.parse(line) as { vars: { event: number; hash: string } }).vars);
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const start = Date.now() + DAY;
    const window = (days: number) =>
      `start_date=${date(start)}&end_date=${date(start + (days - 1) * DAY)}&timezone=UTC`;
    const address = (n: number) => ({ 'x-forwarded-for': `10.0.0.${n}` });
    const targets: Target[] = [
      {
        name: 'GET /public/events/{hash}/slots',
        url: (days) => `${base}/api/v2/public/events/${vars.hash}/slots?${window(days)}`,
        headers: address,
      },
      {
        name: 'GET /bookings/event/{id} (signed in)',
        url: (days) => `${base}/api/v2/bookings/event/${vars.event}?${window(days)}`,
        headers: (n) => ({ ...address(n), authorization: BENCH_AUTH }),
      },
    ];
    console.log(
      `Slot load: 30-minute event, 1-minute interval, open 24 h; ${seconds} s per phase, Node ${process.version}`,
    );
    console.log('');
    console.log(
      '| phase | window days | /healthz probes | /healthz p50 ms | /healthz p99 ms | slot answers | 429s | slot ms (mean) | slot MB (mean) | other errors |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    await phase(base, Math.min(seconds, 5), null);
    for (const target of targets) await phase(base, seconds, target);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'serve') await serve(Number(process.argv[3]));
else await main();
