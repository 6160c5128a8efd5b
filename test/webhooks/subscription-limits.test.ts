import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar } from '../helpers/factories.js';

const URL = 'https://hooks.example.com/in';

describe.each(DIALECTS)('webhook subscription limits (%s)', (dialect) => {
  const t = useTestApp(dialect);

  function subscribe(as: Account, calendarId: number | null, url = URL) {
    return t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      as,
      payload: {
        url,
        events: ['booking.created'],
        ...(calendarId ? { calendar_id: calendarId } : {}),
      },
    });
  }

  async function subscribeMany(as: Account, calendarId: number | null, count: number) {
    for (let i = 0; i < count; i += 1) {
      const res = await subscribe(as, calendarId, `${URL}/${i}`);
      expect(res.statusCode, res.body).toBe(201);
    }
  }

  it('refuses a 26th subscription of one calendar, even made all at once, until one is deleted', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Team' });
    // Forty at once: no more than 25 may get through, whatever the interleaving.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => subscribe(host, calendar.id)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(25);
    const refused = answers.find((r) => r.statusCode !== 201);
    const body = errorBody(refused!, 422, 'webhook_calendar_limit_reached');
    expect(body.message).toContain('25');
    // The administrator's subscriptions of that calendar count too: the calendar is full.
    errorBody(await subscribe(t.admin, calendar.id), 422, 'webhook_calendar_limit_reached');

    const list = await t.request({ url: '/api/v2/webhooks?per_page=100', as: host });
    expect(list.json().webhooks).toHaveLength(25);
    const first = list.json().webhooks[0].id;
    const del = await t.request({ method: 'DELETE', url: `/api/v2/webhooks/${first}`, as: host });
    expect(del.statusCode, del.body).toBe(200);
    expect((await subscribe(host, calendar.id)).statusCode).toBe(201);
  });

  it('refuses a user more than 100 subscriptions across calendars', async () => {
    const host = await t.createAccount();
    for (let c = 0; c < 4; c += 1) {
      const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Team' });
      await subscribeMany(host, calendar.id, 25);
    }
    const { calendar } = await createCalendar(t, host, { type: 'team', title: 'Team' });
    const body = errorBody(await subscribe(host, calendar.id), 422, 'webhook_limit_reached');
    expect(body.message).toContain('100');
    // Another host is not affected.
    const other = await t.createAccount();
    const mine = await createCalendar(t, other, { type: 'team', title: 'Team' });
    expect((await subscribe(other, mine.calendar.id)).statusCode).toBe(201);
  });

  it('counts the subscriptions to every calendar as one more calendar', async () => {
    const admin = await t.createAccount({ role: 'administrator' });
    const globals = await t.testDb.database.db
      .selectFrom('webhook_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('calendar_id', 'is', null)
      .executeTakeFirstOrThrow();
    await subscribeMany(admin, null, 25 - Number(globals.n));
    errorBody(await subscribe(admin, null), 422, 'webhook_calendar_limit_reached');
  });
});
