/**
 * `npm run bench:then -- <commit>`: what a booking costs the server now against at `<commit>`,
 * deferred work included. Both versions run as in production (`bin/slotbook.js serve`, built
 * from their own source, each with a fresh SQLite database), mail to an SMTP sink and post to
 * three webhook subscriptions; the rounds alternate between them. A round books
 * `THEN_BOOKINGS` quarter-hours (default 600) over 16 connections and then waits until the
 * server's CPU has been idle, and its mail sink silent, for a second: the figure is the server's
 * CPU time (all threads) from the first request to that point, per booking, so the mails and
 * webhook deliveries each booking caused are in it. A first round on each side is not counted (it
 * warms both up). `BENCH_CPU_PROF=<folder>` writes each server's CPU profile there.
 *
 * The other version is checked out once into the system's temporary folder, with its own locked
 * dependencies, and built there.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/helpers/free-port.js';
import { api } from './api.js';
import { startReceiver } from './booking-servers.js';
import { cpuMs, peakRssMb, rssMb } from './proc.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BOOKINGS = Number(process.env.THEN_BOOKINGS ?? 600);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOGIN = 'bench';
const PASSWORD = 'Bb11 Ee22 Nn33 Cc44 Hh55 Mm66';
const AUTH = `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`;
const DAY = 86_400_000;
const QUARTER = 15 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Side {
  label: string;
  child: ChildProcess;
  origin: string;
  eventId: number;
  /** The next free quarter-hour to book. */
  next: number;
  sink: SmtpSink;
  cpuPerBooking: number[];
  mails: number;
  bookings: number;
  /** Resident memory once started and idle, in MB. */
  startRss: number;
}

/** A checkout of `commit` beside this one, built once. */
function checkout(commit: string): string {
  const dir = path.join(os.tmpdir(), `slotbook-then-${commit}`);
  if (!fs.existsSync(path.join(dir, 'dist', 'main.js'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT });
    // Its own dependencies, as locked then.
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

/** The server of the tree at `root`, with an event open all day and three webhooks. */
async function start(label: string, root: string, receiver: string): Promise<Side> {
  const port = await freePort();
  const sink = await startSmtpSink();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-bench-then-'));
  const profile = process.env.BENCH_CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${path.join(process.env.BENCH_CPU_PROF, label.split(' ')[0] ?? '')}`,
      ]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'bin/slotbook.js'), 'serve'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: sink.url,
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      USER_RATE_LIMIT: '1000000',
      SLOTBOOK_ADMIN_LOGIN: LOGIN,
      SLOTBOOK_ADMIN_EMAIL: 'bench@example.com',
      SLOTBOOK_ADMIN_APP_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${origin}/healthz`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error(`${label}: the server did not start`);
    await sleep(100);
  }
  const created = await api(origin, AUTH, 'POST', '/calendars', {
    type: 'team',
    title: 'Bench',
    author_timezone: 'UTC',
  });
  const calendar = created.calendar as { id: number };
  const weekly = Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
      d,
      { enabled: true, slots: [{ start: '00:00', end: '24:00' }] },
    ]),
  );
  const event = await api(origin, AUTH, 'POST', `/calendars/${calendar.id}/events`, {
    title: 'Quarter hour',
    duration: 15,
    availability_type: 'custom',
    settings: {
      weekly_schedules: weekly,
      schedule_conditions: { value: 0, unit: 'minutes' },
      range_type: 'range_indefinite',
    },
  });
  for (let i = 0; i < 3; i++) {
    await api(origin, AUTH, 'POST', '/webhooks', {
      url: `${receiver}/${i}`,
      events: ['booking.created'],
      calendar_id: null,
    });
  }
  const eventId = (event.slot as { id: number }).id;
  const next = (Math.floor(Date.now() / DAY) + 2) * DAY;
  return {
    label,
    child,
    origin,
    eventId,
    next,
    sink,
    cpuPerBooking: [],
    mails: 0,
    bookings: 0,
    startRss: 0,
  };
}

/** Each booking's e-mails: the guest's confirmation and the host's. */
const MAILS_PER_BOOKING = 2;

/**
 * Waits until the SMTP sink has received `expected` e-mails in all, then until the server has
 * used next to no CPU (a clock tick in 100 ms at most) and the sink has received nothing for a
 * second (at most a minute in all). Counting the e-mails matters: a mailer gathers a burst's
 * mail and may pause longer than a second with some still to send.
 */
