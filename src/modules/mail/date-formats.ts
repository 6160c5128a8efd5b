/**
 * `Intl.DateTimeFormat`s, built once per (locale, zone, options) and reused. Building one costs
 * tens of microseconds (it loads locale and zone data); formatting with one costs about one.
 * Every date the mail module writes goes through here.
 */
const MAX_PER_OPTIONS = 2_000;

/** Keyed by the options object itself: pass module-level constants, not fresh literals. */
const cache = new WeakMap<Readonly<Intl.DateTimeFormatOptions>, Map<string, Intl.DateTimeFormat>>();

export function dateFormatter(
  locale: string,
  timeZone: string,
  options: Readonly<Intl.DateTimeFormatOptions>,
): Intl.DateTimeFormat {
  let byZone = cache.get(options);
  if (!byZone) {
    byZone = new Map();
    cache.set(options, byZone);
  }
  const key = `${locale}|${timeZone}`;
  let formatter = byZone.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    // Zones are validated IANA names, so the set is bounded; the cap only guards memory.
    if (byZone.size >= MAX_PER_OPTIONS) byZone.clear();
    byZone.set(key, formatter);
  }
  return formatter;
}
