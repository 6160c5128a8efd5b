/**
 * A guest's cancel or move racing a host's move: the guest's cut-off ("no cancelling within a
 * day of the start") is checked under the lock the host's move holds, so against the start the
 * move committed, not the one the guest's request first read.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createHostLocks } from '../../src/db/locks.js';
import { errorBody, useTestApp } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const DAY_RULE = {
  enabled: true,
  type: 'conditional',
  condition: { value: 24, unit: 'hours' },
  message: 'Not within a day of the meeting.',
};

describe.each(DIALECTS)("a guest's change racing a host's move (%s)", (dialect) => {
  const t = useTestApp(dialect);

  async function racedBooking() {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const rules = { can_not_cancel: DAY_RULE, can_not_reschedule: DAY_RULE };
    await t.testDb.database.db
      .updateTable('events')
      .set({ settings: JSON.stringify({ ...event.settings, ...rules }) })
      .where('id', '=', event.id)
      .execute();
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: { name: 'Gus Guest', email: 'gus@example.org', start_utc: hoursAhead(72) },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return { host, booking: booked.json().booking };
  }

  /** Holds the host's lock while "the host's move" to two hours from now commits. */
  async function duringMove(
    hostId: number,
    bookingId: number,
    guest: () => Promise<LightMyRequestResponse>,
  ) {
    const soon = Math.ceil((Date.now() + 2 * 3_600_000) / 1_800_000) * 1_800_000;
    let pending: Promise<LightMyRequestResponse> | undefined;
    await createHostLocks(t.testDb.database).withHosts([hostId], async (trx) => {
      await trx
        .updateTable('bookings')
        .set({ start_at: soon, end_at: soon + 1_800_000 })
        .where('id', '=', bookingId)
        .execute();
      pending = guest();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    return pending as Promise<LightMyRequestResponse>;
  }

  it('refuses the cancel by the moved start', async () => {
    const { host, booking } = await racedBooking();
    const res = await duringMove(host.id, booking.id, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/bookings/${booking.hash}/cancel`,
        payload: { reason: 'changed plans' },
      }),
    );
    expect(errorBody(res, 422, 'cancel_not_allowed').message).toBe(DAY_RULE.message);
    const after = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: host });
    expect(after.json().booking.status).toBe('scheduled');
  });

  it('refuses the move by the moved start', async () => {
    const { host, booking } = await racedBooking();
    const res = await duringMove(host.id, booking.id, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/public/bookings/${booking.hash}/reschedule`,
        payload: { start_utc: hoursAhead(96) },
      }),
    );
    expect(errorBody(res, 422, 'reschedule_not_allowed').message).toBe(DAY_RULE.message);
  });
});
