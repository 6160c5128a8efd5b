/**
 * The event setting `booking_title`: the booking's title with smart codes filled in, the same in
 * the booking's answer, the guest's invitation, the downloadable `.ics` and the host's feed;
 * empty, the default title.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { icsOf, icsProblems, icsValue } from '../helpers/smtp.js';

describe.each(DIALECTS)("the event's booking title (%s)", (dialect) => {
  let t: TestApp;
  let m: MailingApp;

  beforeAll(async () => {
    m = await startMailingApp(dialect);
    ({ t } = m);
  });
  afterAll(() => m.close());

  /** A booking of an event whose settings say `booking_title`; its answer, mail and files. */
  async function booked(bookingTitle: string | undefined, hours: number) {
    const host = await t.createAccount();
    const settings = bookingTitle === undefined ? {} : { booking_title: bookingTitle };
    const { event } = await bookableEvent(t, host, { settings });
    const email = `title${hours}@example.org`;
    const booking = await adminBook(t, host, event.id, { start_utc: hoursAhead(hours), email });
    const mails = await m.deliver();
    const read = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
    expect(read.statusCode, read.body).toBe(200);
    const invite =
      icsOf(
        mails.find(
          (mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === email,
        )!,
      ) ?? '';
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/bookings/${booking.hash}/ics`,
      remoteAddress: `198.51.100.${hours}`,
    });
    expect(download.statusCode).toBe(200);
    const feed = await t.request({ method: 'POST', url: '/api/v2/connections/feed', as: host });
    expect(feed.statusCode, feed.body).toBeLessThan(300);
    const feedIcs = await t.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname });
    expect(feedIcs.statusCode).toBe(200);
    expect(icsProblems(invite)).toEqual([]);
    return {
      host,
      event,
      title: read.json().booking.title as string,
      summaries: [invite, download.body, feedIcs.body].map((ics) => icsValue(ics, 'SUMMARY')),
    };
  }

  it('renders the smart codes of the template everywhere the booking is named', async () => {
    const { title, summaries } = await booked('{{guest.full_name}} x {{event.title}}', 40);
    expect(title).toBe('Ada Lovelace x Consultation');
    expect(summaries).toEqual([title, title, title]);
  });

  it('gives the default title when the template is empty or fills to nothing', async () => {
    for (const [template, hours] of [
      [undefined, 41],
      ['', 42],
      ['{{no.such_code}}', 43],
    ] as const) {
      const { host, title, summaries } = await booked(template, hours);
      expect(title).toBe(`Consultation meeting between ${host.login} and Ada Lovelace`);
      expect(summaries).toEqual([title, title, title]);
    }
  });

  it('keeps the title one line: unknown codes empty, line breaks gone', async () => {
    const { title, summaries } = await booked(
      '{{guest.first_name}}{{guest.nope}} with\n{{host.name}}\t({{booking.booking_title}})',
      44,
    );
    const host = title.match(/^Ada with (\S+) \(/)?.[1] ?? '';
    expect(title).toBe(`Ada with ${host} (Consultation meeting between ${host} and Ada Lovelace)`);
    expect(summaries).toEqual([title, title, title]);
  });

  it('stores a template of at most 192 characters, as one line', async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    const url = `/api/v2/calendars/${calendar.id}/events/${event.id}`;
    const put = (booking_title: string) =>
      t.request({ method: 'PUT', url, as: host, payload: { settings: { booking_title } } });
    errorBody(await put('x'.repeat(193)), 422, 'rest_validation_failed');
    const saved = await put('  {{guest.full_name}}\r\n{{event.title}}  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event.settings.booking_title).toBe('{{guest.full_name}} {{event.title}}');
  });
});
