/**
 * Web origins (`https://www.example.com`, an optional port): the sites that may embed the
 * booking pages. One rule for the settings hosts write and for what is read back.
 */

/** The origin `value` names (scheme, host, port; lower case), or null when it is not one. */
export function originOf(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 300) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(trimmed)) return null;
  // `https://example.com/` is the origin; `https://example.com//` has a path.
  if (!/^https?:\/\/[^/]+\/?$/i.test(trimmed)) return null;
  return url.origin;
}

/** The origins of `values` that are origins, each once, in their order. */
export function originsOf(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const origins = values.map((v) => (typeof v === 'string' ? originOf(v) : null));
  return [...new Set(origins.filter((o): o is string => o !== null))];
}