async function quiet(side: Side, expected: number): Promise<void> {
  const pid = side.child.pid ?? 0;
  let last = cpuMs(pid);
  let mails = side.sink.received;
  let still = 0;
  for (const begun = Date.now(); Date.now() - begun < 60_000;) {
    await sleep(100);
    const now = cpuMs(pid);
    const idle = side.sink.received >= expected && now - last <= 10 && side.sink.received === mails;
    still = idle ? still + 1 : 0;
    last = now;
    mails = side.sink.received;
    if (still >= 10) return;
  }
}

async function round(side: Side): Promise<void> {
  const pid = side.child.pid ?? 0;
  const mailsBefore = side.sink.received;
  let n = 0;
  const before = cpuMs(pid);
  const result = await autocannon({
    url: `${side.origin}/api/v2/bookings/create/${side.eventId}`,
    method: 'POST',
    connections: 16,
    amount: BOOKINGS,
    headers: { authorization: AUTH, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const start = side.next + n * QUARTER;
          n += 1;
          return {
            ...request,
            headers: { authorization: AUTH, 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Guest ${n}`,
              email: `guest${n}@example.com`,
              start_utc: new Date(start).toISOString(),
            }),
          };
        },
      },
    ],
  });
  side.next += n * QUARTER;
  const booked = result['2xx'];
  if (booked !== BOOKINGS) throw new Error(`${side.label}: ${booked} of ${BOOKINGS} booked`);
  await quiet(side, mailsBefore + MAILS_PER_BOOKING * booked);
  side.cpuPerBooking.push(((cpuMs(pid) - before) * 1000) / booked);
  side.mails += side.sink.received - mailsBefore;
  side.bookings += booked;
}

/**
 * The mean of the rounds, not their median: work a round leaves (a delivery still to retry, a
 * mail batch) is paid in the next one, and only the whole run counts all of it once.
 */
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function main() {
  const commit = process.argv[2];
  if (!commit) throw new Error('Usage: npm run bench:then -- <commit>');
  const short = execFileSync('git', ['rev-parse', '--short', commit], { cwd: ROOT })
    .toString()
    .trim();
  const then = checkout(short);
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  const receiver = await startReceiver();
  const sides = [
    await start(`today (${currentCommit()})`, ROOT, receiver),
    await start(`then (${short})`, then, receiver),
  ];
  for (const side of sides) {
    await quiet(side, 0);
    side.startRss = rssMb(side.child.pid ?? 0);
  }
  // A round each first, not counted: code paths compiled and caches warm on both sides.
  for (const side of sides) {
    await round(side);
    side.cpuPerBooking = [];
    side.mails = side.bookings = 0;
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of r % 2 === 0 ? sides : [...sides].reverse()) await round(side);
  }
  const [today, earlier] = sides.map((s) => mean(s.cpuPerBooking)) as [number, number];
  console.log(
    `\nBooking creation, deferred work included: ${ROUNDS} rounds of ${BOOKINGS} bookings ` +
      `(16 connections, SQLite, 3 webhook subscriptions, mail to an SMTP sink), means of the rounds\n`,
  );
  console.log(
    '| version | server CPU µs per booking (rounds) | e-mails per booking | RSS MB: after start, at end, peak |',
  );
  console.log('| --- | ---: | ---: | ---: |');
  for (const side of sides) {
    const pid = side.child.pid ?? 0;
    const rounds = side.cpuPerBooking.map((x) => x.toFixed(0)).join(', ');
    const figure = mean(side.cpuPerBooking).toFixed(0);
    const mails = (side.mails / side.bookings).toFixed(2);
    const memory = `${side.startRss}, ${rssMb(pid)}, ${peakRssMb(pid)}`;
    console.log(`| ${side.label} | ${figure} (${rounds}) | ${mails} | ${memory} |`);
  }
  console.log(`\ntoday / then: ${(today / earlier).toFixed(2)}`);
  for (const side of sides) {
    const exited = new Promise((resolve) => side.child.once('exit', resolve));
    side.child.kill('SIGTERM');
    await exited;
    await side.sink.close();
  }
  process.exit(0);
}

function currentCommit(): string {
  return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
}

await main();
