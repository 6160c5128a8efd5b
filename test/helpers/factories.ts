/** Small factories for calendar, event and schedule tests: each test builds its own data. */
import { expect } from 'vitest';
import type { Account, TestApp } from './app.js';
import type { Json } from './json.js';

export async function createCalendar(
  t: TestApp,
  as: Account,
  calendar: Record<string, unknown> = {},
): Promise<{ calendar: Json; slot: Json }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v2/calendars',
    as,
    payload: {
      calendar: {
        author_timezone: 'Europe/Berlin',
        slot: { title: 'Intro call', duration: 30 },
        ...calendar,
      },
    },
  });
  if (res.statusCode !== 201)
    throw new Error(`calendar not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createEvent(
  t: TestApp,
  as: Account,
  calendarId: number,
  body: Record<string, unknown> = {},
): Promise<Json> {
  const res = await t.request({
    method: 'POST',
    url: `/api/v2/calendars/${calendarId}/events`,
    as,
    payload: { title: 'Consultation', duration: 45, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`event not created: ${res.statusCode} ${res.body}`);
  return res.json().slot;
}

export async function createSchedule(
  t: TestApp,
  as: Account,
  body: Record<string, unknown> = {},
): Promise<Json> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v2/availability',
    as,
    payload: { title: `Hours ${Math.random().toString(36).slice(2, 8)}`, timezone: 'UTC', ...body },
  });
  if (res.statusCode !== 201)
    throw new Error(`schedule not created: ${res.statusCode} ${res.body}`);
  return res.json().schedule;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

/** Every field of a calendar, with its type. */
export function expectSpecCalendar(c: Json): void {
  expect(c).toMatchObject({
    id: expect.any(Number),
    hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    user_id: expect.any(Number),
    account_id: expect.any(Number),
    title: expect.any(String),
    slug: expect.stringMatching(/^[a-z0-9_-]{4,}$/),
    media_id: expect.any(Number),
    description: expect.any(String),
    settings: expect.any(Object),
    status: 'active',
    type: expect.stringMatching(/^(simple|team)$/),
    event_type: 'scheduling',
    account_type: expect.any(String),
    visibility: expect.any(String),
    author_timezone: expect.any(String),
    max_book_per_slot: expect.any(Number),
    created_at: expect.stringMatching(ISO),
    updated_at: expect.stringMatching(ISO),
  });
  expect(c).toHaveProperty('parent_id');
  expect(Number.isInteger(c.id) && Number.isInteger(c.user_id)).toBe(true);
}

/** The listing extras of a calendar, and the slot summaries. */
export function expectListedCalendar(c: Json): void {
  expectSpecCalendar(c);
  expect(typeof c.public_url).toBe('string');
  expect(c.author_profile).toMatchObject({ ID: c.user_id, name: expect.any(String) });
  expect(Array.isArray(c.slots)).toBe(true);
  for (const slot of c.slots) {
    expect(slot).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      status: expect.stringMatching(/^(active|draft)$/),
      type: expect.stringMatching(/^(free|paid)$/),
    });
  }
}

/** A full event as the event endpoints return it. */
export function expectEvent(e: Json): void {
  expect(e).toMatchObject({
    id: expect.any(Number),
    hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    user_id: expect.any(Number),
    calendar_id: expect.any(Number),
    duration: expect.any(Number),
    title: expect.any(String),
    slug: expect.stringMatching(/^\d+min(-\d+)?$/),
    status: expect.stringMatching(/^(active|draft)$/),
    type: expect.any(String),
    event_type: expect.any(String),
    is_display_spots: expect.any(Boolean),
    max_book_per_slot: expect.any(Number),
    location_settings: expect.any(Array),
    settings: {
      weekly_schedules: { mon: { enabled: expect.any(Boolean), slots: expect.any(Array) } },
      date_overrides: expect.any(Object),
      range_type: expect.any(String),
      schedule_conditions: { value: expect.any(Number), unit: expect.any(String) },
      buffer_time_before: expect.any(Number),
      buffer_time_after: expect.any(Number),
      booking_frequency: { enabled: expect.any(Boolean), limits: expect.any(Array) },
      multi_duration: { enabled: expect.any(Boolean) },
      lock_timezone: { enabled: expect.any(Boolean) },
    },
    created_at: expect.stringMatching(ISO),
  });
}
