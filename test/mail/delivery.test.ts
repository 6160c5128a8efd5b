import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import type { BookingChange } from '../../src/modules/booking-events/index.js';
import type { BookingMailContext } from '../../src/modules/mail/booking-mail-source.js';
import { createMailNotifier } from '../../src/modules/mail/mail-notifier.js';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.js';
import { listMailForBooking } from '../../src/modules/mail/outbox.repo.js';
import { createSmtpTransport, senderFor } from '../../src/modules/mail/transports.js';
import { upsertMeta } from '../../src/modules/meta/meta.repo.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/db.js';
import {
  bookingContext,
  icsOf,
  icsProblems,
  icsValue,
  inviteUid,
  silentLogger,
  startSmtpServer,
  type TestSmtp,
} from '../helpers/smtp.js';

describe.each(DIALECTS)('booking e-mails over SMTP (%s)', (dialect) => {
  let testDb: TestDatabase;
  let smtp: TestSmtp;
  let mailer: Mailer;
  const now = Date.UTC(2027, 0, 10, 9, 0);
  /** The bookings the fake source knows: a real lookup over test data. */
  const bookings = new Map<number, BookingMailContext>();
  const notifier = createMailNotifier({
    source: async (_trx, id) => bookings.get(id),
    clock: () => now,
  });

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
    });
  });
  afterAll(async () => {
    await mailer.stop();
    await smtp.close();
    await testDb.drop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  async function announce(ctx: BookingMailContext, change: Omit<BookingChange, 'bookingId'>) {
    bookings.set(ctx.bookingId, ctx);
    await testDb.database.db
      .transaction()
      .execute((trx) => notifier.notify(trx, { ...change, bookingId: ctx.bookingId }));
    while ((await mailer.runOnce()).claimed > 0);
  }

  const to = (address: string) =>
    smtp.received.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

  it("sends the guest's and the host's confirmations with valid invites", async () => {
    const ctx = bookingContext();
    await announce(ctx, { kind: 'created', actor: 'guest' });
    expect(smtp.received).toHaveLength(2);

    const guest = to('ada@example.org');
    expect(guest?.from?.text).toBe('"Slotbook" <no-reply@book.example.com>');
    expect(guest?.replyTo?.text).toContain('grace@example.com');
    expect(guest?.messageId).toMatch(/^<slotbook\.\d+\.\d+@book\.example\.com>$/);
    expect(guest?.subject).toBe('Booking Confirmation: Intro & call with Grace Hopper');
    // The guest reads New York time, HTML-escaped values, and the same in the text part.
    expect(guest?.text).toContain('9:00 AM - 9:30 AM, Monday, March 15, 2027 (America/New_York)');
    expect(guest?.text).toContain(`Reschedule (${ctx.rescheduleUrl})`);
    expect(guest?.html).toContain('Intro &amp; call');
    expect(guest?.html).toContain(`href="${ctx.cancelUrl}"`);

    const host = to('grace@example.com');
    expect(host?.subject).toBe(
      'New Booking: Ada <Lovelace> @ Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)',
    );
    expect(host?.replyTo?.text).toContain('ada@example.org');
    expect(host?.html).toContain('Ada &lt;Lovelace&gt;');

    for (const mail of [guest, host]) {
      const ics = mail && icsOf(mail);
      expect(ics).toBeDefined();
      expect(icsProblems(ics ?? '')).toEqual([]);
      expect(icsValue(ics ?? '', 'METHOD')).toBe('REQUEST');
      expect(icsValue(ics ?? '', 'UID')).toBe(inviteUid(ctx.hash));
      expect(icsValue(ics ?? '', 'SEQUENCE')).toBe('0');
      expect(icsValue(ics ?? '', 'DTSTART')).toBe('20270315T130000Z');
      expect(icsValue(ics ?? '', 'DTEND')).toBe('20270315T133000Z');
      expect(icsValue(ics ?? '', 'STATUS')).toBe('CONFIRMED');
      expect(icsValue(ics ?? '', 'ORGANIZER')).toBe('mailto:grace@example.com');
      expect(icsValue(ics ?? '', 'ATTENDEE')?.toLowerCase()).toBe('mailto:ada@example.org');
    }

    const rows = await listMailForBooking(testDb.database.db, ctx.bookingId);
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(rows.every((r) => r.sent_at === now)).toBe(true);
  });

  it('cancels with METHOD:CANCEL and the same UID; reschedules with a higher SEQUENCE', async () => {
    const ctx = bookingContext();
    await announce(ctx, { kind: 'created', actor: 'guest' });
    const request = icsOf(to('ada@example.org') ?? smtp.received[0]!) ?? '';
    smtp.received.length = 0;

    const moved = {
      ...ctx,
      sequence: 1,
      start: Date.UTC(2027, 2, 16, 15, 0),
      end: Date.UTC(2027, 2, 16, 15, 30),
    };
    await announce(moved, {
      kind: 'rescheduled',
      actor: 'host',
      previous: { start: ctx.start, end: ctx.end },
      reason: 'Travel',
    });
    expect(smtp.received).toHaveLength(1);
    const reschedule = smtp.received[0]!;
    expect(reschedule.to && !Array.isArray(reschedule.to) && reschedule.to.text).toContain('ada@');
    expect(reschedule.subject).toBe('Booking Rescheduled: Intro & call with Grace Hopper');
    const updated = icsOf(reschedule) ?? '';
    expect(icsValue(updated, 'METHOD')).toBe('REQUEST');
    expect(icsValue(updated, 'UID')).toBe(icsValue(request, 'UID'));
    expect(Number(icsValue(updated, 'SEQUENCE'))).toBeGreaterThan(
      Number(icsValue(request, 'SEQUENCE')),
    );
    expect(icsValue(updated, 'DTSTART')).toBe('20270316T150000Z');
    smtp.received.length = 0;

    await announce({ ...moved, status: 'cancelled' }, { kind: 'cancelled', actor: 'guest' });
    // The guest who cancelled and the host are both told.
    expect(smtp.received).toHaveLength(2);
    const cancel = to('grace@example.com')!;
    expect(to('ada@example.org')).toBeDefined();
    const cancelIcs = icsOf(cancel) ?? '';
    expect(icsProblems(cancelIcs)).toEqual([]);
    expect(icsValue(cancelIcs, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancelIcs, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(cancelIcs, 'UID')).toBe(icsValue(request, 'UID'));
    expect(Number(icsValue(cancelIcs, 'SEQUENCE'))).toBeGreaterThan(1);
  });

  it("uses the event's templates: subjects, placeholders, enabled flags, sanitized bodies", async () => {
    const ctx = bookingContext();
    await upsertMeta(
      testDb.database.db,
      'event',
      ctx.event.id,
      'email_notifications',
      {
        booking_conf_attendee: {
          enabled: true,
          email: {
            subject: 'See you, {{guest.first_name}}! {{event.title}}',
            body:
              '<p>{{guest.full_name}}: {{booking.start_date_time_for_attendee}}</p>' +
              '<script>alert(1)</script><p onclick="x()">Host: {{host.name}}</p>' +
              '<p><a href="{{booking.cancel_url}}">Cancel</a></p>',
          },
        },
        booking_conf_host: { enabled: false },
      },
      now,
    );
    await announce(ctx, { kind: 'created', actor: 'guest' });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('See you, Ada! Intro & call');
    expect(mail.html).toContain(
      'Ada &lt;Lovelace&gt;: Monday, March 15, 2027 at 9:00 AM (America/New_York)',
    );
    expect(mail.html).not.toMatch(/<script|onclick|alert/);
    expect(mail.html).toContain(`<a href="${ctx.cancelUrl}">Cancel</a>`);
    expect(mail.text).toContain('Ada <Lovelace>: Monday, March 15, 2027 at 9:00 AM');
    expect(mail.text).toContain(`Cancel (${ctx.cancelUrl})`);

    // A requested re-send goes out even though the host's confirmation is disabled.
    smtp.received.length = 0;
    await announce(ctx, { kind: 'confirmation_requested', actor: 'host', recipient: 'host' });
    expect(smtp.received).toHaveLength(1);
    expect(
      smtp.received[0]?.to && !Array.isArray(smtp.received[0].to) && smtp.received[0].to.text,
    ).toContain('grace@example.com');
  });

  it('writes nothing when the booking change rolls back', async () => {
    const ctx = bookingContext();
    bookings.set(ctx.bookingId, ctx);
    await expect(
      testDb.database.db.transaction().execute(async (trx) => {
        await notifier.notify(trx, { kind: 'created', bookingId: ctx.bookingId, actor: 'guest' });
        throw new Error('the booking insert failed');
      }),
    ).rejects.toThrow('the booking insert failed');
    expect(await listMailForBooking(testDb.database.db, ctx.bookingId)).toEqual([]);
    expect((await mailer.runOnce()).claimed).toBe(0);
  });

  it('asks the host to confirm pending bookings, and tells the guest about a decline', async () => {
    const ctx = bookingContext({ status: 'pending' });
    await announce(ctx, { kind: 'created', actor: 'guest' });
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Booking Request Received: Intro & call',
      'Booking Request: Ada <Lovelace> @ Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)',
    ]);
    expect(smtp.received.every((m) => icsOf(m) === undefined)).toBe(true);
    smtp.received.length = 0;
    await announce({ ...ctx, status: 'rejected' }, { kind: 'rejected', actor: 'host' });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Booking Declined: Intro & call']);
  });
});
