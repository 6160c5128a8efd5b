/** External busy time read for the slot engine: intervals of calendars that block time. */
import type { Db } from '../../db/database.js';
import { readSpanList, spanList } from '../../db/sql-helpers.js';
import type { Interval } from '../../domain/intervals.js';

/** No expanded interval is longer than this (longer events are cut to it when stored). */
export const MAX_EXTERNAL_MS = 31 * 86_400_000;

export interface ExternalBusy extends Interval {
  calendarId: number;
}

/** Each host's external busy intervals overlapping `range`, from calendars that block time. */
export async function externalBusyOf(
  db: Db,
  hostIds: readonly number[],
  range: Interval,
): Promise<Map<number, ExternalBusy[]>> {
  const busy = new Map<number, ExternalBusy[]>();
  if (hostIds.length === 0) return busy;
  const rows = await db
    .selectFrom('external_busy as x')
    .innerJoin('connection_calendars as c', 'c.id', 'x.calendar_id')
    .select(['x.user_id', spanList(db, 'x.start_at', 'x.end_at', 'x.calendar_id').as('spans')])
    .where('x.user_id', 'in', hostIds)
    .where('x.start_at', '>', range.start - MAX_EXTERNAL_MS)
    .where('x.start_at', '<', range.end)
    .where('x.end_at', '>', range.start)
    .where('c.blocks', '=', 1)
    .groupBy('x.user_id')
    .execute();
  for (const row of rows) {
    const spans = readSpanList(row.spans);
    busy.set(
      Number(row.user_id),
      spans.map(([start, end, calendarId]) => ({ start, end, calendarId })),
    );
  }
  return busy;
}

/** The calendar an external busy interval came from, and its connection, for explanations. */
export async function describeBusyCalendar(db: Db, calendarId: number) {
  const row = await db
    .selectFrom('connection_calendars as c')
    .innerJoin('calendar_connections as k', 'k.id', 'c.connection_id')
    .select(['c.id', 'c.name', 'c.connection_id', 'k.name as connection_name'])
    .where('c.id', '=', calendarId)
    .executeTakeFirst();
  return row
    ? {
        calendar_id: Number(row.id),
        calendar_name: row.name,
        connection_id: Number(row.connection_id),
        connection_name: row.connection_name,
      }
    : null;
}
