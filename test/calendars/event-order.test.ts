/**
 * A calendar's custom order of its events (`POST /calendars/{id}/event-order`): listings, the
 * event pickers and the public calendar page follow it; only the calendar's writers set it.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar, createEvent } from '../helpers/factories.js';
import type { Json } from '../helpers/json.js';

describe.each(DIALECTS)('custom event order (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('orders the events of listings, pickers and the public page', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Ordered' });
    const first = await createEvent(t, host, calendar.id, { title: 'Alpha call' });
    const second = await createEvent(t, host, calendar.id, { title: 'Bravo call' });
    const third = await createEvent(t, host, calendar.id, { title: 'Charlie call' });
    const ids = (slots: Json[]) => slots.map((s) => s.id);

    const before = await t.request({ url: `/api/v2/calendars/${calendar.id}`, as: host });
    expect(before.json().calendar.event_order).toEqual([]);
    const created: number[] = ids(before.json().calendar.slots);
    expect(created.slice(-3)).toEqual([first.id, second.id, third.id]);

    const res = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/event-order`,
      as: host,
      payload: { event_order: [String(third.id), first.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().calendar.event_order).toEqual([third.id, first.id]);
    // Unlisted events follow the listed ones.
    const order = [
      third.id,
      first.id,
      ...created.filter((id) => id !== third.id && id !== first.id),
    ];
    expect(ids(res.json().calendar.slots)).toEqual(order);

    const listed = await t.request({
      url: '/wp-json/fluent-booking/v2/calendars?with[]=calendar_event_lists',
      as: host,
    });
    const mine = (listed.json().calendars.data as Json[]).find((x) => x.id === calendar.id);
    expect(mine?.event_order).toEqual([third.id, first.id]);
    expect(ids(mine?.slots ?? [])).toEqual(order);
    const picker = (listed.json().calendar_event_lists.teams as Json[]).find(
      (x) => x.id === calendar.id,
    );
    expect(ids(picker?.options ?? [])).toEqual(order);

    const page = await t.app.inject({ url: `/book/${calendar.slug}` });
    expect(page.statusCode).toBe(200);
    const at = (title: string) => page.body.indexOf(title);
    expect(at('Charlie call')).toBeGreaterThan(-1);
    expect(at('Charlie call')).toBeLessThan(at('Alpha call'));
    expect(at('Alpha call')).toBeLessThan(at('Bravo call'));

    // An empty order goes back to the order of creation.
    const reset = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/event-order`,
      as: host,
      payload: { event_order: [] },
    });
    expect(ids(reset.json().calendar.slots)).toEqual(created);
  });

  it("refuses other calendars' events, and other hosts' calendars as missing", async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Mine' });
    const mine = await createEvent(t, host, calendar.id);
    const theirs = await createCalendar(t, other, { type: 'team', title: 'Theirs' });
    const foreign = await createEvent(t, other, theirs.calendar.id);
    const send = (as: typeof host, calendarId: number, order: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/v2/calendars/${calendarId}/event-order`,
        as,
        payload: { event_order: order },
      });

    const body = errorBody(
      await send(host, calendar.id, [mine.id, foreign.id]),
      422,
      'rest_validation_failed',
    );
    expect((body.data.errors as Json).event_order.exists).toContain(String(foreign.id));
    errorBody(await send(host, theirs.calendar.id, [foreign.id]), 404, 'calendar_not_found');
    errorBody(await send(host, 999_999, []), 404, 'calendar_not_found');
    expect((await send(host, calendar.id, ['abc'])).statusCode).toBe(422);
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/event-order`,
      as: null,
      payload: { event_order: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    // The other host's calendar kept its (creation) order.
    const kept = await t.request({ url: `/api/v2/calendars/${theirs.calendar.id}`, as: other });
    expect(kept.json().calendar.event_order).toEqual([]);
  });
});
