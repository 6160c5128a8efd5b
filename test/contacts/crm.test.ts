import { beforeAll, describe, expect, it } from 'vitest';
import { upsertContactFromBooking } from '../../src/modules/contacts/contact-sync.js';
import { createCrmService, type ContactBookings } from '../../src/modules/contacts/crm.service.js';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)(
  'CRM contact endpoints, `POST /schedules/{id}/crm-contact/tags`, `GET /schedules/crm-contact-prefill` and `GET /schedules/crm-contact-search` (%s)',
  (dialect) => {
    const t = useTestApp(dialect);
    let hostA: Account;
    let hostB: Account;
    let guestId: number;
    const now = Date.UTC(2027, 0, 1);

    beforeAll(async () => {
      hostA = await t.createAccount({ role: 'host' });
      hostB = await t.createAccount({ role: 'host' });
      const db = t.testDb.database.db;
      guestId = await upsertContactFromBooking(
        db,
        {
          email: 'Marie.Curie@Example.org',
          name: 'Marie Curie',
          phone: '+33 1 44 27 00 00',
          timezone: 'Europe/Paris',
          address: '11 Rue Pierre et Marie Curie',
          hostIds: [hostA.id],
        },
        now,
      );
      await upsertContactFromBooking(
        db,
        { email: 'pierre@example.org', name: 'Pierre Curie', hostIds: [hostB.id] },
        now,
      );
    });

    const get = (url: string, as: Account) => t.request({ url: `/api/v2/schedules/${url}`, as });

    it('prefills a booking form from a contact by id or e-mail, with its bookings', async () => {
      const expected = {
        prefill: {
          name: 'Marie Curie',
          email: 'marie.curie@example.org',
          phone: '+33 1 44 27 00 00',
          timezone: 'Europe/Paris',
          address: '11 Rue Pierre et Marie Curie',
        },
        contact_id: guestId,
        bookings: [],
        total: 0,
        per_page: 10,
        current_page: 1,
        last_page: 1,
        from: null,
        to: null,
      };
      expect((await get(`crm-contact-prefill?contact_id=${guestId}`, hostA)).json()).toEqual(
        expected,
      );
      const byEmail = await get('crm-contact-prefill?email=MARIE.CURIE@example.org', hostA);
      expect(byEmail.json()).toEqual(expected);
      // Through FluentBooking's URL too.
      const wp = await t.request({
        url: `/wp-json/fluent-booking/v2/schedules/crm-contact-prefill?contact_id=${guestId}`,
        as: hostA,
      });
      expect(wp.json().prefill.email).toBe('marie.curie@example.org');
    });

    it("hides another host's contacts and rejects bad prefill queries", async () => {
      errorBody(
        await get(`crm-contact-prefill?contact_id=${guestId}`, hostB),
        404,
        'contact_not_found',
      );
      errorBody(
        await get('crm-contact-prefill?email=marie.curie@example.org', hostB),
        404,
        'contact_not_found',
      );
      errorBody(await get('crm-contact-prefill', hostA), 400, 'rest_invalid_param');
      errorBody(await get('crm-contact-prefill?contact_id=0', hostA), 400, 'rest_invalid_param');
      errorBody(await get('crm-contact-prefill?contact_id=x', hostA), 400, 'rest_invalid_param');
      errorBody(await get('crm-contact-prefill?email=nope', hostA), 400, 'rest_invalid_param');
      errorBody(
        await get('crm-contact-prefill?contact_id=999999', hostA),
        404,
        'contact_not_found',
      );
    });

    it('searches name, e-mail and phone case-insensitively among readable contacts', async () => {
      const search = async (text: string, as: Account) =>
        (await get(`crm-contact-search?search=${encodeURIComponent(text)}`, as)).json();
      expect(await search('CURIE', hostA)).toEqual({
        contacts: [
          {
            id: guestId,
            name: 'Marie Curie',
            email: 'marie.curie@example.org',
            phone: '+33 1 44 27 00 00',
          },
        ],
        bookings: [],
        total: 0,
        per_page: 10,
        current_page: 1,
        last_page: 1,
        from: null,
        to: null,
      });
      expect((await search('44 27', hostA)).contacts).toHaveLength(1);
      expect((await search('marie curie', hostA)).contacts).toHaveLength(1);
      expect(
        (await search('curie', hostB)).contacts.map((c: { email: string }) => c.email),
      ).toEqual(['pierre@example.org']);
      expect((await search('curie', t.admin)).contacts).toHaveLength(2);
      for (const bad of [
        'crm-contact-search?search=c',
        'crm-contact-search?search=%20%20c%20',
        'crm-contact-search',
      ]) {
        errorBody(await get(bad, hostA), 400, 'rest_invalid_param');
      }
      errorBody(
        await get(`crm-contact-search?search=${'x'.repeat(101)}`, hostA),
        400,
        'rest_invalid_param',
      );
    });

    it("replaces a booking contact's tags by title or id", async () => {
      const crm = createCrmService({ db: t.testDb.database.db, clock: () => now });
      const booking = {
        email: 'new.guest@example.org',
        name: 'New Guest',
        timezone: 'Asia/Kolkata',
        hostIds: [hostA.id],
        ownerId: hostA.id,
      };
      const first = await crm.tagBookingContact(booking, { tags: ['Lead', 'Webinar'] });
      expect(first.tags).toEqual(['Lead', 'Webinar']);
      const contact = await t.request({ url: `/api/v2/contacts/${first.contact_id}`, as: hostA });
      expect(contact.json()).toMatchObject({ full_name: 'New Guest', timezone: 'Asia/Kolkata' });
      expect(contact.json().tags.map((x: { title: string }) => x.title)).toEqual([
        'Lead',
        'Webinar',
      ]);

      const lead = first.tag_ids[0]!;
      await expect(
        crm.tagBookingContact(booking, { tag_ids: [lead, 999_999] }),
      ).rejects.toMatchObject({ kind: 'validation', details: { errors: { tag_ids: {} } } });
      const byId = await crm.tagBookingContact(booking, { tag_ids: [lead] });
      expect(byId).toEqual({ contact_id: first.contact_id, tag_ids: [lead], tags: ['Lead'] });
      const cleared = await crm.tagBookingContact(booking, { tags: [] });
      expect(cleared).toMatchObject({ contact_id: first.contact_id, tag_ids: [], tags: [] });
      await expect(crm.tagBookingContact(booking, {})).rejects.toMatchObject({
        kind: 'validation',
        code: 'rest_validation_failed',
      });
    });

    it('lists the bookings the bookings module supplies, with their envelope', async () => {
      const seen: string[][] = [];
      const bookings: ContactBookings = async (_principal, emails, page) => {
        seen.push([...emails]);
        return { bookings: [{ id: 1 }, { id: 2 }].slice(0, page.limit), total: 12 };
      };
      const crm = createCrmService({ db: t.testDb.database.db, clock: () => now, bookings });
      const principal = {
        userId: hostA.id,
        login: hostA.login,
        role: 'host' as const,
        permissions: new Set(['manage_own_calendar' as const]),
      };
      const answer = await crm.search(principal, { search: 'curie', per_page: 2, page: 3 });
      expect(seen).toEqual([['marie.curie@example.org']]);
      expect(answer).toMatchObject({
        bookings: [{ id: 1 }, { id: 2 }],
        total: 12,
        per_page: 2,
        current_page: 3,
        last_page: 6,
        from: 5,
        to: 6,
      });
    });
  },
);
