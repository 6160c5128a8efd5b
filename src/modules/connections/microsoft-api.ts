/**
 * The Microsoft Graph v1.0 calls for busy time (the account's name, list calendars, a calendar's
 * view as a delta query), through `outbound` (time and size limits). Answers are hostile until checked: only the
 * fields read here are taken, each of its expected type, and pages and items are capped. A 429 or
 * 503 is retried after its Retry-After (within a cap); a 410 means the delta link expired.
 */
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';

/** Pages of one listing at most, and items over them all. */
export const MAX_PAGES = 20;
export const MAX_ITEMS = 10_000;
/** Throttled answers (429/503) retried per request, and the longest Retry-After waited for. */
export const MAX_RETRIES = 3;
export const MAX_RETRY_AFTER_SECONDS = 30;

/** The delta link is no longer valid (410, syncStateNotFound): a full sync is needed. */
export class DeltaGone extends Error {}
/** The access token was refused (401): refresh it and try once more. */
export class GraphAccessRefused extends Error {}

export interface GraphApi {
  /** MICROSOFT_GRAPH_BASE_URL, like https://graph.microsoft.com/v1.0. */
  base: string;
  accessToken: string;
  limits: OutboundOptions;
  /** How to wait for a Retry-After (tests pass a quicker clock). */
  sleep?: (ms: number) => Promise<void>;
}

export interface GraphCalendar {
  id: string;
  name: string;
  /** The account's default calendar: it blocks time from the start, the others once chosen. */
  primary: boolean;
  canEdit: boolean;
}

/**
 * One event as far as busy time goes. Times are wall times in `timeZone` (Slotbook asks for UTC;
 * all-day events start and end at midnight of that zone).
 */
export interface GraphEvent {
  id: string;
  /** Deleted, declined or cancelled: it no longer blocks time. */
  removed: boolean;
  /** showAs free or workingElsewhere: shown, but not busy. */
  transparent: boolean;
  allDay: boolean;
  iCalUId: string | null;
  start: { dateTime: string; timeZone: string } | null;
  end: { dateTime: string; timeZone: string } | null;
}

const str = (v: unknown, max = 1024) => (typeof v === 'string' && v.length <= max ? v : null);
const obj = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); null when unusable. */
export function retryAfterSeconds(value: string | string[] | undefined, now = Date.now()) {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\d{1,6}$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** One GET, retried after Retry-After when Graph throttles it. */
async function getJson(api: GraphApi, url: string, headers: Record<string, string>) {
  if (!url.startsWith(`${api.base}/`)) {
    throw new OutboundError('Microsoft Graph answered a link outside its base URL.');
  }
  const sleep = api.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    const res = await outbound(
      {
        method: 'GET',
        url,
        headers: {
          authorization: `Bearer ${api.accessToken}`,
          accept: 'application/json',
          ...headers,
        },
      },
      { ...api.limits, allowPrivate: true },
    );
    if (res.status === 429 || res.status === 503) {
      const wait = retryAfterSeconds(res.headers['retry-after']) ?? 2 ** attempt;
      if (attempt >= MAX_RETRIES || wait > MAX_RETRY_AFTER_SECONDS) {
        throw new OutboundError(`Microsoft Graph is busy (${res.status}); retry after ${wait} s.`);
      }
      await sleep(wait * 1000);
      continue;
    }
    if (res.status === 410) throw new DeltaGone('The delta link expired.');
    if (res.status === 401) throw new GraphAccessRefused('Microsoft refused the access token.');
    if (res.status !== 200) throw new OutboundError(`Microsoft Graph answered ${res.status}.`);
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      throw new OutboundError('Microsoft Graph answered malformed JSON.');
    }
    const answer = obj(body);
    if (!answer) throw new OutboundError('Microsoft Graph answered an unexpected shape.');
    return answer;
  }
}

/** Every page from `url` on (following @odata.nextLink), within the caps. */
async function pages(api: GraphApi, url: string, headers: Record<string, string> = {}) {
  const items: unknown[] = [];
  let next: string | null = url;
  for (let page = 0; page < MAX_PAGES && next; page++) {
    const answer = await getJson(api, next, headers);
    if (!Array.isArray(answer.value)) {
      throw new OutboundError('Microsoft Graph answered an unexpected shape.');
    }
    items.push(...(answer.value as unknown[]));
    if (items.length > MAX_ITEMS) {
      throw new OutboundError(`The calendar has more than ${MAX_ITEMS} events in the window.`);
    }
    next = str(answer['@odata.nextLink'], 8192);
    if (!next) return { items, deltaLink: str(answer['@odata.deltaLink'], 8192) };
  }
  throw new OutboundError(`Microsoft Graph answered more than ${MAX_PAGES} pages.`);
}

/** The signed-in account's address (`mail`, else its user principal name), from /me. */
export async function accountName(api: GraphApi): Promise<string> {
  const me = await getJson(api, `${api.base}/me?$select=mail,userPrincipalName`, {});
  const name = str(me.mail, 200) ?? str(me.userPrincipalName, 200);
  if (!name) throw new OutboundError('Microsoft did not name the account.');
  return name;
}

export async function listCalendars(api: GraphApi): Promise<GraphCalendar[]> {
  const { items } = await pages(api, `${api.base}/me/calendars?$top=100`);
  return items.flatMap((item) => {
    const entry = obj(item);
    const id = str(entry?.id);
    if (!entry || !id) return [];
    const name = str(entry.name, 200) ?? id.slice(0, 200);
    return [
      { id, name, primary: entry.isDefaultCalendar === true, canEdit: entry.canEdit === true },
    ];
  });
}

function eventOf(item: unknown): GraphEvent | null {
  const e = obj(item);
  const id = str(e?.id);
  if (!e || !id) return null;
  const time = (v: unknown) => {
    const t = obj(v);
    const dateTime = str(t?.dateTime, 40);
    const timeZone = str(t?.timeZone, 100);
    return dateTime && timeZone ? { dateTime, timeZone } : null;
  };
  return {
    id,
    removed: e['@removed'] !== undefined || e.isCancelled === true,
    transparent: e.showAs === 'free' || e.showAs === 'workingElsewhere',
    allDay: e.isAllDay === true,
    iCalUId: str(e.iCalUId),
    start: time(e.start),
    end: time(e.end),
  };
}

/**
 * A calendar's events in a window as a delta query: all of them (a full sync, from `window`), or
 * what changed since `deltaLink`. Recurring events come as their single occurrences. Throws
 * DeltaGone when the link expired.
 */
export async function calendarViewDelta(
  api: GraphApi,
  calendarId: string,
  since: { deltaLink: string } | { start: string; end: string },
): Promise<{ events: GraphEvent[]; deltaLink: string | null }> {
  const url =
    'deltaLink' in since
      ? since.deltaLink
      : `${api.base}/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?` +
        new URLSearchParams({ startDateTime: since.start, endDateTime: since.end }).toString();
  const headers = { prefer: 'odata.maxpagesize=200, outlook.timezone="UTC"' };
  const { items, deltaLink } = await pages(api, url, headers);
  const events = items.map(eventOf).filter((e): e is GraphEvent => e !== null);
  return { events, deltaLink };
}
