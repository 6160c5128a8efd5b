/**
 * A user changes their own e-mail address: they ask with their account password, a one-time
 * link goes to the new address (24 hours) and a notice to the old one, and the address changes
 * only when the link is opened. Whether another account already uses the new address is told
 * to nobody but that address's owner: the answer, the notice and the pending change are the
 * same, and the new address gets, instead of a link, an e-mail saying its account exists.
 */
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { Principal } from '../../domain/policy.js';
import { AppError, notFound, validationFailed } from '../../errors.js';
import { isoUtc } from '../../shared/format.js';
import { isEmailAddress } from '../../shared/email.js';
import { EMAIL_CHANGE_KIND, EMAIL_CHANGE_NOTICE_KIND, enqueueMail } from '../mail/index.js';
import { findUserById, findUserByLoginOrEmail, updateUser } from '../users/index.js';
import type { AccountLimits } from './accounts.limits.js';
import { deleteUserSessions, findPasswordHash, findSessionUser } from './accounts.repo.js';
import * as changes from './email-changes.repo.js';
import { deleteDeadLinksOf, expireLinks } from './links.repo.js';
import { addressTakenMail, changeRequestedMail, confirmEmailMail } from './email-change.mails.js';
import { newToken, passwordMatches, tokenHash } from './secrets.js';

export const EMAIL_LINK_TTL_HOURS = 24;

export interface EmailChangeDeps {
  db: Db;
  clock: () => number;
  publicUrl: string;
  limits: AccountLimits;
  /** Called after an address changed: authentication forgets what it verified with the old. */
  credentialsChanged: () => void;
}

const invalidEmailLink = () =>
  new AppError(
    'validation',
    'invalid_link',
    'This link is unknown, was already used or has expired. Change your e-mail address from your profile again to get a new one.',
  );

const addressTaken = () =>
  new AppError(
    'validation',
    'email_taken',
    'Another account uses this e-mail address now, so yours was not changed.',
  );

/** The address asked for, checked: a valid address other than the user's own (422 otherwise). */
function checkedAddress(typed: string, current: string): string {
  const email = typed.trim().toLowerCase();
  if (!isEmailAddress(email)) {
    throw validationFailed({ email: { email: 'The email must be a valid email address.' } });
  }
  if (email === current) {
    throw validationFailed({ email: { unchanged: 'This is already your e-mail address.' } });
  }
  return email;
}

/** Asking for a change, seeing and cancelling the pending one. */
function requests({ db, clock, publicUrl, limits }: EmailChangeDeps) {
  return {
    /**
     * Asks to change the caller's address: needs their account password when they have one.
     * Their earlier pending change stops working. Answers the address the link went to.
     */
    async requestEmailChange(
      principal: Principal,
      body: { email: string; current_password?: string },
      ip: string,
    ) {
      await limits.perClient('emailChange', ip);
      const user = await findUserById(db, principal.userId);
      if (!user) throw notFound('user', principal.userId);
      const email = checkedAddress(body.email, user.email);
      const stored = await findPasswordHash(db, user.id);
      if (stored && !(await passwordMatches(stored, body.current_password ?? ''))) {
        throw validationFailed({
          current_password: { incorrect: 'The current password is incorrect.' },
        });
      }
      await limits.emailChangeMail(user.id);
      const taken = (await findUserByLoginOrEmail(db, email)) !== undefined;
      const token = newToken();
      const link = `${publicUrl}/app/confirm-email?token=${token}`;
      await db.transaction().execute(async (trx) => {
        const now = clock();
        await expireLinks(trx, 'email_changes', user.id, now);
        await deleteDeadLinksOf(trx, 'email_changes', user.id, now);
        // When the address is taken the link is never mailed, so nobody can use it.
        await changes.insertEmailChange(trx, {
          token_hash: tokenHash(token),
          user_id: user.id,
          new_email: email,
          now,
          ttlMs: EMAIL_LINK_TTL_HOURS * 3600_000,
        });
        const toNew = taken
          ? addressTakenMail(email)
          : confirmEmailMail(user, email, link, EMAIL_LINK_TTL_HOURS);
        const notice = changeRequestedMail(user, email);
        await enqueueMail(
          trx,
          [
            { kind: EMAIL_CHANGE_KIND, recipient: email, ...toNew },
            { kind: EMAIL_CHANGE_NOTICE_KIND, recipient: user.email, ...notice },
          ],
          now,
        );
      });
      return { email };
    },

    /** The caller's pending change, if any: the new address and until when its link works. */
    async pendingEmailChange(userId: number) {
      const row = await changes.findPendingEmailChange(db, userId, clock());
      return row ? { email: row.new_email, expires_at: isoUtc(row.expires_at) } : null;
    },

    /** Cancels the caller's pending change: its link stops working. */
    async cancelEmailChange(principal: Principal) {
      await expireLinks(db, 'email_changes', principal.userId, clock());
    },
  };
}

/** Opening the link: the change applies. */
function confirmations({ db, clock, limits, credentialsChanged }: EmailChangeDeps) {
  return {
    /**
     * Applies the change of a link, once, if the address is still free; every other session
     * of the user ends (the browser confirming stays signed in when it is theirs).
     */
    async confirmEmailChange(token: string, ip: string, sessionToken: string | undefined) {
      await limits.perClient('confirmEmail', ip);
      const hash = tokenHash(token);
      // The browser confirming stays signed in when it is the user's own.
      const browser = sessionToken
        ? await findSessionUser(db, tokenHash(sessionToken), clock())
        : undefined;
      const applied = await db
        .transaction()
        .execute(async (trx) => {
          const now = clock();
          const change = await changes.consumeEmailChange(trx, hash, now);
          if (!change) throw invalidEmailLink();
          const user = await findUserById(trx, change.user_id);
          if (!user || user.deactivated_at !== null) throw invalidEmailLink();
          const holder = await findUserByLoginOrEmail(trx, change.new_email);
          if (holder && holder.id !== user.id) throw addressTaken();
          await updateUser(trx, user.id, { email: change.new_email, updated_at: now });
          await expireLinks(trx, 'email_changes', user.id, now);
          const keep = browser?.user.id === user.id ? browser.session.id : undefined;
          await deleteUserSessions(trx, user.id, keep);
          return { login: user.login, email: change.new_email };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? addressTaken() : error;
        });
      credentialsChanged();
      return applied;
    },
  };
}

export function createEmailChanges(deps: EmailChangeDeps) {
  return { ...requests(deps), ...confirmations(deps) };
}
