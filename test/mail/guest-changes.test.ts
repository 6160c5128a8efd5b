/**
 * The guest hears of every change, whoever makes it, and their calendar follows: each e-mail's
 * invite and the downloadable `.ics` are parsed back with ical.js, a maintained iCalendar
 * library, as a calendar client would read them.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, TestApp } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf, inviteUid } from '../helpers/smtp.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

interface Invite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: number;
}

/** An iCalendar text as a calendar client reads it. */
function parseIcs(text: string): Invite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
    start: event.startDate.toJSDate().getTime(),
  };
}

describe.each(DIALECTS)('the guest hears of every change (%s)', (dialect) => {
  let t: TestApp;
  let m: MailingApp;
  let address = 0;
  let seq = 0;

  beforeAll(async () => {
    m = await startMailingApp(dialect);
    t = m.t;
  });
  afterAll(() => m.close());

  const to = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
  const guestCall = (url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/v2/public/${url}`,
      remoteAddress: `198.51.100.${(address++ % 200) + 1}`,
      ...(payload ? { payload } : {}),
    });
  const hostPut = (host: Account, id: number, payload: object) =>
    t.request({ method: 'PUT', url: `/api/v2/schedules/${id}`, as: host, payload });

  /** Delivers what is due; returns the guest's one e-mail (parsed invite) and the host's. */
  async function delivered(guest: string, hostEmail: string) {
    const mails = await m.deliver();
    const toGuest = mails.filter((mail) => to(mail) === guest);
    const toHost = mails.filter((mail) => to(mail) === hostEmail);
    expect(toGuest.length + toHost.length).toBe(mails.length);
    expect(toGuest.length).toBeLessThanOrEqual(1);
    expect(toHost.length).toBeLessThanOrEqual(1);
    const invite = toGuest[0] && icsOf(toGuest[0]);
    return {
      guest: invite ? parseIcs(invite) : undefined,
      subject: toGuest[0]?.subject,
      host: toHost[0],
    };
  }

  async function booked() {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    seq += 1;
    const guest = `changes${seq}@example.org`;
    const res = await guestCall(`events/${event.hash}/bookings`, {
      name: 'Ada Lovelace',
      email: guest,
      timezone: 'UTC',
      start_utc: hoursAhead(48),
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking: Json = res.json().booking;
    const hostEmail = `${host.login}@example.com`;
    const first = await delivered(guest, hostEmail);
    expect(first.guest).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });
    expect(first.guest?.uid).toBe(inviteUid(booking.hash));
    return { host, booking, guest, hostEmail, uid: inviteUid(booking.hash) };
  }

  it('moves by the guest and by the host update the invite; a cancel withdraws it', async () => {
    const { host, booking, guest, hostEmail, uid } = await booked();
    const start = Date.parse(booking.start_time_iso);

    // The guest moves it: an updated invite to the guest, and the host is told as before.
    const byGuest = await guestCall(`bookings/${booking.hash}/reschedule`, {
      start_utc: new Date(start + 3_600_000).toISOString(),
    });
    expect(byGuest.statusCode, byGuest.body).toBe(200);
    const moved = await delivered(guest, hostEmail);
    expect(moved.guest).toEqual({
      method: 'REQUEST',
      uid,
      sequence: 1,
      status: 'CONFIRMED',
      start: start + 3_600_000,
    });
    expect(moved.subject).toMatch(/^Booking Rescheduled: /);
    expect(moved.host?.subject).toMatch(/^Booking Rescheduled: Ada Lovelace @ /);

    // The host moves it: the guest's invite again, one SEQUENCE higher; the host is not mailed.
    const byHost = await hostPut(host, booking.id, {
      start_utc: new Date(start + 7_200_000).toISOString(),
    });
    expect(byHost.statusCode, byHost.body).toBe(200);
    const again = await delivered(guest, hostEmail);
    expect(again.guest).toMatchObject({ method: 'REQUEST', uid, sequence: 2 });
    expect(again.guest?.start).toBe(start + 7_200_000);
    expect(again.host).toBeUndefined();

    // The guest cancels: METHOD:CANCEL to the guest, superseding the last; the host is told.
    const cancelled = await guestCall(`bookings/${booking.hash}/cancel`, {
      cancellation_reason: 'Ill',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = await delivered(guest, hostEmail);
    expect(cancel.guest).toMatchObject({ method: 'CANCEL', uid, sequence: 3, status: 'CANCELLED' });
    expect(cancel.subject).toMatch(/^Booking Cancelled: /);
    expect(cancel.host?.subject).toMatch(/^Booking Cancelled: Ada Lovelace @ /);
    expect(icsOf(cancel.host!)).toContain('METHOD:CANCEL');

    // The download publishes the booking as a cancelled entry, not an invitation.
    const download = await guestCall(`bookings/${booking.hash}/ics`);
    expect(download.statusCode).toBe(200);
    expect(parseIcs(download.body)).toMatchObject({
      method: 'PUBLISH',
      uid,
      sequence: 3,
      status: 'CANCELLED',
    });
  });

  it('sends METHOD:CANCEL to the guest when the host cancels, and publishes the download', async () => {
    const { host, booking, guest, hostEmail, uid } = await booked();
    const download = await guestCall(`bookings/${booking.hash}/ics`);
    expect(parseIcs(download.body)).toMatchObject({
      method: 'PUBLISH',
      uid,
      sequence: 0,
      status: 'CONFIRMED',
    });
    expect(download.body).not.toContain('METHOD:REQUEST');

    const res = await hostPut(host, booking.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const cancel = await delivered(guest, hostEmail);
    expect(cancel.guest).toMatchObject({ method: 'CANCEL', uid, sequence: 1 });
    expect(cancel.host).toBeUndefined();
  });

  it("a host's delete of a future booking cancels it with the same mail, then deletes it", async () => {
    const { host, booking, guest, hostEmail, uid } = await booked();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Booking Deleted Successfully!' });
    const cancel = await delivered(guest, hostEmail);
    expect(cancel.guest).toMatchObject({ method: 'CANCEL', uid, sequence: 1, status: 'CANCELLED' });
    expect(cancel.subject).toMatch(/^Booking Cancelled: /);
    const gone = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes a cancelled booking without mailing anyone again', async () => {
    const { host, booking, guest, hostEmail } = await booked();
    expect((await hostPut(host, booking.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await delivered(guest, hostEmail)).guest?.method).toBe('CANCEL');
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await m.deliver()).toEqual([]);
  });
});
