/**
 * `npm run bench`: every scenario against baselines measured in the same run, as ratios,
 * because this machine is shared and absolute numbers drift. Each server is a child process;
 * autocannon runs here.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import {
  BOOKING_SCENARIOS,
  dropSchema,
  fillIn,
  schemaFor,
  type Scenario,
  type ServerKind,
  type Vars,
} from './booking-scenarios.js';
import { cpuMs, peakRssMb, queuedMs } from './proc.js';
import { BENCH_AUTH } from './seed.js';
import { freePort } from '../test/helpers/free-port.js';

const SCENARIOS: Scenario[] = [
  { name: 'bare Fastify JSON route', server: 'baseline-json', path: '/hello' },
  { name: 'bare Fastify + better-sqlite3 PK read', server: 'baseline-sqlite', path: '/users/1' },
  {
    name: 'GET /healthz (Slotbook plumbing only)',
    server: 'slotbook',
    path: '/healthz',
    baseline: 'bare Fastify JSON route',
  },
  {
    name: 'GET /users/me (Basic auth, SQLite)',
    server: 'slotbook',
    path: '/api/v2/users/me',
    auth: true,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  {
    name: 'GET /calendars?per_page=50 (50 calendars x 5 events, form B)',
    server: 'slotbook',
    path: '/api/v2/calendars?per_page=50',
    auth: true,
    baseline: 'bare Fastify + better-sqlite3 PK read',
  },
  ...BOOKING_SCENARIOS,
];

/** A running server process and the variables it reported. */
interface Instance {
  child: ChildProcess;
  port: number;
  vars: Vars;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;

/**
 * The load generator (autocannon, in this process) and the webhook receiver stand in for other
 * machines. With two cores or more, both run on the last core (`taskset`), and the servers may
 * use every core: so the harness's work falls on one core in every scenario alike instead of
 * wherever the scheduler puts it, and a server's own threads (its webhook dispatcher, the
 * garbage collector's helpers) are what competes with its main thread. `BENCH_PIN=0` leaves
 * everything where the scheduler puts it.
 */
const HARNESS_CPU = pinHarness();

function pinHarness(): number | null {
  const cpus = os.availableParallelism();
  if (process.env.BENCH_PIN === '0' || cpus < 2) return null;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpus - 1), String(process.pid)], {
      stdio: 'ignore',
    });
    return cpus - 1;
  } catch {
    return null;
  }
}

interface Result {
  name: string;
  /** Requests per second of each round, in round order. */
  rounds: number[];
  rps: number;
  /** Server CPU time per request: robust when other work shares the machine. */
  cpuUs: number;
  /** CPU time of the servers' main threads (their event loops) per request. */
  mainUs: number;
  /** Time the main threads spent ready to run but waiting for a core, per request. */
  queuedUs: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
  /** How long each round's webhook deliveries went on after its load, if it made any. */
  drainMs: number[];
}

interface Sample {
  rps: number;
  cpuUs: number;
  mainUs: number;
  queuedUs: number;
  p50: number;
  p99: number;
  errors: number;
  /** How long its webhook deliveries went on after the load (servers with subscriptions). */
  drainMs: number | null;
}

/**
 * Every server stays up for the whole run, and the scenarios take turns for several rounds, so a
 * burst of load from elsewhere on the machine hits baselines and scenarios alike; each figure is
 * the median of its rounds.
 */
