import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { UserRow } from '../../db/types.js';
import {
  can,
  effectivePermissions,
  type Permission,
  type Principal,
  type Role,
} from '../../domain/policy.js';
import { conflict, forbidden, notFound, validationFailed } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { chunkAppPassword } from './app-password.js';
import * as appPasswords from './app-passwords.repo.js';
import { describeHoldings, NO_HOLDINGS, type UserHoldings } from './holdings.js';
import { presentAppPassword, presentUser } from './users.presenter.js';
import * as users from './users.repo.js';
import {
  assertNotLastAdministrator,
  assertPermissionsFit,
  assertTimeZone,
  createUser,
  issueAppPassword,
  preferencesPatch,
} from './user-rules.js';
import type { CreateUserBody, UpdateUserBody, UserListQuery } from './users.schemas.js';

/** A one-time link to choose a password, and whether an e-mail server was there to mail it. */
export interface Invitation {
  url: string;
  mailed: boolean;
}

export interface UsersDeps {
  db: Db;
  secret: string;
  clock: () => number;
  /** Called after a change to a user or an application password (authentication forgets). */
  credentialsChanged?: () => void;
  /** Called after a user was deactivated: their sessions end. */
  userDeactivated?: (userId: number) => Promise<void>;
  /** Called after an administrator created a user: invites them, answers the invitation. */
  userCreated?: (user: UserRow) => Promise<Invitation | undefined>;
  /** What depends on a user (calendars, bookings, ...), asked before deleting them. */
  holdings?: UserHoldings;
}

/** What an heir of a deleted user's calendars and bookings must hold. */
const HEIR_PERMISSION: Permission = 'manage_own_calendar';

/** The dependencies, with the defaults of the optional ones filled in. */
type UsersContext = Required<UsersDeps>;

/** The user, if the principal may see it; 404 otherwise (no existence leak). */
async function readableUser(db: Db, principal: Principal, id: number): Promise<UserRow> {
  const row = await users.findUserById(db, id);
  if (!row || !can(principal, 'user:self', { ownerId: row.id })) throw notFound('user', id);
  return row;
}

function requireAdmin(principal: Principal): void {
  if (!can(principal, 'users:manage')) throw forbidden();
}

/**
 * The heir must be able to manage what they take over: an administrator, or a host holding
 * `manage_own_calendar` (what owning a calendar and creating event types needs). A viewer is
 * read-only even with permissions granted, so never one.
 */
async function assertHeir(db: Db, id: number, heir: number): Promise<void> {
  const invalid = (message: string) => validationFailed({ reassign_to: { invalid: message } });
  if (heir === id) throw invalid('A user cannot take over their own calendars and bookings.');
  const row = await users.findUserById(db, heir);
  if (!row) throw invalid(`There is no user ${heir}.`);
  const role = row.role as Role;
  const permissions = effectivePermissions(role, JSON.parse(row.permissions) as string[]);
  if (role === 'viewer') {
    throw invalid(
      `User ${heir} is a viewer and cannot manage calendars and bookings; the heir must be an administrator or a host with the manage_own_calendar permission.`,
    );
  }
  if (!permissions.has(HEIR_PERMISSION)) {
    throw invalid(
      `User ${heir} lacks the manage_own_calendar permission needed to manage the calendars and bookings they would take over; grant it first, or choose another user.`,
    );
  }
}

/** Nobody deactivates themselves, nor the last active administrator. */
async function assertMayDeactivate(db: Db, principal: Principal, row: UserRow): Promise<void> {
  if (row.id === principal.userId) {
    throw validationFailed({ active: { invalid: 'You cannot deactivate yourself.' } });
  }
  if (row.role === 'administrator') await assertNotLastAdministrator(db);
}

/**
 * Only administrators set an address directly; anybody else changes their own with
 * `POST /accounts/email`, which applies it once the link mailed to it is opened.
 */
function assertMaySetEmail(principal: Principal, row: UserRow, email: string | undefined) {
  if (email === undefined || email.toLowerCase() === row.email) return;
  if (can(principal, 'users:manage')) return;
  throw validationFailed({
    email: {
      confirm:
        'Change your e-mail address with POST /accounts/email (the Profile screen): it applies once you open the link mailed to the new address.',
    },
  });
}

function userReads({ db }: UsersContext) {
  return {
    async list(principal: Principal, query: UserListQuery) {
      requireAdmin(principal);
      const page = toPage(query);
      const filter = {
        ...(query.search ? { search: query.search } : {}),
        ...(query.role ? { role: query.role } : {}),
      };
      const [total, rows] = await Promise.all([
        users.countUsers(db, filter),
        users.listUsers(db, { ...filter, offset: page.offset, limit: page.limit }),
      ]);
      return { users: rows.map(presentUser), ...envelope(page, total, rows.length) };
    },

    async get(principal: Principal, id: number) {
      return presentUser(await readableUser(db, principal, id));
    },
  };
}

