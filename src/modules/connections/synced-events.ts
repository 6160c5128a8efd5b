/**
 * Storing one calendar's events read from a provider's incremental sync (Google's sync tokens,
 * Microsoft's delta links) as busy intervals: each event stored by its id, or removed when it no
 * longer blocks; after a full read, the events not listed any more are removed too; the next
 * sync token saved with them in one transaction.
 */
import type { Db } from '../../db/database.js';
import type { ConnectionCalendarRow } from '../../db/tables-connections.js';
import * as repo from './connections.repo.js';

export interface SyncedEvent {
  id: string;
  /** Its busy interval (epoch milliseconds), or null when it blocks nothing. */
  interval: { start: number; end: number } | null;
}

export async function saveSyncedEvents(
  db: Db,
  cal: ConnectionCalendarRow,
  events: readonly SyncedEvent[],
  read: { token: string | null; full: boolean; now: number },
): Promise<void> {
  const objects: { href: string; etag: null; data: string }[] = [];
  const removed: string[] = [];
  for (const { id, interval } of events) {
    if (interval) {
      const data = JSON.stringify({ s: interval.start, e: interval.end });
      objects.push({ href: id, etag: null, data });
    } else removed.push(id);
  }
  if (read.full) {
    const listed = new Set(objects.map((o) => o.href));
    const known = await repo.objectEtags(db, cal.id);
    removed.push(...known.map((k) => k.href).filter((h) => !listed.has(h)));
  }
  await db.transaction().execute(async (trx) => {
    await repo.saveObjects(trx, cal.id, objects, removed);
    const patch = { sync_token: read.token, ...(read.full ? { ctag: String(read.now) } : {}) };
    await repo.updateCalendar(trx, cal.id, patch, read.now);
  });
}
