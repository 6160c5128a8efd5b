/**
 * The dashboard's session cookie: HttpOnly (no script reads it), SameSite=Lax (no other site's
 * subrequest carries it), `Secure` when the server is reached over HTTPS, for the whole site.
 */
export const SESSION_COOKIE = 'slotbook_session';

/** The session token in a `Cookie` header, or undefined. */
export function sessionTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** `Set-Cookie` for a session token valid for `maxAgeMs`, or clearing it when token is ''. */
export function sessionCookie(token: string, maxAgeMs: number, https: boolean): string {
  const maxAge = token ? Math.floor(maxAgeMs / 1000) : 0;
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}
