import type { ConnectionCalendarRow, ConnectionRow } from '../../db/tables-connections.js';
import { isoUtc } from '../../shared/format.js';

/**
 * Staleness: a connection with no successful sync for three sync periods is `stale`. Its last
 * good busy time keeps blocking slots (an old busy event is safer than a double booking) until
 * the host removes the connection or stops the calendar from blocking.
 */
export const STALE_PERIODS = 3;

export function presentConnection(
  row: ConnectionRow,
  calendars: readonly ConnectionCalendarRow[],
  counts: ReadonlyMap<number, number>,
  now: number,
  syncIntervalMs: number,
) {
  const success = row.last_success_at;
  const age = success === null ? null : Math.max(0, Math.floor((now - success) / 1000));
  return {
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    server: row.server,
    username: row.username,
    needs_reconnect: row.needs_reconnect === 1,
    calendars: calendars
      .filter((c) => Number(c.connection_id) === Number(row.id))
      .map((c) => ({
        id: Number(c.id),
        name: c.name,
        blocks: c.blocks === 1,
        receives_bookings: c.receives === 1,
        busy_intervals: counts.get(Number(c.id)) ?? 0,
      })),
    sync: {
      last_attempt_at: row.last_attempt_at === null ? null : isoUtc(row.last_attempt_at),
      last_success_at: success === null ? null : isoUtc(success),
      age_seconds: age,
      stale: success === null || now - success > STALE_PERIODS * syncIntervalMs,
      last_error: row.last_error,
      failing_since: row.failing_since === null ? null : isoUtc(row.failing_since),
      last_fetched: row.last_fetched,
      next_sync_at: isoUtc(row.next_sync_at),
    },
    created_at: isoUtc(row.created_at),
    updated_at: isoUtc(row.updated_at),
  };
}
