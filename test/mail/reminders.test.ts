/**
 * Reminders end to end: an event's reminder settings switched on through the API, bookings made,
 * moved and cancelled through the API, and the mailer (on a clock the test moves) delivering over
 * a real SMTP conversation. The instants come from `planReminders`/`decideReminder`, tested
 * alone in src/domain/reminders.test.ts.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { createMailer, type MailerLogger } from '../../src/modules/mail/mailer.js';
import { createSmtpTransport, senderFor } from '../../src/modules/mail/transports.js';
import type { Account, TestApp } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { silentLogger, type TestSmtp } from '../helpers/smtp.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('booking reminders (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let m: MailingApp;
  let now = 0;
  let address = 0;
  let seq = 0;
  const warnings: string[] = [];
  const logger: MailerLogger = {
    ...silentLogger,
    warn: (_details, message) => void warnings.push(message),
  };

  beforeAll(async () => {
    now = Math.floor(Date.now() / HOUR) * HOUR;
    m = await startMailingApp(dialect, { clock: () => now, logger });
    ({ t, smtp } = m);
  });
  afterAll(() => m.close());
  beforeEach(() => {
    now = Math.floor(Date.now() / HOUR) * HOUR;
    warnings.length = 0;
  });

  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
  const guestCall = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/public/${url}`,
      remoteAddress: `198.51.100.${(address++ % 200) + 1}`,
      payload,
    });
  const emails = async (bookingId: number, as: Account): Promise<Json[]> => {
    const res = await t.request({ url: `/api/v2/schedules/${bookingId}/activities`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().emails.filter((e: Json) => String(e.kind).startsWith('reminder_'));
  };
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', '+00:00');

  /** A host in Berlin whose event reminds as told, and a guest in Kolkata booked `hours` ahead. */
  async function booked(reminders: Record<string, Json>, hours = 48) {
    const host = await t.createAccount();
    const zone = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: t.admin,
      payload: { timezone: 'Europe/Berlin' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const { calendar, event } = await bookableEvent(t, host);
    const saved = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}/email-notifications`,
      as: host,
      payload: { notifications: reminders },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    seq += 1;
    const guest = `reminded${seq}@example.org`;
    const res = await guestCall(`events/${event.hash}/bookings`, {
      name: 'Ada Lovelace',
      email: guest,
      timezone: 'Asia/Kolkata',
      start_utc: hoursAhead(hours, now),
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking: Json = res.json().booking;
    const start = Date.parse(booking.start_time_iso);
    // The confirmations go out at once.
    expect(await m.deliver()).toHaveLength(2);
    return { host, event, booking, start, guest, hostEmail: `${host.login}@example.com` };
  }

  const on = (...times: [number, 'minutes' | 'hours' | 'days'][]) => ({
    enabled: true,
    email: { times: times.map(([value, unit]) => ({ value, unit })) },
  });

  it("sends each reminder at its instant, in the recipient's zone, and shows it", async () => {
    const { host, booking, start, guest, hostEmail } = await booked({
      reminder_to_attendee: on([1, 'days'], [15, 'minutes']),
      reminder_to_host: on([1, 'hours']),
    });
    const planned = await emails(booking.id, host);
    expect(planned.map((e) => [e.kind, e.status, e.next_attempt_at])).toEqual([
      ['reminder_to_attendee', 'planned', iso(start - DAY)],
      ['reminder_to_attendee', 'planned', iso(start - 15 * MIN)],
      ['reminder_to_host', 'planned', iso(start - HOUR)],
    ]);

    now = start - DAY - 1;
    expect(await m.deliver()).toEqual([]);
    now = start - DAY;
    const [dayBefore, ...none] = await m.deliver();
    expect(none).toEqual([]);
    expect(to(dayBefore!)).toBe(guest);
    expect(dayBefore?.subject).toMatch(/^Reminder: Consultation @ .*\(Asia\/Kolkata\)$/);
    expect(dayBefore?.text).toContain('This is a reminder of your upcoming meeting.');

    now = start - HOUR + 30_000;
    const [toHost, ...noMore] = await m.deliver();
    expect(noMore).toEqual([]);
    expect(to(toHost!)).toBe(hostEmail);
    expect(toHost?.subject).toMatch(/^Reminder: Ada Lovelace @ .*\(Europe\/Berlin\)$/);

    now = start - 15 * MIN;
    expect((await m.deliver()).map(to)).toEqual([guest]);
    now = start + MIN;
    expect(await m.deliver()).toEqual([]);

    const sent = await emails(booking.id, host);
    expect(sent.map((e) => [e.kind, e.status])).toEqual([
      ['reminder_to_attendee', 'sent'],
      ['reminder_to_host', 'sent'],
      ['reminder_to_attendee', 'sent'],
    ]);
  });

  it('re-plans the reminders when the booking moves, by the guest or by the host', async () => {
    const { host, booking, start, guest } = await booked({
      reminder_to_attendee: on([1, 'hours']),
    });
    const moved = await guestCall(`bookings/${booking.hash}/reschedule`, {
      start_utc: new Date(start + 2 * HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await m.deliver();
    const byHost = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: new Date(start + 3 * HOUR).toISOString() },
    });
    expect(byHost.statusCode, byHost.body).toBe(200);
    await m.deliver();
    const listed = await emails(booking.id, host);
    expect(listed.map((e) => [e.status, e.next_attempt_at ?? e.last_error])).toEqual([
      ['dropped', 'the booking was moved'],
      ['dropped', 'the booking was moved'],
      ['planned', iso(start + 2 * HOUR)],
    ]);

    // Nothing at the old instants; one reminder at the new one.
    for (const at of [start - HOUR, start + HOUR]) {
      now = at;
      expect(await m.deliver()).toEqual([]);
    }
    now = start + 2 * HOUR;
    const mails = await m.deliver();
    expect(mails.map(to)).toEqual([guest]);
  });

  it('sends none after a cancellation, by the guest or by the host', async () => {
    const first = await booked({ reminder_to_attendee: on([1, 'hours']) });
    const second = await booked({ reminder_to_host: on([30, 'minutes']) });
    const cancelled = await guestCall(`bookings/${first.booking.hash}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byHost = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${second.booking.id}`,
      as: second.host,
      payload: { status: 'cancelled' },
    });
    expect(byHost.statusCode, byHost.body).toBe(200);
    await m.deliver();
    now = Math.max(first.start, second.start) - 10 * MIN;
    expect(await m.deliver()).toEqual([]);
    expect(
      (await emails(first.booking.id, first.host)).map((e) => [e.status, e.last_error]),
    ).toEqual([['dropped', 'the booking was cancelled']]);
  });

  it('after downtime, sends a reminder late by less than its offset and skips and logs older ones', async () => {
    const { host, booking, start } = await booked({
      reminder_to_attendee: on([1, 'hours'], [15, 'minutes']),
    });
    // The mailer was down until 20 minutes before the start: the 1-hour reminder still goes.
    now = start - 20 * MIN;
    expect(await m.deliver()).toHaveLength(1);
    now = start - 10 * MIN;
    expect(await m.deliver()).toHaveLength(1);
    expect((await emails(booking.id, host)).map((e) => e.status)).toEqual(['sent', 'sent']);
    expect(warnings).toEqual([]);

    // Down until the meeting had begun: both are too late, skipped and logged.
    const late = await booked({ reminder_to_host: on([1, 'hours'], [15, 'minutes']) });
    now = late.start + MIN;
    expect(await m.deliver()).toEqual([]);
    const skipped = await emails(late.booking.id, late.host);
    expect(skipped.map((e) => [e.status, e.last_error])).toEqual([
      ['skipped', 'reached 61 minutes after it was due, not less than its offset of 1 hour'],
      ['skipped', 'reached 16 minutes after it was due, not less than its offset of 15 minutes'],
    ]);
    expect(warnings.filter((w) => w.startsWith('booking reminder skipped'))).toHaveLength(2);
  });

  it('never sends a reminder twice with two mailers sharing the database', async () => {
    const bookings = [];
    for (let i = 0; i < 6; i += 1) {
      bookings.push(
        await booked({
          reminder_to_attendee: on([1, 'hours'], [2, 'hours']),
          reminder_to_host: on([1, 'hours']),
        }),
      );
    }
    const latest = Math.max(...bookings.map((b) => b.start));
    // PostgreSQL: a second pool, as another server process opens it. SQLite has one writer
    // process; its two mailers share the handle, as two loops in that process would.
    const other: Database =
      dialect === 'postgres'
        ? openDatabase({
            databaseUrl: t.testDb.databaseUrl,
            dataDir: t.testDb.dataDir,
          })
        : t.testDb.database;
    const at = latest - 30 * MIN;
    const mailerOn = (database: Database) =>
      createMailer({
        db: database.db,
        dialect,
        transport: createSmtpTransport(smtp.url),
        sender: senderFor('https://book.example.com', smtp.url),
        clock: () => at,
        logger: silentLogger,
        source: createBookingMailSource('https://book.example.com'),
        batchSize: 2,
      });
    const mailers = [mailerOn(t.testDb.database), mailerOn(other)];
    const before = smtp.received.length;
    try {
      await Promise.all(
        mailers.map(async (mailer) => {
          for (;;) {
            const run = await mailer.runOnce();
            if (run.claimed === 0 && run.expanded === 0) return;
          }
        }),
      );
    } finally {
      for (const mailer of mailers) await mailer.stop();
      if (other !== t.testDb.database) await other.close();
    }
    const arrived = smtp.received.slice(before).map(to);
    // Each booking: two reminders to the guest (2 h and 1 h before) and one to the host.
    expect(arrived).toHaveLength(bookings.length * 3);
    for (const b of bookings) {
      expect(arrived.filter((a) => a === b.guest)).toHaveLength(2);
      expect(arrived.filter((a) => a === b.hostEmail)).toHaveLength(1);
      expect((await emails(b.booking.id, b.host)).map((e) => e.status)).toEqual([
        'sent',
        'sent',
        'sent',
      ]);
    }
  });
});

describe.each(DIALECTS)('a reminder in real time (%s)', (dialect) => {
  it('arrives over SMTP at its instant, from the running mailer loop', async () => {
    // Time flows as the wall clock does, shifted (once the data is set up) so that the next
    // start of the event's five-minute grid is 63 seconds away: its one-minute reminder is due
    // in 3 seconds.
    const GRID = 5 * MIN;
    let shift = 0;
    let start = 0;
    const clock = () => Date.now() + shift;
    const m = await startMailingApp(dialect, { clock });
    const { t, smtp } = m;
    const mailer = createMailer({
      db: t.testDb.database.db,
      dialect,
      transport: createSmtpTransport(smtp.url),
      sender: senderFor('https://book.example.com', smtp.url),
      clock,
      logger: silentLogger,
      source: createBookingMailSource('https://book.example.com'),
      pollIntervalMs: 100,
    });
    try {
      const host = await t.createAccount();
      const { calendar, event } = await bookableEvent(t, host, { duration: 5 });
      const saved = await t.request({
        method: 'POST',
        url: `/api/v2/calendars/${calendar.id}/events/${event.id}/email-notifications`,
        as: host,
        payload: {
          notifications: {
            reminder_to_attendee: {
              enabled: true,
              email: { times: [{ value: 1, unit: 'minutes' }] },
            },
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const real = Date.now();
      start = Math.ceil(real / GRID) * GRID + GRID;
      shift = start - 63_000 - real;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v2/public/events/${event.hash}/bookings`,
        payload: {
          name: 'Ada Lovelace',
          email: 'realtime@example.org',
          timezone: 'UTC',
          start_utc: new Date(start).toISOString(),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      let arrivedAt = 0;
      mailer.start();
      const deadline = Date.now() + 15_000;
      while (!arrivedAt && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (smtp.received.some((mail) => mail.subject?.startsWith('Reminder:')))
          arrivedAt = clock();
      }
      const due = start - MIN;
      expect(arrivedAt, 'the reminder arrived').toBeGreaterThan(0);
      expect(arrivedAt).toBeGreaterThanOrEqual(due);
      expect(arrivedAt - due).toBeLessThan(2_000);
      expect(smtp.received.map((mail) => mail.subject?.split(':')[0]).sort()).toEqual([
        'Booking Confirmation',
        'New Booking',
        'Reminder',
      ]);
    } finally {
      await mailer.stop();
      await m.close();
    }
  }, 30_000);
});
