import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../../src/modules/calendars/events/event-meta-defaults.js';
import {
  buildBookingMails,
  formatAddress,
  planMails,
} from '../../src/modules/mail/booking-mails.js';
import { decideAfterFailure, RETRY_WINDOW_MS } from '../../src/modules/mail/delivery-policy.js';
import { dateFormatter } from '../../src/modules/mail/date-formats.js';
import { bookingCalendar, bookingIcs, icsUid } from '../../src/modules/mail/ics.js';
import { htmlToText } from '../../src/modules/mail/layout.js';
import {
  bookingTitle,
  fillPlaceholders,
  formatRange,
  MAX_TITLE_LENGTH,
  placeholderValues,
} from '../../src/modules/mail/placeholders.js';
import { senderFor } from '../../src/modules/mail/transports.js';
import { bookingContext, icsLines, icsProblems } from '../helpers/smtp.js';

const now = Date.UTC(2027, 0, 1);

describe('mail templates (pure)', () => {
  it('formats times in each zone, across midnight and DST', () => {
    const start = Date.UTC(2025, 2, 30, 0, 30); // Berlin switches to summer time that night
    expect(formatRange(start, start + 3_600_000, 'Europe/Berlin')).toBe(
      '1:30 AM - 3:30 AM, Sunday, March 30, 2025 (Europe/Berlin)',
    );
    expect(formatRange(start, start + 3_600_000, 'America/New_York')).toBe(
      '8:30 PM - 9:30 PM, Saturday, March 29, 2025 (America/New_York)',
    );
    expect(formatRange(start, start + 1_800_000, 'Asia/Kathmandu')).toContain('6:15 AM - 6:45 AM');
  });

  it('fills both code styles, leaves unknown codes empty, and escapes on request', () => {
    const values = { 'guest.full_name': '<b>Ann</b>', 'booking.cancel_url': 'https://x/?a=1&b=2' };
    expect(
      fillPlaceholders('Hi {{ guest.full_name }}{{nope}} ##booking.cancel_url##', values),
    ).toBe('Hi <b>Ann</b> https://x/?a=1&b=2');
    expect(fillPlaceholders('{{guest.full_name}}', values, (v) => v.replace(/</g, '&lt;'))).toBe(
      '&lt;b>Ann&lt;/b>',
    );
  });

  it("names the booking by its event's booking_title in {{booking.booking_title}}", () => {
    const titled = (bookingTitle: string) =>
      bookingContext({
        event: { id: 1, title: 'Intro & call', duration: 30, location: '', bookingTitle },
      });
    const ctx = titled('{{guest.first_name}} / {{booking.start_date_time_for_host}}');
    const title = 'Ada / Monday, March 15, 2027 at 2:00 PM (Europe/Berlin)';
    expect(bookingTitle(ctx)).toBe(title);
    expect(fillPlaceholders('Re: {{booking.booking_title}}', placeholderValues(ctx, 'UTC'))).toBe(
      `Re: ${title}`,
    );
    expect(bookingTitle(titled(''))).toBe(
      'Intro & call meeting between Grace Hopper and Ada <Lovelace>',
    );
    expect(Array.from(bookingTitle(titled('{{booking.cancel_url}}'.repeat(8)))).length).toBe(
      MAX_TITLE_LENGTH,
    );
    expect(bookingTitle(titled('{{guest.note}}\u2028x'))).toBe('About the engine x');
  });

  it('turns a body into text with links, breaks and list items', () => {
    expect(
      htmlToText('<p>Hi&amp;bye</p><ul><li>One</li></ul><p><a href="##u##">Go</a><br>x</p>'),
    ).toBe('Hi&bye\n\n- One\n\nGo (##u##)\nx');
  });

  it('plans who is told about each change', () => {
    const keys = (
      kind: Parameters<typeof planMails>[0]['kind'],
      actor = 'guest',
      status = 'scheduled',
    ) =>
      planMails({ kind, bookingId: 1, actor: actor as 'guest' }, status).map(
        (p) => `${p.key}>${p.audience}:${p.ics ?? '-'}`,
      );
    expect(keys('created')).toEqual([
      'booking_conf_attendee>guest:REQUEST',
      'booking_conf_host>host:REQUEST',
    ]);
    expect(keys('created', 'guest', 'pending')).toEqual([
      'booking_request_attendee>guest:-',
      'booking_request_host>host:-',
    ]);
    expect(keys('created', 'guest', 'reserved')).toEqual([]);
    // The guest hears of every cancellation and move; the host of what the guest did.
    expect(keys('cancelled', 'guest')).toEqual([
      'cancelled_by_host>guest:CANCEL',
      'cancelled_by_attendee>host:CANCEL',
    ]);
    expect(keys('cancelled', 'host')).toEqual(['cancelled_by_host>guest:CANCEL']);
    expect(keys('cancelled', 'system')).toEqual(['cancelled_by_host>guest:CANCEL']);
    expect(keys('rescheduled', 'guest')).toEqual([
      'rescheduled_by_host>guest:REQUEST',
      'rescheduled_by_attendee>host:REQUEST',
    ]);
    expect(keys('rescheduled', 'system')).toEqual(['rescheduled_by_host>guest:REQUEST']);
    expect(keys('rejected', 'host')).toEqual(['declined_by_host>guest:-']);
  });

  it('mails every host and additional guest in their own zone, plus extra recipients', () => {
    const ctx = bookingContext({
      additionalGuests: ['friend@example.org', 'ADA@example.org'],
      coHosts: [{ name: 'Tokyo Host', email: 'tokyo@example.com', timeZone: 'Asia/Tokyo' }],
    });
    const notifications = defaultNotifications();
    notifications.booking_conf_host.email.additional_recipients = 'ops@example.com, not-an-email';
    const mails = buildBookingMails(
      { kind: 'created', bookingId: ctx.bookingId, actor: 'guest' },
      ctx,
      notifications,
      now,
    );
    expect(mails.map((m) => m.recipient)).toEqual([
      '"Ada <Lovelace>" <ada@example.org>',
      'friend@example.org',
      '"Grace Hopper" <grace@example.com>',
      '"Tokyo Host" <tokyo@example.com>',
      'ops@example.com',
    ]);
    expect(mails[3]?.subject).toContain('Monday, March 15, 2027 at 10:00 PM (Asia/Tokyo)');
    expect(mails[4]?.subject).toContain('(Europe/Berlin)');
    expect(formatAddress('A "quoted" \\ name', 'a@b.c')).toBe('"A \\"quoted\\" \\\\ name" <a@b.c>');
  });

  it('builds a valid invite with every attendee, a stable UID, and a higher SEQUENCE to cancel', () => {
    const ctx = bookingContext({
      sequence: 2,
      additionalGuests: ['friend@example.org'],
      coHosts: [{ name: 'Co "Host"', email: 'co@example.com', timeZone: 'UTC' }],
    });
    const request = bookingIcs(ctx, 'REQUEST', now);
    const cancel = bookingIcs(ctx, 'CANCEL', now);
    expect(icsProblems(request)).toEqual([]);
    expect(icsProblems(cancel)).toEqual([]);
    expect(icsUid(ctx)).toMatch(/^[0-9a-f]{32}@book\.example\.com$/);
    expect(icsUid(ctx)).not.toContain(ctx.hash);
    expect(icsUid({ ...ctx })).toBe(icsUid(ctx));
    expect(icsLines(request).filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(3);
    expect(icsLines(request)).toContain('SEQUENCE:2');
    expect(icsLines(cancel)).toContain('SEQUENCE:3');
    expect(request).toContain('DTSTAMP:20270101T000000Z');
    expect(request).not.toContain('CN="Co "Host""');
  });

  it("writes exactly ical-generator's own text, long and non-ASCII lines folded alike", () => {
    const long = 'Ünïcødé 🎉 名前 "x";, '.repeat(9);
    const contexts = [
      bookingContext(),
      bookingContext({
        guest: {
          name: long,
          firstName: 'Ü',
          lastName: long,
          email: 'u@example.org',
          timeZone: 'UTC',
        },
        event: { id: 9, title: `${long}\nsecond line`, duration: 45, location: `a;b,c\\d ${long}` },
        additionalGuests: ['g1@example.org', 'g2@example.org'],
        coHosts: [{ name: long, email: 'co@example.com', timeZone: 'Asia/Tokyo' }],
      }),
      bookingContext({ cancelUrl: 'not a url', rescheduleUrl: '', sequence: 4 }),
    ];
    for (const ctx of contexts) {
      for (const method of ['REQUEST', 'CANCEL'] as const) {
        const text = bookingIcs(ctx, method, now);
        expect(text).toBe(`${bookingCalendar(ctx, method, now).calendar.toString()}\r\n`);
        expect(icsProblems(text)).toEqual([]);
      }
    }
  });

  it('keeps one formatter per locale, zone and options', () => {
    const first = dateFormatter('en-US', 'Asia/Tokyo', { timeStyle: 'short' });
    const options = { dateStyle: 'full' } as const;
    expect(dateFormatter('en-US', 'Asia/Tokyo', options)).toBe(
      dateFormatter('en-US', 'Asia/Tokyo', options),
    );
    expect(dateFormatter('en-US', 'Europe/Berlin', options)).not.toBe(
      dateFormatter('en-US', 'Asia/Tokyo', options),
    );
    expect(first.resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });

  it('retries temporary failures for a day, and fails refused recipients at once', () => {
    const temporary = { message: '451 busy', responseCode: 451, command: 'DATA' };
    expect(decideAfterFailure(temporary, 3, now, now + 1000)).toEqual({
      action: 'retry',
      at: now + 1000 + 120_000,
      error: '451 busy',
    });
    expect(decideAfterFailure(temporary, 30, now, now + RETRY_WINDOW_MS).action).toBe('fail');
    const refused = { message: '550 no such user', responseCode: 550, command: 'RCPT TO' };
    expect(decideAfterFailure(refused, 1, now, now).action).toBe('fail');
    expect(decideAfterFailure({ message: 'ECONNREFUSED' }, 1, now, now).action).toBe('retry');
  });

  it('takes the sender from ?from= on the SMTP URL, else no-reply at the public host', () => {
    expect(senderFor('https://cal.example.com:8443/x')).toEqual({
      from: '"Slotbook" <no-reply@cal.example.com>',
      domain: 'cal.example.com',
    });
    expect(senderFor('http://10.0.0.5', 'smtp://h:25/?from=Bookings%20%3Cb%40ex.com%3E').from).toBe(
      'Bookings <b@ex.com>',
    );
  });
});
