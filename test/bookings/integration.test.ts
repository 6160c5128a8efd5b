/**
 * What bookings hand to the other modules: the mail context of a booking (for the mail
 * module's notifier), the guest kept as a CRM contact, `POST
 * /schedules/{id}/send-confirmation-email` (confirmation e-mail) and
 * `POST /schedules/{id}/crm-contact/tags` (contact tags).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent, enableGuests } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createBookingMailSource } from '../../src/modules/bookings/services.js';
import { createMailNotifier, renderChange } from '../../src/modules/mail/mail-notifier.js';
import { CHANGE_KIND } from '../../src/modules/mail/outbox.repo.js';

const NOW = Date.parse('2031-01-06T08:00:00Z');

describe.each(DIALECTS)('bookings with mail and contacts (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    env: { PUBLIC_URL: 'https://book.example.com' },
    clock: () => NOW,
  });

  /** The kinds of the booking's e-mails, its changes rendered as the mailer will render them. */
  const mails = async (bookingId: number) =>
    (
      await t.testDb.database.db
        .selectFrom('outbox')
        .select(['kind', 'payload'])
        .where('booking_id', '=', bookingId)
        .orderBy('id')
        .execute()
    ).flatMap((m) =>
      m.kind === CHANGE_KIND ? renderChange(m.payload ?? '').map((r) => r.kind) : [m.kind],
    );
  const post = (url: string, payload: unknown, as: Account | null = t.admin) =>
    t.request({ method: 'POST', url: `/api/v2/schedules/${url}`, as, payload: payload as object });

  it("sends the guest no e-mail about a host's move when notify_guest is false", async () => {
    const move = (id: number, payload: object, as: Account) =>
      t.request({ method: 'PUT', url: `/api/v2/schedules/${id}`, as, payload });
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    const before = await mails(booking.id);
    const quiet = await move(
      booking.id,
      { start_utc: '2031-02-03T11:00:00Z', notify_guest: false, reschedule_reason: 'Room' },
      host,
    );
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(await mails(booking.id)).toEqual(before);
    const told = await move(booking.id, { start_utc: '2031-02-03T12:00:00Z' }, host);
    expect(told.statusCode, told.body).toBe(200);
    expect(await mails(booking.id)).toEqual([...before, 'rescheduled_by_host']);
  });

  it("describes a booking to the mail module's notifier, which queues its e-mails", async () => {
    const host = await t.createAccount();
    const { event, calendar } = await bookableEvent(t, host, {
      event: {
        location_settings: [
          { type: 'online_meeting', title: 'Video', meeting_link: 'https://meet.example.com/a' },
        ],
      },
    });
    await enableGuests(t, host, calendar.id, event.id);
    const booking = await adminBook(t, host, event.id, {
      start_utc: '2031-02-03T10:00:00Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      timezone: 'Europe/London',
      guests: ['bob@example.com'],
    });
    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { start_utc: '2031-02-03T11:00:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    const db = t.testDb.database.db;
    const source = createBookingMailSource('https://book.example.com');
    expect(await source(db, booking.id)).toMatchObject({
      bookingId: booking.id,
      hash: booking.hash,
      status: 'scheduled',
      sequence: 1,
      start: Date.parse('2031-02-03T11:00:00Z'),
      end: Date.parse('2031-02-03T11:30:00Z'),
      guest: {
        name: 'Ada Lovelace',
        firstName: 'Ada',
        email: 'ada@example.com',
        timeZone: 'Europe/London',
      },
      additionalGuests: ['bob@example.com'],
      host: { email: `${host.login}@example.com` },
      coHosts: [],
      event: {
        id: event.id,
        title: 'Consultation',
        duration: 30,
        location: 'https://meet.example.com/a',
      },
      calendar: { id: calendar.id },
      cancelUrl: `https://book.example.com/booking/${booking.hash}?type=cancel`,
    });
    expect(await source(db, 999_999)).toBeUndefined();
    // The API queued the confirmations (the guest and the additional guest get the guest's
    // mail, the host its own), then the notice of the host's move to the guest's side.
    const queued = [
      'booking_conf_attendee',
      'booking_conf_attendee',
      'booking_conf_host',
      'rescheduled_by_host',
      'rescheduled_by_host',
    ];
    expect(await mails(booking.id)).toEqual(queued);
    const notifier = createMailNotifier({ source, clock: () => NOW });
    await db
      .transaction()
      .execute((trx) =>
        notifier.notify(trx, { kind: 'created', bookingId: booking.id, actor: 'host' }),
      );
    expect((await mails(booking.id)).slice(queued.length).sort()).toEqual([
      'booking_conf_attendee',
      'booking_conf_attendee',
      'booking_conf_host',
    ]);
  });

  it('keeps the guest as a contact of the host, listed with their bookings', async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, {
      start_utc: '2031-02-04T10:00:00Z',
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
    expect(booking.person_contact_id).toEqual(expect.any(Number));
    const prefill = await t.request({
      method: 'GET',
      url: '/api/v2/schedules/crm-contact-prefill?email=grace@example.com',
      as: host,
    });
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json()).toMatchObject({
      prefill: { name: 'Grace Hopper', email: 'grace@example.com' },
      total: 1,
      bookings: [{ id: booking.id, hash: booking.hash }],
    });
    const hidden = await t.request({
      method: 'GET',
      url: '/api/v2/schedules/crm-contact-prefill?email=grace@example.com',
      as: other,
    });
    errorBody(hidden, 404, 'contact_not_found');
  });

  it('sends the confirmation again and tags the contact', async () => {
    const host = await t.createAccount();
    const stranger = await t.createAccount();
    const reader = await t.createAccount({ permissions: ['read_all_bookings'] });
    const { event } = await bookableEvent(t, host);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-02-05T10:00:00Z' });
    const sent = await post(`${booking.id}/send-confirmation-email`, { email_to: 'host' }, host);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Notification sent successfully',
      booking: { id: booking.id },
    });
    const empty = await post(`${booking.id}/send-confirmation-email`, undefined, host);
    expect(empty.statusCode).toBe(200);
    const log = await t.request({
      method: 'GET',
      url: `/api/v2/schedules/${booking.id}/activities`,
    });
    expect(
      log
        .json()
        .activities.slice(0, 2)
        .map((a: { title: string }) => a.title),
    ).toEqual(['Booking scheduled email sent to guest', 'Booking scheduled email sent to host']);
    const cancelled = await adminBook(t, host, event.id, { start_utc: '2031-02-05T12:00:00Z' });
    await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${cancelled.id}`,
      payload: { status: 'cancelled' },
    });
    errorBody(
      await post(`${cancelled.id}/send-confirmation-email`, {}, host),
      409,
      'invalid_transition',
    );
    errorBody(
      await post(`${booking.id}/send-confirmation-email`, {}, stranger),
      404,
      'booking_not_found',
    );
    errorBody(
      await post(`${booking.id}/send-confirmation-email`, {}, reader),
      403,
      'rest_forbidden',
    );

    const tagged = await post(`${booking.id}/crm-contact/tags`, { tags: ['Lead', 'VIP'] }, host);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toMatchObject({
      message: 'Tags have been updated',
      booking: { id: booking.id, person_contact_id: booking.person_contact_id },
      tags: ['Lead', 'VIP'],
      tag_ids: [expect.any(Number), expect.any(Number)],
    });
    errorBody(
      await post(`${booking.id}/crm-contact/tags`, {}, host),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await post(`${booking.id}/crm-contact/tags`, { tags: ['x'] }, reader),
      403,
      'rest_forbidden',
    );
  });
});
