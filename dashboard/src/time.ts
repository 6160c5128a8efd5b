/** Times shown in the host's zone, always with the zone named. */

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

export function formatDateTime(value: string | Date, zone: string): string {
  const date = typeof value === 'string' ? instantOf(value) : value;
  return formatter(zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function formatTime(value: string | Date, zone: string): string {
  const date = typeof value === 'string' ? instantOf(value) : value;
  return formatter(zone, { hour: '2-digit', minute: '2-digit' }).format(date);
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

/** A calendar date (`YYYY-MM-DD`, no zone: the day itself) in words. */
export function formatDate(date: string, options: Intl.DateTimeFormatOptions): string {
  return formatter('UTC', options).format(new Date(`${date}T00:00:00Z`));
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
