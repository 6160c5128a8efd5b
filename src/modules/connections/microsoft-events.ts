/**
 * Bookings written to a Microsoft calendar through Graph v1.0: an event created (as a Teams
 * meeting when asked: `isOnlineMeeting`, `onlineMeetingProvider: teamsForBusiness`, its join URL
 * read back from `onlineMeeting.joinUrl`), updated (PATCH; one deleted meanwhile is created
 * anew) and removed (DELETE). A 401 is `GraphAccessRefused` (the token is refreshed once); 429
 * and 503 with Retry-After become `RetryLater`, which the write-back honours.
 */
import { GraphAccessRefused } from './microsoft-api.js';
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { retryAfterMs, RetryLater } from './retry-later.js';

export interface GraphTarget {
  base: string;
  accessToken: string;
  limits: OutboundOptions;
}

export interface BookingEvent {
  subject: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  teams: boolean;
  /** The invitation's text, and where it takes place (a Teams meeting names its own). */
  description?: string;
  location?: string;
}

const utc = (ms: number) => ({
  dateTime: new Date(ms).toISOString().slice(0, 19),
  timeZone: 'UTC',
});
const str = (v: unknown, max = 2048) => (typeof v === 'string' && v.length <= max ? v : null);

async function call(target: GraphTarget, method: string, path: string, body?: unknown) {
  const res = await outbound(
    {
      method,
      url: `${target.base}${path}`,
      headers: {
        authorization: `Bearer ${target.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { ...target.limits, allowPrivate: true },
  );
  if (res.status === 404 && method !== 'POST') return null;
  if (res.status === 401) throw new GraphAccessRefused('Microsoft refused the access token.');
  if (res.status === 429 || res.status === 503) {
    const after = retryAfterMs(res.headers['retry-after'], Date.now());
    throw new RetryLater(`Microsoft Graph answered ${res.status}.`, after ?? 0);
  }
  if (res.status < 200 || res.status >= 300) {
    throw new OutboundError(`Microsoft Graph answered ${res.status}.`);
  }
  if (res.status === 204 || !res.body) return {};
  try {
    const answer: unknown = JSON.parse(res.body);
    if (answer === null || typeof answer !== 'object') throw new Error('not an object');
    return answer as Record<string, unknown>;
  } catch {
    throw new OutboundError('Microsoft Graph answered malformed JSON.');
  }
}

function eventBody(booking: BookingEvent) {
  return {
    subject: booking.subject.slice(0, 255),
    start: utc(booking.start),
    end: utc(booking.end),
    showAs: 'busy',
    ...(booking.description === undefined
      ? {}
      : { body: { contentType: 'text', content: booking.description.slice(0, 8000) } }),
    ...(booking.location === undefined || booking.teams
      ? {}
      : { location: { displayName: booking.location.slice(0, 255) } }),
    ...(booking.teams ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' } : {}),
  };
}

/** The Teams join URL of an event answer (https only), or null. */
function joinUrlOf(answer: Record<string, unknown> | null): string | null {
  const meeting = answer?.onlineMeeting as Record<string, unknown> | null | undefined;
  const joinUrl = str(meeting?.joinUrl);
  return joinUrl && /^https:\/\//.test(joinUrl) ? joinUrl : null;
}

/** Creates the event; answers its id and (for Teams) the join URL. */
export async function createBookingEvent(
  target: GraphTarget,
  calendarId: string,
  booking: BookingEvent,
): Promise<{ id: string; joinUrl: string | null }> {
  const path = `/me/calendars/${encodeURIComponent(calendarId)}/events`;
  const answer = await call(target, 'POST', path, eventBody(booking));
  const id = str(answer?.id);
  if (!id) throw new OutboundError('Microsoft Graph created an event without an id.');
  return { id, joinUrl: joinUrlOf(answer) };
}

/** Brings the event written before up to date, or creates it (anew when it was deleted). */
export async function writeBookingEvent(
  target: GraphTarget,
  calendarId: string,
  eventId: string | null,
  booking: BookingEvent,
): Promise<{ id: string; joinUrl: string | null }> {
  if (eventId) {
    const path = `/me/events/${encodeURIComponent(eventId)}`;
    const answer = await call(target, 'PATCH', path, eventBody(booking));
    if (answer) return { id: eventId, joinUrl: joinUrlOf(answer) };
  }
  return createBookingEvent(target, calendarId, booking);
}

export async function moveBookingEvent(
  target: GraphTarget,
  eventId: string,
  start: number,
  end: number,
) {
  await call(target, 'PATCH', `/me/events/${encodeURIComponent(eventId)}`, {
    start: utc(start),
    end: utc(end),
  });
}

/** Removes the event (already gone: nothing to do). */
export async function deleteBookingEvent(target: GraphTarget, eventId: string) {
  await call(target, 'DELETE', `/me/events/${encodeURIComponent(eventId)}`);
}
