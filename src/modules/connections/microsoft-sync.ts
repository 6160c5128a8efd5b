/**
 * Syncing a Microsoft 365 / Outlook.com account: its calendar list, then each blocking calendar's
 * view as a delta query, fully within the busy window (at first, once a day as the window moves
 * on, and when Graph refuses the delta link) or incrementally with the stored delta link. Graph
 * expands recurring events into their occurrences; each is kept as its busy interval (JSON
 * `{ s, e }`, like Google's), all-day events over the host's days. Removed, cancelled and free
 * events block nothing, nor the events Slotbook wrote there itself (known by their ids). The
 * tokens are kept fresh by `oauth-tokens.ts` (a refused grant marks the connection
 * `needs_reconnect`).
 */
import type { MicrosoftSettings } from '../../config-sections.js';
import type { Db } from '../../db/database.js';
import type { ConnectionCalendarRow, ConnectionRow } from '../../db/tables-connections.js';
import * as repo from './connections.repo.js';
import { saveSyncedEvents } from './synced-events.js';
import { ownUidTest } from './expand.js';
import {
  calendarViewDelta,
  DeltaGone,
  GraphAccessRefused,
  listCalendars,
  type GraphApi,
} from './microsoft-api.js';
import { microsoftEventInterval } from './microsoft-busy.js';
import { freshMicrosoftTokens, REFRESH_MARGIN_MS } from './microsoft-oauth.js';
import { tokenSession, type Authorized, type TokenSource } from './oauth-tokens.js';
import { OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import type { Sealer } from './sealing.js';

/** What a Microsoft sync needs (a part of the connections' sync dependencies). */
export interface MicrosoftSyncDeps {
  db: Db;
  clock: () => number;
  sealer: Sealer;
  outbound: OutboundOptions;
  publicUrl: string;
  microsoft: MicrosoftSettings | null;
  /** Days of busy time kept ahead of now. */
  windowDays: number;
}

const DAY_MS = 86_400_000;

/** How Microsoft's tokens are refreshed: five minutes ahead of their expiry. */
export function microsoftTokens(
  deps: Pick<MicrosoftSyncDeps, 'microsoft' | 'outbound'>,
): TokenSource {
  return {
    label: 'Microsoft',
    marginMs: REFRESH_MARGIN_MS,
    refresh(tokens, now) {
      if (!deps.microsoft) throw new OutboundError('Microsoft is not configured on this server.');
      return freshMicrosoftTokens(deps.microsoft, deps.outbound, tokens, now);
    },
    refused: (error) => error instanceof GraphAccessRefused,
  };
}

interface Session {
  authorized: Authorized;
  base: string;
  deps: MicrosoftSyncDeps;
}

const apiOf = (session: Session, accessToken: string): GraphApi => ({
  base: session.base,
  accessToken,
  limits: session.deps.outbound,
});

/** The ids of the events Slotbook wrote to this calendar (bookings: already busy time). */
async function writtenIds(db: Db, calendarId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('written_events')
    .select('href')
    .where('calendar_id', '=', calendarId)
    .execute();
  return new Set(rows.map((r) => r.href));
}

async function syncCalendar(session: Session, cal: ConnectionCalendarRow, zone: string) {
  const { deps } = session;
  const now = deps.clock();
  let full = cal.sync_token === null || now - Number(cal.ctag ?? 0) > DAY_MS;
  const window = {
    start: new Date(now - DAY_MS).toISOString(),
    end: new Date(now + deps.windowDays * DAY_MS).toISOString(),
  };
  const list = (since: Parameters<typeof calendarViewDelta>[2]) =>
    session.authorized((token) => calendarViewDelta(apiOf(session, token), cal.href, since));
  let answer;
  try {
    answer = await list(full ? window : { deltaLink: cal.sync_token as string });
  } catch (error) {
    if (!(error instanceof DeltaGone)) throw error;
    full = true;
    answer = await list(window);
  }
  const isOwnUid = ownUidTest(deps.publicUrl);
  const written = await writtenIds(deps.db, cal.id);
  const events = answer.events.map((event) => ({
    id: event.id,
    interval: written.has(event.id) ? null : microsoftEventInterval(event, zone, isOwnUid),
  }));
  await saveSyncedEvents(deps.db, cal, events, { token: answer.deltaLink, full, now });
  return answer.events.length;
}

function sessionOf(row: ConnectionRow, deps: MicrosoftSyncDeps): Session {
  if (!deps.microsoft) throw new OutboundError('Microsoft is not configured on this server.');
  const authorized = tokenSession(deps, row, microsoftTokens(deps));
  return { authorized, base: deps.microsoft.graphBaseUrl, deps };
}

/** Syncs a Microsoft connection's calendars; answers how many events were downloaded. */
export async function syncMicrosoft(row: ConnectionRow, deps: MicrosoftSyncDeps, started: number) {
  const session = sessionOf(row, deps);
  const calendars = await session.authorized((token) => listCalendars(apiOf(session, token)));
  await repo.upsertCalendars(
    deps.db,
    row,
    calendars.map((c) => ({ href: c.id, name: c.name, blocks: c.primary })),
    started,
  );
  const zone = await repo.hostZone(deps.db, row.user_id);
  let fetched = 0;
  for (const cal of await repo.calendarsOf(deps.db, [row.id])) {
    if (cal.blocks === 1) fetched += await syncCalendar(session, cal, zone);
  }
  return fetched;
}

/** Runs `call` against a Microsoft connection's Graph API with a valid access token. */
export async function withMicrosoft<T>(
  row: ConnectionRow,
  deps: Omit<MicrosoftSyncDeps, 'windowDays'>,
  call: (api: GraphApi) => Promise<T>,
): Promise<T> {
  const session = sessionOf(row, { ...deps, windowDays: 0 });
  return session.authorized((token) => call(apiOf(session, token)));
}
