import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher, type Dispatcher } from '../../src/modules/webhooks/dispatcher.js';
import { createTestApp, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

const silent = { info() {}, warn() {}, error() {} };

describe.each(DIALECTS)(
  'webhook subscribers keep only the access they still have (%s)',
  (dialect) => {
    let t: TestApp;
    let dispatcher: Dispatcher;
    let ofHost: Receiver;
    let ofManager: Receiver;

    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_TIMEOUT_MS: '2000' },
      });
      [ofHost, ofManager] = await Promise.all([startReceiver(), startReceiver()]);
      dispatcher = dispatcherRetryingAfter(20);
    });
    afterAll(async () => {
      await dispatcher?.stop();
      await Promise.all([ofHost?.close(), ofManager?.close()]);
      await t?.close();
    });

    function dispatcherRetryingAfter(ms: number) {
      return createWebhookDispatcher({
        db: t.testDb.database.db,
        dialect,
        clock: Date.now,
        logger: silent,
        delivery: t.config.webhooks,
        publicUrl: t.config.publicUrl,
        retry: { delaysMs: [ms], windowMs: 60_000 },
      });
    }

    async function subscribe(as: Account, receiver: Receiver, calendarId: number) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as,
        payload: { url: receiver.url, calendar_id: calendarId, events: ['booking.created'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      receiver.secrets.push(res.json().secret);
    }

    async function changeUser(id: number, body: Record<string, unknown>) {
      const res = await t.request({ method: 'PUT', url: `/api/v2/users/${id}`, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    }

    /** Runs the dispatcher until the host's receiver has the booking, then once more. */
    async function deliveredTo(receiver: Receiver, bookingId: number) {
      const deadline = Date.now() + 20_000;
      const has = () => receiver.accepted().some((r) => r.json?.data?.booking?.id === bookingId);
      while (!has()) {
        if (Date.now() > deadline) throw new Error(`booking ${bookingId} was not delivered`);
        await dispatcher.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dispatcher.runOnce();
    }

    const bookingsAt = (receiver: Receiver) =>
      receiver.received.map((r) => r.json?.data?.booking?.id as number);

    it("stops posting another host's bookings once the subscriber may no longer read them", async () => {
      const host = await t.createAccount();
      const manager = await t.createAccount({
        permissions: ['manage_own_calendar', 'manage_other_calendars', 'read_all_bookings'],
      });
      const { calendar, event } = await bookableEvent(t, host);
      await subscribe(host, ofHost, calendar.id);
      await subscribe(manager, ofManager, calendar.id);

      const first = await adminBook(t, host, event.id, { start_utc: '2031-05-05T09:00:00Z' });
      await deliveredTo(ofHost, first.id);
      await deliveredTo(ofManager, first.id);

      // The manager may still read every booking, but no longer the host's calendar.
      await changeUser(manager.id, { permissions: ['manage_own_calendar', 'read_all_bookings'] });
      const second = await adminBook(t, host, event.id, { start_utc: '2031-05-05T10:00:00Z' });
      await deliveredTo(ofHost, second.id);
      expect(bookingsAt(ofManager)).toEqual([first.id]);

      // Made a viewer: still nothing.
      await changeUser(manager.id, { role: 'viewer', permissions: ['read_all_bookings'] });
      const third = await adminBook(t, host, event.id, { start_utc: '2031-05-05T11:00:00Z' });
      await deliveredTo(ofHost, third.id);
      expect(bookingsAt(ofManager)).toEqual([first.id]);
      expect(bookingsAt(ofHost)).toEqual([first.id, second.id, third.id]);
      expect(ofHost.received.every((r) => r.verified)).toBe(true);
      // The guest's details and the booking's hash went only where they may be read.
      expect(ofManager.received.map((r) => r.body).join('')).not.toContain(third.hash);
    });

    it('posts a booking only to subscribers who may read it through the API', async () => {
      ofHost.received.length = 0;
      ofManager.received.length = 0;
      const host = await t.createAccount();
      // May manage the host's calendars, but not read their bookings.
      const manager = await t.createAccount({
        permissions: ['manage_own_calendar', 'manage_other_calendars'],
      });
      const { calendar, event } = await bookableEvent(t, host);
      await subscribe(host, ofHost, calendar.id);
      await subscribe(manager, ofManager, calendar.id);
      const booking = await adminBook(t, host, event.id, { start_utc: '2031-05-06T09:00:00Z' });
      const read = await t.request({ url: `/api/v2/schedules/${booking.id}`, as: manager });
      expect(read.statusCode).toBe(404);
      await deliveredTo(ofHost, booking.id);
      expect(ofManager.received).toHaveLength(0);
    });

    it('does not retry a failed post to a subscriber who lost access meanwhile', async () => {
      ofHost.received.length = 0;
      ofManager.received.length = 0;
      const host = await t.createAccount();
      const manager = await t.createAccount({
        permissions: ['manage_own_calendar', 'manage_other_calendars', 'read_all_bookings'],
      });
      const { calendar, event } = await bookableEvent(t, host);
      await subscribe(manager, ofManager, calendar.id);
      ofManager.respond = () => 500;
      const booking = await adminBook(t, host, event.id, { start_utc: '2031-05-07T09:00:00Z' });
      // Retried a second after the failure: the permission is taken away before that.
      const slow = dispatcherRetryingAfter(1_000);
      await slow.runOnce();
      expect(bookingsAt(ofManager)).toEqual([booking.id]);
      ofManager.respond = () => 200;
      await changeUser(manager.id, { permissions: ['manage_own_calendar'] });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      for (let i = 0; i < 3; i += 1) await slow.runOnce();
      expect(bookingsAt(ofManager)).toEqual([booking.id]);
      expect(ofManager.accepted()).toHaveLength(0);
    });
  },
);