async function main() {
  const only = process.argv[2];
  // The scenarios asked for, and the baselines they stand beside (and theirs, in turn).
  const wanted = new Set(
    SCENARIOS.filter((s) => !only || s.name.includes(only)).map((s) => s.name),
  );
  for (const s of [...SCENARIOS].reverse())
    if (wanted.has(s.name) && s.baseline) wanted.add(s.baseline);
  const chosen = SCENARIOS.filter((s) => wanted.has(s.name));
  const servers = new Map<ServerKind, Instance[]>();
  const schemas: string[] = [];
  try {
    for (const scenario of chosen) {
      if (servers.has(scenario.server)) continue;
      const schema = await schemaFor(scenario.server);
      if (schema) schemas.push(schema);
      servers.set(scenario.server, await startServers(scenario, schema));
    }
    const samples = new Map<string, Sample[]>(chosen.map((s) => [s.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Every other round in the reverse order, so that neither of two scenarios compared with
      // each other always runs first: a drift of the machine's speed within a round falls on
      // each side alike over the run.
      for (const scenario of round % 2 === 0 ? chosen : [...chosen].reverse()) {
        const instances = servers.get(scenario.server);
        if (instances) samples.get(scenario.name)?.push(await load(scenario, instances, SECONDS));
      }
    }
    print(
      chosen.map((s) =>
        summarize(s, samples.get(s.name) ?? [], servers.get(s.server)?.[0]?.child.pid),
      ),
    );
  } finally {
    for (const instances of servers.values())
      for (const { child } of instances) child.kill('SIGTERM');
    for (const schema of schemas) await dropSchema(schema);
  }
}

/** The scenario's server processes: the first one sets up the data, the others join it. */
async function startServers(scenario: Scenario, schema: string | null): Promise<Instance[]> {
  const primary = await startServer(scenario.server, schema, 'primary');
  const instances = [primary];
  for (let i = 1; i < (scenario.processes ?? 1); i++) {
    const replica = await startServer(scenario.server, schema, 'replica');
    instances.push({ ...replica, vars: { ...replica.vars, ...primary.vars } });
  }
  return instances;
}

async function startServer(
  name: ServerKind,
  schema: string | null,
  role: string,
): Promise<Instance> {
  const port = await freePort();
  const args = [
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF]
      : []),
    '--import',
    'tsx',
    'bench/servers.ts',
    name,
    String(port),
  ];
  if (schema) args.push(schema, role);
  // Every core for the server; the receiver it starts goes to the harness's (BENCH_HARNESS_CPU).
  const [file = process.execPath, ...rest] =
    HARNESS_CPU === null
      ? [process.execPath, ...args]
      : ['taskset', '-c', `0-${HARNESS_CPU}`, process.execPath, ...args];
  const env =
    HARNESS_CPU === null ? process.env : { ...process.env, BENCH_HARNESS_CPU: String(HARNESS_CPU) };
  const child = spawn(file, rest, { stdio: ['ignore', 'pipe', 'inherit'], env });
  const vars = await ready(child);
  return { child, port, vars };
}

/** Requests made so far per scenario, so generated bodies never repeat across rounds. */
const sent = new Map<string, number>();

function cannon(scenario: Scenario, instance: Instance, connections: number, duration: number) {
  const headers: Record<string, string> = scenario.auth ? { authorization: BENCH_AUTH } : {};
  const make = scenario.request;
  if (make) headers['content-type'] = 'application/json';
  const next = (request: { path?: string }) => {
    const n = sent.get(scenario.name) ?? 0;
    sent.set(scenario.name, n + 1);
    const { path, method, body } = make?.(instance.vars, n) ?? {};
    return {
      ...request,
      // A copy: autocannon writes Content-Length into the headers object it is given.
      headers: { ...headers },
      ...(path ? { path } : {}),
      ...(method ? { method } : {}),
      body: body ? JSON.stringify(body) : '',
    };
  };
  return autocannon({
    url: `http://127.0.0.1:${instance.port}${fillIn(scenario.path, instance.vars)}`,
    method: scenario.method ?? 'GET',
    headers,
    connections,
    duration,
    ...(make ? { requests: [{ setupRequest: next }] } : {}),
  });
}

async function load(scenario: Scenario, instances: Instance[], seconds: number): Promise<Sample> {
  const connections = Math.max(
    1,
    Math.floor((scenario.connections ?? CONNECTIONS) / instances.length),
  );
  await Promise.all(instances.map((i) => cannon(scenario, i, connections, 1))); // warm-up
  const pids = instances.map((i) => i.child.pid ?? 0);
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const mainBefore = pids.reduce((sum, pid) => sum + cpuMs(pid, pid), 0);
  const queuedBefore = pids.reduce((sum, pid) => sum + queuedMs(pid), 0);
  const results = await Promise.all(
    instances.map((i) => cannon(scenario, i, connections, seconds)),
  );
  const cpu = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore;
  const main = pids.reduce((sum, pid) => sum + cpuMs(pid, pid), 0) - mainBefore;
  const queued = pids.reduce((sum, pid) => sum + queuedMs(pid), 0) - queuedBefore;
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  const drainMs = await drained(instances);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    cpuUs: total > 0 ? (cpu * 1000) / total : 0,
    mainUs: total > 0 ? (main * 1000) / total : 0,
    queuedUs: total > 0 ? (queued * 1000) / total : 0,
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    drainMs,
  };
}

/**
 * For a server with webhook subscriptions (it reports a `backlog` port): waits until every
 * event and delivery of the load is posted, so that the next scenario is not measured beside
 * them, and answers how long that took after the load ended (null for other servers).
 */
