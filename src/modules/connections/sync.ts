/**
 * Syncing one connection: CalDAV calendars incrementally (RFC 6578 sync tokens, or ETags when a
 * server has none; only changed objects are downloaded), feeds with conditional GETs, Google and
 * Microsoft accounts through their APIs (`google-sync.ts`, `microsoft-sync.ts`). The objects
 * are kept, and every sync re-expands them into busy intervals for the rolling window, so the
 * window moves on even when nothing changed. A failure changes nothing but the error shown: the
 * last good busy time keeps blocking (a provider's Retry-After also puts off the next sync). A connection's whole sync has a deadline of its own (every
 * request it makes ends when it passes), so a slow server can hold up only its own connection.
 */
import type { Db } from '../../db/database.js';
import type { ConnectionCalendarRow, ConnectionRow } from '../../db/tables-connections.js';
import type { Interval } from '../../domain/intervals.js';
import { MAX_EXTERNAL_MS } from './busy.repo.js';
import { createCaldav, SyncTokenInvalid, type Caldav } from './caldav.js';
import * as repo from './connections.repo.js';
import { expandInWorker, ExpansionError } from './expansion.js';
import { outbound, OutboundError, type OutboundOptions } from '../../infra/outbound.js';
import type { Sealer } from './sealing.js';
import type { GoogleSettings, MicrosoftSettings, ZoomSettings } from '../../config-sections.js';
import { storedIntervals, syncGoogle } from './google-sync.js';
import { syncMicrosoft } from './microsoft-sync.js';
import { GrantRevoked } from './oauth-fetch.js';
import { RetryLater } from './retry-later.js';
import { HEALTHY, recordFailure } from './sync-health.js';
import { zoomAccount } from './zoom-api.js';
import { withZoom } from './zoom-session.js';

/**
 * The longest one connection's sync may take: half the sync period, at most two minutes. The
 * loop's claim of a connection lasts a whole period, so it outlives the sync it covers.
 */
export const syncDeadlineMs = (syncIntervalMs: number) => Math.min(120_000, syncIntervalMs / 2);

/** Days of busy time kept ahead of now (and one behind). */
export const WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

export interface SyncDeps {
  db: Db;
  clock: () => number;
  sealer: Sealer;
  outbound: OutboundOptions;
  /** Slotbook's own events carry UIDs `<32 hex>@<this host>` (see the mail module's invites). */
  publicUrl: string;
  /** Google's OAuth client; null: Google is not offered. */
  google: GoogleSettings | null;
  /** Microsoft's OAuth client (Entra application); null: Microsoft is not offered. */
  microsoft: MicrosoftSettings | null;
  /** Zoom's OAuth app; null: Zoom is not offered. */
  zoom: ZoomSettings | null;
}

export interface SyncResult {
  ok: boolean;
  fetched: number;
  error: string | null;
}

/** What sealing binds a connection's secret to. */
export const sealContext = (row: Pick<ConnectionRow, 'user_id' | 'kind'>) =>
  `connection:${row.user_id}:${row.kind}`;

export function caldavOf(row: ConnectionRow, deps: Pick<SyncDeps, 'sealer' | 'outbound'>): Caldav {
  const password = deps.sealer.open(row.sealed, sealContext(row));
  return createCaldav({ server: row.server, username: row.username, password }, deps.outbound);
}

/** Cuts intervals longer than the reader's bound, which scans by start. */
function bounded(intervals: Interval[]): Interval[] {
  return intervals.flatMap((iv) => {
    const parts: Interval[] = [];
    for (let s = iv.start; s < iv.end; s += MAX_EXTERNAL_MS) {
      parts.push({ start: s, end: Math.min(iv.end, s + MAX_EXTERNAL_MS) });
    }
    return parts;
  });
}

async function syncCalendar(db: Db, client: Caldav, cal: ConnectionCalendarRow, now: number) {
  let changes;
  let full = cal.sync_token === null;
  try {
    changes = await client.changesSince(cal.href, cal.sync_token);
  } catch (error) {
    if (!(error instanceof SyncTokenInvalid) && !(error instanceof OutboundError)) throw error;
    if (error instanceof OutboundError && /refused the user name/.test(error.message)) throw error;
    full = true;
    changes = error instanceof SyncTokenInvalid ? await client.changesSince(cal.href, null) : null;
  }
  const known = await repo.objectEtags(db, cal.id);
  let ctag: string | null = null;
  if (!changes) {
    // No sync tokens on this server: nothing changed while its CTag is the same; else ETags.
    ctag = await client.ctag(cal.href);
    if (ctag && ctag === cal.ctag) return 0;
    const etags = await client.etags(cal.href);
    const stored = new Map(known.map((k) => [k.href, k.etag]));
    changes = {
      changed: [...etags].filter(([href, etag]) => stored.get(href) !== etag).map(([h]) => h),
      removed: known.filter((k) => !etags.has(k.href)).map((k) => k.href),
      syncToken: null,
    };
  } else if (full) {
    const listed = new Set(changes.changed);
    changes.removed = known.filter((k) => !listed.has(k.href)).map((k) => k.href);
  }
  const objects = await client.fetch(cal.href, changes.changed);
  await db.transaction().execute(async (trx) => {
    await repo.saveObjects(trx, cal.id, objects, changes.removed);
    await repo.updateCalendar(trx, cal.id, { sync_token: changes.syncToken, ctag }, now);
  });
  return objects.length;
}

