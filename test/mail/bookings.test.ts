/**
 * E-mail end to end: bookings made, cancelled and moved through the API, delivered by the
 * server's own mailer (`createConfiguredMailer`, as `serve()` runs it) over SMTP_URL to a real
 * SMTP server in this process, and parsed as a mail client would.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf, icsProblems, icsValue, inviteUid, type TestSmtp } from '../helpers/smtp.js';
import type { Json } from '../helpers/json.js';

const icsTime = (iso: string) =>
  iso.replace(/[-:]/g, '').replace(/\.\d+/, '').replace('+0000', 'Z');

describe.each(DIALECTS)('booking e-mails end to end (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let m: MailingApp;
  let guestSeq = 0;
  let address = 0;

  beforeAll(async () => {
    m = await startMailingApp(dialect);
    ({ t, smtp } = m);
  });
  afterAll(() => m.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const deliver = () => m.deliver();
  const recipients = (mails: ParsedMail[]) =>
    mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined)).sort();
  const invite = (mail: ParsedMail | undefined) => {
    const ics = mail ? icsOf(mail) : undefined;
    expect(ics, 'an invite').toBeDefined();
    expect(icsProblems(ics ?? '')).toEqual([]);
    return ics ?? '';
  };
  const guestCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v2/public/${url}`,
      remoteAddress: `198.51.100.${(address++ % 200) + 1}`,
      ...(payload ? { payload } : {}),
    });
  const activities = async (bookingId: number, as: Account) => {
    const res = await t.request({ url: `/api/v2/schedules/${bookingId}/activities`, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ activities: Json[]; emails: Json[] }>();
  };

  /** A host, its event, and a guest's booking made on the public booking route. */
  async function guestBooking(hours = 48) {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    guestSeq += 1;
    const email = `guest${guestSeq}@example.org`;
    const res = await guestCall('POST', `events/${event.hash}/bookings`, {
      name: 'Ada Lovelace',
      email,
      timezone: 'America/New_York',
      start_utc: hoursAhead(hours),
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking: Json = res.json().booking;
    return { host, event, booking, guest: email, hostEmail: `${host.login}@example.com` };
  }

  it("delivers the guest's and the host's confirmations, and shows queued then sent", async () => {
    const { host, booking, guest, hostEmail } = await guestBooking();
    const queued = await activities(booking.id, host);
    expect(queued.activities.map((a) => a.title)).toEqual(['Booking Created']);
    expect(queued.emails).toEqual([
      expect.objectContaining({
        kind: 'booking_conf_attendee',
        recipient: `"Ada Lovelace" <${guest}>`,
        status: 'queued',
        attempts: 0,
        sent_at: null,
        last_error: null,
      }),
      expect.objectContaining({ kind: 'booking_conf_host', status: 'queued', attempts: 0 }),
    ]);
    expect(queued.emails[0].next_attempt_at).toMatch(/^\d{4}-.*\+00:00$/);

    const mails = await deliver();
    expect(recipients(mails)).toEqual([guest, hostEmail].sort());
    const toGuest = mails.find((m) => recipients([m])[0] === guest);
    const toHost = mails.find((m) => recipients([m])[0] === hostEmail);
    expect(toGuest?.subject).toMatch(/^Booking Confirmation: Consultation with /);
    // The guest reads their own zone; the host the host's.
    expect(toGuest?.text).toContain('(America/New_York)');
    expect(toGuest?.html).toContain(`https://book.example.com/booking/${booking.hash}?type=cancel`);
    expect(toHost?.subject).toMatch(/^New Booking: Ada Lovelace @ /);
    expect(toHost?.replyTo?.text).toContain(guest);
    for (const mail of [toGuest, toHost]) {
      const ics = invite(mail);
      expect(icsValue(ics, 'METHOD')).toBe('REQUEST');
      expect(icsValue(ics, 'UID')).toBe(inviteUid(booking.hash));
      expect(icsValue(ics, 'SEQUENCE')).toBe('0');
      expect(icsValue(ics, 'DTSTART')).toBe(icsTime(booking.start_time_iso));
      expect(icsValue(ics, 'ORGANIZER')).toBe(`mailto:${hostEmail}`);
    }

    const sent = await activities(booking.id, host);
    expect(sent.emails.map((e) => [e.kind, e.status, e.attempts, e.next_attempt_at])).toEqual([
      ['booking_conf_attendee', 'sent', 1, null],
      ['booking_conf_host', 'sent', 1, null],
    ]);
    expect(sent.emails.every((e) => /\+00:00$/.test(e.sent_at))).toBe(true);
    expect(await deliver()).toEqual([]);
  });

  it('moves with a higher SEQUENCE and cancels with METHOD:CANCEL, one UID throughout', async () => {
    const { host, booking, guest, hostEmail } = await guestBooking(72);
    const uid = inviteUid(booking.hash);
    await deliver();

    // The guest moves it: the host is told, with the new time, and the guest's calendar follows.
    const moved = await guestCall('POST', `bookings/${booking.hash}/reschedule`, {
      start_utc: hoursAhead(73),
      rescheduling_reason: 'Train delayed',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedMails = await deliver();
    expect(recipients(movedMails)).toEqual([guest, hostEmail].sort());
    const byGuest = movedMails.find((m) => recipients([m])[0] === hostEmail);
    expect(byGuest?.subject).toMatch(/^Booking Rescheduled/);
    const first = invite(byGuest);
    expect(icsValue(first, 'METHOD')).toBe('REQUEST');
    expect(icsValue(first, 'UID')).toBe(uid);
    expect(icsValue(first, 'SEQUENCE')).toBe('1');
    expect(icsValue(first, 'DTSTART')).toBe(icsTime(moved.json().booking.start_time_iso));

    // The host moves it again: the guest is told, with a still higher SEQUENCE.
    const again = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: hoursAhead(74) },
    });
    expect(again.statusCode, again.body).toBe(200);
    const byHost = await deliver();
    expect(recipients(byHost)).toEqual([guest]);
    const second = invite(byHost[0]);
    expect(icsValue(second, 'UID')).toBe(uid);
    expect(Number(icsValue(second, 'SEQUENCE'))).toBeGreaterThan(1);

    // The guest cancels: the host gets METHOD:CANCEL for the same UID, superseding the last.
    const cancelled = await guestCall('POST', `bookings/${booking.hash}/cancel`, {
      cancellation_reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = (await deliver()).filter((m) => recipients([m])[0] === hostEmail);
    expect(cancel).toHaveLength(1);
    const withdrawn = invite(cancel[0]);
    expect(icsValue(withdrawn, 'METHOD')).toBe('CANCEL');
    expect(icsValue(withdrawn, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(withdrawn, 'UID')).toBe(uid);
    expect(Number(icsValue(withdrawn, 'SEQUENCE'))).toBeGreaterThan(
      Number(icsValue(second, 'SEQUENCE')),
    );
    expect(cancel[0]?.text).toContain('Ill');
  });

  it('mails each change as it was made, though the mailer runs after the next one', async () => {
    const { booking, guest } = await guestBooking(120);
    const moved = await guestCall('POST', `bookings/${booking.hash}/reschedule`, {
      start_utc: hoursAhead(121),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mails = await deliver();
    const toGuest = mails.find(
      (mail) => recipients([mail])[0] === guest && /^Booking Confirmation/.test(mail.subject ?? ''),
    );
    const confirmation = invite(toGuest);
    expect(icsValue(confirmation, 'SEQUENCE')).toBe('0');
    expect(icsValue(confirmation, 'DTSTART')).toBe(icsTime(booking.start_time_iso));
    const notice = invite(mails.find((mail) => /^Booking Rescheduled/.test(mail.subject ?? '')));
    expect(icsValue(notice, 'SEQUENCE')).toBe('1');
    expect(icsValue(notice, 'DTSTART')).toBe(icsTime(moved.json().booking.start_time_iso));
  });

  it('tells the guest when the host cancels', async () => {
    const { host, booking, guest } = await guestBooking(96);
    await deliver();
    const res = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled', cancel_reason: 'Host is ill' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await deliver();
    expect(recipients(mails)).toEqual([guest]);
    expect(icsValue(invite(mails[0]), 'METHOD')).toBe('CANCEL');
    expect((await activities(booking.id, host)).emails.map((e) => e.kind)).toEqual([
      'booking_conf_attendee',
      'booking_conf_host',
      'cancelled_by_host',
    ]);
  });

  it('queues nothing for a booking that could not be made', async () => {
    const { event, booking } = await guestBooking(120);
    await deliver();
    const taken = await guestCall('POST', `events/${event.hash}/bookings`, {
      name: 'Late Comer',
      email: 'late@example.org',
      start_utc: booking.start_time_iso,
    });
    expect(taken.statusCode).toBe(409);
    expect(await deliver()).toEqual([]);
  });

  it('books for a guest through the admin route with the same two confirmations', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, {
      start_utc: hoursAhead(50),
      email: 'admin-booked@example.org',
    });
    const mails = await deliver();
    expect(recipients(mails)).toEqual(['admin-booked@example.org', `${host.login}@example.com`]);
    for (const mail of mails) {
      expect(icsValue(invite(mail), 'UID')).toBe(inviteUid(booking.hash));
    }
  });
});
