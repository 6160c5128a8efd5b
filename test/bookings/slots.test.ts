import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { adminBook, bookableEvent, everyDay } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

/** Monday 2031-01-06, 08:00 UTC. */
const NOW = Date.parse('2031-01-06T08:00:00Z');
const WEEKDAYS = {
  ...everyDay([['09:00', '17:00']]),
  sun: { enabled: false, slots: [] },
  sat: { enabled: false, slots: [] },
};

type Slots = Record<string, { start: string; start_utc: string; remaining: number | false }[]>;
const starts = (slots: Slots, date: string) =>
  (slots[date] ?? []).map((s) => s.start.slice(11, 16));
const utcStarts = (slots: Slots, date: string) => (slots[date] ?? []).map((s) => s.start_utc);

describe.each(DIALECTS)('slots (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock: () => NOW });

  let address = 0;
  /** Public lookups from distinct addresses, so the read limit never interferes. */
  const lookup = (hash: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/public/events/${hash}/slots?${query}`,
      remoteAddress: `203.0.113.${(address++ % 250) + 1}`,
    });

  it("answers the API's shape, in the guest's zone, `{}` when nothing is free", async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      timezone: 'Europe/Berlin',
      duration: 60,
      settings: { weekly_schedules: WEEKDAYS },
    });
    const res = await lookup(
      event.hash,
      'start_date=2031-01-07&end_date=2031-01-07&timezone=Europe/Berlin',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ timezone: 'Europe/Berlin', duration: 60, max_lookup_date: false });
    expect(body.available_slots['2031-01-07'][0]).toEqual({
      start: '2031-01-07 09:00:00',
      end: '2031-01-07 10:00:00',
      start_utc: '2031-01-07T08:00:00Z',
      end_utc: '2031-01-07T09:00:00Z',
      remaining: false,
    });
    expect(starts(body.available_slots, '2031-01-07')).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `${h}:00`),
    );
    const weekend = await lookup(event.hash, 'start_date=2031-01-11&end_date=2031-01-12');
    expect(weekend.body).toContain('"available_slots":{}');
    // Without dates: today to the end of the month, in the host's zone.
    const month = (await lookup(event.hash, '')).json();
    expect(Object.keys(month.available_slots)[0]).toBe('2031-01-06');
    expect(Object.keys(month.available_slots).pop()).toBe('2031-01-31');
  });

  it('groups by the guest’s dates when the guest is a day ahead of the host', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      timezone: 'America/New_York',
      duration: 60,
      settings: { weekly_schedules: WEEKDAYS },
    });
    const body = (
      await lookup(event.hash, 'start_date=2031-01-07&end_date=2031-01-07&timezone=Asia/Kolkata')
    ).json();
    expect(starts(body.available_slots, '2031-01-07')).toEqual([
      ...['00:30', '01:30', '02:30'], // Monday afternoon in New York
      ...['19:30', '20:30', '21:30', '22:30', '23:30'], // Tuesday morning
    ]);
    expect(Object.keys(body.available_slots)).toEqual(['2031-01-07']);
  });

  it('skips times a DST change skips and offers both instants of a repeated hour', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, { timezone: 'America/New_York', duration: 60 });
    const spring = (
      await lookup(
        event.hash,
        'start_date=2031-03-09&end_date=2031-03-09&timezone=America/New_York',
      )
    ).json();
    expect(starts(spring.available_slots, '2031-03-09').slice(0, 3)).toEqual([
      '00:00',
      '01:00',
      '03:00',
    ]);
    expect(utcStarts(spring.available_slots, '2031-03-09').slice(0, 3)).toEqual([
      '2031-03-09T05:00:00Z',
      '2031-03-09T06:00:00Z',
      '2031-03-09T07:00:00Z',
    ]);
    const fall = (
      await lookup(
        event.hash,
        'start_date=2031-11-02&end_date=2031-11-02&timezone=America/New_York',
      )
    ).json();
    expect(starts(fall.available_slots, '2031-11-02').slice(0, 4)).toEqual([
      '00:00',
      '01:00',
      '01:00',
      '02:00',
    ]);
    expect(utcStarts(fall.available_slots, '2031-11-02').slice(1, 3)).toEqual([
      '2031-11-02T05:00:00Z',
      '2031-11-02T06:00:00Z',
    ]);
    // The guest in Berlin sees the New York host's 09:00 move by an hour across the change.
    const berlin = (
      await lookup(event.hash, 'start_date=2031-03-08&end_date=2031-03-09&timezone=Europe/Berlin')
    ).json();
    expect(starts(berlin.available_slots, '2031-03-08')).toContain('15:00');
    expect(utcStarts(berlin.available_slots, '2031-03-09')).toContain('2031-03-09T13:00:00Z');
    expect(starts(berlin.available_slots, '2031-03-09')).toContain('14:00');
  });

  it('removes booked time (buffers included) and shows remaining seats of group events', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, { settings: { buffer_time_after: 15 } });
    await adminBook(t, host, event.id, { start_utc: '2031-02-03T10:00:00Z' });
    const day = (await lookup(event.hash, 'start_date=2031-02-03&end_date=2031-02-03')).json();
    const free = starts(day.available_slots, '2031-02-03');
    expect(free).toContain('09:00');
    expect(free).not.toContain('09:30'); // its 15 minutes after would run into 10:00
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('10:30'); // the booking's 15 minutes after
    expect(free).toContain('11:00');

    const { event: group } = await bookableEvent(t, await t.createAccount(), {
      event: { event_type: 'group', max_book_per_slot: 3, is_display_spots: true },
    });
    await adminBook(t, t.admin, group.id, { start_utc: '2031-02-03T10:00:00Z' });
    const seats = (await lookup(group.hash, 'start_date=2031-02-03&end_date=2031-02-03')).json();
    const at10 = seats.available_slots['2031-02-03'].find((s: { start: string }) =>
      s.start.endsWith('10:00:00'),
    );
    expect(at10.remaining).toBe(2);
  });

  it('honours the window, the minimum notice and multi-durations', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host, {
      settings: {
        range_type: 'range_days',
        range_days: 30,
        schedule_conditions: { value: 2, unit: 'hours' },
        multi_duration: { enabled: true, default_duration: 30, available_durations: [30, 90] },
      },
    });
    const today = (await lookup(event.hash, 'start_date=2031-01-06&end_date=2031-01-06')).json();
    expect(today.max_lookup_date).toBe('2031-02-04 23:59:59');
    expect(starts(today.available_slots, '2031-01-06')[0]).toBe('10:00');
    const late = (await lookup(event.hash, 'start_date=2031-02-04&end_date=2031-02-06')).json();
    expect(Object.keys(late.available_slots)).toEqual(['2031-02-04']);
    const long = (
      await lookup(event.hash, 'start_date=2031-01-07&end_date=2031-01-07&duration=90')
    ).json();
    expect(long.duration).toBe(90);
    expect(long.available_slots['2031-01-07'][0]).toMatchObject({
      start: '2031-01-07 00:00:00',
      end: '2031-01-07 01:30:00',
    });
  });

  it('refuses bad queries with 400, unknown events with 404, drafts with 422', async () => {
    const host = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const cases: [string, string][] = [
      ['start_date=2031-01-01&end_date=2031-03-05', 'end_date'],
      ['start_date=2031-01-10&end_date=2031-01-09', 'end_date'],
      ['timezone=Mars/Base', 'timezone'],
      ['start_date=2031-02-30&end_date=2031-03-01', 'start_date'],
      ['start_date=01/02/2031', 'start_date'],
      ['duration=45', 'duration'],
      ['duration=abc', 'duration'],
    ];
    for (const [query, param] of cases) {
      const body = errorBody(await lookup(event.hash, query), 400, 'rest_invalid_param');
      expect(Object.keys(body.data.params as object), query).toContain(param);
    }
    expect((await lookup(event.hash, 'start_date=2031-01-01&end_date=2031-03-04')).statusCode).toBe(
      200,
    );
    errorBody(await lookup('0123456789abcdef0123456789abcdef', ''), 404, 'event_not_found');
    errorBody(await lookup('not-a-hash', ''), 400, 'rest_invalid_param');
    const { event: draft } = await bookableEvent(t, host, { event: { status: 'draft' } });
    errorBody(await lookup(draft.hash, ''), 422, 'event_not_accepting_bookings');
  });

  it('serves the same answer to admins, and hides events from hosts who cannot see them', async () => {
    const host = await t.createAccount();
    const stranger = await t.createAccount();
    const { event } = await bookableEvent(t, host);
    const query = 'start_date=2031-01-07&end_date=2031-01-08&timezone=Asia/Kathmandu';
    const url = `/api/v2/bookings/event/${event.id}?${query}`;
    const own = await t.request({ method: 'GET', url, as: host });
    expect(own.statusCode, own.body).toBe(200);
    const { calendar_event: widget, ...slots } = own.json();
    expect(slots).toEqual((await lookup(event.hash, query)).json());
    // The host's answer adds what the booking dialog shows of the event.
    expect(widget.slot).toMatchObject({
      id: event.id,
      title: event.title,
      duration: event.duration,
      max_lookup_date: slots.max_lookup_date,
      min_lookup_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      settings: { location_fields: expect.any(Object) },
    });
    expect(widget.slot.min_bookable_date >= widget.slot.min_lookup_date).toBe(true);
    expect(widget.author_profile.ID).toBe(host.id);
    expect(widget.form_fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    expect(own.json().available_slots['2031-01-07'][0].start).toBe('2031-01-07 00:15:00');
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
    errorBody(await t.request({ method: 'GET', url, as: stranger }), 404, 'event_not_found');
    errorBody(await t.request({ method: 'GET', url, as: null }), 401, 'rest_forbidden');
  });
});
