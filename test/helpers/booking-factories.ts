/** Factories for booking and slot tests: bookable events and bookings, built through the API. */
import { expect } from 'vitest';
import type { Account, TestApp } from './app.js';
import { createCalendar, createEvent } from './factories.js';
import type { Json } from './json.js';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The same windows every day of the week. */
export function everyDay(windows: [string, string][] = [['00:00', '24:00']]) {
  return Object.fromEntries(
    DAYS.map((d) => [d, { enabled: true, slots: windows.map(([start, end]) => ({ start, end })) }]),
  );
}

export interface BookableOptions {
  /** The calendar's (and so the custom schedule's) zone. */
  timezone?: string;
  duration?: number;
  /** Event fields (event_type, max_book_per_slot, status, ...). */
  event?: Record<string, unknown>;
  /** Event settings merged over: open all day every day, no notice, no horizon. */
  settings?: Record<string, unknown>;
}

/** A calendar of `host` with an event anyone can book at any whole multiple of its duration. */
export async function bookableEvent(t: TestApp, host: Account, options: BookableOptions = {}) {
  // Team calendars: a host may own any number of them (but only one host calendar).
  const { calendar } = await createCalendar(t, host, {
    type: 'team',
    title: 'Bookings',
    author_timezone: options.timezone ?? 'UTC',
  });
  const event = await createEvent(t, host, calendar.id, {
    title: 'Consultation',
    duration: options.duration ?? 30,
    availability_type: 'custom',
    ...options.event,
    settings: {
      weekly_schedules: everyDay(),
      schedule_conditions: { value: 0, unit: 'minutes' },
      range_type: 'range_indefinite',
      ...options.settings,
    },
  });
  return { calendar, event };
}

/** Switches on the event's additional-guests field (off by default), with `limit` guests. */
export async function enableGuests(
  t: TestApp,
  host: Account,
  calendarId: number,
  eventId: number,
  limit = 10,
): Promise<void> {
  const url = `/api/v2/calendars/${calendarId}/events/${eventId}/booking-fields`;
  const { fields } = (await t.request({ url, as: host })).json();
  const next = fields.map((f: { name: string }) =>
    f.name === 'guests' ? { ...f, enabled: true, limit } : f,
  );
  const saved = await t.request({ method: 'POST', url, as: host, payload: { fields: next } });
  if (saved.statusCode !== 200) throw new Error(`enableGuests: ${saved.body}`);
}

/** The next whole hour at least `hours` from now, as ISO UTC. */
export function hoursAhead(hours: number, base = Date.now()): string {
  const hour = 3_600_000;
  return new Date(Math.ceil((base + hours * hour) / hour) * hour).toISOString();
}

export function guest(extra: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email: 'ada@example.com', timezone: 'UTC', ...extra };
}

/** Books as `as` through the admin route; asserts a 201 and returns the booking. */
export async function adminBook(
  t: TestApp,
  as: Account,
  eventId: number,
  body: Record<string, unknown>,
): Promise<Json> {
  const res = await t.request({
    method: 'POST',
    url: `/api/v2/bookings/create/${eventId}`,
    as,
    payload: guest(body),
  });
  if (res.statusCode !== 201) throw new Error(`booking not created: ${res.statusCode} ${res.body}`);
  return res.json().booking;
}

const SQL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;
const nullable = (type: string) => (v: unknown) => v === null || typeof v === type;

/** Every field of a booking with its type, and the formatted extras. */
export function expectSpecBooking(b: Json): void {
  const ints = ['id', 'calendar_id', 'event_id', 'group_id', 'host_user_id', 'person_user_id'];
  for (const key of [...ints, 'slot_minutes']) expect(Number.isInteger(b[key]), key).toBe(true);
  const strings = [
    ...['person_time_zone', 'first_name', 'last_name', 'email', 'message', 'internal_note'],
    ...['phone', 'country', 'ip_address', 'browser', 'device', 'status', 'source'],
    ...['booking_type', 'event_type', 'source_url', 'utm_source', 'utm_medium'],
    ...['utm_campaign', 'utm_term', 'utm_content', 'booking_status_text', 'payment_status_text'],
    ...['reschedule_url', 'cancel_url', 'event_title'],
  ];
  for (const key of strings) expect(typeof b[key], key).toBe('string');
  for (const key of ['fcrm_id', 'parent_id', 'person_contact_id', 'cancelled_by', 'source_id']) {
    expect(nullable('number')(b[key]), key).toBe(true);
  }
  for (const key of ['payment_status', 'payment_method']) {
    expect(nullable('string')(b[key]), key).toBe(true);
  }
  expect(b.hash).toMatch(/^[0-9a-f]{32}$/);
  expect(b.start_time).toMatch(SQL_TIME);
  expect(b.end_time).toMatch(SQL_TIME);
  expect(b.created_at).toMatch(ISO);
  expect(b.updated_at).toMatch(ISO);
  expect(b.start_time_iso).toMatch(ISO);
  expect(b.end_time_iso).toMatch(ISO);
  expect(b.other_info === null || typeof b.other_info === 'object').toBe(true);
  expect(b.location_details === null || typeof b.location_details.type === 'string').toBe(true);
  expect(b.author).toMatchObject({ id: b.host_user_id, name: expect.any(String) });
  expect(Array.isArray(b.additional_guests)).toBe(true);
  expect(typeof b.custom_form_data).toBe('object');
  expect(b).toHaveProperty('calendar_event');
}