async function drained(instances: Instance[]): Promise<number | null> {
  const ports = instances.map((i) => i.vars.backlog).filter((p) => p !== undefined);
  if (ports.length === 0) return null;
  const started = performance.now();
  for (const port of ports) {
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/backlog`);
      const { pending } = (await answer.json()) as { pending: number };
      if (pending === 0) break;
      if (performance.now() - started > 60_000) {
        // The benchmark's receiver accepts every post: rows still pending are a fault.
        throw new Error(`${pending} webhook rows still pending 60 s after the load`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summarize(scenario: Scenario, samples: Sample[], pid: number | undefined): Result {
  return {
    name: scenario.name,
    rounds: samples.map((x) => x.rps),
    rps: median(samples.map((x) => x.rps)),
    cpuUs: median(samples.map((x) => x.cpuUs)),
    mainUs: median(samples.map((x) => x.mainUs)),
    queuedUs: median(samples.map((x) => x.queuedUs)),
    p50: median(samples.map((x) => x.p50)),
    p99: median(samples.map((x) => x.p99)),
    rssMb: peakRssMb(pid ?? 0),
    errors: samples.reduce((sum, x) => sum + x.errors, 0),
    drainMs: samples.flatMap((x) => (x.drainMs === null ? [] : [x.drainMs])),
  };
}

/**
 * The ratio of a scenario's requests per second to its baseline's, round by round (a round runs
 * both, next to each other, so a change in the machine's load from one round to the next falls
 * on both): the median of the rounds' ratios and their range, then their geometric mean with its
 * 95 % confidence interval (Student's t over the logarithms of the ratios), which says how far
 * the run's figure can be trusted on a machine whose speed swings.
 */
function pairedRatio(rounds: number[], baseRounds: number[]): string {
  const ratios = rounds
    .map((rps, i) => rps / (baseRounds[i] ?? Number.NaN))
    .filter((r) => Number.isFinite(r) && r > 0);
  if (ratios.length === 0) return '-';
  const range = `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;
  const summary = `${median(ratios).toFixed(2)} (${range})`;
  if (ratios.length < 2) return summary;
  const logs = ratios.map(Math.log);
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
  const variance = logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1);
  const half = tQuantile975(logs.length - 1) * Math.sqrt(variance / logs.length);
  const [low, mid, high] = [mean - half, mean, mean + half].map((x) => Math.exp(x).toFixed(2));
  return `${summary}; mean ${mid}, 95 % CI ${low}-${high}`;
}

/** Student's t distribution's 97.5th percentile for `df` degrees of freedom. */
function tQuantile975(df: number): number {
  const table = [
    12.71, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
    2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
    2.045, 2.042,
  ];
  if (df <= table.length) return table[df - 1] ?? Number.NaN;
  return df <= 40 ? 2.03 : df <= 60 ? 2.01 : df <= 120 ? 1.99 : 1.96;
}

function print(results: Result[]) {
  const byName = new Map(results.map((r) => [r.name, r]));
  const rows = results.map((r) => {
    const scenario = SCENARIOS.find((s) => s.name === r.name);
    const base = scenario?.baseline ? byName.get(scenario.baseline) : undefined;
    const ratio = base ? pairedRatio(r.rounds, base.rounds) : '-';
    const cpuRatio = base && r.cpuUs > 0 ? (base.cpuUs / r.cpuUs).toFixed(2) : '-';
    const mainRatio = base && r.mainUs > 0 ? (base.mainUs / r.mainUs).toFixed(2) : '-';
    const cells = [
      r.name,
      Math.round(r.rps),
      r.p50,
      r.p99,
      Math.round(r.cpuUs),
      Math.round(r.mainUs),
      Math.round(r.queuedUs),
      r.rssMb,
      base ? `${ratio} / ${cpuRatio} / ${mainRatio} of ${base.name}` : '-',
      r.errors,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const table = [
    `Benchmark: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per scenario (medians), Node ${process.version}, ` +
      (HARNESS_CPU === null
        ? 'load generator not pinned'
        : `load generator and webhook receiver on CPU ${HARNESS_CPU}, servers on CPUs 0-${HARNESS_CPU}`),
    '',
    '| scenario | req/s | p50 ms | p99 ms | server CPU µs/req | main thread CPU µs/req | main thread queued µs/req | peak RSS MB | ratio: req/s (median of rounds, range; geometric mean, 95 % CI) / CPU efficiency / main-thread CPU efficiency | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    ...rows,
  ].join('\n');
  console.log(table);
  for (const r of results.filter((x) => x.drainMs.length > 0)) {
    const ms = (x: number) => `${Math.round(x)} ms`;
    console.log(
      `${r.name}: webhook deliveries done ${ms(median(r.drainMs))} after the load ended ` +
        `(median of rounds; longest ${ms(Math.max(...r.drainMs))}), before the next scenario`,
    );
  }
}

/** Waits for the server's ready line and returns the variables it reports. */
async function ready(child: ChildProcess): Promise<Vars> {
  return new Promise<Vars>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffered += d.toString();
      const line = buffered.split('\n').find((l) => l.includes('"ready":true'));
      if (line) resolve((JSON.parse(line) as { vars?: Vars }).vars ?? {});
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

await main();
