/**
 * The e-mails' "Where:" line: a booking of an event without a location says "To be arranged with
 * the host" in the guest's confirmation and the host's notification, text and HTML alike, and
 * never leaves the line empty; an event with a location names it there instead.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';

const ARRANGED = 'To be arranged with the host';
/** "Where:" followed by nothing: a line break, a tag, or the end. */
const EMPTY_WHERE = /Where:\s*(\n|<|$)/;
/** The HTML without its inline formatting tags, so `<strong>Where:</strong>` reads as `Where:`. */
const unstyled = (html: string) => html.replace(/<\/?(?:strong|b|em|i|span)\b[^>]*>/gi, '');

describe.each(DIALECTS)('the e-mails\' "Where" line (%s)', (dialect) => {
  let t: TestApp;
  let m: MailingApp;

  beforeAll(async () => {
    m = await startMailingApp(dialect);
    ({ t } = m);
  });
  afterAll(() => m.close());

  const addressOf = (mail: ParsedMail) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;

  /** Books an event with `event` fields; the guest's and the host's confirmation e-mails. */
  async function confirmations(event: Record<string, unknown>, hours: number) {
    const host = await t.createAccount();
    const booked = await bookableEvent(t, host, { event });
    const email = `where${hours}@example.org`;
    await adminBook(t, host, booked.event.id, { start_utc: hoursAhead(hours), email });
    const mails = await m.deliver();
    const guest = mails.filter((mail) => addressOf(mail) === email);
    const hostMails = mails.filter((mail) => addressOf(mail) === `${host.login}@example.com`);
    expect(guest.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking Confirmation: /),
    ]);
    expect(hostMails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New Booking: /),
    ]);
    return [...guest, ...hostMails].map((mail) => ({
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    }));
  }

  it('says the place is to be arranged when the event has no location', async () => {
    const mails = await confirmations({ location_settings: [] }, 50);
    for (const { text, html } of mails) {
      expect(text).toMatch(/Where:[ \t]*To be arranged with the host/);
      expect(html).toMatch(/Where:(?:<\/strong>)?\s*To be arranged with the host/);
      expect(text).not.toMatch(EMPTY_WHERE);
      expect(unstyled(html)).not.toMatch(EMPTY_WHERE);
    }
  });

  it("names the event's location when it has one", async () => {
    const place = 'Main Street 1, Room 4';
    const mails = await confirmations(
      { location_settings: [{ type: 'in_person_organizer', title: 'Office', description: place }] },
      51,
    );
    for (const { text, html } of mails) {
      expect(text).toMatch(/Where:[ \t]*Main Street 1, Room 4/);
      expect(html).toMatch(/Where:(?:<\/strong>)?\s*Main Street 1, Room 4/);
      expect(text + html).not.toContain(ARRANGED);
      expect(text).not.toMatch(EMPTY_WHERE);
      expect(unstyled(html)).not.toMatch(EMPTY_WHERE);
    }
  });
});
