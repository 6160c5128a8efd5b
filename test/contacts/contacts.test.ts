import { beforeAll, describe, expect, it } from 'vitest';
import { upsertContactFromBooking } from '../../src/modules/contacts/contact-sync.js';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('contacts (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let hostA: Account;
  let hostB: Account;
  let reader: Account;
  let unique = 0;
  const email = (name: string) => `${name}.${(unique += 1)}@Example.org`;

  beforeAll(async () => {
    hostA = await t.createAccount({ role: 'host' });
    hostB = await t.createAccount({ role: 'host' });
    reader = await t.createAccount({ role: 'viewer', permissions: ['read_all_bookings'] });
  });

  const create = async (as: Account, payload: Record<string, unknown>) => {
    const res = await t.request({ method: 'POST', url: '/api/v2/contacts', as, payload });
    if (res.statusCode !== 201) throw new Error(`contact not created: ${res.body}`);
    return res.json();
  };

  it('creates a contact with every field and answers 201', async () => {
    const address = email('Ada');
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/contacts',
      as: hostA,
      payload: {
        email: address,
        name: 'Ada King Lovelace',
        phone: '+44 20 7946 0000',
        timezone: 'Europe/London',
        address_line_1: '12 St James <b>Square</b>',
        city: 'London',
        country: 'GB',
        tags: ['VIP', 'Engines', 'vip'],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      email: address.toLowerCase(),
      first_name: 'Ada',
      last_name: 'King Lovelace',
      full_name: 'Ada King Lovelace',
      phone: '+44 20 7946 0000',
      timezone: 'Europe/London',
      address_line_1: '12 St James Square',
      address: '12 St James Square, London, GB',
      tags: [
        { id: expect.any(Number), title: 'Engines', slug: 'engines' },
        { id: expect.any(Number), title: 'VIP', slug: 'vip' },
      ],
      created_at: expect.stringMatching(/\+00:00$/),
    });
  });

  it("refuses a duplicate of the host's own e-mail in any case with 409", async () => {
    const address = email('dup');
    await create(hostA, { email: address });
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/contacts',
        as: hostA,
        payload: { email: address.toUpperCase() },
      }),
      409,
      'contact_exists',
    );
    // Another host's contact with that address is none of their business: theirs is new.
    const theirs = await t.request({
      method: 'POST',
      url: '/api/v2/contacts',
      as: hostB,
      payload: { email: address.toUpperCase() },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const other = await create(hostA, { email: email('other') });
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/contacts/${other.id}`,
        as: hostA,
        payload: { email: address },
      }),
      409,
      'contact_exists',
    );
  });

  it('answers bad input with 400 or 422, never 500', async () => {
    const bad = [
      [{ email: 'not-an-email' }, 'email'],
      [{}, 'email'],
      [{ email: email('tz'), timezone: 'Mars/Olympus' }, 'timezone'],
      [{ email: email('long'), first_name: 'x'.repeat(101) }, 'first_name'],
      [{ email: email('tags'), tags: [{ title: 'vip' }] }, 'tags.0'],
      [{ email: email('tags'), tags: [''] }, 'tags.0'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await t.request({ method: 'POST', url: '/api/v2/contacts', as: hostA, payload });
      expect(errorBody(res, 422, 'rest_validation_failed').data).toHaveProperty(['errors', field]);
    }
    for (const url of [
      '/api/v2/contacts/abc',
      '/api/v2/contacts/0',
      '/api/v2/contacts?per_page=0',
    ]) {
      errorBody(await t.request({ url, as: hostA }), 400, 'rest_invalid_param');
    }
    errorBody(
      await t.request({ url: '/api/v2/contacts/987654', as: hostA }),
      404,
      'contact_not_found',
    );
    const viewer = await t.createAccount({ role: 'viewer' });
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/contacts',
        as: viewer,
        payload: { email: email('v') },
      }),
      403,
      'rest_forbidden',
    );
  });

  it("keeps every host's contacts to that host; readers of all bookings see them all", async () => {
    const mine = await create(hostA, { email: email('mine'), name: 'Isolated Person' });
    const url = `/api/v2/contacts/${mine.id}`;
    errorBody(await t.request({ url, as: hostB }), 404, 'contact_not_found');
    errorBody(
      await t.request({ method: 'PUT', url, as: hostB, payload: { first_name: 'X' } }),
      404,
      'contact_not_found',
    );
    errorBody(await t.request({ method: 'DELETE', url, as: hostB }), 404, 'contact_not_found');
    const listB = await t.request({ url: '/api/v2/contacts?search=Isolated', as: hostB });
    expect(listB.json()).toMatchObject({ contacts: [], total: 0, from: null, to: null });

    expect((await t.request({ url, as: reader })).statusCode).toBe(200);
    errorBody(
      await t.request({ method: 'PUT', url, as: reader, payload: { first_name: 'X' } }),
      403,
      'rest_forbidden',
    );
    const listAdmin = await t.request({ url: '/api/v2/contacts?search=isolated' });
    expect(listAdmin.json().contacts.map((c: { id: number }) => c.id)).toEqual([mine.id]);
  });

  it('gives each host the guest as their own contact; bookings fill blanks, never overwrite', async () => {
    const db = t.testDb.database.db;
    const address = email('guest');
    const now = Date.now();
    const id = await upsertContactFromBooking(
      db,
      { email: address, name: 'Grace', phone: '', timezone: 'Mars/X', hostIds: [hostA.id] },
      now,
    );
    const other = await upsertContactFromBooking(
      db,
      {
        email: address.toUpperCase(),
        name: 'Grace Brewster Hopper',
        phone: '555-0100',
        timezone: 'America/New_York',
        hostIds: [hostB.id],
      },
      now + 1,
    );
    expect(other).not.toBe(id);
    const read = async (as: Account, contactId: number) =>
      (await t.request({ url: `/api/v2/contacts/${contactId}`, as })).json();
    expect(await read(hostA, id)).toMatchObject({
      email: address.toLowerCase(),
      first_name: 'Grace',
      last_name: '',
      phone: '',
      timezone: '',
    });
    expect(await read(hostB, other)).toMatchObject({
      phone: '555-0100',
      last_name: 'Brewster Hopper',
    });
    errorBody(
      await t.request({ url: `/api/v2/contacts/${other}`, as: hostA }),
      404,
      'contact_not_found',
    );

    // A later booking fills what is empty and changes nothing stored.
    await upsertContactFromBooking(
      db,
      { email: address, name: 'G. Hopper', phone: '555-0199', hostIds: [hostA.id] },
      now + 2,
    );
    expect(await read(hostA, id)).toMatchObject({ first_name: 'Grace', phone: '555-0199' });

    // Deleting one host's contact leaves the other's.
    const del = await t.request({ method: 'DELETE', url: `/api/v2/contacts/${id}`, as: hostA });
    expect(del.json()).toMatchObject({ deleted: true, previous: { id } });
    errorBody(
      await t.request({ url: `/api/v2/contacts/${id}`, as: hostA }),
      404,
      'contact_not_found',
    );
    expect((await t.request({ url: `/api/v2/contacts/${other}`, as: hostB })).statusCode).toBe(200);
  });

  it('updates only the fields sent, replaces tags, and searches with paging', async () => {
    const host = await t.createAccount({ role: 'host' });
    const first = await create(host, {
      email: email('page'),
      first_name: 'Pat',
      last_name: 'Searchable',
      phone: '+1 212 555 0199',
      tags: ['one'],
    });
    for (let i = 0; i < 4; i++) {
      await create(host, { email: email(`searchable${i}`), first_name: `Sam${i}` });
    }
    const put = await t.request({
      method: 'PUT',
      url: `/api/v2/contacts/${first.id}`,
      as: host,
      payload: { city: 'Oslo', tags: ['two', 'Three'] },
    });
    expect(put.json()).toMatchObject({
      first_name: 'Pat',
      phone: '+1 212 555 0199',
      city: 'Oslo',
      tags: [{ title: 'Three' }, { title: 'two' }],
    });

    const page = await t.request({
      url: '/api/v2/contacts?search=SEARCHABLE&per_page=2&page=2',
      as: host,
    });
    expect(page.json()).toMatchObject({
      total: 5,
      per_page: 2,
      current_page: 2,
      last_page: 3,
      from: 3,
      to: 4,
    });
    expect(page.json().contacts).toHaveLength(2);
    const byPhone = await t.request({ url: '/api/v2/contacts?search=555%200199', as: host });
    expect(byPhone.json().contacts.map((c: { id: number }) => c.id)).toEqual([first.id]);
    const byName = await t.request({ url: '/api/v2/contacts?search=pat%20sea', as: host });
    expect(byName.json().total).toBe(1);
    const wild = await t.request({ url: '/api/v2/contacts?search=%25', as: host });
    expect(wild.json().total).toBe(0);
  });
});
