/**
 * Writing bookings into a Google calendar (Calendar API v3 `events.insert`, `events.patch`,
 * `events.delete`), with a Google Meet conference (`conferenceData.createRequest`, type
 * `hangoutsMeet`, `conferenceDataVersion=1`) when the booking's location is Google Meet. Through
 * `outbound` (time and size limits); answers are hostile until checked. 429 and 503 with
 * Retry-After become `RetryLater`, which the write-back honours.
 */
import type { BookingMailContext } from '../mail/index.js';
import type { OnlineMeeting } from '../../domain/online-meeting.js';
import { readOnlineMeeting } from '../../domain/online-meeting.js';
import { AccessRefused } from './google-api.js';
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { retryAfterMs, RetryLater } from './retry-later.js';

interface Api {
  base: string;
  accessToken: string;
  limits: OutboundOptions;
}

const obj = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown, max = 1024) => (typeof v === 'string' && v.length <= max ? v : null);

async function call(api: Api, method: string, path: string, query: string, body?: unknown) {
  const res = await outbound(
    {
      method,
      url: `${api.base}/calendar/v3/${path}${query ? `?${query}` : ''}`,
      headers: {
        authorization: `Bearer ${api.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { ...api.limits, allowPrivate: true },
  );
  if (res.status === 401) throw new AccessRefused('Google refused the access token.');
  if (res.status === 429 || res.status === 503) {
    const after = retryAfterMs(res.headers['retry-after'], Date.now());
    throw new RetryLater(`Google Calendar answered ${res.status}.`, after ?? 0);
  }
  return res;
}

/** The event as the booking describes it; Slotbook's UID, so syncs know it as its own. */
function eventBody(ctx: BookingMailContext, uid: string, description: string) {
  return {
    summary: ctx.event.title.slice(0, 1000),
    description: description.slice(0, 8000),
    location: (ctx.meeting?.join_url ?? ctx.event.location).slice(0, 1000),
    start: { dateTime: new Date(ctx.start).toISOString() },
    end: { dateTime: new Date(ctx.end).toISOString() },
    iCalUID: uid,
    status: 'confirmed',
  };
}

/** The Meet link of an event answer, or null. */
function meetOf(answer: Record<string, unknown>): OnlineMeeting | null {
  const conference = obj(answer.conferenceData);
  const points = Array.isArray(conference?.entryPoints) ? conference.entryPoints.slice(0, 20) : [];
  const video = points.map(obj).find((p) => p?.entryPointType === 'video');
  const uri = str(video?.uri) ?? str(answer.hangoutLink);
  const id = str(conference?.conferenceId, 200);
  return readOnlineMeeting({
    provider: 'google_meet',
    join_url: uri,
    ...(id ? { external_id: id } : {}),
  });
}

export interface WrittenGoogleEvent {
  id: string;
  meeting: OnlineMeeting | null;
}

function written(res: { status: number; body: string }, what: string): WrittenGoogleEvent {
  if (res.status !== 200)
    throw new OutboundError(`Google Calendar answered ${res.status} to ${what}.`);
  let answer: Record<string, unknown> | null;
  try {
    answer = obj(JSON.parse(res.body));
  } catch {
    throw new OutboundError('Google Calendar answered malformed JSON.');
  }
  const id = str(answer?.id, 1024);
  if (!answer || !id) throw new OutboundError('Google Calendar answered an unexpected shape.');
  return { id, meeting: meetOf(answer) };
}

export interface EventWrite {
  calendarId: string;
  /** The event written before (patched), or null (inserted). */
  eventId: string | null;
  ctx: BookingMailContext;
  uid: string;
  description: string;
  /** Asks Google for a Meet conference (the booking's location is Google Meet, none yet). */
  createMeet: boolean;
  /** Stable per booking: Google creates one conference per request id. */
  requestId: string;
}

/** Inserts or patches the booking's event; answers its id and its Meet link if any. */
export async function writeEvent(api: Api, w: EventWrite): Promise<WrittenGoogleEvent> {
  const body: Record<string, unknown> = eventBody(w.ctx, w.uid, w.description);
  if (w.createMeet) {
    body.conferenceData = {
      createRequest: { requestId: w.requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } },
    };
  }
  const calendar = encodeURIComponent(w.calendarId);
  const query = 'conferenceDataVersion=1&sendUpdates=none';
  if (w.eventId) {
    const { iCalUID: _uid, ...patch } = body;
    const path = `calendars/${calendar}/events/${encodeURIComponent(w.eventId)}`;
    const res = await call(api, 'PATCH', path, query, patch);
    // Deleted meanwhile in Google: written anew.
    if (res.status !== 404 && res.status !== 410) return written(res, 'events.patch');
  }
  return written(
    await call(api, 'POST', `calendars/${calendar}/events`, query, body),
    'events.insert',
  );
}

/** Deletes the event; one already gone is fine. */
export async function deleteEvent(api: Api, calendarId: string, eventId: string): Promise<void> {
  const path = `calendars/${encodeURIComponent(calendarId)}/events/${encodeURIComponent(eventId)}`;
  const res = await call(api, 'DELETE', path, 'sendUpdates=none');
  if (res.status === 204 || res.status === 200 || res.status === 404 || res.status === 410) return;
  throw new OutboundError(`Google Calendar answered ${res.status} to events.delete.`);
}
