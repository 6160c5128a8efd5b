/**
 * Every date and time the dashboard shows: in the signed-in user's zone and style (`Formats`:
 * 12- or 24-hour clock, day-month-year, month-day-year or year-month-day), always with the zone
 * named on the screen.
 */

export type DateOrder = 'dmy' | 'mdy' | 'ymd';
export type TimeFormat = '12h' | '24h';

/** How the signed-in user reads times: their zone, clock and date order. */
export interface Formats {
  zone: string;
  time: TimeFormat;
  order: DateOrder;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = zone + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** An API time (`YYYY-MM-DD HH:MM:SS` in UTC, or ISO) as an instant. */
export function instantOf(value: string): Date {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)) {
    return new Date(`${value.replace(' ', 'T')}Z`);
  }
  return new Date(value);
}

/** The wall-clock time of an instant in a zone, as `YYYY-MM-DDTHH:MM:SS`. */
export function wallTime(value: string | Date, zone: string): string {
  const date = typeof value === 'string' ? instantOf(value) : value;
  const parts = Object.fromEntries(
    formatter(zone, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Today's date in a zone, `YYYY-MM-DD`. */
export function todayIn(zone: string): string {
  return wallTime(new Date(), zone).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function zoneNames(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** How a date is written: the weekday (none, short, long), the month in words, the year. */
export interface DayShape {
  weekday?: 'short' | 'long';
  month?: 'short' | 'long';
  year?: boolean;
}

const SHORT: DayShape = { weekday: 'short', month: 'short', year: true };

function dayParts(date: Date, zone: string, shape: DayShape): Record<string, string> {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: shape.month ?? 'short',
    ...(shape.weekday ? { weekday: shape.weekday } : {}),
    ...(shape.year === false ? {} : { year: 'numeric' }),
  };
  return Object.fromEntries(
    formatter(zone, options)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/**
 * A day in the user's order: `Wed 2 Dec 2026`, `Wed Dec 2, 2026`, `Wed 2026-12-02` (year-first
 * is numeric; without the year, `12-02`).
 */
function dayText(date: Date, zone: string, order: DateOrder, shape: DayShape): string {
  const p = dayParts(date, zone, shape);
  const weekday = p.weekday ? `${p.weekday} ` : '';
  const year = shape.year !== false;
  if (order === 'ymd') {
    const [y, m, d] = wallTime(date, zone).slice(0, 10).split('-');
    return weekday + (year ? `${y}-${m}-${d}` : `${m}-${d}`);
  }
  if (order === 'mdy') return `${weekday}${p.month} ${p.day}${year ? `, ${p.year}` : ''}`;
  return `${weekday}${p.day} ${p.month}${year ? ` ${p.year}` : ''}`;
}

/** `2:30 PM` or `14:30`. */
export function formatTime(value: string | Date, f: Formats): string {
  const date = typeof value === 'string' ? instantOf(value) : value;
  const options: Intl.DateTimeFormatOptions =
    f.time === '12h'
      ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
      : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return formatter(f.zone, options).format(date).replace(/\s/g, ' ').toUpperCase();
}

/** A wall-clock time of the availability rules (`HH:MM`, no zone): `09:30` or `9:30 AM`. */
export function formatClock(hhmm: string, f: Pick<Formats, 'time'>): string {
  if (f.time === '24h') return hhmm;
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h % 24 < 12 ? 'AM' : 'PM'}`;
}

/** An instant's day in the user's zone and order (`Wed 2 Dec 2026`). */
export function formatDay(value: string | Date, f: Formats, shape: DayShape = SHORT): string {
  const date = typeof value === 'string' ? instantOf(value) : value;
  return dayText(date, f.zone, f.order, shape);
}

/** `Wed 2 Dec 2026, 14:30` (or `Wed Dec 2, 2026, 2:30 PM` ...). */
export function formatDateTime(value: string | Date, f: Formats): string {
  return `${formatDay(value, f)}, ${formatTime(value, f)}`;
}

/** A calendar date (`YYYY-MM-DD`, no zone: the day itself) in the user's order. */
export function formatDate(date: string, f: Formats, shape: DayShape = SHORT): string {
  return dayText(new Date(`${date}T00:00:00Z`), 'UTC', f.order, shape);
}

/** A month and its year, `December 2026`. */
export function formatMonth(date: string): string {
  return formatter('UTC', { month: 'long', year: 'numeric' }).format(
    new Date(`${date.slice(0, 7)}-01T00:00:00Z`),
  );
}

/**
 * The style a language writes dates and times in (`en-US`: 12h, month first; `en-GB`, `de`:
 * 24h, day first; `ja`, `sv`: 24h, year first), read from `Intl`; 24h, day first when the
 * language is unknown.
 */
export function formatsOfLanguage(language: string | undefined): Omit<Formats, 'zone'> {
  try {
    const cycle = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions()
      .hourCycle;
    const letters: Record<string, string> = { day: 'd', month: 'm', year: 'y' };
    const order = new Intl.DateTimeFormat(language)
      .formatToParts(new Date(Date.UTC(2026, 10, 28, 12)))
      .map((p) => letters[p.type] ?? '')
      .join('');
    return {
      time: cycle === 'h11' || cycle === 'h12' ? '12h' : '24h',
      order: order === 'mdy' || order === 'ymd' ? order : 'dmy',
    };
  } catch {
    return { time: '24h', order: 'dmy' };
  }
}

/** The browser's own zone (IANA), `UTC` when it names none. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
