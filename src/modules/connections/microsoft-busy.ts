/**
 * The busy interval of one Microsoft Graph event. Slotbook asks Graph for times in UTC
 * (`Prefer: outlook.timezone="UTC"`), so a timed event's wall time is read as UTC; Graph expands
 * recurring events into their occurrences, each at its own (DST-correct) instant. An all-day
 * event blocks its days from midnight to midnight in the calendar's zone (like CalDAV's all-day
 * events), however long those days are.
 */
import type { Interval } from '../../domain/intervals.js';
import { startOfLocalDay } from '../../domain/time.js';
import type { GraphEvent } from './microsoft-api.js';

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,7})?$/;

function instant(t: { dateTime: string; timeZone: string }): number {
  const m = WALL.exec(t.dateTime);
  if (!m || t.timeZone !== 'UTC') return NaN;
  return Date.parse(`${m[1]}T${m[2]}Z`);
}

function localDay(t: { dateTime: string }, zone: string): number {
  const m = WALL.exec(t.dateTime);
  return m ? startOfLocalDay(zone, m[1] as string) : NaN;
}

/** The busy interval of one event, or null when it blocks nothing (or cannot be read). */
export function microsoftEventInterval(
  event: GraphEvent,
  zone: string,
  isOwn: (uid: string) => boolean,
): Interval | null {
  if (event.removed || event.transparent || !event.start || !event.end) return null;
  if (event.iCalUId && isOwn(event.iCalUId)) return null;
  const start = event.allDay ? localDay(event.start, zone) : instant(event.start);
  const end = event.allDay ? localDay(event.end, zone) : instant(event.end);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}
