/**
 * `npm run soak`: one real server process (`bin/slotbook.js serve`, built `dist/`, SQLite in a
 * temporary DATA_DIR, mail to an SMTP sink in this process) under mixed traffic from
 * SOAK_CLIENTS concurrent clients (default 4) for SOAK_SECONDS (default 300), its memory and CPU
 * time sampled from `/metrics` every SOAK_SAMPLE_SECONDS (default 1).
 *
 * Exits 1 on any 5xx or unanswered request, on an answer other than the expected one, on error
 * lines in the server's log, on an unclean shutdown, and when memory grows without bound: the
 * lowest heap right after a full collection in the last third of the run against the same in the
 * middle third (the first third is warm-up), and the lowest resident memory likewise.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTraffic, newTally, type Tally, type Target } from './soak-traffic.js';
import { freePort } from '../test/helpers/free-port.js';
import { api } from './api.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 4);
const SAMPLE_MS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 1) * 1000;
/** One table row per this much time: the lowest memory and the CPU per request since the last. */
const ROW_MS = 10_000;
/** Growth that fails the run: both bounds must be exceeded (a shared machine is noisy). */
const HEAP_BOUND = { ratio: 0.25, bytes: 20 * 2 ** 20 };
const RSS_BOUND = { ratio: 0.5, bytes: 100 * 2 ** 20 };

const LOGIN = 'soak';
const PASSWORD = 'Ss11 Oo22 Aa33 Kk44 Tt55 Ee66';
const METRICS_TOKEN = 'soak-metrics-token-5f1c';
const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const DAY = 86_400_000;
const MB = 2 ** 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  t: number;
  rss: number;
  heap: number;
  /** The server's CPU time so far (user + system), in seconds. */
  cpu: number;
  /** Full (mark-compact) collections so far: the heap right after one is what stays alive. */
  majorGcs: number;
  routes: Routes;
  requests: number;
  errors: number;
  bookings: number;
  mails: number;
}

/** The server process, with a count of the error lines in its (JSON) log. */
function startServer(dir: string, port: number, smtpUrl: string) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/slotbook.js'), 'serve'], {
    // Only what the server needs: a DATABASE_URL from the caller's shell must not leak in.
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      TRUST_PROXY: '127.0.0.1',
      SLOTBOOK_ADMIN_LOGIN: LOGIN,
      SLOTBOOK_ADMIN_EMAIL: 'soak@example.com',
      SLOTBOOK_ADMIN_APP_PASSWORD: PASSWORD,
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { errorLines: 0, last: [] as string[], stderr: '' };
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
      if (level < 50) continue;
      log.errorLines += 1;
      log.last = [...log.last.slice(-4), line.slice(0, 500)];
    }
  });
  child.stderr.on(
    'data',
    (chunk: Buffer) => (log.stderr = (log.stderr + chunk.toString()).slice(-4000)),
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, log };
}

/** A host with an application password, a calendar with two events open all day, every day. */
async function seed(origin: string): Promise<Target> {
  const admin = basic(LOGIN, PASSWORD);
  const host = await api(origin, admin, 'POST', '/users', {
    username: 'soakhost',
    email: 'soakhost@example.com',
    name: 'Soak Host',
    timezone: 'Europe/Berlin',
  });
  const key = await api(origin, admin, 'POST', `/users/${Number(host.id)}/application-passwords`, {
    name: 'soak',
  });
  const auth = basic('soakhost', String(key.password));
  const weekly = Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
      d,
      { enabled: true, slots: [{ start: '00:00', end: '24:00' }] },
    ]),
  );
  const created = await api(origin, admin, 'POST', '/calendars', {
    type: 'team',
    title: 'Soak',
    author_timezone: 'UTC',
    user_id: Number(host.id),
  });
  const calendarId = (created.calendar as { id: number }).id;
  const events: { id: number; hash: string }[] = [];
  for (const event of [
    { title: 'Quarter hour', duration: 15 },
    { title: 'Group hour', duration: 60, event_type: 'group', max_book_per_slot: 5 },
  ]) {
    const answer = await api(origin, auth, 'POST', `/calendars/${calendarId}/events`, {
      ...event,
      availability_type: 'custom',
      settings: {
        weekly_schedules: weekly,
        schedule_conditions: { value: 0, unit: 'minutes' },
        range_type: 'range_indefinite',
      },
    });
    events.push(answer.slot as { id: number; hash: string });
  }
  const event = events[0] as { id: number; hash: string };
  const first = (Math.floor(Date.now() / DAY) + 2) * DAY;
  const taken = new Date(first).toISOString();
  await api(origin, auth, 'POST', `/bookings/create/${event.id}`, {
    name: 'First Guest',
    email: 'first@example.com',
    start_utc: taken,
  });
  return {
    origin,
    auth,
    eventId: event.id,
    eventHash: event.hash,
    base: first + 15 * 60_000,
    taken,
  };
}

