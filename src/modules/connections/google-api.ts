/**
 * The few Google Calendar API v3 calls Slotbook makes (calendarList.list, events.list), through
 * `outbound` (time and size limits). Answers are hostile until checked: only the fields read
 * here are taken, each of its expected type, and pages and items are capped. A 429 or 503 is a
 * `RetryLater` with its Retry-After, which the sync honours.
 */
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import { retryAfterMs, RetryLater } from './retry-later.js';

/** Pages of one listing at most, and items over them all. */
export const MAX_PAGES = 20;
export const MAX_ITEMS = 10_000;

/** The sync token is no longer valid (410 GONE): a full sync is needed. */
export class SyncTokenGone extends Error {}
/** The access token was refused (401): refresh it and try once more. */
export class AccessRefused extends Error {}

export interface GoogleCalendar {
  id: string;
  name: string;
  timeZone: string | null;
  /** The account's own calendar: it blocks time from the start, the others once chosen. */
  primary: boolean;
}

/** One event as far as busy time goes; `start`/`end` are a date-time or (all-day) a date. */
export interface GoogleEvent {
  id: string;
  cancelled: boolean;
  transparent: boolean;
  iCalUID: string | null;
  start: { dateTime?: string; date?: string } | null;
  end: { dateTime?: string; date?: string } | null;
}

interface Api {
  base: string;
  accessToken: string;
  limits: OutboundOptions;
}

const str = (v: unknown, max = 1024) => (typeof v === 'string' && v.length <= max ? v : null);
const obj = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

async function getJson(api: Api, path: string, query: Record<string, string>) {
  const url = `${api.base}/calendar/v3/${path}?${new URLSearchParams(query).toString()}`;
  const res = await outbound(
    {
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${api.accessToken}`, accept: 'application/json' },
    },
    { ...api.limits, allowPrivate: true },
  );
  if (res.status === 410) throw new SyncTokenGone('The sync token expired.');
  if (res.status === 401) throw new AccessRefused('Google refused the access token.');
  if (res.status === 429 || res.status === 503) {
    const after = retryAfterMs(res.headers['retry-after'], Date.now());
    throw new RetryLater(`Google Calendar answered ${res.status}.`, after ?? 0);
  }
  if (res.status !== 200) throw new OutboundError(`Google Calendar answered ${res.status}.`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new OutboundError('Google Calendar answered malformed JSON.');
  }
  const answer = obj(body);
  if (!answer || (answer.items !== undefined && !Array.isArray(answer.items))) {
    throw new OutboundError('Google Calendar answered an unexpected shape.');
  }
  return answer;
}

/** Every page of a listing, within the caps. */
async function pages(
  api: Api,
  path: string,
  query: Record<string, string>,
): Promise<{ items: unknown[]; nextSyncToken: string | null }> {
  const items: unknown[] = [];
  let pageToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await getJson(api, path, pageToken ? { ...query, pageToken } : query);
    items.push(...((answer.items as unknown[] | undefined) ?? []));
    if (items.length > MAX_ITEMS) {
      throw new OutboundError(`The calendar has more than ${MAX_ITEMS} events in the window.`);
    }
    pageToken = str(answer.nextPageToken);
    if (!pageToken) return { items, nextSyncToken: str(answer.nextSyncToken) };
  }
  throw new OutboundError(`Google Calendar answered more than ${MAX_PAGES} pages.`);
}

export async function listCalendars(api: Api): Promise<GoogleCalendar[]> {
  const { items } = await pages(api, 'users/me/calendarList', { maxResults: '250' });
  return items.flatMap((item) => {
    const entry = obj(item);
    const id = str(entry?.id);
    if (!entry || !id) return [];
    const name = str(entry.summaryOverride, 200) ?? str(entry.summary, 200) ?? id.slice(0, 200);
    return [{ id, name, timeZone: str(entry.timeZone, 100), primary: entry.primary === true }];
  });
}

function eventOf(item: unknown): GoogleEvent | null {
  const e = obj(item);
  const id = str(e?.id);
  if (!e || !id) return null;
  const time = (v: unknown) => {
    const t = obj(v);
    if (!t) return null;
    const dateTime = str(t.dateTime, 40);
    const date = str(t.date, 10);
    return dateTime ? { dateTime } : date ? { date } : null;
  };
  return {
    id,
    cancelled: e.status === 'cancelled',
    transparent: e.transparency === 'transparent',
    iCalUID: str(e.iCalUID),
    start: time(e.start),
    end: time(e.end),
  };
}

/**
 * A calendar's events: all of them in `window` (a full sync), or what changed since
 * `syncToken`. Recurring events come as their single instances.
 */
export async function listEvents(
  api: Api,
  calendarId: string,
  since: { syncToken: string } | { timeMin: string; timeMax: string },
): Promise<{ events: GoogleEvent[]; nextSyncToken: string | null }> {
  const query: Record<string, string> = { singleEvents: 'true', maxResults: '2500' };
  if ('syncToken' in since) query.syncToken = since.syncToken;
  else Object.assign(query, { timeMin: since.timeMin, timeMax: since.timeMax });
  const path = `calendars/${encodeURIComponent(calendarId)}/events`;
  const { items, nextSyncToken } = await pages(api, path, query);
  const events = items.map(eventOf).filter((e): e is GoogleEvent => e !== null);
  return { events, nextSyncToken };
}
