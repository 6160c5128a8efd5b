/**
 * The multi-machine deployment of docs/DEPLOYMENT.md, on one machine: three real server
 * processes started at once on an empty PostgreSQL schema (each migrates at start-up), sharing
 * one SMTP server and, when TEST_REDIS_URL is set, Redis. Under a contested booking load split
 * across them, no slot is booked twice, every answer is 201 or 409, and every e-mail the
 * bookings wrote to the outbox reaches the SMTP server exactly once.
 *
 * Over 30 seconds: (about 25 to 31 s) three real processes start and migrate, the load runs,
 * and the test waits until every e-mail has been delivered.
 */
import { randomInt } from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIdFor } from '../../src/modules/mail/transports.js';
import { createTestDatabase, type TestDatabase } from '../helpers/db.js';
import {
  call,
  openEvent,
  startServer,
  stopServer,
  type Server,
} from '../helpers/booking-servers.js';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp.js';

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const PUBLIC_URL = 'https://book.example.com';
const PROCESSES = 3;
const HOST_EMAIL = 'boot@example.com';

/** What one booking request asks for. */
interface Attempt {
  slot: string;
  eventId: number;
  hash: string;
  start: string;
  capacity: number;
  guest: number;
}

interface Outcome {
  attempt: Attempt;
  status: number;
  code?: string;
  bookingId?: number;
  server: number;
}

const at = (minutes: number) =>
  new Date(Date.parse('2036-03-04T00:00:00Z') + minutes * 60_000).toISOString();

/**
 * One-seat slots wanted by many guests at once, one-seat slots wanted by one guest each, and two
 * slots of a group event with five seats wanted by many guests: 360 requests. All slots are the
 * same host's, at distinct times.
 */
function plan(single: { id: number; hash: string }, group: { id: number; hash: string }) {
  const attempts: Attempt[] = [];
  let guest = 0;
  const want = (
    event: { id: number; hash: string },
    capacity: number,
    start: string,
    count: number,
  ) => {
    for (let k = 0; k < count; k++) {
      attempts.push({
        slot: `${event.id}@${start}`,
        eventId: event.id,
        hash: event.hash,
        start,
        capacity,
        guest: guest++,
      });
    }
  };
  for (let s = 0; s < 8; s++) want(single, 1, at(9 * 60 + 30 * s), 30);
  for (let s = 0; s < 40; s++) want(single, 1, at(14 * 60 + 15 * s), 1);
  for (let s = 0; s < 2; s++) want(group, 5, at(6 * 60 + 60 * s), 40);
  // Interleave the slots, so every process sees every slot contested at the same moment.
  for (let i = attempts.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [attempts[i], attempts[j]] = [attempts[j] as Attempt, attempts[i] as Attempt];
  }
  return attempts;
}

const addressOf = (to: ParsedMail['to']): string | undefined =>
  ([] as AddressObject[]).concat(to ?? [])[0]?.value[0]?.address?.toLowerCase();

