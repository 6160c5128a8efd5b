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

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
}

async function main() {
  const only = process.argv[2];
  const results: Result[] = [];
  for (const scenario of SCENARIOS.filter((s) => !only || s.name.includes(only) || !s.baseline)) {
    results.push(await measure(scenario));
  }
  print(results);
}

async function measure(scenario: Scenario): Promise<Result> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/servers.ts', scenario.server, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await ready(child);
    const headers: Record<string, string> = scenario.auth ? { authorization: BENCH_AUTH } : {};
    const url = `http://127.0.0.1:${port}${scenario.path}`;
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
    const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    return {
      name: scenario.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      rssMb: peakRssMb(child.pid ?? 0),
      errors: r.errors + r.non2xx,
    };
  } finally {
    child.kill('SIGTERM');
  }
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
    `Benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, Node ${process.version}`,
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
