/**
 * What a token may do. People signed in to the dashboard and application passwords act with
 * every right their user has (no scopes: `Principal.scopes` is undefined); a personal access
 * token or an OAuth grant acts only within the scopes it was given, and, when restricted, only
 * on some calendars. Pure: the caller supplies the principal.
 */
export const SCOPES = [
  'bookings:read',
  'bookings:write',
  'availability:read',
  'event-types:read',
  'event-types:write',
  'contacts:read',
  'webhooks:write',
] as const;
export type Scope = (typeof SCOPES)[number];

/** The part of a principal that says what its credential reaches (`Principal` in policy.ts). */
interface Scoped {
  scopes?: ReadonlySet<Scope>;
  calendarIds?: ReadonlySet<number>;
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** Whether the principal may use this scope: always, unless its credential is scoped. */
export function hasScope(principal: Scoped, scope: Scope): boolean {
  return principal.scopes === undefined || principal.scopes.has(scope);
}

/** The first of the scopes the principal lacks, or undefined when it holds them all. */
export function missingScope(principal: Scoped, needed: readonly Scope[]): Scope | undefined {
  return needed.find((scope) => !hasScope(principal, scope));
}

/** Whether the principal's credential reaches this calendar (always, unless restricted). */
export function reachesCalendar(principal: Scoped, calendarId: number): boolean {
  return principal.calendarIds === undefined || principal.calendarIds.has(calendarId);
}

/**
 * The calendars a restricted token is held to, for a listing's filter; undefined when the
 * principal is not restricted (its other rights decide alone).
 */
export function calendarsWithin(principal: Scoped): readonly number[] | undefined {
  return principal.calendarIds === undefined ? undefined : [...principal.calendarIds];
}