/** Time spent and requests answered so far per route (`GET /api/v2/...`), from the histogram. */
type Routes = Map<string, { sum: number; count: number }>;

function routesOf(text: string): Routes {
  const routes: Routes = new Map();
  const line = /^slotbook_http_request_duration_seconds_(sum|count)\{([^}]*)\} (\S+)$/gm;
  for (const [, kind, labelText = '', value] of text.matchAll(line)) {
    const labels = Object.fromEntries(
      [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const key = `${labels.method} ${labels.route}`;
    const entry = routes.get(key) ?? { sum: 0, count: 0 };
    entry[kind as 'sum' | 'count'] += Number(value);
    routes.set(key, entry);
  }
  return routes;
}

async function sampleServer(origin: string) {
  const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
  const text = await (await fetch(`${origin}/metrics`, { headers })).text();
  const metric = (name: string) =>
    Number(new RegExp(`^slotbook_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rss: metric('process_resident_memory_bytes'),
    heap: metric('nodejs_heap_size_used_bytes'),
    cpu: metric('process_cpu_seconds_total'),
    majorGcs: metric('nodejs_gc_duration_seconds_count\\{kind="major"\\}'),
    routes: routesOf(text),
  };
}

const mb = (bytes: number) => (bytes / MB).toFixed(1).padStart(7);

/** CPU time per request between two samples, in microseconds (robust on a shared machine). */
const cpuPerRequest = (from: Sample | undefined, to: Sample) =>
  from && to.requests > from.requests
    ? ((to.cpu - from.cpu) * 1e6) / (to.requests - from.requests)
    : NaN;

const HEADER = '     s  RSS MB heap MB  requests  bookings  e-mails  errors  CPU us/req';

/** A row for the samples since the previous row: lowest memory, counts at the end. */
function printRow(since: Sample[], previous: Sample | undefined): void {
  const s = since.at(-1);
  if (!s) return;
  const rss = Math.min(...since.map((x) => x.rss));
  const heap = Math.min(...since.map((x) => x.heap));
  const cpu = cpuPerRequest(previous, s);
  console.log(
    `${String(Math.round(s.t / 1000)).padStart(6)} ${mb(rss)} ${mb(heap)} ` +
      `${String(s.requests).padStart(9)} ${String(s.bookings).padStart(9)} ` +
      `${String(s.mails).padStart(8)} ${String(s.errors).padStart(7)} ` +
      `${(Number.isNaN(cpu) ? '-' : cpu.toFixed(0)).padStart(11)}`,
  );
}

/** Samples in the given part of the run (fractions of its length). */
/**
 * Samples in a part of the run, in fractions of SOAK_SECONDS. The last third runs to the end,
 * which may come later: the run goes on until the last third has seen a full collection.
 */
function part(samples: Sample[], from: number, to: number): Sample[] {
  const [start, end] = [from * SECONDS * 1000, to >= 1 ? Infinity : to * SECONDS * 1000];
  return samples.filter((s) => s.t >= start && s.t < end);
}

/** The samples taken right after a full collection. */
const afterFullGc = (samples: Sample[], within: Sample[]) =>
  within.filter((s) => s.majorGcs > (samples[samples.indexOf(s) - 1]?.majorGcs ?? Infinity));

/**
 * Growth of the lowest value from the middle third to the last third, and whether it stays
 * within the bound. The heap is compared right after full collections (when a third has one):
 * in between, it holds whatever garbage the last one left.
 */
function growth(samples: Sample[], what: 'heap' | 'rss', bound: typeof HEAP_BOUND) {
  const lowest = (from: number, to: number) => {
    const within = part(samples, from, to);
    const afterGc = what === 'heap' ? afterFullGc(samples, within) : [];
    const values = (afterGc.length > 0 ? afterGc : within).map((s) => s[what]);
    return values.length > 0 ? Math.min(...values) : NaN;
  };
  const [middle, last] = [lowest(1 / 3, 2 / 3), lowest(2 / 3, 1)];
  const grew = last - middle;
  return { middle, last, grew, ok: !(grew > bound.bytes && grew > bound.ratio * middle) };
}

type Server = ReturnType<typeof startServer>;

async function waitUntilReady(server: Server, origin: string): Promise<void> {
  for (let started = Date.now(); ; await sleep(100)) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() - started > 30_000 || server.child.exitCode !== null) {
      throw new Error(`the server did not start: ${server.log.stderr}`);
    }
  }
}

/** Runs the clients until the deadline, sampling the server meanwhile and once at the end. */
async function drive(server: Server, origin: string, sink: SmtpSink, tally: Tally) {
  const step = createTraffic(await seed(origin), tally);
  console.log(`soak: ${SECONDS} s, ${CLIENTS} clients, one server process (SQLite)`);
  console.log(HEADER);
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  const samples: Sample[] = [];
  // Memory is compared after full collections: wait (a third longer at most) for one.
  const collected = () => afterFullGc(samples, part(samples, 2 / 3, 1)).length > 0;
  const running = () =>
    server.child.exitCode === null &&
    (Date.now() < deadline || (!collected() && Date.now() < deadline + (SECONDS * 1000) / 3));
  /** Index of the last sample shown in the table. */
  let shown = -1;
  const sample = async (last = false) => {
    const { requests, errors, bookings } = tally;
    const measured = await sampleServer(origin);
    const mails = sink.received;
    const s = { t: Date.now() - started, ...measured, requests, errors, bookings, mails };
    samples.push(s);
    const previous = samples[shown];
    if (last || !previous || s.t - previous.t >= ROW_MS) {
      printRow(samples.slice(shown + 1), previous);
      shown = samples.length - 1;
    }
  };
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running()) await step();
  });
  while (running()) {
    await sample();
    await sleep(SAMPLE_MS);
  }
  await Promise.all(clients);
  if (server.child.exitCode === null) await sample(true);
  return samples;
}

/** Mean server time per route in the middle and the last third: which route slows down, if any. */
function printRouteTimes(samples: Sample[]): void {
  const mean = (within: Sample[], route: string) => {
    const [from, to] = [within[0]?.routes.get(route), within.at(-1)?.routes.get(route)];
    const count = (to?.count ?? 0) - (from?.count ?? 0);
    return count > 0 ? (((to?.sum ?? 0) - (from?.sum ?? 0)) * 1000) / count : NaN;
  };
  const [middle, last] = [part(samples, 1 / 3, 2 / 3), part(samples, 2 / 3, 1)];
  console.log('\nserver time per request (ms, mean), middle third -> last third:');
  for (const route of [...(samples.at(-1)?.routes.keys() ?? [])].sort()) {
    if (route.endsWith('/metrics')) continue;
    const times = [mean(middle, route), mean(last, route)];
    if (times.some(Number.isNaN)) continue;
    console.log(
      `  ${route.padEnd(50)} ${times.map((ms) => ms.toFixed(2).padStart(7)).join(' ->')}`,
    );
  }
}

function summarize(tally: Tally, samples: Sample[], sink: SmtpSink) {
  console.log('\nanswers by operation:');
  for (const [name, statuses] of [...tally.statuses].sort()) {
    const text = [...statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(`  ${name.padEnd(45)} ${text}`);
  }
  const seconds = (samples.at(-1)?.t ?? 1) / 1000;
  console.log(
    `\n${tally.requests} requests (${Math.round(tally.requests / seconds)}/s), ` +
      `${tally.bookings} bookings, ${sink.received} e-mails delivered, ${tally.errors} errors`,
  );
  const cpu = (from: number, to: number) => {
    const within = part(samples, from, to);
    return cpuPerRequest(within[0], within.at(-1) ?? (within[0] as Sample)).toFixed(0);
  };
  console.log(
    `server CPU per request: ${cpu(1 / 3, 2 / 3)} us in the middle third, ` +
      `${cpu(2 / 3, 1)} us in the last third`,
  );
  printRouteTimes(samples);
  const gcs = (from: number, to: number) => {
    const within = part(samples, from, to);
    return (within.at(-1)?.majorGcs ?? 0) - (within[0]?.majorGcs ?? 0);
  };
  console.log(
    `\nfull collections: ${gcs(1 / 3, 2 / 3)} in the middle third, ${gcs(2 / 3, 1)} in the last ` +
      'third; memory compared: the lowest after one',
  );
  const heap = growth(samples, 'heap', HEAP_BOUND);
  const rss = growth(samples, 'rss', RSS_BOUND);
  for (const [name, m] of [
    ['heap', heap],
    ['RSS', rss],
  ] as const) {
    const sign = m.grew >= 0 ? '+' : '';
    console.log(
      `${name}: lowest ${(m.middle / MB).toFixed(1)} MB in the middle third, ` +
        `${(m.last / MB).toFixed(1)} MB in the last third (${sign}${(m.grew / MB).toFixed(1)} MB)`,
    );
  }
  return { heap, rss };
}

/** Everything that fails the run. */
function failuresOf(
  server: Server,
  exit: number | null | string,
  tally: Tally,
  samples: Sample[],
  memory: ReturnType<typeof summarize>,
): string[] {
  const failures: string[] = [];
  if (exit !== 0) failures.push(`the server did not stop cleanly on SIGTERM (${String(exit)})`);
  if (tally.errors > 0) failures.push(`${tally.errors} requests answered 5xx or not at all`);
  for (const [what, n] of tally.unexpected) failures.push(`unexpected answer: ${what} (${n}x)`);
  if (server.log.errorLines > 0) {
    failures.push(
      `${server.log.errorLines} error lines in the log:\n${server.log.last.join('\n')}`,
    );
  }
  const last = part(samples, 2 / 3, 1);
  if ((last.at(-1)?.bookings ?? 0) <= (last[0]?.bookings ?? 0)) {
    failures.push('no booking succeeded in the last third of the run');
  }
  if (Number.isNaN(memory.heap.middle) || Number.isNaN(memory.heap.last)) {
    failures.push('too few memory samples: run longer (SOAK_SECONDS) or sample more often');
  }
  if (!memory.heap.ok) failures.push('the heap grew without bound');
  if (!memory.rss.ok) failures.push('the resident memory grew without bound');
  return failures;
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(ROOT, 'dist/main.js'))) {
    console.log('dist/ is missing: building first');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-soak-'));
  const sink = await startSmtpSink();
  const port = await freePort();
  const server = startServer(dir, port, sink.url);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(server, origin);
    const tally = newTally();
    const samples = await drive(server, origin, sink, tally);
    const alive = server.child.exitCode === null;
    server.child.kill('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => 'timeout')]);
    const memory = summarize(tally, samples, sink);
    const failures = failuresOf(server, exit, tally, samples, memory);
    if (!alive) failures.unshift(`the server exited during the run: ${server.log.stderr}`);
    console.log(
      failures.length === 0 ? '\nsoak: OK' : `\nsoak: FAILED\n- ${failures.join('\n- ')}`,
    );
    return failures.length === 0 ? 0 : 1;
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await sink.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
