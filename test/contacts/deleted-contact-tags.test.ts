/** Tagging a booking whose guest's contact was deleted gives the guest a contact again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('tags on a booking whose contact was deleted (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => NOW });
  });
  afterAll(() => t.close());

  it('answers 200 and links a new contact, never 500', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-04T12:00:00Z' });
    const url = `/api/v2/schedules/${booking.id}/crm-contact/tags`;
    const first = await t.request({ method: 'POST', url, as: host, payload: { tags: ['Lead'] } });
    expect(first.statusCode, first.body).toBe(200);
    const contactId = first.json<{ booking: { person_contact_id: number } }>().booking
      .person_contact_id;
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v2/contacts/${contactId}`,
      as: host,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const again = await t.request({ method: 'POST', url, as: host, payload: { tags: ['VIP'] } });
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json<{ booking: { person_contact_id: number }; tags: string[] }>();
    expect(body.tags).toEqual(['VIP']);
    const contact = await t.request({
      method: 'GET',
      url: `/api/v2/contacts/${body.booking.person_contact_id}`,
      as: host,
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const read = await t.request({
      method: 'GET',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
    });
    expect(read.statusCode, read.body).toBe(200);
  });
});
