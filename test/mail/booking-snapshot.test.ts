/**
 * A new booking's e-mails are described from what its writer has in hand instead of reading the
 * booking back inside its transaction. That description must be exactly what reading it back
 * gives: the outbox snapshot of each new booking is compared with a fresh read of its tables.
 */
import { describe, expect, it } from 'vitest';
import { createBookingMailSource } from '../../src/modules/bookings/services.js';
import { CHANGE_KIND } from '../../src/modules/mail/outbox.repo.js';
import { useTestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, enableGuests } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const PUBLIC_URL = 'https://book.example.com';

describe.each(DIALECTS)('the mail snapshot of a new booking (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { PUBLIC_URL } });

  /** The context stored with the booking's `created` change, and the one read back now. */
  async function contexts(bookingId: number) {
    const db = t.testDb.database.db;
    const row = await db
      .selectFrom('outbox')
      .select('payload')
      .where('booking_id', '=', bookingId)
      .where('kind', '=', CHANGE_KIND)
      .executeTakeFirstOrThrow();
    const stored = (JSON.parse(row.payload ?? '{}') as { ctx: unknown }).ctx;
    const read = await createBookingMailSource(PUBLIC_URL)(db, bookingId);
    return { stored, read };
  }

  it('a one-host booking with guests, a location, a message and a phone', async () => {
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host, {
      timezone: 'Europe/Berlin',
      event: {
        description: 'We talk about plans',
        location_settings: [
          { type: 'online_meeting', title: 'Video', meeting_link: 'https://meet.example.com/x' },
        ],
      },
    });
    await enableGuests(t, host, calendar.id, event.id);
    const booking = await adminBook(t, host, event.id, {
      name: 'Ada King Lovelace',
      email: 'ada@example.org',
      timezone: 'Asia/Kathmandu',
      start_utc: '2031-02-03T10:00:00Z',
      location_type: 'online_meeting',
      message: 'See you',
      phone_number: '+49 30 1234567',
      guests: ['bob@example.com', { name: 'Eve', email: 'EVE@example.com' }],
    });
    const { stored, read } = await contexts(booking.id);
    expect(stored).toMatchObject({
      bookingId: booking.id,
      additionalGuests: ['bob@example.com', 'eve@example.com'],
      event: { location: 'https://meet.example.com/x', description: 'We talk about plans' },
      guest: { note: 'See you', phone: '+49 30 1234567', timeZone: 'Asia/Kathmandu' },
    });
    expect(stored).toEqual(read);
  });

  it("a collective booking: the organizer and each co-host; a deleted member's seat goes to their heir", async () => {
    const owner = await t.createAccount({
      permissions: ['manage_own_calendar', 'read_and_use_other_availabilities'],
    });
    const members = [await t.createAccount(), await t.createAccount()];
    const { event } = await bookableEvent(t, owner, {
      event: { event_type: 'collective' },
      settings: { team_members: members.map((m) => m.id) },
    });
    const first = await adminBook(t, owner, event.id, { start_utc: '2031-02-04T10:00:00Z' });
    const before = await contexts(first.id);
    expect(before.stored).toMatchObject({
      host: { email: `${owner.login}@example.com` },
      coHosts: members.map((m) => ({ email: `${m.login}@example.com` })),
    });
    expect(before.stored).toEqual(before.read);

    const gone = members[1];
    if (!gone) throw new Error('two members');
    const heir = await t.createAccount();
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v2/users/${gone.id}?reassign_to=${heir.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const second = await adminBook(t, owner, event.id, { start_utc: '2031-02-04T11:00:00Z' });
    const after = await contexts(second.id);
    const coHosts = (after.stored as { coHosts: { email: string }[] }).coHosts.map((h) => h.email);
    expect(coHosts.sort()).toEqual(
      [`${members[0]?.login}@example.com`, `${heir.login}@example.com`].sort(),
    );
    expect(after.stored).toEqual(after.read);
  });
});
