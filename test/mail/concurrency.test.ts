import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.js';
import { enqueueMail, listMailForBooking } from '../../src/modules/mail/outbox.repo.js';
import { createSmtpTransport, senderFor } from '../../src/modules/mail/transports.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { silentLogger, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';

const COUNT = 60;

describe.each(DIALECTS)('two mailer processes on one database (%s)', (dialect) => {
  let testDb: TestDatabase;
  /** A second handle on the same database, as another server process would open it. */
  let other: Database;
  let smtp: TestSmtp;
  const now = Date.UTC(2027, 0, 1);

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    other = openDatabase({
      databaseUrl: testDb.databaseUrl,
      dataDir: testDb.dataDir,
    });
    // A slow server keeps both mailers busy at the same time.
    smtp = await startSmtpServer({ delayMs: 5 });
  });
  afterAll(async () => {
    await smtp.close();
    await other.close();
    await testDb.drop();
  });

  const mailerOn = (database: Database): Mailer =>
    createMailer({
      source: createBookingMailSource('https://book.example.com'),
      db: database.db,
      dialect,
      transport: createSmtpTransport(smtp.url),
      sender: senderFor('https://book.example.com'),
      clock: () => now,
      logger: silentLogger,
      batchSize: 4,
    });

  it('never sends the same message twice', async () => {
    await enqueueMail(
      testDb.database.db,
      Array.from({ length: COUNT }, (_, n) => ({
        kind: 'booking_conf_attendee',
        bookingId: 77,
        recipient: `guest${n}@example.org`,
        subject: `Message ${n}`,
        text: `Hello ${n}`,
        html: `<p>Hello ${n}</p>`,
      })),
      now,
    );
    const mailers = [mailerOn(testDb.database), mailerOn(other)];
    const sentBy = await Promise.all(
      mailers.map(async (mailer) => {
        let sent = 0;
        for (let run = await mailer.runOnce(); run.claimed > 0; run = await mailer.runOnce()) {
          sent += run.sent;
        }
        return sent;
      }),
    );
    await Promise.all(mailers.map((m) => m.stop()));

    expect(sentBy[0]! + sentBy[1]!).toBe(COUNT);
    expect(sentBy.every((n) => n > 0)).toBe(true);
    expect(smtp.received).toHaveLength(COUNT);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(COUNT);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(COUNT);
    const rows = await listMailForBooking(testDb.database.db, 77);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
