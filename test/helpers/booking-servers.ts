/**
 * Real server processes (`bin/slotbook.js serve`, which runs `dist/`: build first) sharing one
 * test database, for the multi-process and crash tests. Requests go through `fetch`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { basic } from './app.js';
import type { TestDatabase } from './db.js';
import { freePort } from './free-port.js';

const BIN = path.resolve('bin/slotbook.js');
const PASSWORD = 'Pp11 Rr22 Oo33 Cc44 Ee55 Ss66';
export const SERVER_AUTH = basic('boot', PASSWORD);

export interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
}

/** The environment that points a process at the test's own database. */
function envFor(testDb: TestDatabase): Record<string, string> {
  const env: Record<string, string> = { DATA_DIR: testDb.dataDir, LOG_LEVEL: 'warn' };
  if (testDb.databaseUrl) env.DATABASE_URL = testDb.databaseUrl;
  return env;
}

/** Starts a server on the test database (with `env` added) and waits until it answers. */
export async function startServer(
  testDb: TestDatabase,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, 'serve'], {
    env: {
      ...process.env,
      ...envFor(testDb),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SLOTBOOK_ADMIN_LOGIN: 'boot',
      SLOTBOOK_ADMIN_EMAIL: 'boot@example.com',
      SLOTBOOK_ADMIN_APP_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const server = { url: `http://127.0.0.1:${port}/api/v2`, child, exited, stderr: () => stderr };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${server.url}/users/me`, {
        headers: { authorization: SERVER_AUTH },
      });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null) server.child.kill(signal);
  return server.exited;
}

/** JSON call as the bootstrap administrator. */
export async function call(
  server: Server,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: () => Promise<Record<string, unknown>> }> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: SERVER_AUTH, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: () => res.json() as Promise<Record<string, unknown>> };
}

/** A team calendar of the administrator with an event open all day, every day. */
export async function openEvent(server: Server, event: Record<string, unknown> = {}) {
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const weekly = Object.fromEntries(
    days.map((d) => [d, { enabled: true, slots: [{ start: '00:00', end: '24:00' }] }]),
  );
  const calendar = await call(server, 'POST', '/calendars', {
    type: 'team',
    title: 'Load',
    author_timezone: 'UTC',
  });
  const { calendar: cal } = (await calendar.json()) as { calendar: { id: number } };
  const created = await call(server, 'POST', `/calendars/${cal.id}/events`, {
    title: 'Slot',
    duration: 15,
    availability_type: 'custom',
    ...event,
    settings: {
      weekly_schedules: weekly,
      schedule_conditions: { value: 0, unit: 'minutes' },
      range_type: 'range_indefinite',
    },
  });
  if (created.status !== 201) throw new Error(`event not created: ${created.status}`);
  return ((await created.json()) as { slot: { id: number; hash: string; calendar_id: number } })
    .slot;
}
