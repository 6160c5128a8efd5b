import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/types.js';
import { can, effectivePermissions, type Principal, type Role } from '../../domain/policy.js';
import { AppError, forbidden, notFound, validationFailed } from '../../errors.js';
import type { WindowCounter } from '../../infra/counters.js';
import { isoUtc } from '../../shared/format.js';
import { createLoginLimits, findUserById, findUserByLoginOrEmail } from '../users/index.js';
import type { Authenticated } from '../../http/auth-hook.js';
import { createAccountLimits, type AccountLimits } from './accounts.limits.js';
import * as repo from './accounts.repo.js';
import { createEmailChanges } from './email-change.js';
import { expireLinks } from './links.repo.js';
import { assertPasswordStrength, createPasswordLinks } from './password-links.js';
import { decoyHash, hashPassword, newToken, passwordMatches, tokenHash } from './secrets.js';

export interface AccountsDeps {
  db: Db;
  clock: () => number;
  counter: WindowCounter;
  publicUrl: string;
  /** Whether an e-mail server (SMTP) is configured; without one, mail is only written to files. */
  mailServer: boolean;
  /** Called after a user's e-mail address changed (authentication forgets). */
  credentialsChanged?: () => void;
}

/** A session lasts 14 days from sign-in; signing in again makes a new one. */
export const SESSION_TTL_MS = 14 * 24 * 3600_000;
/**
 * Sessions a user keeps at most: a sign-in past it ends the one unused for longest. Enough for
 * every browser and device a person uses over the 14 days a session lasts, few enough that the
 * sessions list stays readable and sign-ins cannot pile up rows.
 */
export const SESSIONS_PER_USER = 20;
const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface Client {
  ip: string;
  userAgent: string;
}

/** Every link of the user stops working: set-password links and pending address changes. */
async function endLinksOf(db: Db, userId: number, now: number) {
  await expireLinks(db, 'password_tokens', userId, now);
  await expireLinks(db, 'email_changes', userId, now);
}

function principalOf(user: UserRow): Principal {
  const role = user.role as Role;
  return {
    userId: user.id,
    login: user.login,
    role,
    permissions: effectivePermissions(role, JSON.parse(user.permissions) as string[]),
  };
}

interface AccountsContext {
  db: Db;
  clock: () => number;
  loginLimits: ReturnType<typeof createLoginLimits>;
  limits: AccountLimits;
  links: ReturnType<typeof createPasswordLinks>;
  mailServer: boolean;
}

/** A new session; the user's expired ones, and those past the cap, are deleted with it. */
async function startSession({ db, clock }: AccountsContext, user: UserRow, client: Client) {
  const token = newToken();
  const now = clock();
  await db.transaction().execute(async (trx) => {
    await repo.insertSession(trx, {
      token_hash: tokenHash(token),
      user_id: user.id,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      ip: client.ip.slice(0, 45),
      user_agent: client.userAgent.slice(0, 200),
    });
    await repo.pruneUserSessions(trx, user.id, now, SESSIONS_PER_USER);
  });
  return { token, maxAgeMs: SESSION_TTL_MS, userId: user.id, login: user.login };
}

function signInMethods(context: AccountsContext) {
  const { db, clock, loginLimits, limits } = context;
  return {
    /**
     * Checks a login (or e-mail) and account password; limited per client address, and like API
     * logins (the same failure counters, a slot taken before the password is checked). The
     * session token the browser had, if any, is revoked: a new one replaces it.
     */
    async signIn(login: string, password: string, client: Client, previousToken?: string) {
      const key = login.trim().toLowerCase();
      await limits.perClient('signIn', client.ip);
      await loginLimits.takeClient(client.ip);
      const user = key ? await findUserByLoginOrEmail(db, key) : undefined;
      // The same counters as API logins: one account, whichever spelling, per client.
      const account = user ? user.id : key;
      await loginLimits.takeAccount(account, client.ip);
      const stored = user ? await repo.findPasswordHash(db, user.id) : undefined;
      const ok = await passwordMatches(stored ?? (await decoyHash()), password);
      if (!user || !stored || !ok) {
        throw new AppError(
          'unauthenticated',
          'invalid_credentials',
          'The login or password is incorrect.',
        );
      }
      if (user.deactivated_at !== null) {
        throw new AppError(
          'forbidden',
          'account_deactivated',
          'This account is deactivated. Ask an administrator to reactivate it.',
        );
      }
      await loginLimits.succeeded(account, client.ip);
      if (previousToken) await repo.deleteSessionByHash(db, tokenHash(previousToken));
      return startSession(context, user, client);
    },

    async signOut(token: string | undefined) {
      if (token) await repo.deleteSessionByHash(db, tokenHash(token));
    },

    /** The session's user, or undefined when the token is unknown, revoked or expired. */
    async authenticate(token: string, ip: string): Promise<Authenticated | undefined> {
      const now = clock();
      const found = await repo.findSessionUser(db, tokenHash(token), now);
      if (!found) return undefined;
      const { session, user } = found;
      if (now - session.last_seen_at > LAST_SEEN_RESOLUTION_MS || session.ip !== ip) {
        await repo.touchSession(db, session.id, now, ip.slice(0, 45));
      }
      return { principal: principalOf(user), user };
    },
  };
}

