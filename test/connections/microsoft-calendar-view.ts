/**
 * The Graph stand-in's calendar view: a series master (`type: seriesMaster`, a weekly or daily
 * `recurrence` in its own time zone) expanded into its occurrences, without its cancelled ones
 * (`cancelledOccurrences`) and those its exceptions replaced (`type: exception` with an
 * `originalStart`); single events and exceptions as they are. Every time is answered in UTC, as
 * Slotbook asks (`Prefer: outlook.timezone="UTC"`), each occurrence at its own instant: a 10:00
 * Berlin meeting is 09:00 UTC in winter and 08:00 UTC in summer. Written independently of
 * Slotbook's time code, with Intl only.
 */
import type { MsEvent } from './microsoft-stand-in.js';

/** The Windows zone names Graph uses, for the few zones tests write. */
const ZONES: Record<string, string> = {
  'W. Europe Standard Time': 'Europe/Berlin',
  'Eastern Standard Time': 'America/New_York',
  UTC: 'UTC',
};
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface MsRecurrence {
  pattern: { type: 'weekly' | 'daily'; interval: number; daysOfWeek?: string[] };
  range: {
    type: 'numbered';
    startDate: string;
    numberOfOccurrences: number;
    recurrenceTimeZone?: string;
  };
}

/** Offset of `zone` at `instant`, in milliseconds. */
function offsetAt(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall time (`YYYY-MM-DDTHH:MM:SS[.fffffff]`) in a Graph time zone. */
export function instantOf(t: { dateTime: string; timeZone: string }): number {
  const zone = ZONES[t.timeZone] ?? t.timeZone;
  const wall = Date.parse(`${t.dateTime.slice(0, 19)}Z`);
  const first = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, first);
}

const utc = (instant: number) => ({
  dateTime: `${new Date(instant).toISOString().slice(0, 19)}.0000000`,
  timeZone: 'UTC',
});

/** The local date of an instant in a Graph time zone. */
const localDate = (instant: number, timeZone: string) =>
  new Date(instant + offsetAt(ZONES[timeZone] ?? timeZone, instant)).toISOString().slice(0, 10);

function occurrences(master: MsEvent, events: MsEvent[]): MsEvent[] {
  const rec = master.recurrence as MsRecurrence;
  const zone = master.start.timeZone;
  const time = master.start.dateTime.slice(10);
  const length = instantOf(master.end) - instantOf(master.start);
  const replaced = new Set(
    events
      .filter((e) => e.type === 'exception' && e.seriesMasterId === master.id && e.originalStart)
      .map((e) => localDate(Date.parse(e.originalStart as string), zone)),
  );
  const cancelled = new Set((master.cancelledOccurrences ?? []).map((c) => c.slice(-10)));
  const found: MsEvent[] = [];
  const days = rec.pattern.daysOfWeek ?? [];
  for (
    let day = Date.parse(`${rec.range.startDate}T00:00:00Z`);
    found.length < rec.range.numberOfOccurrences;
    day += 86_400_000
  ) {
    const date = new Date(day).toISOString().slice(0, 10);
    const weekday = DAYS[new Date(day).getUTCDay()] as string;
    if (rec.pattern.type === 'weekly' && !days.includes(weekday)) continue;
    const start = instantOf({ dateTime: `${date}${time}`, timeZone: zone });
    found.push({
      ...master,
      id: `${master.id}.${date}`,
      type: 'occurrence',
      seriesMasterId: master.id,
      recurrence: undefined,
      cancelledOccurrences: undefined,
      start: utc(start),
      end: utc(start + length),
    });
  }
  return found.filter((o) => !cancelled.has(o.id.slice(-10)) && !replaced.has(o.id.slice(-10)));
}

/** The calendar's events as its view answers them, in UTC. */
export function calendarView(events: MsEvent[]): MsEvent[] {
  return events.flatMap((e) => {
    if (e.type === 'seriesMaster') {
      return occurrences(e, events).map((o) => {
        const { recurrence: _r, cancelledOccurrences: _c, ...rest } = o;
        return rest;
      });
    }
    if (e.start.timeZone === 'UTC' || e.isAllDay) return [e];
    return [{ ...e, start: utc(instantOf(e.start)), end: utc(instantOf(e.end)) }];
  });
}
