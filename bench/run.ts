/**
 * `npm run bench`: every scenario against baselines measured in the same run, as ratios,
 * because this machine is shared and absolute numbers drift. Each server is a child process;
 * autocannon runs here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';
import { BENCH_AUTH } from './seed.js';

interface Scenario {
  name: string;
  server: 'baseline-json' | 'baseline-sqlite' | 'slotbook';
  path: string;
  auth?: boolean;
  baseline?: string;
}

const SCENARIOS: Scenario[] = [
  { name: 'bare Fastify JSON route', server: 'baseline-json', path: '/hello' },
  { name: 'bare Fastify + better-sqlite3 PK read', server: 'baseline-sqlite', path: '/users/1' },
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
];

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Every server stays up for the whole run, and the scenarios take turns for several rounds, so a
 * burst of load from elsewhere on the machine hits baselines and scenarios alike; each figure is
 * the median of its rounds.
 */
async function main() {
  const only = process.argv[2];
  const chosen = SCENARIOS.filter((s) => !only || s.name.includes(only) || !s.baseline);
  const servers = new Map<Scenario['server'], { child: ChildProcess; port: number }>();
  try {
    for (const name of new Set(chosen.map((s) => s.server)))
      servers.set(name, await startServer(name));
    const samples = new Map<string, Sample[]>(chosen.map((s) => [s.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of chosen) {
        const server = servers.get(scenario.server);
        if (server) samples.get(scenario.name)?.push(await load(scenario, server.port, SECONDS));
      }
    }
    print(
      chosen.map((s) => summarize(s, samples.get(s.name) ?? [], servers.get(s.server)?.child.pid)),
    );
  } finally {
    for (const { child } of servers.values()) child.kill('SIGTERM');
  }
}

async function startServer(name: Scenario['server']) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/servers.ts', name, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await ready(child);
  return { child, port };
}

async function load(scenario: Scenario, port: number, seconds: number): Promise<Sample> {
  const headers: Record<string, string> = scenario.auth ? { authorization: BENCH_AUTH } : {};
  const url = `http://127.0.0.1:${port}${scenario.path}`;
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summarize(scenario: Scenario, samples: Sample[], pid: number | undefined): Result {
  return {
    name: scenario.name,
    rps: median(samples.map((x) => x.rps)),
    p50: median(samples.map((x) => x.p50)),
    p99: median(samples.map((x) => x.p99)),
    rssMb: peakRssMb(pid ?? 0),
    errors: samples.reduce((sum, x) => sum + x.errors, 0),
  };
}

function print(results: Result[]) {
  const byName = new Map(results.map((r) => [r.name, r]));
  const rows = results.map((r) => {
    const scenario = SCENARIOS.find((s) => s.name === r.name);
    const base = scenario?.baseline ? byName.get(scenario.baseline) : undefined;
    const ratio = base ? (r.rps / base.rps).toFixed(2) : '-';
    return `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.rssMb} | ${ratio}${base ? ` of ${base.name}` : ''} | ${r.errors} |`;
  });
  const table = [
    `Benchmark: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per scenario (medians), Node ${process.version}`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | peak RSS MB | req/s ratio | errors |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
    ...rows,
  ].join('\n');
  console.log(table);
}

function peakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function ready(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('"ready":true')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

await main();