const bareAddress = (recipient: string) =>
  (/<([^>]+)>$/.exec(recipient)?.[1] ?? recipient).toLowerCase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!PG_URL)('three processes sharing PostgreSQL (set TEST_DATABASE_URL)', () => {
  let testDb: TestDatabase;
  let smtp: TestSmtp;
  let servers: Server[] = [];
  /** Per run, so Redis counters left by an earlier run within the minute are not shared. */
  const network = `10.${randomInt(256)}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testDb = await createTestDatabase('postgres', { migrate: false });
    // All at once on an empty schema: they migrate under the migrator's lock, agree on one
    // application-password key and create the first administrator once.
    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, (_, n) =>
        startServer(testDb, {
          PUBLIC_URL,
          // The sender names the process, so the SMTP server can tell who sent what.
          SMTP_URL: `${smtp.url}?from=slotbook-${n + 1}@example.com`,
          TRUST_PROXY: '127.0.0.1',
          ...(REDIS_URL ? { REDIS_URL } : {}),
        }),
      ),
    );
    // Those that started are stopped after the tests, even when another one did not start.
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw new Error(String(s.reason));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await smtp?.close();
    await testDb?.drop();
  });

  it.skipIf(!REDIS_URL)('shares the public rate limit through Redis', async () => {
    const client = `${network}.255.1`;
    const post = (n: number) =>
      fetch(`${servers[n % PROCESSES]?.url}/public/events/${'0'.repeat(32)}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      }).then((res) => res.status);
    const allowed: number[] = [];
    for (let n = 0; n < 15; n++) allowed.push(await post(n));
    expect(allowed.filter((status) => status === 429)).toEqual([]);
    // The 16th request of the minute is refused by whichever process receives it.
    const refused = await Promise.all([15, 16, 17].map(post));
    expect(refused).toEqual([429, 429, 429]);
  });

  it('books each seat once and sends each e-mail once, then stops cleanly', async () => {
    const first = servers[0] as Server;
    const single = await openEvent(first);
    const group = await openEvent(first, { event_type: 'group', max_book_per_slot: 5 });
    const attempts = plan(single, group);

    const book = async (attempt: Attempt, i: number): Promise<Outcome> => {
      const n = i % PROCESSES;
      const server = servers[n] as Server;
      const body = {
        name: `Guest ${attempt.guest}`,
        email: `guest${attempt.guest}@example.com`,
        start_utc: attempt.start,
      };
      // Half through the administrators' route, half through the guests' public route (each
      // guest from its own address, as the load balancer reports it).
      const res =
        i % 2 === 0
          ? await call(server, 'POST', `/bookings/create/${attempt.eventId}`, body)
          : await fetch(`${server.url}/public/events/${attempt.hash}/bookings`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `${network}.${attempt.guest >> 8}.${attempt.guest & 255}`,
              },
              body: JSON.stringify(body),
            }).then((r) => ({ status: r.status, json: () => r.json() as Promise<object> }));
      const answer = (await res.json()) as { code?: string; booking?: { id: number } };
      return {
        attempt,
        status: res.status,
        server: n,
        ...(answer.code ? { code: answer.code } : {}),
        ...(res.status === 201 && answer.booking ? { bookingId: answer.booking.id } : {}),
      };
    };
    const outcomes = await Promise.all(attempts.map(book));

    // Every answer is a booking or a refusal of a taken slot: no 5xx, no rate limit.
    const unexpected = outcomes.filter(
      (o) => o.status !== 201 && !(o.status === 409 && o.code === 'slot_unavailable'),
    );
    expect(unexpected.map((o) => `${o.status} ${o.code ?? ''}`)).toEqual([]);

    // Per slot: as many bookings as seats (or requests, when fewer).
    const wanted = new Map<string, { capacity: number; requests: number; accepted: number }>();
    for (const { attempt, status } of outcomes) {
      const slot = wanted.get(attempt.slot) ?? {
        capacity: attempt.capacity,
        requests: 0,
        accepted: 0,
      };
      slot.requests += 1;
      if (status === 201) slot.accepted += 1;
      wanted.set(attempt.slot, slot);
    }
    for (const [slot, { capacity, requests, accepted }] of wanted) {
      expect(accepted, slot).toBe(Math.min(capacity, requests));
    }
    const acceptedIds = outcomes.flatMap((o) => (o.bookingId ? [o.bookingId] : []));
    expect(acceptedIds).toHaveLength(8 + 40 + 2 * 5);

    // The database holds exactly the answered bookings, and no seat twice.
    const db = testDb.database.db;
    const stored = await db
      .selectFrom('bookings')
      .select(['id', 'event_id', 'start_at', 'status', 'email'])
      .where('event_id', 'in', [single.id, group.id])
      .execute();
    expect(stored.map((b) => b.id).sort((a, b) => a - b)).toEqual(
      [...acceptedIds].sort((a, b) => a - b),
    );
    expect(stored.every((b) => b.status === 'scheduled')).toBe(true);
    const perSlot = new Map<string, number>();
    for (const b of stored) {
      const slot = `${b.event_id}@${new Date(Number(b.start_at)).toISOString()}`;
      perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
    }
    for (const [slot, { accepted }] of wanted) expect(perSlot.get(slot) ?? 0, slot).toBe(accepted);
    const held = await db
      .selectFrom('booking_hosts')
      .innerJoin('bookings', 'bookings.id', 'booking_hosts.booking_id')
      .select([
        'booking_hosts.user_id',
        'booking_hosts.busy_start',
        'booking_hosts.busy_end',
        'bookings.event_type',
        'bookings.event_id',
        'bookings.start_at',
      ])
      .where('bookings.status', 'in', ['scheduled', 'pending'])
      .orderBy('booking_hosts.user_id')
      .orderBy('booking_hosts.busy_start')
      .execute();
    const overlaps: string[] = [];
    for (let i = 1; i < held.length; i++) {
      const [a, b] = [held[i - 1], held[i]] as [(typeof held)[0], (typeof held)[0]];
      const sameGroupSeat =
        a.event_type === 'group' && a.event_id === b.event_id && a.start_at === b.start_at;
      if (a.user_id === b.user_id && Number(b.busy_start) < Number(a.busy_end) && !sameGroupSeat) {
        overlaps.push(`host ${a.user_id}: ${Number(a.busy_start)} and ${Number(b.busy_start)}`);
      }
    }
    expect(overlaps).toEqual([]);

    // The outbox drains: every row settled as sent (no failure, no retry).
    const deadline = Date.now() + 30_000;
    for (;;) {
      const pending = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '!=', 'sent')
        .executeTakeFirstOrThrow();
      if (Number(pending.n) === 0) break;
      if (Date.now() > deadline) throw new Error(`${pending.n} outbox rows still unsent`);
      await sleep(250);
    }
    const outbox = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
    const unsettled = outbox.filter((r) => r.status !== 'sent' || r.attempts !== 1);
    expect(unsettled.map((r) => `${r.id} ${r.kind} ${r.status} ${r.attempts}`)).toEqual([]);
    // Its e-mails (the rows addressed to someone): each booking's two confirmations, one to the
    // guest and one to the host, and nothing else.
    const rows = outbox.filter((r) => r.recipient !== '');
    const expected = stored.flatMap((b) => [
      `${b.id} booking_conf_attendee ${b.email.toLowerCase()}`,
      `${b.id} booking_conf_host ${HOST_EMAIL}`,
    ]);
    expect(rows.map((r) => `${r.booking_id} ${r.kind} ${bareAddress(r.recipient)}`).sort()).toEqual(
      expected.sort(),
    );

    // SIGTERM: every process finishes its work and exits 0.
    const codes = await Promise.all(servers.map((s) => stopServer(s)));
    expect(codes).toEqual(Array.from({ length: PROCESSES }, () => 0));

    // With every process gone, the SMTP server holds each outbox row exactly once.
    const byId = new Map(rows.map((r) => [messageIdFor(r, 'book.example.com'), r]));
    const received = smtp.received.map((m) => m.messageId ?? '');
    expect(new Set(received).size).toBe(received.length);
    expect([...received].sort()).toEqual([...byId.keys()].sort());
    for (const mail of smtp.received) {
      const row = byId.get(mail.messageId ?? '');
      expect(addressOf(mail.to)).toBe(bareAddress(row?.recipient ?? ''));
      expect(mail.subject).toBe(row?.subject);
    }
    const sentBy: Record<string, number> = {};
    for (const mail of smtp.received) {
      const from = mail.from?.value[0]?.address ?? '?';
      sentBy[from] = (sentBy[from] ?? 0) + 1;
    }
    const answeredBy = outcomes.reduce<number[]>((n, o) => {
      n[o.server] = (n[o.server] ?? 0) + (o.status === 201 ? 1 : 0);
      return n;
    }, []);
    console.info(
      `deployment: ${outcomes.length} requests, ${acceptedIds.length} bookings ` +
        `(by process: ${answeredBy.join('/')}), ${received.length} e-mails, sent by ` +
        JSON.stringify(sentBy),
    );
  }, 60_000);
});
