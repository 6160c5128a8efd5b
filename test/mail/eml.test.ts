import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { createMailNotifier } from '../../src/modules/mail/mail-notifier.js';
import { createMailer } from '../../src/modules/mail/mailer.js';
import { listMailForBooking } from '../../src/modules/mail/outbox.repo.js';
import { createConfiguredTransport, senderFor } from '../../src/modules/mail/transports.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import { bookingContext, icsOf, icsValue, silentLogger } from '../helpers/smtp.js';

describe.each(DIALECTS)('mail without SMTP_URL (%s)', (dialect) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
  });
  afterAll(() => testDb.drop());

  it('writes each message as an RFC 5322 .eml file under DATA_DIR/mail', async () => {
    const now = Date.UTC(2027, 0, 5);
    const ctx = bookingContext();
    const notifier = createMailNotifier({ source: async () => ctx, clock: () => now });
    await testDb.database.db
      .transaction()
      .execute((trx) =>
        notifier.notify(trx, { kind: 'created', bookingId: ctx.bookingId, actor: 'guest' }),
      );
    const transport = createConfiguredTransport({ smtpUrl: null, dataDir: testDb.dataDir });
    const mailer = createMailer({
      source: createBookingMailSource('https://book.example.com'),
      db: testDb.database.db,
      dialect,
      transport,
      sender: senderFor('http://localhost:8080'),
      clock: () => now,
      logger: silentLogger,
    });
    expect(await mailer.runOnce()).toMatchObject({ claimed: 2, sent: 2 });
    // A second run finds nothing due, and writes nothing again.
    expect((await mailer.runOnce()).claimed).toBe(0);
    await mailer.stop();

    const dir = path.join(testDb.dataDir, 'mail');
    const files = fs.readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^slotbook\.\d+\.\d+@localhost\.eml$/.test(f))).toBe(true);

    const raw = fs.readFileSync(path.join(dir, files[0]!));
    expect(raw.toString('latin1')).toMatch(/^[\x20-\x7e\r\n\t]*$/); // 7-bit, header-encoded
    expect(raw.toString('latin1').split('\r\n').length).toBeGreaterThan(10); // CRLF lines
    const mails = await Promise.all(
      files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
    );
    const recipients = mails.map((m) => (Array.isArray(m.to) ? '' : m.to?.value[0]?.address));
    expect(recipients.sort()).toEqual(['ada@example.org', 'grace@example.com']);
    for (const mail of mails) {
      expect(mail.from?.text).toBe('"Slotbook" <no-reply@localhost>');
      expect(mail.subject).toMatch(/Intro & call|Ada <Lovelace>/);
      expect(mail.text?.length).toBeGreaterThan(20);
      expect(mail.html).toContain('</html>');
      expect(icsValue(icsOf(mail) ?? '', 'METHOD')).toBe('REQUEST');
    }
    const rows = await listMailForBooking(testDb.database.db, ctx.bookingId);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});
