/**
 * The soak's traffic: a mix of what hosts and guests do, over HTTP against a running server.
 * Every booking takes the next free quarter-hour of a long window, so bookings keep succeeding;
 * bookings made are kept in a bounded pool for reads, reschedules and cancellations.
 */
import { randomInt } from 'node:crypto';

export interface Target {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The host's `Authorization` header. */
  auth: string;
  eventId: number;
  eventHash: string;
  /** First start of the booking window (epoch ms, on a quarter-hour). */
  base: number;
  /** A start that is already booked (ISO instant), for the refused bookings. */
  taken: string;
}

export interface Tally {
  requests: number;
  /** 5xx answers and requests that got no answer. */
  errors: number;
  /** Answers other than the one the operation expects (listed by operation and status). */
  unexpected: Map<string, number>;
  /** Status counts by operation. */
  statuses: Map<string, Map<number, number>>;
  bookings: number;
}

export const newTally = (): Tally => ({
  requests: 0,
  errors: 0,
  unexpected: new Map(),
  statuses: new Map(),
  bookings: 0,
});

const QUARTER = 15 * 60_000;
const DAY = 86_400_000;
const POOL = 2_000;

interface Booking {
  id: number;
  hash: string;
}

type Op = (t: Target) => Promise<[status: number, expected: number]>;

/** A guest's address as the load balancer would report it (public limits are per client). */
const guestAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

export function createTraffic(target: Target, tally: Tally) {
  const pool: Booking[] = [];
  let next = 0;
  let guest = 0;
  const freshStart = () => new Date(target.base + next++ * QUARTER).toISOString();
  const remember = (booking: Booking | undefined) => {
    if (!booking) return;
    if (pool.length < POOL) pool.push(booking);
    else pool[randomInt(POOL)] = booking;
  };
  /** Takes a booking out of the pool, so no two clients change the same one at once. */
  const take = () => {
    if (pool.length === 0) return undefined;
    const i = randomInt(pool.length);
    const booking = pool[i] as Booking;
    pool[i] = pool[pool.length - 1] as Booking;
    pool.pop();
    return booking;
  };

  async function send(
    method: string,
    path: string,
    options: { body?: unknown; auth?: string | null; from?: string } = {},
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    const headers: Record<string, string> = {};
    const auth = options.auth === undefined ? target.auth : options.auth;
    if (auth) headers.authorization = auth;
    if (options.from) headers['x-forwarded-for'] = options.from;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${target.origin}/api/v2${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (never expected, but the status is what counts)
    }
    return { status: res.status, json };
  }

  const guestBody = () => {
    guest += 1;
    return { name: `Soak Guest ${guest}`, email: `guest${guest % 5000}@example.com` };
  };

  const ops: [weight: number, name: string, op: Op][] = [
    [3, 'GET /users/me', async () => [(await send('GET', '/users/me')).status, 200]],
    [1, 'GET /calendars', async () => [(await send('GET', '/calendars')).status, 200]],
    [
      2,
      'GET /schedules',
      async () => [
        (await send('GET', `/schedules?per_page=20&page=${randomInt(1, 6)}`)).status,
        200,
      ],
    ],
    [
      2,
      'GET /schedules/{id}',
      async () => {
        const booking = pool[randomInt(Math.max(1, pool.length))];
        if (!booking) return [0, 0];
        return [(await send('GET', `/schedules/${booking.id}`)).status, 200];
      },
    ],
    [
      2,
      'GET /public/events/{hash}/slots',
      async (t) => {
        const from = t.base + randomInt(Math.max(1, Math.ceil((next * QUARTER) / DAY) + 7)) * DAY;
        const query = `start_date=${day(from)}&end_date=${day(from + 6 * DAY)}&timezone=Europe/Berlin`;
        const res = await send('GET', `/public/events/${t.eventHash}/slots?${query}`, {
          auth: null,
          from: guestAddress(),
        });
        return [res.status, 200];
      },
    ],
    [
      3,
      'POST /bookings/create/{id}',
      async (t) => {
        const res = await send('POST', `/bookings/create/${t.eventId}`, {
          body: { ...guestBody(), start_utc: freshStart() },
        });
        if (res.status === 201) remember(res.json.booking as Booking);
        return [res.status, 201];
      },
    ],
    [
      2,
      'POST /public/events/{hash}/bookings',
      async (t) => {
        const res = await send('POST', `/public/events/${t.eventHash}/bookings`, {
          auth: null,
          from: guestAddress(),
          body: { ...guestBody(), timezone: 'Asia/Kolkata', start_utc: freshStart() },
        });
        if (res.status === 201) remember(res.json.booking as Booking);
        return [res.status, 201];
      },
    ],
    [
      1,
      'POST /public/bookings/{hash}/reschedule',
      async () => {
        const booking = take();
        if (!booking) return [0, 0];
        const res = await send('POST', `/public/bookings/${booking.hash}/reschedule`, {
          auth: null,
          from: guestAddress(),
          body: { start_utc: freshStart(), reason: 'Soak' },
        });
        if (res.status === 200) remember(booking);
        return [res.status, 200];
      },
    ],
    [
      1,
      'PUT /schedules/{id} (cancel)',
      async () => {
        const booking = take();
        if (!booking) return [0, 0];
        const res = await send('PUT', `/schedules/${booking.id}`, {
          body: { status: 'cancelled', cancel_reason: 'Soak' },
        });
        return [res.status, 200];
      },
    ],
    [
      1,
      'GET /schedules/abc (bad id)',
      async () => [(await send('GET', '/schedules/abc')).status, 400],
    ],
    [
      1,
      'POST /bookings/create/{id} (no body fields)',
      async (t) => [
        (await send('POST', `/bookings/create/${t.eventId}`, { body: {} })).status,
        422,
      ],
    ],
    [
      1,
      'GET /users/me (unknown login)',
      async () => {
        const auth = `Basic ${Buffer.from(`nobody${randomInt(1e6)}:wrong`).toString('base64')}`;
        return [(await send('GET', '/users/me', { auth, from: guestAddress() })).status, 401];
      },
    ],
    [
      1,
      'POST /bookings/create/{id} (taken slot)',
      async (t) => {
        const res = await send('POST', `/bookings/create/${t.eventId}`, {
          body: { ...guestBody(), start_utc: t.taken },
        });
        return [res.status, 409];
      },
    ],
  ];
  const total = ops.reduce((sum, [weight]) => sum + weight, 0);

  const count = (name: string, status: number) => {
    const byStatus = tally.statuses.get(name) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    tally.statuses.set(name, byStatus);
  };

  /** One request of a randomly chosen kind; every outcome is counted. */
  return async function step(): Promise<void> {
    let pick = randomInt(total);
    const chosen = ops.find(([weight]) => (pick -= weight) < 0);
    if (!chosen) return;
    const [, name, op] = chosen;
    let status: number;
    let expected: number;
    try {
      [status, expected] = await op(target);
    } catch {
      status = -1;
      expected = 0;
    }
    if (status === 0) return;
    tally.requests += 1;
    count(name, status);
    if (status >= 500 || status < 0) tally.errors += 1;
    if (status === 201) tally.bookings += 1;
    if (status !== expected) {
      const key = `${name} -> ${status}`;
      tally.unexpected.set(key, (tally.unexpected.get(key) ?? 0) + 1);
    }
  };
}
