/**
 * Bookings written to a Microsoft calendar against the Graph stand-in: a Teams event created
 * with its join URL read back, moved, and removed (twice: already gone is fine).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingEvent,
  deleteBookingEvent,
  moveBookingEvent,
} from '../../src/modules/connections/microsoft-events.js';
import { startMicrosoftStandIn } from './microsoft-stand-in.js';

let graph: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
const target = () => ({
  base: graph.graphBaseUrl,
  accessToken: 'tok',
  limits: { allowPrivate: true, timeoutMs: 2_000 },
});

beforeAll(async () => {
  graph = await startMicrosoftStandIn({ accessToken: 'tok' });
  graph.calendars.push({ id: 'cal-1', name: 'Calendar', events: [] });
});
afterAll(() => graph.close());

describe('Microsoft write-back', () => {
  it('creates a Teams event, moves it and removes it', async () => {
    const start = Date.parse('2026-03-30T07:00:00Z');
    const created = await createBookingEvent(target(), 'cal-1', {
      subject: 'Intro call with Ada',
      start,
      end: start + 1_800_000,
      teams: true,
    });
    expect(created.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//);
    const stored = graph.calendars[0]?.events[0] as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({
      subject: 'Intro call with Ada',
      start: { dateTime: '2026-03-30T07:00:00', timeZone: 'UTC' },
      isOnlineMeeting: true,
      onlineMeetingProvider: 'teamsForBusiness',
    });
    await moveBookingEvent(target(), created.id, start + 86_400_000, start + 88_200_000);
    expect(stored.start).toEqual({ dateTime: '2026-03-31T07:00:00', timeZone: 'UTC' });
    await deleteBookingEvent(target(), created.id);
    expect(graph.calendars[0]?.events).toEqual([]);
    await deleteBookingEvent(target(), created.id);
    expect(graph.violations).toEqual([]);
  });
});
