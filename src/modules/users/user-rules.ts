/**
 * The rules every way of creating or changing a user shares (the API, the command line, the
 * first start): a new user and their application password, what a role, a time zone and
 * the set of administrators must satisfy, and how a change stores the reading preferences.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { UserPatch, UserRow } from '../../db/types.js';
import {
  DEFAULT_DATE_ORDER,
  DEFAULT_TIME_FORMAT,
  type DateOrder,
  type TimeFormat,
} from '../../domain/date-style.js';
import {
  defaultPermissions,
  permissionsBeyondRole,
  VIEWER_PERMISSIONS,
  type Role,
} from '../../domain/policy.js';
import { isValidTimeZone } from '../../domain/time.js';
import { AppError, conflict, validationFailed } from '../../errors.js';
import { isEmailAddress } from '../../shared/email.js';
import { generateAppPassword, hashAppPassword } from './app-password.js';
import * as appPasswords from './app-passwords.repo.js';
import * as users from './users.repo.js';

export interface NewUser {
  login: string;
  email: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  role?: Role;
  permissions?: string[];
  timezone?: string;
}

/** A viewer is read-only: granting one a permission that changes data is refused (422). */
export function assertPermissionsFit(role: Role, permissions: readonly string[]): void {
  const beyond = permissionsBeyondRole(role, permissions);
  if (beyond.length === 0) return;
  throw validationFailed({
    permissions: {
      role: `A viewer is read-only and cannot be granted ${beyond.join(', ')}; a viewer may hold only ${VIEWER_PERMISSIONS.join(', ')}.`,
    },
  });
}

/** Creates a user; shared by the API, the CLI and the first-start bootstrap. */
export async function createUser(db: Db, now: number, input: NewUser): Promise<UserRow> {
  const role = input.role ?? 'host';
  if (input.timezone !== undefined) assertTimeZone(input.timezone);
  assertPermissionsFit(role, input.permissions ?? []);
  const login = input.login.toLowerCase();
  const email = input.email.toLowerCase();
  if (!isEmailAddress(email))
    throw validationFailed({ email: { email: 'The email must be a valid email address.' } });
  if (await users.findUserByLoginOrEmail(db, login)) {
    throw conflict('existing_user_login', `The username ${login} is already taken.`);
  }
  if (await users.findUserByLoginOrEmail(db, email)) {
    throw conflict('existing_user_email', 'That e-mail address is already used by another user.');
  }
  const display =
    input.name ?? ([input.first_name, input.last_name].filter(Boolean).join(' ') || login);
  try {
    return await users.insertUser(db, {
      login,
      email,
      display_name: display,
      first_name: input.first_name ?? '',
      last_name: input.last_name ?? '',
      role,
      permissions: JSON.stringify(input.permissions ?? defaultPermissions(role)),
      time_zone: input.timezone ?? 'UTC',
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('existing_user_login', 'That username or e-mail address is already taken.');
    throw error;
  }
}

/** Stores a new application password for the user; `given` is used instead of a random one. */
export async function issueAppPassword(
  db: Db,
  secret: string,
  now: number,
  userId: number,
  name: string,
  appId = '',
  given?: string,
) {
  const password = given ?? generateAppPassword();
  const row = await appPasswords.insertAppPassword(db, {
    uuid: randomUUID(),
    app_id: appId,
    user_id: userId,
    name,
    password_hash: hashAppPassword(secret, password),
    created_at: now,
  });
  return { row, password };
}

export function assertTimeZone(zone: string): void {
  if (!isValidTimeZone(zone)) {
    throw validationFailed({ timezone: { timezone: `${zone} is not a valid IANA time zone.` } });
  }
}

export async function assertNotLastAdministrator(db: Db): Promise<void> {
  if ((await users.countAdministrators(db)) <= 1) {
    throw new AppError(
      'conflict',
      'last_administrator',
      'The last active administrator cannot be removed, demoted or deactivated.',
    );
  }
}

/** The reading preferences a change of a user may carry. */
export interface PreferencesChange {
  timezone?: string;
  time_format?: TimeFormat;
  date_order?: DateOrder;
  zone_confirmed?: boolean;
}

/**
 * The reading preferences a change sets. The two formats are stored as a pair: choosing one
 * while the other is unset stores the default for the other (24h, dmy), so mails follow it.
 */
export function preferencesPatch(row: UserRow, body: PreferencesChange, now: number): UserPatch {
  const choosesStyle = body.time_format !== undefined || body.date_order !== undefined;
  return {
    ...(choosesStyle
      ? {
          time_format: body.time_format ?? row.time_format ?? DEFAULT_TIME_FORMAT,
          date_order: body.date_order ?? row.date_order ?? DEFAULT_DATE_ORDER,
        }
      : {}),
    ...(body.timezone !== undefined ? { time_zone: body.timezone } : {}),
    ...(body.zone_confirmed === true ? { zone_confirmed_at: now } : {}),
    ...(body.zone_confirmed === false ? { zone_confirmed_at: null } : {}),
  };
}
