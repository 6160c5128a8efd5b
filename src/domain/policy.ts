/**
 * Roles, FluentBooking's grantable permissions, and the one question every service asks:
 * may this principal do this action to this resource? Pure: the caller supplies the facts about
 * the resource (owner, team, hosts), always read from the path, never from the request body.
 */
import { reachesCalendar, type Scope } from './scopes.js';

export const ROLES = ['administrator', 'host', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'manage_own_calendar',
  'read_all_bookings',
  'manage_all_bookings',
  'read_other_calendars',
  'manage_other_calendars',
  'read_and_use_other_availabilities',
  'manage_other_availabilities',
  'manage_all_data',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface Principal {
  userId: number;
  login: string;
  role: Role;
  /** Effective permissions: granted ones, plus all of them for administrators. */
  permissions: ReadonlySet<Permission>;
  /**
   * The scopes of a token (a personal access token or an OAuth grant); undefined for a session
   * or an application password, which act with all their user's rights (`domain/scopes.ts`).
   */
  scopes?: ReadonlySet<Scope>;
  /** The calendars a restricted token reaches; undefined when it is not restricted. */
  calendarIds?: ReadonlySet<number>;
  /**
   * The credential that authenticated, as activities name it: a personal access token, an OAuth
   * grant (its client's name) or an application password. Undefined for a dashboard session.
   */
  credential?: { kind: 'token' | 'oauth' | 'password'; id: number; name: string };
  /** The channel the call came through when it is not the API or the dashboard (`/mcp`). */
  via?: 'mcp';
}

const CREDENTIAL_WORDS = { token: 'token', oauth: 'app', password: 'application password' };

/**
 * How activities name whoever acted: the login, and the token or connected app it acted through
 * (`ada through the token “Calendar assistant”`), so a change made by an agent says which one.
 * Through `/mcp` the channel is named too, and every credential, an application password
 * included (`ada through MCP (token “Calendar assistant”)`); through the API an application
 * password is its user, as FluentBooking names a WordPress application password's changes.
 */
export function actingName(principal: Principal): string {
  const { credential, login } = principal;
  const named = credential && `${CREDENTIAL_WORDS[credential.kind]} “${credential.name}”`;
  if (principal.via === 'mcp')
    return named ? `${login} through MCP (${named})` : `${login} through MCP`;
  if (!credential || credential.kind === 'password') return login;
  return `${login} through the ${named}`;
}

/** Facts about the resource an action targets. Absent facts never grant access. */
export interface ResourceFacts {
  /** Owner of the calendar, event, schedule or user record. */
  ownerId?: number;
  /** Team members of the calendar's events (they may read the calendar). */
  teamMemberIds?: readonly number[];
  /** Hosts of a booking or of its event. */
  hostIds?: readonly number[];
  /** The calendar of the calendar, event or booking (a restricted token reaches only some). */
  calendarId?: number;
}

export type Action =
  | 'users:manage'
  | 'lists:read'
  | 'user:self'
  | 'calendars:create'
  | 'calendar:read'
  | 'calendar:write'
  | 'calendar:delete'
  | 'booking:read'
  | 'booking:write'
  | 'availability:read'
  | 'availability:write'
  | 'settings:manage'
  | 'webhooks:write'
  | 'webhooks:global';

type Rule = (p: Principal, r: ResourceFacts) => boolean;

const has =
  (...wanted: Permission[]): Rule =>
  (p) =>
    wanted.some((w) => p.permissions.has(w));
const isOwner: Rule = (p, r) => r.ownerId !== undefined && r.ownerId === p.userId;
const inTeam: Rule = (p, r) => r.teamMemberIds?.includes(p.userId) ?? false;
const isHost: Rule = (p, r) => r.hostIds?.includes(p.userId) ?? false;
const any =
  (...rules: Rule[]): Rule =>
  (p, r) =>
    rules.some((rule) => rule(p, r));

const RULES: Readonly<Record<Action, Rule>> = {
  // Listing calendars or bookings needs some FluentBooking permission, as in the plugin.
  'lists:read': (p) => p.permissions.size > 0,
  'users:manage': has('manage_all_data'),
  'user:self': any(has('manage_all_data'), isOwner),
  'calendars:create': any(has('manage_all_data', 'manage_own_calendar')),
  'calendar:read': any(
    has('manage_all_data', 'read_other_calendars', 'manage_other_calendars'),
    isOwner,
    inTeam,
  ),
  'calendar:write': any(has('manage_all_data', 'manage_other_calendars'), isOwner),
  'calendar:delete': any(has('manage_all_data'), isOwner),
  'booking:read': any(has('manage_all_data', 'read_all_bookings', 'manage_all_bookings'), isHost),
  'booking:write': any(has('manage_all_data', 'manage_all_bookings'), isHost),
  'availability:read': any(
    has('manage_all_data', 'manage_other_availabilities', 'read_and_use_other_availabilities'),
    isOwner,
  ),
  'availability:write': any(has('manage_all_data', 'manage_other_availabilities'), isOwner),
  'settings:manage': has('manage_all_data'),
  /** Webhook subscriptions: hosts for calendars they may change; never viewers. */
  'webhooks:write': has('manage_all_data', 'manage_own_calendar'),
  /** Subscriptions for every calendar, and reading everyone's subscriptions. */
  'webhooks:global': has('manage_all_data'),
};

/**
 * What changes data. A viewer is read-only: refused every one of these, whatever they were
 * granted, own or host (a viewer may still own calendars made while they were a host).
 */
const WRITES: ReadonlySet<Action> = new Set<Action>([
  'users:manage',
  'calendars:create',
  'calendar:write',
  'calendar:delete',
  'booking:write',
  'availability:write',
  'settings:manage',
  'webhooks:write',
  'webhooks:global',
]);

/**
 * What lives in a calendar. A token restricted to some calendars may do these only to a resource
 * whose `calendarId` it reaches: asked without one ("every calendar?", "a new calendar?"), the
 * answer is no, so what it may not reach answers like what does not exist.
 */
const IN_A_CALENDAR: ReadonlySet<Action> = new Set<Action>([
  'calendars:create',
  'calendar:read',
  'calendar:write',
  'calendar:delete',
  'booking:read',
  'booking:write',
  'webhooks:global',
]);

export function can(principal: Principal, action: Action, resource: ResourceFacts = {}): boolean {
  if (principal.role === 'viewer' && WRITES.has(action)) return false;
  if (principal.calendarIds && IN_A_CALENDAR.has(action)) {
    const id = resource.calendarId;
    if (id === undefined || !reachesCalendar(principal, id)) return false;
  }
  return RULES[action](principal, resource);
}

/** The permissions a viewer may hold: those that only read. */
export const VIEWER_PERMISSIONS: readonly Permission[] = [
  'read_all_bookings',
  'read_other_calendars',
  'read_and_use_other_availabilities',
];

/**
 * Permissions a user holds: every one for administrators, the granted ones otherwise (for a
 * viewer, only those that read).
 */
export function effectivePermissions(role: Role, granted: readonly string[]): Set<Permission> {
  if (role === 'administrator') return new Set(PERMISSIONS);
  const known = new Set<string>(role === 'viewer' ? VIEWER_PERMISSIONS : PERMISSIONS);
  return new Set(granted.filter((g): g is Permission => known.has(g)));
}

/** The known permissions of `granted` that `role` cannot hold (a viewer's that change data). */
export function permissionsBeyondRole(role: Role, granted: readonly string[]): string[] {
  const held = effectivePermissions(role, granted);
  return granted.filter(
    (g) => (PERMISSIONS as readonly string[]).includes(g) && !held.has(g as Permission),
  );
}

/** Permissions a new user gets when none are given: hosts manage their own calendar. */
export function defaultPermissions(role: Role): Permission[] {
  return role === 'host' ? ['manage_own_calendar'] : [];
}
