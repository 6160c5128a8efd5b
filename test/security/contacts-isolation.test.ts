/**
 * One host cannot reach another host's contacts: not by booking their own event (or letting a
 * guest book it) with the same e-mail, not through the prefill, the search or a 409, and not by
 * tag ids. A guest's booking never overwrites what a host recorded. Readers of every booking
 * keep their wider view.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)("another host's contacts (%s)", (dialect) => {
  const t = useTestApp(dialect);
  let hostA: Account;
  let hostB: Account;
  let reader: Account;
  beforeAll(async () => {
    hostA = await t.createAccount();
    hostB = await t.createAccount();
    reader = await t.createAccount({ role: 'viewer', permissions: ['read_all_bookings'] });
  });

  it('stay out of reach of a host who books the same address', async () => {
    const address = 'vip@example.org';
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/contacts',
      as: hostA,
      payload: {
        email: address,
        first_name: 'Vera',
        last_name: 'Important',
        phone: '+1 555 0100',
        address_line_1: '1 Secret Lane',
        tags: ['Investor'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json();
    const investorTag = mine.tags[0].id;

    // Host B lets an anonymous guest book B's public page with A's contact's address.
    const { event } = await bookableEvent(t, hostB);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      remoteAddress: '198.51.100.77',
      payload: { name: 'Mallory', email: address, start_utc: hoursAhead(30), phone_number: '1' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().booking.id;

    // B sees only B's own contact, made from B's booking: none of A's data.
    const list = (await t.request({ url: '/api/v2/contacts', as: hostB })).json();
    expect(list.contacts.map((c: { email: string }) => c.email)).toEqual([address]);
    const theirs = list.contacts[0];
    expect(theirs.id).not.toBe(mine.id);
    expect(JSON.stringify(theirs)).not.toMatch(/Secret Lane|555 0100|Investor|Vera/);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { phone: '0' }],
      ['DELETE', undefined],
    ] as const) {
      errorBody(
        await t.request({ method, url: `/api/v2/contacts/${mine.id}`, as: hostB, payload }),
        404,
        'contact_not_found',
      );
    }
    const prefill = await t.request({
      url: `/api/v2/schedules/crm-contact-prefill?email=${address}`,
      as: hostB,
    });
    expect(JSON.stringify(prefill.json())).not.toMatch(/Secret Lane|555 0100|Vera/);
    const prefillById = await t.request({
      url: `/api/v2/schedules/crm-contact-prefill?contact_id=${mine.id}`,
      as: hostB,
    });
    errorBody(prefillById, 404, 'contact_not_found');
    const search = await t.request({
      url: '/api/v2/schedules/crm-contact-search?search=vip',
      as: hostB,
    });
    expect(JSON.stringify(search.json())).not.toMatch(/Secret Lane|555 0100|Vera/);

    // Creating the address is B's own business: no 409 that would reveal A's contact.
    const again = await t.request({
      method: 'POST',
      url: '/api/v2/contacts',
      as: hostB,
      payload: { email: 'other-vip@example.org' },
    });
    expect(again.statusCode).toBe(201);
    const dup = await t.request({
      method: 'POST',
      url: '/api/v2/contacts',
      as: hostB,
      payload: { email: address },
    });
    errorBody(dup, 409, 'contact_exists');
    // A's tag id means nothing to B: refused exactly as an id that does not exist.
    const tag = (id: number) =>
      t.request({
        method: 'POST',
        url: `/api/v2/schedules/${bookingId}/crm-contact/tags`,
        as: hostB,
        payload: { tag_ids: [id] },
      });
    const tagged = errorBody(await tag(investorTag), 422, 'rest_validation_failed');
    const missing = errorBody(await tag(987_654_321), 422, 'rest_validation_failed');
    expect(tagged.message.replace(String(investorTag), 'N')).toBe(
      missing.message.replace('987654321', 'N'),
    );

    // A's contact is untouched by B's guest, and a reader of every booking sees both.
    const after = (await t.request({ url: `/api/v2/contacts/${mine.id}`, as: hostA })).json();
    expect(after).toMatchObject({
      first_name: 'Vera',
      phone: '+1 555 0100',
      address_line_1: '1 Secret Lane',
    });
    const all = (await t.request({ url: '/api/v2/contacts?search=vip@', as: reader })).json();
    const same = all.contacts.filter((c: { email: string }) => c.email === address);
    expect(same.map((c: { id: number }) => c.id).sort()).toEqual(
      [mine.id, theirs.id].sort((a, b) => a - b),
    );
  });

  it("never lets a guest's booking overwrite what the host edited", async () => {
    const { event } = await bookableEvent(t, hostA);
    const address = 'regular@example.org';
    const book = (name: string, hours: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/events/${event.hash}/bookings`,
        remoteAddress: '198.51.100.78',
        payload: { name, email: address, start_utc: hoursAhead(hours) },
      });
    expect((await book('Rita Regular', 50)).statusCode).toBe(201);
    const list = (await t.request({ url: '/api/v2/contacts?search=regular@', as: hostA })).json();
    const id = list.contacts[0].id;
    const edited = await t.request({
      method: 'PUT',
      url: `/api/v2/contacts/${id}`,
      as: hostA,
      payload: { first_name: 'Margarita', last_name: 'Regular-Smith' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await book('Someone Else', 54)).statusCode).toBe(201);
    expect((await t.request({ url: `/api/v2/contacts/${id}`, as: hostA })).json()).toMatchObject({
      first_name: 'Margarita',
      last_name: 'Regular-Smith',
    });
  });
});
