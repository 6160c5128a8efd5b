/**
 * Additional guests: a stranger cannot make Slotbook invite people when the event does not take
 * guests, the field's limit holds when it does, and guests never receive the booker's links to
 * cancel or move the booking (nor the hash those links carry).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, type TestApp } from '../helpers/app.js';
import { bookableEvent, enableGuests, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf, type TestSmtp } from '../helpers/smtp.js';

describe.each(DIALECTS)('additional guests (%s)', (dialect) => {
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

  const book = (hash: string, guests: string[], hours: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${hash}/bookings`,
      remoteAddress: `203.0.113.${(address++ % 200) + 1}`,
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        timezone: 'Europe/London',
        start_utc: hoursAhead(hours),
        guests,
      },
    });

  it('refuses guests when the event does not take them, and mails nobody', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const res = await book(event.hash, ['stranger@example.net'], 30);
    expect(errorBody(res, 422, 'rest_validation_failed').data).toHaveProperty([
      'errors',
      'guests',
      'disabled',
    ]);
    const listed = await t.request({ url: `/api/v2/schedules?event_id=${event.id}`, as: host });
    expect(listed.json().total).toBe(0);
    await m.deliver();
    expect(smtp.received).toEqual([]);
  });

  it("enforces the field's limit and sends guests no management links", async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    await enableGuests(t, host, calendar.id, event.id, 2);
    const three = await book(event.hash, ['a@example.net', 'b@example.net', 'c@example.net'], 40);
    expect(errorBody(three, 422, 'rest_validation_failed').data).toHaveProperty([
      'errors',
      'guests',
      'max',
    ]);
    const res = await book(event.hash, ['a@example.net', 'B@example.net', 'ada@example.org'], 44);
    expect(res.statusCode, res.body).toBe(201);
    const { booking } = res.json();
    expect(booking.additional_guests).toEqual(['a@example.net', 'b@example.net']);

    await m.deliver();
    const to = (address: string) =>
      smtp.received.filter((mail) =>
        (Array.isArray(mail.to) ? mail.to : [mail.to]).some((a) =>
          a?.value.some((v) => v.address === address),
        ),
      );
    const booker = to('ada@example.org');
    expect(booker).toHaveLength(1);
    expect(`${booker[0]!.html || ''}${booker[0]!.text ?? ''}`).toContain(booking.hash);
    for (const guest of ['a@example.net', 'b@example.net']) {
      const mails = to(guest);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const everything = `${mail.subject ?? ''}${mail.html || ''}${mail.text ?? ''}${icsOf(mail) ?? ''}`;
      expect(everything).toContain('Ada Lovelace');
      expect(everything).not.toContain(booking.hash);
    }
  });
});
