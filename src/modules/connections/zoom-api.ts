/**
 * The few Zoom API v2 calls Slotbook makes: the account (`GET /users/me`), and a booking's
 * meeting (`POST /users/me/meetings`, `PATCH /meetings/{meetingId}`, `DELETE
 * /meetings/{meetingId}`). Through `outbound` (time and size limits); answers are hostile until
 * checked: only the fields read here are taken, each of its expected type and length. 401
 * becomes `AccessRefused` (refreshed and tried once more), 429 and 503 `RetryLater` with the
 * answer's Retry-After, which the write-back honours.
 */
import type { OnlineMeeting } from '../../domain/online-meeting.js';
import { readOnlineMeeting } from '../../domain/online-meeting.js';
import { AccessRefused } from './google-api.js';
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { retryAfterMs, RetryLater } from './retry-later.js';

export interface ZoomApi {
  base: string;
  accessToken: string;
  limits: OutboundOptions;
}

/** What a booking's meeting says: Zoom's fields of a scheduled meeting (type 2). */
export interface ZoomMeetingRequest {
  topic: string;
  /** Epoch milliseconds. */
  start: number;
  /** Minutes. */
  duration: number;
  /** IANA zone the meeting is shown in. */
  timezone: string;
  agenda: string;
}

const obj = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const str = (v: unknown, max = 1024) => (typeof v === 'string' && v.length <= max ? v : null);

async function call(api: ZoomApi, method: string, path: string, body?: unknown) {
  const res = await outbound(
    {
      method,
      url: `${api.base}${path}`,
      headers: {
        authorization: `Bearer ${api.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { ...api.limits, allowPrivate: true },
  );
  if (res.status === 401) throw new AccessRefused('Zoom refused the access token.');
  if (res.status === 429 || res.status === 503) {
    const after = retryAfterMs(res.headers['retry-after'], Date.now());
    throw new RetryLater(`Zoom answered ${res.status}.`, after ?? 0);
  }
  return res;
}

function jsonOf(res: { status: number; body: string }, expected: number, what: string) {
  if (res.status !== expected) throw new OutboundError(`Zoom answered ${res.status} to ${what}.`);
  let answer: Record<string, unknown> | null;
  try {
    answer = obj(JSON.parse(res.body));
  } catch {
    throw new OutboundError(`Zoom answered malformed JSON to ${what}.`);
  }
  if (!answer) throw new OutboundError(`Zoom answered an unexpected shape to ${what}.`);
  return answer;
}

/** The connected account: its e-mail address (the connection's name) and id. */
export async function zoomAccount(api: ZoomApi): Promise<{ id: string; email: string }> {
  const answer = jsonOf(await call(api, 'GET', '/users/me'), 200, 'users/me');
  const id = str(answer.id, 200);
  const email = str(answer.email, 200);
  if (!id || !email) throw new OutboundError('Zoom did not name the account.');
  return { id, email };
}

/** Zoom's body for a scheduled meeting: its start in UTC, whole minutes, shown in `timezone`. */
function meetingBody(m: ZoomMeetingRequest) {
  return {
    topic: m.topic.slice(0, 200),
    type: 2,
    start_time: new Date(m.start).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    duration: Math.max(1, Math.round(m.duration)),
    timezone: m.timezone,
    agenda: m.agenda.slice(0, 2000),
  };
}

/** The meeting of a create answer (id, join link, passcode); refused unless well formed. */
function meetingOf(answer: Record<string, unknown>): OnlineMeeting {
  const id =
    typeof answer.id === 'number' && Number.isSafeInteger(answer.id) && answer.id > 0
      ? String(answer.id)
      : str(answer.id, 30);
  const meeting =
    id && /^\d{1,20}$/.test(id)
      ? readOnlineMeeting({
          provider: 'zoom',
          join_url: str(answer.join_url, 2048),
          passcode: str(answer.password, 50) ?? undefined,
          external_id: id,
        })
      : null;
  if (!meeting)
    throw new OutboundError('Zoom answered a meeting without an id or https join link.');
  return meeting;
}

export async function createZoomMeeting(
  api: ZoomApi,
  m: ZoomMeetingRequest,
): Promise<OnlineMeeting> {
  const res = await call(api, 'POST', '/users/me/meetings', meetingBody(m));
  return meetingOf(jsonOf(res, 201, 'the new meeting'));
}

/** Moves the meeting; false when Zoom no longer has it (deleted there meanwhile). */
export async function updateZoomMeeting(
  api: ZoomApi,
  meetingId: string,
  m: ZoomMeetingRequest,
): Promise<boolean> {
  const res = await call(api, 'PATCH', `/meetings/${meetingId}`, meetingBody(m));
  if (res.status === 204 || res.status === 200) return true;
  if (res.status === 404) return false;
  throw new OutboundError(`Zoom answered ${res.status} to moving the meeting.`);
}

/** Deletes the meeting; one already gone is fine. */
export async function deleteZoomMeeting(api: ZoomApi, meetingId: string): Promise<void> {
  const res = await call(api, 'DELETE', `/meetings/${meetingId}`);
  if (res.status === 204 || res.status === 200 || res.status === 404) return;
  throw new OutboundError(`Zoom answered ${res.status} to deleting the meeting.`);
}
