/**
 * A host who chose a date and time style reads every time of their mails in it; the guest keeps
 * FluentBooking's `en-US` forms in their own zone. Delivered by the server's own mailer over SMTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant, formatRange } from '../../src/modules/mail/placeholders.js';
import type { TestApp } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import type { Json } from '../helpers/json.js';

/** `Monday, 15 March 2027 at 14:00`, written independently of the mail module. */
function dayMonthYear24(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

describe.each(DIALECTS)("the host's mails in the host's style (%s)", (dialect) => {
  let t: TestApp;
  let m: MailingApp;

  beforeAll(async () => {
    m = await startMailingApp(dialect);
    ({ t } = m);
  });
  afterAll(() => m.close());

  it('writes a 24-hour, day-first host their times so, and the guest the en-US way', async () => {
    const host = await t.createAccount();
    const set = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { timezone: 'Europe/Berlin', time_format: '24h', date_order: 'dmy' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { event } = await bookableEvent(t, host);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      remoteAddress: '198.51.100.77',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada.formats@example.org',
        timezone: 'America/New_York',
        start_utc: hoursAhead(50),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking: Json = res.json().booking;

    const mails = await m.deliver();
    const to = (address: string) =>
      mails.find((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address);
    const toHost = to(`${host.login}@example.com`);
    const toGuest = to('ada.formats@example.org');
    const start = dayMonthYear24(String(booking.start_time_iso), 'Europe/Berlin');
    expect(toHost?.subject).toBe(`New Booking: Ada Lovelace @ ${start} (Europe/Berlin)`);
    for (const text of [toHost?.subject, toHost?.text]) expect(text).not.toMatch(/\b[AP]M\b/);
    expect(toHost?.text).toMatch(
      /\d{2}:\d{2} - \d{2}:\d{2}, [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}/,
    );
    // The guest reads FluentBooking's forms: a 12-hour clock, the month first.
    expect(toGuest?.text).toMatch(
      /\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M, [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} \(America\/New_York\)/,
    );
  });
});

describe("the mail's times in each style", () => {
  /** Monday 15 March 2027, 13:00 UTC: 14:00 in Berlin. */
  const at = Date.UTC(2027, 2, 15, 13);
  const end = at + 30 * 60_000;
  const zone = 'Europe/Berlin';

  it("writes each clock and date order, and FluentBooking's form without a style", () => {
    expect(formatInstant(at, zone, { timeFormat: '24h', dateOrder: 'dmy' })).toBe(
      'Monday, 15 March 2027 at 14:00 (Europe/Berlin)',
    );
    expect(formatInstant(at, zone, { timeFormat: '12h', dateOrder: 'mdy' })).toBe(
      'Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)',
    );
    expect(formatInstant(at, zone, { timeFormat: '24h', dateOrder: 'ymd' })).toBe(
      'Monday, 2027-03-15 at 14:00 (Europe/Berlin)',
    );
    expect(formatRange(at, end, zone, { timeFormat: '12h', dateOrder: 'dmy' })).toBe(
      '2:00 PM - 2:30 PM, Monday, 15 March 2027 (Europe/Berlin)',
    );
    expect(formatInstant(at, zone)).toBe('Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)');
  });
});
