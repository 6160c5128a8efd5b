/**
 * Syncing a Google account: its calendar list, then each blocking calendar's events, fully
 * within the busy window (at first, once a day as the window moves on, and when Google answers
 * 410 GONE to a sync token) or incrementally with the stored `nextSyncToken`. Each event is kept
 * as its busy interval (JSON `{ s, e }`), read in the calendar's time zone for all-day events;
 * cancelled and transparent events, and Slotbook's own, are dropped. The access token is
 * refreshed before it expires (or once when refused); `invalid_grant` marks the connection
 * `needs_reconnect`, and it is not synced again until the host connects the account anew.
 */
import type { ConnectionCalendarRow, ConnectionRow } from '../../db/tables-connections.js';
import type { Interval } from '../../domain/intervals.js';
import { isValidTimeZone, startOfLocalDay } from '../../domain/time.js';
import * as repo from './connections.repo.js';
import { ownUidTest } from './expand.js';
import {
  AccessRefused,
  listCalendars,
  listEvents,
  SyncTokenGone,
  type GoogleEvent,
} from './google-api.js';
import { GrantRevoked, refreshTokens, type GoogleTokens } from './google-oauth.js';
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

/** What sealing binds a Google connection's tokens to (as `sealContext` for other kinds). */
export const googleContext = (userId: number) => `connection:${userId}:google`;

export function openTokens(deps: Pick<GoogleSyncDeps, 'sealer'>, row: ConnectionRow): GoogleTokens {
  return JSON.parse(deps.sealer.open(row.sealed, googleContext(row.user_id))) as GoogleTokens;
}

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

interface Session {
  tokens: GoogleTokens;
  base: string;
  deps: GoogleSyncDeps;
  row: ConnectionRow;
}

async function refresh(session: Session): Promise<void> {
  const { deps, row } = session;
  const google = deps.google;
  if (!google) throw new OutboundError('Google is not configured on this server.');
  try {
    session.tokens = await refreshTokens(google, deps.outbound, session.tokens, deps.clock());
  } catch (error) {
    if (error instanceof GrantRevoked) {
      await repo.updateConnection(deps.db, row.id, { needs_reconnect: 1 });
    }
    throw error;
  }
  const sealed = deps.sealer.seal(JSON.stringify(session.tokens), googleContext(row.user_id));
  await repo.updateConnection(deps.db, row.id, { sealed });
}

/** Runs `call` with a valid access token, refreshing it first when due or once when refused. */
async function authorized<T>(session: Session, call: (token: string) => Promise<T>): Promise<T> {
  if (session.tokens.expires_at - 60_000 <= session.deps.clock()) await refresh(session);
  try {
    return await call(session.tokens.access_token);
  } catch (error) {
    if (!(error instanceof AccessRefused)) throw error;
    await refresh(session);
    return call(session.tokens.access_token);
  }
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
    authorized(session, (token) => listEvents(apiOf(session, token), cal.href, since));
  let answer;
  try {
    answer = await list(full ? window : { syncToken: cal.sync_token as string });
  } catch (error) {
    if (!(error instanceof SyncTokenGone)) throw error;
    full = true;
    answer = await list(window);
  }
  const isOwn = ownUidTest(deps.publicUrl);
  const objects: { href: string; etag: null; data: string }[] = [];
  const removed: string[] = [];
  for (const event of answer.events) {
    const iv = eventInterval(event, zone, isOwn);
    if (iv)
      objects.push({
        href: event.id,
        etag: null,
        data: JSON.stringify({ s: iv.start, e: iv.end }),
      });
    else removed.push(event.id);
  }
  if (full) {
    const listed = new Set(objects.map((o) => o.href));
    removed.push(
      ...(await repo.objectEtags(deps.db, cal.id)).map((k) => k.href).filter((h) => !listed.has(h)),
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.saveObjects(trx, cal.id, objects, removed);
    const patch = { sync_token: answer.nextSyncToken, ...(full ? { ctag: String(now) } : {}) };
    await repo.updateCalendar(trx, cal.id, patch, now);
  });
  return answer.events.length;
}

/** Syncs a Google connection's calendars; answers how many events were downloaded. */
export async function syncGoogle(row: ConnectionRow, deps: GoogleSyncDeps, started: number) {
  if (row.needs_reconnect === 1) {
    throw new GrantRevoked('Google access was revoked or expired: reconnect.');
  }
  if (!deps.google) throw new OutboundError('Google is not configured on this server.');
  const session: Session = {
    tokens: openTokens(deps, row),
    base: deps.google.apiBaseUrl,
    deps,
    row,
  };
  const calendars = await authorized(session, (token) => listCalendars(apiOf(session, token)));
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
  if (row.needs_reconnect === 1) {
    throw new GrantRevoked('Google access was revoked or expired: reconnect.');
  }
  if (!deps.google) throw new OutboundError('Google is not configured on this server.');
  const session: Session = {
    tokens: openTokens(deps, row),
    base: deps.google.apiBaseUrl,
    deps: { ...deps, windowDays: 0 },
    row,
  };
  return authorized(session, (token) => call(apiOf(session, token)));
}
