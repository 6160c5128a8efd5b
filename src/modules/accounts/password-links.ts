/**
 * One-time set-password links: issuing and mailing them, setting a password with one, and
 * password-reset requests. A user has at most one usable link of each purpose, and none once
 * their password is set or changed or they sign out everywhere.
 */
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/types.js';
import { AppError, validationFailed } from '../../errors.js';
import { enqueueMail, INVITATION_KIND, PASSWORD_RESET_KIND } from '../mail/index.js';
import { findUserById, findUserByLoginOrEmail } from '../users/index.js';
import type { AccountLimits } from './accounts.limits.js';
import { passwordLinkMail, type LinkPurpose } from './accounts.mails.js';
import { deleteUserSessions, savePasswordHash } from './accounts.repo.js';
import * as links from './links.repo.js';
import { hashPassword, newToken, tokenHash } from './secrets.js';

export const PASSWORD_MIN = 10;
const LINK_TTL_HOURS: Record<LinkPurpose, number> = { first: 72, invite: 72, reset: 1 };

export function assertPasswordStrength(field: string, password: string): void {
  if (password.length < PASSWORD_MIN) {
    throw validationFailed({
      [field]: { too_short: `The password needs at least ${PASSWORD_MIN} characters.` },
    });
  }
}

const invalidLink = () =>
  new AppError(
    'validation',
    'invalid_link',
    'This link is unknown, was already used or has expired. Ask for a new one.',
  );

/**
 * A one-time link to the dashboard's set-password screen; only the token's hash is stored. The
 * user's earlier links of this purpose stop working, and their dead links are deleted.
 */
export async function issuePasswordLink(
  db: Db,
  publicUrl: string,
  userId: number,
  purpose: LinkPurpose,
  now: number,
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await links.expireLinks(trx, 'password_tokens', userId, now, purpose);
    await links.deleteDeadLinksOf(trx, 'password_tokens', userId, now);
    await links.insertPasswordToken(trx, {
      token_hash: tokenHash(token),
      user_id: userId,
      purpose,
      now,
      ttlMs: LINK_TTL_HOURS[purpose] * 3600_000,
    });
  });
  return `${publicUrl}/app/set-password?token=${token}`;
}

export interface PasswordLinksDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
  limits: AccountLimits;
}

export function createPasswordLinks({ db, clock, publicUrl, limits }: PasswordLinksDeps) {
  /** Reset requests' work on the account, one at a time, after their answers are sent. */
  let resets: Promise<void> = Promise.resolve();

  /** Issues a link and queues the e-mail that carries it; answers the link. */
  async function mailLink(user: UserRow, purpose: LinkPurpose): Promise<string> {
    const link = await issuePasswordLink(db, publicUrl, user.id, purpose, clock());
    const mail = passwordLinkMail(purpose, user, link, LINK_TTL_HOURS[purpose]);
    const kind = purpose === 'reset' ? PASSWORD_RESET_KIND : INVITATION_KIND;
    await enqueueMail(db, { kind, recipient: user.email, ...mail }, clock());
    return link;
  }

  async function mailReset(loginOrEmail: string): Promise<void> {
    const user = await findUserByLoginOrEmail(db, loginOrEmail);
    // The name as typed when nobody has it, so both cases take a slot alike.
    if (!(await limits.resetMailAllowed(user ? user.id : loginOrEmail.toLowerCase()))) return;
    if (user) await mailLink(user, 'reset');
  }

  return {
    mailLink,

    /**
     * Sets a password with a one-time link; the user is signed out everywhere and their other
     * links (a pending address change too) stop working. The link is checked before the password is hashed.
     */
    async setWithLink(token: string, password: string, ip: string) {
      await limits.perClient('setPassword', ip);
      const hashOfToken = tokenHash(token);
      if ((await links.findUsablePasswordToken(db, hashOfToken, clock())) === undefined) {
        throw invalidLink();
      }
      assertPasswordStrength('password', password);
      const hash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const now = clock();
        const id = await links.consumePasswordToken(trx, hashOfToken, now);
        if (id === undefined) return undefined;
        await savePasswordHash(trx, id, hash, now);
        await links.expireLinks(trx, 'password_tokens', id, now);
        await links.expireLinks(trx, 'email_changes', id, now);
        await deleteUserSessions(trx, id);
        return id;
      });
      if (userId === undefined) throw invalidLink();
      const user = await findUserById(db, userId);
      return { login: user?.login ?? '' };
    },

    /**
     * Answers at once, whether the login or e-mail is known or not, so the time it takes tells
     * nobody which accounts exist: the account is looked up and its e-mail (at most
     * `resetMail` an hour) written after the answer, one request at a time. `onError` hears
     * what failed then.
     */
    async requestReset(loginOrEmail: string, ip: string, onError: (error: unknown) => void) {
      await limits.perClient('resetRequest', ip);
      const name = loginOrEmail.trim();
      resets = resets
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => mailReset(name).catch(onError));
    },

    /** Resolves once the reset requests received so far are done (before the database closes). */
    settled: (): Promise<void> => resets,
  };
}
