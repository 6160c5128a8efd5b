import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/types.js';
import { can, effectivePermissions, type Principal, type Role } from '../../domain/policy.js';
import { AppError, forbidden, notFound, validationFailed } from '../../errors.js';
import type { WindowCounter } from '../../infra/counters.js';
import { isoUtc } from '../../shared/format.js';
import { enqueueMail, INVITATION_KIND, PASSWORD_RESET_KIND } from '../mail/index.js';
import { createLoginLimits, findUserById, findUserByLoginOrEmail } from '../users/index.js';
import type { Authenticated } from '../../http/auth-hook.js';
import { passwordLinkMail, type LinkPurpose } from './accounts.mails.js';
import * as repo from './accounts.repo.js';
import { decoyHash, hashPassword, newToken, passwordMatches, tokenHash } from './secrets.js';

export interface AccountsDeps {
  db: Db;
  clock: () => number;
  counter: WindowCounter;
  publicUrl: string;
}

/** A session lasts 14 days from sign-in; signing in again makes a new one. */
export const SESSION_TTL_MS = 14 * 24 * 3600_000;
const LAST_SEEN_RESOLUTION_MS = 60_000;
const FAILED_WINDOW_MS = 60_000;
const LINK_TTL_HOURS: Record<LinkPurpose, number> = { first: 72, invite: 72, reset: 1 };
/** Password-reset requests per client address and minute (each one sends an e-mail). */
const RESET_REQUEST_LIMIT = 5;
export const PASSWORD_MIN = 10;

export interface Client {
  ip: string;
  userAgent: string;
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

function assertPasswordStrength(field: string, password: string): void {
  if (password.length < PASSWORD_MIN) {
    throw validationFailed({
      [field]: { too_short: `The password needs at least ${PASSWORD_MIN} characters.` },
    });
  }
}

/** A one-time link to the dashboard's set-password screen; only the token's hash is stored. */
export async function issuePasswordLink(
  db: Db,
  publicUrl: string,
  userId: number,
  purpose: LinkPurpose,
  now: number,
): Promise<string> {
  const token = newToken();
  await repo.insertPasswordToken(db, {
    token_hash: tokenHash(token),
    user_id: userId,
    purpose,
    now,
    ttlMs: LINK_TTL_HOURS[purpose] * 3600_000,
  });
  return `${publicUrl}/app/set-password?token=${token}`;
}

export function createAccountsService({ db, clock, counter, publicUrl }: AccountsDeps) {
  const loginLimits = createLoginLimits(counter);
  const issueLink = (userId: number, purpose: LinkPurpose) =>
    issuePasswordLink(db, publicUrl, userId, purpose, clock());

  async function mailLink(user: UserRow, purpose: LinkPurpose): Promise<void> {
    const link = await issueLink(user.id, purpose);
    const mail = passwordLinkMail(purpose, user, link, LINK_TTL_HOURS[purpose]);
    const kind = purpose === 'reset' ? PASSWORD_RESET_KIND : INVITATION_KIND;
    await enqueueMail(db, { kind, recipient: user.email, ...mail }, clock());
  }

  async function startSession(user: UserRow, client: Client) {
    const token = newToken();
    const now = clock();
    await repo.insertSession(db, {
      token_hash: tokenHash(token),
      user_id: user.id,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      ip: client.ip.slice(0, 45),
      user_agent: client.userAgent.slice(0, 200),
    });
    return { token, maxAgeMs: SESSION_TTL_MS, userId: user.id, login: user.login };
  }

  return {
    /** New users get an e-mail with a link to choose their password. */
    async invite(principal: Principal | null, userId: number) {
      if (principal && !can(principal, 'users:manage')) throw forbidden();
      const user = await findUserById(db, userId);
      if (!user) throw notFound('user', userId);
      await mailLink(user, 'invite');
    },

    /**
     * Checks a login (or e-mail) and account password; limited like API logins (the same
     * counters). The session token the browser had, if any, is revoked: a new one replaces it.
     */
    async signIn(login: string, password: string, client: Client, previousToken?: string) {
      const key = login.trim().toLowerCase();
      await loginLimits.refuseClient(client.ip);
      const user = key ? await findUserByLoginOrEmail(db, key) : undefined;
      // The same counters as API logins: one account, whichever spelling, per client.
      const account = user ? user.id : key;
      await loginLimits.refuseAccount(account, client.ip);
      const stored = user ? await repo.findPasswordHash(db, user.id) : undefined;
      const ok = await passwordMatches(stored ?? (await decoyHash()), password);
      if (!user || !stored || !ok) {
        await loginLimits.recordFailure(account, client.ip);
        throw new AppError(
          'unauthenticated',
          'invalid_credentials',
          'The login or password is incorrect.',
        );
      }
      if (previousToken) await repo.deleteSessionByHash(db, tokenHash(previousToken));
      return startSession(user, client);
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

    /** Signs the user out of every browser, this one included. */
    async revokeAllSessions(principal: Principal) {
      await repo.deleteUserSessions(db, principal.userId);
    },

    /** Changes the signed-in user's password; every other session is signed out. */
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
      await repo.savePasswordHash(
        db,
        principal.userId,
        await hashPassword(body.new_password),
        clock(),
      );
      const found = currentToken
        ? await repo.findSessionUser(db, tokenHash(currentToken), clock())
        : undefined;
      await repo.deleteUserSessions(db, principal.userId, found?.session.id);
    },

    /** Sets a password with a one-time link; the user is signed out everywhere. */
    async setPasswordWithLink(token: string, password: string) {
      assertPasswordStrength('password', password);
      const hash = await hashPassword(password);
      const now = clock();
      const userId = await repo.consumePasswordToken(db, tokenHash(token), now);
      if (userId === undefined) {
        throw new AppError(
          'validation',
          'invalid_link',
          'This link is unknown, was already used or has expired. Ask for a new one.',
        );
      }
      await repo.savePasswordHash(db, userId, hash, now);
      await repo.expirePasswordTokens(db, userId, now);
      await repo.deleteUserSessions(db, userId);
      const user = await findUserById(db, userId);
      return { login: user?.login ?? '' };
    },

    /**
     * Mails a reset link when the login or e-mail is known; the answer is the same either way,
     * so it tells nobody which accounts exist.
     */
    async requestReset(loginOrEmail: string, ip: string) {
      const hit = await counter.hit(`password-reset:ip:${ip}`, FAILED_WINDOW_MS);
      if (hit.count > RESET_REQUEST_LIMIT) {
        throw new AppError(
          'rate_limited',
          'rest_rate_limited',
          'Too many password-reset requests. Try again later.',
          {},
          { 'Retry-After': String(Math.max(1, Math.ceil(hit.resetInMs / 1000))) },
        );
      }
      const user = await findUserByLoginOrEmail(db, loginOrEmail.trim());
      if (user) await mailLink(user, 'reset');
    },

    /** Whether the user has an account password (the profile screen says so). */
    async hasPassword(userId: number) {
      return (await repo.findPasswordHash(db, userId)) !== undefined;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
