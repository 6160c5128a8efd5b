const cache = new Map<string, boolean>();

/** True for an IANA zone name this runtime knows (`Europe/Berlin`, `UTC`). */
export function isValidTimeZone(zone: string): boolean {
  let known = cache.get(zone);
  if (known === undefined) {
    known = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) && resolves(zone);
    if (cache.size < 10_000) cache.set(zone, known);
  }
  return known;
}

function resolves(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
