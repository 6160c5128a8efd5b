/**
 * Syncing a Google account: its calendar list, then each blocking calendar's events, fully
 * within the busy window (at first, once a day as the window moves on, and when Google answers
 * 410 GONE to a sync token) or incrementally with the stored `nextSyncToken`. Each event is kept
 * as its busy interval (JSON `{ s, e }`), read in the calendar's time zone for all-day events;
 * cancelled and transparent events, and Slotbook's own, are dropped. The tokens are kept fresh
 * by `oauth-tokens.ts` (a refused grant marks the connection `needs_reconnect`).
 */
import type { ConnectionCalendarRow, ConnectionRow } from '../../db/tables-connections.js';
import type { Interval } from '../../domain/intervals.js';
import { isValidTimeZone, startOfLocalDay } from '../../domain/time.js';
import * as repo from './connections.repo.js';
import { saveSyncedEvents } from './synced-events.js';
import { ownUidTest } from './expand.js';
import {
  AccessRefused,
  listCalendars,
  listEvents,
  SyncTokenGone,
  type GoogleEvent,
} from './google-api.js';
import { refreshTokens } from './google-oauth.js';
import { tokenSession, type Authorized, type TokenSource } from './oauth-tokens.js';
import { OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import type { Sealer } from './sealing.js';
import type { Db } from '../../db/database.js';
import type { GoogleSettings } from '../../config-sections.js';

/** What a Google sync needs (a part of the connections' sync dependencies). */
export interface GoogleSyncDeps {
  db: Db;
  clock: () => number;
  sealer: Sealer;
  outbound: OutboundOptions;
  publicUrl: string;
  google: GoogleSettings | null;
  /** Days of busy time kept ahead of now. */
  windowDays: number;
}

const DAY_MS = 86_400_000;

/** The busy interval of one event, or null when it blocks nothing. */
export function eventInterval(
  event: GoogleEvent,
  zone: string,
  isOwn: (uid: string) => boolean,
): Interval | null {
  if (event.cancelled || event.transparent || !event.start || !event.end) return null;
  if (event.iCalUID && isOwn(event.iCalUID)) return null;
  const at = (t: { dateTime?: string; date?: string }) => {
    if (t.dateTime) return Date.parse(t.dateTime);
    if (t.date && /^\d{4}-\d{2}-\d{2}$/.test(t.date)) return startOfLocalDay(zone, t.date);
    return NaN;
  };
  const start = at(event.start);
  const end = at(event.end);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/** Busy intervals of a Google calendar's stored events overlapping `window`. */
export function storedIntervals(objects: string[], window: Interval): Interval[] {
  return objects.flatMap((data) => {
    const { s, e } = JSON.parse(data) as { s: number; e: number };
    return e > window.start && s < window.end ? [{ start: s, end: e }] : [];
  });
}

/** How Google's tokens are refreshed. */
export function googleTokens(deps: Pick<GoogleSyncDeps, 'google' | 'outbound'>): TokenSource {
  return {
    label: 'Google',
    marginMs: 60_000,
    refresh(tokens, now) {
      if (!deps.google) throw new OutboundError('Google is not configured on this server.');
      return refreshTokens(deps.google, deps.outbound, tokens, now);
    },
    refused: (error) => error instanceof AccessRefused,
  };
}

interface Session {
  authorized: Authorized;
  base: string;
  deps: GoogleSyncDeps;
}

const apiOf = (session: Session, accessToken: string) => ({
  base: session.base,
  accessToken,
  limits: session.deps.outbound,
});

async function syncCalendar(session: Session, cal: ConnectionCalendarRow, zone: string) {
  const { deps } = session;
  const now = deps.clock();
  const lastFull = Number(cal.ctag ?? 0);
  let full = cal.sync_token === null || now - lastFull > DAY_MS;
  const window = {
    timeMin: new Date(now - DAY_MS).toISOString(),
    timeMax: new Date(now + deps.windowDays * DAY_MS).toISOString(),
  };
  const list = (since: Parameters<typeof listEvents>[2]) =>
    session.authorized((token) => listEvents(apiOf(session, token), cal.href, since));
  let answer;
  try {
    answer = await list(full ? window : { syncToken: cal.sync_token as string });
  } catch (error) {
    if (!(error instanceof SyncTokenGone)) throw error;
    full = true;
    answer = await list(window);
  }
  const isOwn = ownUidTest(deps.publicUrl);
  const events = answer.events.map((event) => ({
    id: event.id,
    interval: eventInterval(event, zone, isOwn),
  }));
  await saveSyncedEvents(deps.db, cal, events, { token: answer.nextSyncToken, full, now });
  return answer.events.length;
}

function sessionOf(row: ConnectionRow, deps: GoogleSyncDeps): Session {
  if (!deps.google) throw new OutboundError('Google is not configured on this server.');
  const authorized = tokenSession(deps, row, googleTokens(deps));
  return { authorized, base: deps.google.apiBaseUrl, deps };
}

/** Syncs a Google connection's calendars; answers how many events were downloaded. */
export async function syncGoogle(row: ConnectionRow, deps: GoogleSyncDeps, started: number) {
  const session = sessionOf(row, deps);
  const calendars = await session.authorized((token) => listCalendars(apiOf(session, token)));
  await repo.upsertCalendars(
    deps.db,
    row,
    calendars.map((c) => ({ href: c.id, name: c.name, blocks: c.primary })),
    started,
  );
  const zones = new Map(calendars.map((c) => [c.id, c.timeZone]));
  let fetched = 0;
  for (const cal of await repo.calendarsOf(deps.db, [row.id])) {
    if (cal.blocks !== 1) continue;
    const zone = zones.get(cal.href);
    fetched += await syncCalendar(session, cal, zone && isValidTimeZone(zone) ? zone : 'UTC');
  }
  return fetched;
}

/** Runs `call` against a Google connection's API with a valid access token (refreshed if due). */
export async function withGoogle<T>(
  row: ConnectionRow,
  deps: Omit<GoogleSyncDeps, 'windowDays'>,
  call: (api: { base: string; accessToken: string; limits: OutboundOptions }) => Promise<T>,
): Promise<T> {
  const session = sessionOf(row, { ...deps, windowDays: 0 });
  return session.authorized((token) => call(apiOf(session, token)));
}