function sessionMethods({ db, clock }: AccountsContext) {
  return {
    async listSessions(principal: Principal, currentToken: string | undefined) {
      const current = currentToken ? tokenHash(currentToken) : '';
      const rows = await repo.listSessions(db, principal.userId, clock());
      return rows.map((s) => ({
        id: s.id,
        created_at: isoUtc(s.created_at),
        last_seen_at: isoUtc(s.last_seen_at),
        expires_at: isoUtc(s.expires_at),
        ip: s.ip,
        user_agent: s.user_agent,
        current: s.token_hash === current,
      }));
    },

    async revokeSession(principal: Principal, id: number) {
      if ((await repo.deleteSession(db, principal.userId, id)) === 0) throw notFound('session', id);
    },

    /**
     * Ends every session of a user (deactivated by an administrator), and every link of theirs:
     * an invitation sent before must not give a deactivated account a password.
     */
    async endAccessOf(userId: number) {
      await db.transaction().execute(async (trx) => {
        await repo.deleteUserSessions(trx, userId);
        await endLinksOf(trx, userId, clock());
      });
    },

    /** Signs the user out of every browser, this one included; their links stop working. */
    async revokeAllSessions(principal: Principal) {
      await db.transaction().execute(async (trx) => {
        await repo.deleteUserSessions(trx, principal.userId);
        await endLinksOf(trx, principal.userId, clock());
      });
    },
  };
}

function passwordMethods({ db, clock, links, mailServer }: AccountsContext) {
  return {
    /**
     * New users get an e-mail with a link to choose their password; the user's earlier
     * invitation stops working. Answers the link, for the administrator to pass on, and whether
     * the e-mail goes to a mail server (without one it is only written to a file).
     */
    async invite(principal: Principal | null, userId: number) {
      if (principal && !can(principal, 'users:manage')) throw forbidden();
      const user = await findUserById(db, userId);
      if (!user) throw notFound('user', userId);
      const url = await links.mailLink(user, 'invite');
      return { url, mailed: mailServer };
    },

    /**
     * Changes the signed-in user's password; every other session is signed out and every
     * link of theirs (set-password, a pending address change) stops working.
     */
    async changePassword(
      principal: Principal,
      body: { current_password?: string; new_password: string },
      currentToken: string | undefined,
    ) {
      const stored = await repo.findPasswordHash(db, principal.userId);
      if (stored && !(await passwordMatches(stored, body.current_password ?? ''))) {
        throw validationFailed({
          current_password: { incorrect: 'The current password is incorrect.' },
        });
      }
      assertPasswordStrength('new_password', body.new_password);
      const hash = await hashPassword(body.new_password);
      const found = currentToken
        ? await repo.findSessionUser(db, tokenHash(currentToken), clock())
        : undefined;
      await db.transaction().execute(async (trx) => {
        const now = clock();
        await repo.savePasswordHash(trx, principal.userId, hash, now);
        await endLinksOf(trx, principal.userId, now);
        await repo.deleteUserSessions(trx, principal.userId, found?.session.id);
      });
    },

    setPasswordWithLink: (token: string, password: string, ip: string) =>
      links.setWithLink(token, password, ip),

    requestReset: (loginOrEmail: string, ip: string, onError: (error: unknown) => void) =>
      links.requestReset(loginOrEmail, ip, onError),
    /** Resolves once the reset requests received so far are done. */
    settled: links.settled,

    /** Whether the user has an account password (the profile screen says so). */
    async hasPassword(userId: number) {
      return (await repo.findPasswordHash(db, userId)) !== undefined;
    },
  };
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, clock, counter, publicUrl, mailServer } = deps;
  const credentialsChanged = deps.credentialsChanged ?? (() => undefined);
  const loginLimits = createLoginLimits(counter);
  const limits = createAccountLimits(counter);
  const context: AccountsContext = {
    db,
    clock,
    loginLimits,
    limits,
    links: createPasswordLinks({ db, clock, publicUrl, limits }),
    mailServer,
  };
  return {
    ...signInMethods(context),
    ...sessionMethods(context),
    ...passwordMethods(context),
    ...createEmailChanges({ db, clock, publicUrl, limits, credentialsChanged }),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