function userChanges(context: UsersContext) {
  const { db, clock, credentialsChanged, userCreated, userDeactivated } = context;
  return {
    async create(principal: Principal, body: CreateUserBody) {
      requireAdmin(principal);
      const login = body.username ?? body.login;
      if (!login)
        throw validationFailed({ username: { required: 'The username field is required.' } });
      const row = await createUser(db, clock(), { ...body, login });
      const invitation = await userCreated(row);
      return {
        ...presentUser(row),
        ...(invitation
          ? { invitation_url: invitation.url, invitation_mailed: invitation.mailed }
          : {}),
      };
    },

    async update(principal: Principal, id: number, body: UpdateUserBody) {
      const row = await readableUser(db, principal, id);
      const changesAccess =
        body.role !== undefined || body.permissions !== undefined || body.active !== undefined;
      if (changesAccess && !can(principal, 'users:manage')) throw forbidden();
      assertMaySetEmail(principal, row, body.email);
      const deactivates = body.active === false && row.deactivated_at === null;
      if (deactivates) await assertMayDeactivate(db, principal, row);
      if (body.timezone !== undefined) assertTimeZone(body.timezone);
      const activeAdministrator = row.role === 'administrator' && row.deactivated_at === null;
      if (activeAdministrator && body.role && body.role !== 'administrator') {
        await assertNotLastAdministrator(db);
      }
      // Made a viewer without new permissions, a user keeps those that change data stored but
      // inert (`effectivePermissions`), so that making them a host again gives them back.
      const role = body.role ?? (row.role as Role);
      if (body.permissions !== undefined) assertPermissionsFit(role, body.permissions);
      const patch = {
        ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
        ...(body.name !== undefined ? { display_name: body.name } : {}),
        ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
        ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.permissions !== undefined
          ? { permissions: JSON.stringify(body.permissions) }
          : {}),
        ...preferencesPatch(row, body, clock()),
        ...(deactivates ? { deactivated_at: clock() } : {}),
        ...(body.active === true ? { deactivated_at: null } : {}),
        updated_at: clock(),
      };
      try {
        const updated = await users.updateUser(db, id, patch);
        credentialsChanged();
        if (deactivates) await userDeactivated(id);
        return presentUser(updated);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('email_exists', 'That e-mail address is already used by another user.');
        throw error;
      }
    },
  };
}

function userRemoval({ db, clock, credentialsChanged, holdings }: UsersContext) {
  return {
    /**
     * Deletes a user. One who still hosts calendars, team seats or bookings, or lends schedules
     * to other hosts, is refused (409 naming what holds them) unless `reassignTo` names the user
     * who takes all of it over, as WordPress does when it deletes an author.
     */
    async remove(principal: Principal, id: number, reassignTo?: number) {
      requireAdmin(principal);
      const row = await readableUser(db, principal, id);
      if (row.role === 'administrator' && row.deactivated_at === null) {
        await assertNotLastAdministrator(db);
      }
      if (reassignTo !== undefined) await assertHeir(db, id, reassignTo);
      await db.transaction().execute(async (trx) => {
        const now = clock();
        if (reassignTo !== undefined) {
          await holdings.transfer(trx, id, reassignTo, now);
        } else {
          const held = await holdings.of(trx, id, now);
          const what = describeHoldings(held);
          if (what) {
            throw conflict(
              'user_in_use',
              `User ${id} still has ${what}. Pass reassign_to with the id of the user who takes them over, or delete them first.`,
              { holdings: held },
            );
          }
        }
        await holdings.release(trx, id);
        await users.deleteUser(trx, id);
      });
      credentialsChanged();
      return { deleted: true, previous: presentUser(row) };
    },
  };
}

function appPasswordMethods({ db, secret, clock, credentialsChanged }: UsersContext) {
  return {
    async listAppPasswords(principal: Principal, userId: number) {
      await readableUser(db, principal, userId);
      const rows = await appPasswords.listAppPasswords(db, userId);
      const page = toPage({ per_page: Math.max(rows.length, 1) });
      return {
        application_passwords: rows.map(presentAppPassword),
        ...envelope(page, rows.length, rows.length),
      };
    },

    async createAppPassword(
      principal: Principal,
      userId: number,
      body: { name: string; app_id?: string },
    ) {
      await readableUser(db, principal, userId);
      const { row, password } = await issueAppPassword(
        db,
        secret,
        clock(),
        userId,
        body.name,
        body.app_id,
      );
      return { ...presentAppPassword(row), password: chunkAppPassword(password) };
    },

    async revokeAppPassword(principal: Principal, userId: number, uuid: string) {
      await readableUser(db, principal, userId);
      const rows = await appPasswords.listAppPasswords(db, userId);
      const row = rows.find((r) => r.uuid === uuid);
      if (!row || (await appPasswords.deleteAppPassword(db, userId, uuid)) === 0) {
        throw notFound('application_password', uuid);
      }
      credentialsChanged();
      return { deleted: true, previous: presentAppPassword(row) };
    },
  };
}

export function createUsersService(deps: UsersDeps) {
  const context: UsersContext = {
    ...deps,
    credentialsChanged: deps.credentialsChanged ?? (() => undefined),
    userCreated: deps.userCreated ?? (() => Promise.resolve(undefined)),
    userDeactivated: deps.userDeactivated ?? (() => Promise.resolve()),
    holdings: deps.holdings ?? NO_HOLDINGS,
  };
  return {
    ...userReads(context),
    ...userChanges(context),
    ...userRemoval(context),
    ...appPasswordMethods(context),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
