/**
 * The mailer sends to one mailbox per message: a recipient its address parser reads as several
 * (or as none) is never handed to the server, and the message fails at once instead of retrying.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { createMailer } from '../../src/modules/mail/mailer.js';
import { enqueueMail, listMailForBooking } from '../../src/modules/mail/outbox.repo.js';
import { createSmtpTransport, senderFor } from '../../src/modules/mail/transports.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { silentLogger, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';

const REFUSED = [
  'a>,<attacker@evil.example',
  '"Ada" <ada@x.example>, attacker@evil.example',
  'ada@x.example; attacker@evil.example',
  'friends: ada@x.example, attacker@evil.example;',
  'ada@x.example\r\nBcc: attacker@evil.example',
  'not an address',
];
const SENT = ['ada@x.example', '"Lovelace, Ada" <ada@x.example>'];

describe.each(DIALECTS)('the recipients the mailer accepts (%s)', (dialect) => {
  let testDb: TestDatabase;
  let smtp: TestSmtp;
  const now = Date.UTC(2027, 0, 1);

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.drop();
  });

  it('refuses, for good, a recipient that is not exactly one mailbox', async () => {
    const db = testDb.database.db;
    await enqueueMail(
      db,
      [...REFUSED, ...SENT].map((recipient, n) => ({
        kind: 'booking_conf_attendee',
        bookingId: 91,
        recipient,
        subject: `Message ${n}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      })),
      now,
    );
    const mailer = createMailer({
      source: createBookingMailSource('https://book.example.com'),
      db,
      dialect,
      transport: createSmtpTransport(smtp.url),
      sender: senderFor('https://book.example.com'),
      clock: () => now,
      logger: silentLogger,
    });
    while ((await mailer.runOnce()).claimed > 0);
    await mailer.stop();

    const delivered = smtp.received.flatMap((m) =>
      (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((to) =>
        to.value.map((v) => v.address),
      ),
    );
    expect(delivered).toEqual(['ada@x.example', 'ada@x.example']);
    expect(delivered.join(' ')).not.toContain('evil');
    const rows = await listMailForBooking(db, 91);
    const statusOf = (recipient: string) => rows.find((r) => r.recipient === recipient)?.status;
    for (const recipient of REFUSED) expect(statusOf(recipient), recipient).toBe('failed');
    for (const recipient of SENT) expect(statusOf(recipient), recipient).toBe('sent');
  });
});
