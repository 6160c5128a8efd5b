import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePastBookings } from '../../src/modules/bookings/jobs/jobs.js';
import {
  createWebhookDispatcher,
  type Dispatcher,
  type DispatcherDeps,
} from '../../src/modules/webhooks/dispatcher.js';
import { createBookingNotifier } from '../../src/services.js';
import { createTestApp, errorBody, type Account, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { enablePayments, moneyMove, paidEvent, publicBook } from '../helpers/paid-events.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ALL_EVENTS = [
  'booking.created',
  'booking.confirmed',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.completed',
  'booking.no_show',
  'booking.payment_received',
  'booking.refunded',
];
const silent = { info() {}, warn() {}, error() {} };

describe.each(DIALECTS)('webhooks (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Receiver;
  let host: Account;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_TIMEOUT_MS: '2000' },
    });
    receiver = await startReceiver();
    host = await t.createAccount();
    dispatcher = dispatcherWith({ retry: { delaysMs: [30], windowMs: 60_000 } });
  });
  afterAll(async () => {
    await dispatcher?.stop();
    await receiver?.close();
    await t?.close();
  });

  async function subscribe(as: Account, body: Record<string, unknown>): Promise<Json> {
    const res = await t.request({ method: 'POST', url: '/api/v2/webhooks', as, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /**
   * An event type of a new calendar of the host, and a subscription of that calendar to `events`
   * at the receiver, which is emptied and verifies the subscription's secret.
   */
  async function subscribedEvent(events: string[]) {
    receiver.received.length = 0;
    const { calendar, event } = await bookableEvent(t, host);
    const sub = await subscribe(host, { url: receiver.url, calendar_id: calendar.id, events });
    receiver.secrets = [sub.secret];
    return { event, sub };
  }

  /** A dispatcher of the test app's database, as the server makes it, with `options` changed. */
  function dispatcherWith(options: Partial<DispatcherDeps>): Dispatcher {
    return createWebhookDispatcher({
      db: t.testDb.database.db,
      dialect,
      clock: Date.now,
      logger: silent,
      delivery: t.config.webhooks,
      publicUrl: t.config.publicUrl,
      ...options,
    });
  }

  /** Runs the dispatcher until the receiver accepted `count` messages in all. */
  async function deliverUntil(count: number) {
    const deadline = Date.now() + 20_000;
    while (receiver.accepted().length < count) {
      if (Date.now() > deadline) throw new Error(`only ${receiver.accepted().length} of ${count}`);
      await dispatcher.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return receiver.accepted();
  }

  it('announces each kind of booking change, signed, with the booking and what changed', async () => {
    receiver.received.length = 0;
    await enablePayments(t);
    const { calendar, event } = await paidEvent(t, host);
    const created = await subscribe(host, {
      url: receiver.url,
      calendar_id: calendar.id,
      events: ALL_EVENTS,
      description: 'CRM',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.webhook).toMatchObject({
      calendar_id: calendar.id,
      active: true,
      user_id: host.id,
    });
    receiver.secrets = [created.secret];

    // created (unpaid, pending) -> payment received + confirmed -> rescheduled -> refunded -> cancelled
    const booked = await publicBook(t, event.hash, {
      start_utc: '2031-03-03T10:00:00Z',
      payment_method: 'offline',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const paid = booked.json().booking;
    // As the API presents it to the host right after the booking was made (but for whether it
    // is happening now, which is relative to the moment it is read).
    const read = await t.request({ url: `/api/v2/schedules/${paid.id}`, as: host });
    const { happening_status: _relative, ...asRead } = read.json().schedule;
    const pay = await moneyMove(t, paid.id, 'payment', {}, host);
    expect(pay.statusCode, pay.body).toBe(200);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${paid.id}`,
      as: host,
      payload: { start_utc: '2031-03-03T12:00:00Z', reschedule_reason: 'Clash' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const refund = await moneyMove(
      t,
      paid.id,
      'refund',
      { reason: 'Goodwill', cancel_booking: true },
      host,
    );
    expect(refund.statusCode, refund.body).toBe(200);

    // A free booking of the same calendar: completed by the jobs, then marked as a no-show.
    const free = await bookableEvent(t, host);
    const other = await subscribe(host, {
      url: receiver.url,
      calendar_id: free.calendar.id,
      events: ['booking.completed', 'booking.no_show'],
    });
    receiver.secrets.push(other.secret);
    const meeting = await adminBook(t, host, free.event.id, { start_utc: '2031-03-04T10:00:00Z' });
    const notifier = createBookingNotifier(t.config.publicUrl, Date.now);
    const db = t.testDb.database.db;
    expect(await completePastBookings(db, Date.parse('2031-03-04T12:00:00Z'), notifier)).toBe(1);
    const noShow = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${meeting.id}`,
      as: host,
      payload: { status: 'no_show' },
    });
    expect(noShow.statusCode, noShow.body).toBe(200);

    const got = await deliverUntil(8);
    await dispatcher.runOnce();
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    // Per booking, in the order the changes were made (bookings are independent of each other).
    const typesOf = (id: number) =>
      got.filter((r) => r.json.data.booking.id === id).map((r) => r.json.type);
    expect(typesOf(paid.id)).toEqual([
      'booking.created',
      'booking.payment_received',
      'booking.confirmed',
      'booking.rescheduled',
      'booking.refunded',
      'booking.cancelled',
    ]);
    expect(typesOf(meeting.id)).toEqual(['booking.completed', 'booking.no_show']);
    expect(new Set(got.map((r) => r.id)).size).toBe(8);
    const ofPaid = got.filter((r) => r.json.data.booking.id === paid.id).map((r) => r.json);
    const ofMeeting = got.filter((r) => r.json.data.booking.id === meeting.id).map((r) => r.json);
    const [first, , , rescheduled, refunded, cancelled] = ofPaid;
    expect(first.data.booking).toMatchObject({
      id: paid.id,
      status: 'pending',
      email: 'ada@example.com',
    });
    // The new booking's payload is built from what the writer holds, not read back: it must be
    // exactly what a read answers.
    expect(first.data.booking).toEqual(asRead);
    expect(first.data.change).toMatchObject({ kind: 'created', actor: 'guest' });
    expect(rescheduled.data.booking.start_time).toBe('2031-03-03 12:00:00');
    expect(rescheduled.data.change).toMatchObject({
      kind: 'rescheduled',
      actor: 'host',
      previous: { start_time: '2031-03-03 10:00:00' },
    });
    expect(refunded.data.booking.payment_status).toBe('refunded');
    expect(refunded.data.change.reason).toBe('Goodwill');
    expect(cancelled.data.booking.status).toBe('cancelled');
    expect(ofMeeting[0].data.booking.status).toBe('completed');
    expect(ofMeeting[0].data.change).toMatchObject({ kind: 'completed', actor: 'system' });
    expect(ofMeeting[1].data.booking.status).toBe('no_show');
    expect(first.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The delivery log: newest first, with status, latency and the response's excerpt.
    const log = await t.request({
      url: `/api/v2/webhooks/${created.webhook.id}/deliveries`,
      as: host,
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().total).toBe(6);
    expect(log.json().deliveries[0]).toMatchObject({
      event_type: 'booking.cancelled',
      attempt: 1,
      status_code: 200,
      ok: true,
      response_excerpt: 'ok',
      redeliverable: true,
    });
    expect(Number.isInteger(log.json().deliveries[0].latency_ms)).toBe(true);
  });

  it('retries a failing receiver with the same webhook-id, in order per booking', async () => {
    const { event, sub } = await subscribedEvent(['booking.created', 'booking.cancelled']);
    receiver.respond = (_r, index) => (index < 3 ? 503 : 200);
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-03-05T10:00:00Z' });
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const got = await deliverUntil(2);
    receiver.respond = () => 200;
    // Three refusals of the first event, all with its id; the second waited for it.
    expect(receiver.received.map((r) => [r.json.type, r.status])).toEqual([
      ['booking.created', 503],
      ['booking.created', 503],
      ['booking.created', 503],
      ['booking.created', 200],
      ['booking.cancelled', 200],
    ]);
    expect(new Set(receiver.received.slice(0, 4).map((r) => r.id)).size).toBe(1);
    expect(got[0]?.id).not.toBe(got[1]?.id);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const log = (
      await t.request({ url: `/api/v2/webhooks/${sub.webhook.id}/deliveries`, as: host })
    ).json();
    expect(log.deliveries.map((d: Json) => [d.attempt, d.status_code])).toEqual([
      [1, 200],
      [4, 200],
      [3, 503],
      [2, 503],
      [1, 503],
    ]);
    expect(log.deliveries[2].error).toContain('503');
    // The refused post became a delivery row, retried; the second event queued behind it.
    const deliveryRows = (bookingId: number) =>
      t.testDb.database.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('kind', '=', 'webhook_delivery')
        .where('booking_id', '=', bookingId)
        .orderBy('id')
        .execute();
    expect(await deliveryRows(booking.id)).toEqual([
      { status: 'sent', attempts: 4 },
      { status: 'sent', attempts: 1 },
    ]);

    // Redelivery sends the same message again, with the same id.
    const redo = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.webhook.id}/deliveries/${log.deliveries[0].id}/redeliver`,
      as: host,
    });
    expect(redo.statusCode, redo.body).toBe(202);
    const again = await deliverUntil(3);
    expect(again[2]?.id).toBe(got[1]?.id);
    expect(again[2]?.body).toBe(got[1]?.body);

    // A first post the receiver accepts is recorded in the log only, not also as a delivery
    // row of the outbox, and is redelivered from the log entry alone.
    const next = await adminBook(t, host, event.id, { start_utc: '2031-03-05T12:00:00Z' });
    const first = (await deliverUntil(4))[3];
    expect(await deliveryRows(next.id)).toEqual([]);
    const entries = (
      await t.request({ url: `/api/v2/webhooks/${sub.webhook.id}/deliveries`, as: host })
    ).json().deliveries;
    expect(entries[0]).toMatchObject({ webhook_id: first?.id, redeliverable: true });
    const resend = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.webhook.id}/deliveries/${entries[0].id}/redeliver`,
      as: host,
    });
    expect(resend.statusCode, resend.body).toBe(202);
    const resent = (await deliverUntil(5))[4];
    expect(resent?.id).toBe(first?.id);
    expect(resent?.body).toBe(first?.body);

    // A redelivery asked for as its event ages out of the outbox fails, saying why.
    const third = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.webhook.id}/deliveries/${entries[0].id}/redeliver`,
      as: host,
    });
    expect(third.statusCode, third.body).toBe(202);
    const { db } = t.testDb.database;
    const queued = await db
      .selectFrom('outbox')
      .select(['id', 'event_id'])
      .where('kind', '=', 'webhook_delivery')
      .where('booking_id', '=', next.id)
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('outbox').where('id', '=', Number(queued.event_id)).execute();
    await dispatcher.runOnce();
    expect(
      await db
        .selectFrom('outbox')
        .select(['status', 'last_error'])
        .where('id', '=', queued.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'failed',
      last_error: 'The event is no longer kept; it cannot be sent again.',
    });
    expect(receiver.accepted()).toHaveLength(5);
  });

  it('records nothing of an event whose claim another process took over while it was posted', async () => {
    const { event, sub } = await subscribedEvent(['booking.created']);
    const { db } = t.testDb.database;
    const taken = await adminBook(t, host, event.id, { start_utc: '2031-03-07T10:00:00Z' });
    const kept = await adminBook(t, host, event.id, { start_utc: '2031-03-07T11:00:00Z' });
    const eventOf = async (bookingId: number) =>
      (
        await db
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'webhook_event')
          .where('booking_id', '=', bookingId)
          .executeTakeFirstOrThrow()
      ).id;
    const takenEvent = await eventOf(taken.id);
    // While the first event is being posted, its lease is taken over by another process.
    receiver.respond = async (request) => {
      if (request.json.data.booking.id === taken.id) {
        await db
          .updateTable('outbox')
          .set({ claim_token: 'another-process' })
          .where('id', '=', takenEvent)
          .execute();
      }
      return 200;
    };
    const errors: object[] = [];
    const watched = dispatcherWith({
      logger: { ...silent, error: (details) => errors.push(details) },
    });
    await watched.runOnce();
    receiver.respond = () => 200;
    // Both were posted (together, so in either order).
    const posted = new Map(
      receiver
        .accepted()
        .filter((r) => [taken.id, kept.id].includes(r.json.data.booking.id))
        .map((r) => [r.json.data.booking.id, r.id]),
    );
    expect([...posted.keys()].sort()).toEqual([taken.id, kept.id].sort());
    expect(errors).toEqual([{ eventId: takenEvent }]);
    // The log has the post of the event still held; the other is left to the process holding it.
    const log = (
      await t.request({ url: `/api/v2/webhooks/${sub.webhook.id}/deliveries`, as: host })
    ).json();
    expect(log.deliveries.map((d: Json) => d.webhook_id)).toEqual([posted.get(kept.id)]);
    const rows = await db
      .selectFrom('outbox')
      .select(['booking_id', 'status', 'claim_token'])
      .where('id', 'in', [takenEvent, await eventOf(kept.id)])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { booking_id: taken.id, status: 'sending', claim_token: 'another-process' },
      { booking_id: kept.id, status: 'sent', claim_token: null },
    ]);
  });

  it('disables a subscription that fails for the whole retry window and e-mails its owner', async () => {
    const { event, sub } = await subscribedEvent(['booking.created']);
    receiver.respond = () => 500;
    const short = dispatcherWith({ retry: { delaysMs: [20], windowMs: 300 } });
    await adminBook(t, host, event.id, { start_utc: '2031-03-06T10:00:00Z' });
    const deadline = Date.now() + 10_000;
    let answer: Json;
    for (;;) {
      await short.runOnce();
      answer = (await t.request({ url: `/api/v2/webhooks/${sub.webhook.id}`, as: host })).json();
      if (!answer.webhook.active || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    receiver.respond = () => 200;
    expect(answer.webhook.active).toBe(false);
    expect(answer.webhook.disabled_reason).toContain('500');
    expect(receiver.received.length).toBeGreaterThan(1);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    const mail = await t.testDb.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('kind', '=', 'webhook_disabled')
      .execute();
    expect(mail).toEqual([
      { recipient: `${host.login}@example.com`, subject: `Webhook disabled: ${receiver.url}` },
    ]);
    // Turned on again, it is delivered to.
    const on = await t.request({
      method: 'PUT',
      url: `/api/v2/webhooks/${sub.webhook.id}`,
      as: host,
      payload: { active: true },
    });
    expect(on.json().webhook).toMatchObject({ active: true, disabled_reason: null });
  });

  it('pings, and signs with both secrets while one is being rotated', async () => {
    receiver.received.length = 0;
    const { calendar } = await bookableEvent(t, host);
    const sub = await subscribe(host, {
      url: receiver.url,
      calendar_id: calendar.id,
      events: ['booking.created'],
    });
    const rotated = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.webhook.id}/rotate-secret`,
      as: host,
      payload: { previous_valid_hours: 2 },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).not.toBe(sub.secret);
    expect(rotated.json().webhook.previous_secret_expires_at).toMatch(/\+00:00$/);
    for (const secret of [sub.secret, rotated.json().secret]) {
      receiver.secrets = [secret];
      const ping = await t.request({
        method: 'POST',
        url: `/api/v2/webhooks/${sub.webhook.id}/ping`,
        as: host,
      });
      expect(ping.statusCode, ping.body).toBe(200);
      expect(ping.json().delivery).toMatchObject({
        event_type: 'webhook.ping',
        ok: true,
        status_code: 200,
        redeliverable: false,
      });
      expect(receiver.received.at(-1)?.verified).toBe(true);
    }
    expect(receiver.received.at(-1)?.signature.split(' ')).toHaveLength(2);
    // Without a grace period the old secret stops at once.
    const now = await t.request({
      method: 'POST',
      url: `/api/v2/webhooks/${sub.webhook.id}/rotate-secret`,
      as: host,
      payload: { previous_valid_hours: 0 },
    });
    receiver.secrets = [rotated.json().secret];
    await t.request({ method: 'POST', url: `/api/v2/webhooks/${sub.webhook.id}/ping`, as: host });
    expect(receiver.received.at(-1)?.verified).toBe(false);
    receiver.secrets = [now.json().secret];
    expect(receiver.received.at(-1)?.signature.split(' ')).toHaveLength(1);
  });

  it('lets hosts manage only their own subscriptions, administrators all, viewers none', async () => {
    const other = await t.createAccount();
    const viewer = await t.createAccount({ role: 'viewer' });
    const mine = await bookableEvent(t, host);
    const theirs = await bookableEvent(t, other);
    const sub = await subscribe(host, {
      url: receiver.url,
      calendar_id: mine.calendar.id,
      events: ['booking.created'],
    });
    const id = sub.webhook.id;
    for (const [method, url, payload] of [
      ['GET', `/api/v2/webhooks/${id}`, undefined],
      ['PUT', `/api/v2/webhooks/${id}`, { description: 'x' }],
      ['DELETE', `/api/v2/webhooks/${id}`, undefined],
      ['GET', `/api/v2/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/v2/webhooks/${id}/ping`, undefined],
      ['POST', `/api/v2/webhooks/${id}/rotate-secret`, {}],
    ] as const) {
      errorBody(
        await t.request({ method, url, as: other, ...(payload ? { payload } : {}) }),
        404,
        'webhook_not_found',
      );
    }
    const list = (await t.request({ url: '/api/v2/webhooks', as: other })).json();
    expect(list.webhooks).toEqual([]);
    expect(
      (await t.request({ url: '/api/v2/webhooks', as: host }))
        .json()
        .webhooks.map((w: Json) => w.id),
    ).toContain(id);
    expect((await t.request({ url: `/api/v2/webhooks/${id}` })).statusCode).toBe(200);
    // Another host's calendar is not found; no calendar is only for administrators.
    const base = { url: receiver.url, events: ['booking.created'] };
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as: host,
        payload: { ...base, calendar_id: theirs.calendar.id },
      }),
      404,
      'calendar_not_found',
    );
    errorBody(
      await t.request({ method: 'POST', url: '/api/v2/webhooks', as: host, payload: base }),
      422,
      'rest_validation_failed',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as: viewer,
        payload: { ...base, calendar_id: mine.calendar.id },
      }),
      403,
      'rest_forbidden',
    );
    const global = await subscribe(t.admin, base);
    expect(global.webhook.calendar_id).toBeNull();
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as: host,
        payload: { ...base, calendar_id: mine.calendar.id, events: ['booking.eaten'] },
      }),
      422,
      'rest_validation_failed',
    );
    // The secret is shown only on creation and rotation.
    expect(
      JSON.stringify((await t.request({ url: `/api/v2/webhooks/${id}`, as: host })).json()),
    ).not.toContain(sub.secret);
    const deleted = await t.request({ method: 'DELETE', url: `/api/v2/webhooks/${id}`, as: host });
    expect(deleted.statusCode).toBe(200);
    errorBody(
      await t.request({ url: `/api/v2/webhooks/${id}`, as: host }),
      404,
      'webhook_not_found',
    );
    await t.request({ method: 'DELETE', url: `/api/v2/webhooks/${global.webhook.id}` });
  });

  it('publishes its routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    for (const path of [
      '/api/v2/webhooks',
      '/api/v2/webhooks/{id}',
      '/api/v2/webhooks/{id}/deliveries',
      '/api/v2/webhooks/{id}/ping',
      '/api/v2/webhooks/{id}/rotate-secret',
      '/api/v2/webhooks/{id}/deliveries/{attempt_id}/redeliver',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe.each(DIALECTS)('webhook targets on private addresses (%s)', (dialect) => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('refuses loopback, private and link-local targets unless WEBHOOKS_ALLOW_PRIVATE is true', async () => {
    const host = await t.createAccount();
    const { calendar } = await bookableEvent(t, host);
    for (const url of [
      receiver.url,
      'http://localhost:8080/hook',
      'http://[::1]:8080/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://0x7f000001/hook',
      'http://2130706433/hook',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as: host,
        payload: { url, calendar_id: calendar.id, events: ['booking.created'] },
      });
      errorBody(res, 422, 'webhook_url_not_allowed');
    }
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as: host,
        payload: {
          url: 'ftp://example.com/x',
          calendar_id: calendar.id,
          events: ['booking.created'],
        },
      }),
      422,
      'rest_validation_failed',
    );
    expect(receiver.received).toEqual([]);
  });

  it('refuses IPv6 targets that carry a private IPv4 address (compatible, translated, NAT64, 6to4)', async () => {
    const host = await t.createAccount();
    const { calendar } = await bookableEvent(t, host);
    const port = new URL(receiver.url).port;
    for (const literal of [
      '::127.0.0.1',
      '::ffff:0:127.0.0.1',
      '64:ff9b::127.0.0.1',
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v2/webhooks',
        as: host,
        payload: {
          url: `http://[${literal}]:${port}/hook`,
          calendar_id: calendar.id,
          events: ['booking.created'],
        },
      });
      errorBody(res, 422, 'webhook_url_not_allowed');
    }
    const list = await t.request({ url: '/api/v2/webhooks', as: host });
    expect(list.json().webhooks).toEqual([]);
    expect(receiver.received).toEqual([]);
  });
});
