/**
 * Bookings written to a Microsoft calendar through Graph v1.0: an event created (as a Teams
 * meeting when asked: `isOnlineMeeting`, `onlineMeetingProvider: teamsForBusiness`, its join URL
 * read back from `onlineMeeting.joinUrl`), moved (PATCH of its times) and removed (DELETE).
 */
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';

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
  if (res.status === 404 && method === 'DELETE') return null;
  if (res.status < 200 || res.status >= 300) {
    throw new OutboundError(`Microsoft Graph answered ${res.status}.`);
  }
  if (res.status === 204 || !res.body) return null;
  try {
    return JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    throw new OutboundError('Microsoft Graph answered malformed JSON.');
  }
}

/** Creates the event; answers its id and (for Teams) the join URL. */
export async function createBookingEvent(
  target: GraphTarget,
  calendarId: string,
  booking: BookingEvent,
): Promise<{ id: string; joinUrl: string | null }> {
  const answer = await call(
    target,
    'POST',
    `/me/calendars/${encodeURIComponent(calendarId)}/events`,
    {
      subject: booking.subject.slice(0, 255),
      start: utc(booking.start),
      end: utc(booking.end),
      showAs: 'busy',
      ...(booking.teams
        ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' }
        : {}),
    },
  );
  const id = str(answer?.id);
  if (!id) throw new OutboundError('Microsoft Graph created an event without an id.');
  const meeting = answer?.onlineMeeting as Record<string, unknown> | null | undefined;
  const joinUrl = str(meeting?.joinUrl);
  return { id, joinUrl: joinUrl && /^https:\/\//.test(joinUrl) ? joinUrl : null };
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
