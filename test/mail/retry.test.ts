import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { retryDelay, RETRY_WINDOW_MS } from '../../src/modules/mail/delivery-policy.js';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.js';
import { claimDueMail, markSent } from '../../src/modules/mail/outbox-claims.repo.js';
import {
  enqueueChange,
  enqueueMail,
  listMailForBooking,
  type OutboxMessage,
} from '../../src/modules/mail/outbox.repo.js';
import { createSmtpTransport, senderFor } from '../../src/modules/mail/transports.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { silentLogger, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';

const message = (bookingId: number, n: number): OutboxMessage => ({
  kind: 'booking_conf_attendee',
  bookingId,
  recipient: `guest${n}@example.org`,
  subject: `Message ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

describe.each(DIALECTS)('mail delivery retries (%s)', (dialect) => {
  let testDb: TestDatabase;
  let smtp: TestSmtp;
  let mailer: Mailer;
  let now = Date.UTC(2027, 0, 1);
  let bookingId = 0;
  const LEASE = 10 * 60_000;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    mailer = createMailer({
      source: createBookingMailSource('https://book.example.com'),
      db: testDb.database.db,
      dialect,
      transport: createSmtpTransport(smtp.url),
      sender: senderFor('https://book.example.com'),
      clock: () => now,
      logger: silentLogger,
      leaseMs: LEASE,
    });
  });
  afterAll(async () => {
    await mailer.stop();
    await smtp.close();
    await testDb.drop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
    bookingId += 1;
  });

  const rows = () => listMailForBooking(testDb.database.db, bookingId);
  const drain = async () => {
    while ((await mailer.runOnce()).claimed > 0);
  };

  it('delivers every message exactly once after the server refused it for a while', async () => {
    await enqueueMail(
      testDb.database.db,
      [1, 2, 3].map((n) => message(bookingId, n)),
      now,
    );
    smtp.refuseNext(7);
    await drain();
    expect(smtp.received).toHaveLength(0);
    const waiting = await rows();
    expect(waiting.map((r) => r.status)).toEqual(['queued', 'queued', 'queued']);
    expect(waiting[0]?.last_error).toMatch(/451/);
    expect(waiting[0]?.next_attempt_at).toBe(now + 30_000);

    // Nothing is due before the back-off ends; then the waits double.
    now += 10_000;
    expect((await mailer.runOnce()).claimed).toBe(0);
    for (let i = 0; i < 12 && smtp.received.length < 3; i++) {
      now += 60 * 60_000;
      await drain();
    }
    expect(smtp.refused).toBeGreaterThanOrEqual(7);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(3);
    const sent = await rows();
    expect(sent.every((r) => r.status === 'sent' && r.last_error === null)).toBe(true);
    expect(sent.reduce((sum, r) => sum + r.attempts, 0)).toBe(3 + 7);

    now += 24 * 60 * 60_000;
    await drain();
    expect(smtp.received).toHaveLength(3);
  });

  it('backs off exponentially: 30 s, then doubling, capped at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20)).toBe(60 * 60_000);
  });

  it('gives up after retrying for 24 hours and keeps the last error', async () => {
    const queuedAt = now;
    await enqueueMail(testDb.database.db, message(bookingId, 1), now);
    smtp.refuseNext(1_000);
    let attempts = 0;
    while ((await rows())[0]?.status === 'queued' && attempts < 100) {
      attempts += 1;
      await drain();
      now = Math.max(now, ((await rows())[0]?.next_attempt_at ?? now) + 1);
    }
    const [row] = await rows();
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toMatch(/451.*try again later/i);
    expect(now - queuedAt).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(row?.attempts).toBeGreaterThan(24);
    expect(smtp.received).toHaveLength(0);
    smtp.refuseNext(0);
    now += RETRY_WINDOW_MS;
    await drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('fails at once when the server refuses the recipient for good', async () => {
    smtp.rejectRecipient('nobody@example.org');
    await enqueueMail(
      testDb.database.db,
      { ...message(bookingId, 1), recipient: 'nobody@example.org' },
      now,
    );
    await drain();
    const [row] = await rows();
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/550/);
  });

  it("sends a crashed sender's rows after its lease, and the stale claim cannot settle them", async () => {
    await enqueueMail(testDb.database.db, message(bookingId, 1), now);
    const claimed = await claimDueMail(testDb.database.db, dialect, {
      now,
      leaseUntil: now + LEASE,
      token: 'crashed-process',
      limit: 100,
    });
    expect(claimed.map((r) => r.status)).toEqual(['sending']);

    expect((await mailer.runOnce()).claimed).toBe(0);
    now += LEASE + 1;
    expect(await mailer.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await markSent(testDb.database.db, claimed[0]!.id, 'crashed-process', now, 'x')).toBe(
      false,
    );
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('marks a booking change it cannot render as failed and goes on with the other mail', async () => {
    await enqueueChange(testDb.database.db, bookingId, '{"not":"a change"}', now);
    await enqueueMail(testDb.database.db, message(bookingId, 1), now);
    expect(await mailer.runOnce()).toMatchObject({ expanded: 1, claimed: 1, sent: 1 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Message 1']);
    const [change] = await rows();
    expect(change).toMatchObject({ kind: 'booking_change', status: 'failed' });
    expect(change?.last_error).toMatch(/^cannot render/);
    expect((await mailer.runOnce()).claimed).toBe(0);
  });
});
