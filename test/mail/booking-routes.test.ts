/**
 * `POST /schedules/{id}/send-confirmation-email` (`POST /schedules/{id}/send-confirmation-email`)
 * delivered over SMTP by the server's mailer, and the public invite `GET
 * /public/bookings/{hash}/ics`.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf, icsProblems, icsValue, inviteUid, type TestSmtp } from '../helpers/smtp.js';

describe.each(DIALECTS)('confirmation e-mails on request and the invite route (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let m: MailingApp;
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
    mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined));
  const resend = (bookingId: number, as: Account, payload?: object) =>
    t.request({
      method: 'POST',
      url: `/api/v2/schedules/${bookingId}/send-confirmation-email`,
      as,
      ...(payload ? { payload } : {}),
    });
  const ics = (hash: string, remoteAddress = `203.0.113.${(address++ % 200) + 1}`) =>
    t.app.inject({ method: 'GET', url: `/api/v2/public/bookings/${hash}/ics`, remoteAddress });

  async function booked(hours: number, extra: Record<string, unknown> = {}) {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, {
      start_utc: hoursAhead(hours),
      email: `guest${hours}@example.org`,
      ...extra,
    });
    await deliver();
    return {
      host,
      booking,
      guest: `guest${hours}@example.org`,
      hostEmail: `${host.login}@example.com`,
    };
  }

  it('sends one confirmation to the guest or to the host on request', async () => {
    const { host, booking, guest, hostEmail } = await booked(30);
    const uid = inviteUid(booking.hash);

    const toGuest = await resend(booking.id, host, { email_to: 'guest' });
    expect(toGuest.statusCode, toGuest.body).toBe(200);
    expect(toGuest.json()).toMatchObject({
      message: 'Notification sent successfully',
      booking: { id: booking.id },
    });
    const first = await deliver();
    expect(recipients(first)).toEqual([guest]);
    expect(first[0]?.subject).toMatch(/^Booking Confirmation: /);
    const invite = icsOf(first[0]!) ?? '';
    expect(icsProblems(invite)).toEqual([]);
    expect(icsValue(invite, 'METHOD')).toBe('REQUEST');
    expect(icsValue(invite, 'UID')).toBe(uid);

    expect((await resend(booking.id, host, { email_to: 'host' })).statusCode).toBe(200);
    const second = await deliver();
    expect(recipients(second)).toEqual([hostEmail]);
    expect(icsValue(icsOf(second[0]!) ?? '', 'UID')).toBe(uid);

    // No body: the guest, as FluentBooking does.
    expect((await resend(booking.id, host)).statusCode).toBe(200);
    expect(recipients(await deliver())).toEqual([guest]);
    const { emails } = (
      await t.request({ url: `/api/v2/schedules/${booking.id}/activities`, as: host })
    ).json();
    expect(emails.map((e: { kind: string; status: string }) => `${e.kind}:${e.status}`)).toEqual([
      'booking_conf_attendee:sent',
      'booking_conf_host:sent',
      'booking_conf_attendee:sent',
      'booking_conf_host:sent',
      'booking_conf_attendee:sent',
    ]);
  });

  it('refuses cancelled and rejected bookings with 409 and sends nothing', async () => {
    const { host, booking } = await booked(31);
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await deliver();
    errorBody(await resend(booking.id, host, { email_to: 'guest' }), 409, 'invalid_transition');
    errorBody(await resend(booking.id, host, { email_to: 'host' }), 409, 'invalid_transition');

    const pending = await booked(32, { status: 'pending' });
    const reject = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${pending.booking.id}`,
      as: pending.host,
      payload: { status: 'rejected' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(recipients(await deliver())).toEqual([pending.guest]); // the decline
    errorBody(await resend(pending.booking.id, pending.host), 409, 'invalid_transition');
    expect(await deliver()).toEqual([]);
    errorBody(
      await resend(booking.id, host, { email_to: 'someone' }),
      422,
      'rest_validation_failed',
    );
  });

  it('serves the calendar entry at /public/bookings/{hash}/ics, published, cancelled once cancelled', async () => {
    const { host, booking } = await booked(33);
    const res = await ics(booking.hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="booking-${booking.hash}.ics"`,
    );
    expect(icsProblems(res.body)).toEqual([]);
    // A download is an entry to add, not an invitation to answer.
    expect(icsValue(res.body, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(res.body, 'UID')).toBe(inviteUid(booking.hash));
    expect(icsValue(res.body, 'SEQUENCE')).toBe('0');
    expect(icsValue(res.body, 'ATTENDEE')?.toLowerCase()).toContain('guest33@example.org');
    // The hash is case-insensitive, like the other booking routes.
    expect((await ics(booking.hash.toUpperCase())).statusCode).toBe(200);

    await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled' },
    });
    const cancelled = await ics(booking.hash);
    expect(icsValue(cancelled.body, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(cancelled.body, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(cancelled.body, 'SEQUENCE')).toBe('1');
    expect(icsValue(cancelled.body, 'UID')).toBe(inviteUid(booking.hash));

    errorBody(await ics('0123456789abcdef0123456789abcdef'), 404, 'booking_not_found');
    errorBody(await ics('not-a-hash'), 400, 'rest_invalid_param');
  });

  it('rate limits the invite like the other public reads', async () => {
    const { booking } = await booked(34);
    const answers: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push((await ics(booking.hash, '203.0.113.250')).statusCode);
    }
    expect(answers.every((s) => s === 200)).toBe(true);
    const limited = await ics(booking.hash, '203.0.113.250');
    errorBody(limited, 429, 'rest_rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