async function syncFeed(db: Db, row: ConnectionRow, cal: ConnectionCalendarRow, deps: SyncDeps) {
  const url = deps.sealer.open(row.sealed, sealContext(row));
  const res = await outbound(
    {
      method: 'GET',
      url,
      headers: { accept: 'text/calendar', ...(cal.ctag ? { 'if-none-match': cal.ctag } : {}) },
    },
    deps.outbound,
  );
  if (res.status === 304) return 0;
  if (res.status !== 200) throw new OutboundError(`The feed answered ${res.status}.`);
  if (!/BEGIN:VCALENDAR/i.test(res.body)) throw new OutboundError('The feed is not iCalendar.');
  const etag = typeof res.headers.etag === 'string' ? res.headers.etag : null;
  await db.transaction().execute(async (trx) => {
    await repo.saveObjects(trx, cal.id, [{ href: cal.href, etag, data: res.body }], []);
    await repo.updateCalendar(trx, cal.id, { ctag: etag }, deps.clock());
  });
  return 1;
}

/** Re-expands every calendar of the connection from its stored objects. */
async function expandAll(db: Db, row: ConnectionRow, deps: SyncDeps, now: number) {
  const zone = await repo.hostZone(db, row.user_id);
  const window = { start: now - DAY_MS, end: now + WINDOW_DAYS * DAY_MS };
  for (const cal of await repo.calendarsOf(db, [row.id])) {
    deps.outbound.signal?.throwIfAborted();
    const objects = (await repo.objectsOf(db, cal.id)).map((object) => object.data);
    const intervals =
      row.kind === 'google' || row.kind === 'microsoft'
        ? storedIntervals(objects, window)
        : await expandInWorker({ objects, hostZone: zone, window, publicUrl: deps.publicUrl });
    await db.transaction().execute((trx) => repo.replaceBusy(trx, cal, bounded(intervals)));
  }
}

function describe(error: unknown): string {
  if (error instanceof OutboundError || error instanceof ExpansionError) return error.message;
  if (error instanceof GrantRevoked) return error.message;
  if (error instanceof Error && /WebDAV XML/.test(error.message)) return error.message;
  return 'The sync failed unexpectedly.';
}

/**
 * A sync's dependencies with a signal that ends its requests once `deadlineMs` has passed, or
 * when `halt` aborts (the process stopping).
 */
function withDeadline(deps: SyncDeps, deadlineMs: number, halt?: AbortSignal) {
  const controller = new AbortController();
  const seconds = Math.round(deadlineMs / 1000);
  const timer = setTimeout(() => {
    controller.abort(new OutboundError(`The sync did not finish within ${seconds} s.`));
  }, deadlineMs);
  timer.unref();
  const onHalt = () => controller.abort(halt?.reason);
  if (halt?.aborted) onHalt();
  halt?.addEventListener('abort', onHalt, { once: true });
  const bounded = { ...deps, outbound: { ...deps.outbound, signal: controller.signal } };
  const done = () => {
    clearTimeout(timer);
    halt?.removeEventListener('abort', onHalt);
  };
  return { bounded, done };
}

async function fetchAll(row: ConnectionRow, deps: SyncDeps, started: number) {
  const { db } = deps;
  let fetched = 0;
  if (row.kind === 'caldav') {
    const client = caldavOf(row, deps);
    const found = await client.discover();
    await repo.upsertCalendars(db, row, found.calendars, started);
    for (const cal of await repo.calendarsOf(db, [row.id])) {
      fetched += await syncCalendar(db, client, cal, started);
    }
  } else if (row.kind === 'google') {
    fetched = await syncGoogle(row, { ...deps, windowDays: WINDOW_DAYS }, started);
  } else if (row.kind === 'microsoft') {
    fetched = await syncMicrosoft(row, { ...deps, windowDays: WINDOW_DAYS }, started);
  } else if (row.kind === 'zoom') {
    // Zoom has no calendar: its sync checks the grant (refreshed ahead of expiry) and the account.
    await withZoom(row, deps, zoomAccount);
  } else {
    for (const cal of await repo.calendarsOf(db, [row.id])) {
      fetched += await syncFeed(db, row, cal, deps);
    }
  }
  return fetched;
}

/** Syncs one connection within `deadlineMs`; a failure is kept as the error its host sees. */
export async function syncConnection(
  row: ConnectionRow,
  deps: SyncDeps,
  deadlineMs = 120_000,
  halt?: AbortSignal,
): Promise<SyncResult> {
  const { db } = deps;
  const started = deps.clock();
  const { bounded, done } = withDeadline(deps, deadlineMs, halt);
  try {
    const fetched = await fetchAll(row, bounded, started);
    await expandAll(db, row, bounded, started);
    await repo.updateConnection(db, row.id, {
      last_attempt_at: started,
      last_success_at: deps.clock(),
      last_error: null,
      last_fetched: fetched,
      ...HEALTHY,
    });
    return { ok: true, fetched, error: null };
  } catch (error) {
    const message = describe(error);
    await recordFailure(deps, row, started, message);
    // A provider's Retry-After: the next sync waits at least that long.
    if (error instanceof RetryLater) await repo.postponeSync(db, row.id, started + error.afterMs);
    return { ok: false, fetched: 0, error: message };
  } finally {
    done();
  }
}
