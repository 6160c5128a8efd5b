/**
 * Limits of the account routes anybody may call, per client address, and of the reset e-mails
 * an account receives. Each request takes its slot (an atomic increment of the shared counters)
 * before any work, so requests sent at once cannot all pass.
 */
import { AppError } from '../../errors.js';
import type { WindowCounter } from '../../infra/counters.js';

const MINUTE_MS = 60_000;

export const ACCOUNT_LIMITS = {
  /** Sign-ins a minute per client address, successful ones included (each makes a session). */
  signIn: { max: 30, windowMs: MINUTE_MS },
  /** Set-password attempts a minute per client address (a right link costs a password hash). */
  setPassword: { max: 10, windowMs: MINUTE_MS },
  /** Password-reset requests a minute per client address. */
  resetRequest: { max: 5, windowMs: MINUTE_MS },
  /** Reset e-mails an hour per account, whatever names it and from wherever it is asked. */
  resetMail: { max: 3, windowMs: 60 * MINUTE_MS },
  /** Requests to change one's e-mail address a minute per client address. */
  emailChange: { max: 5, windowMs: MINUTE_MS },
  /** E-mail-change links an hour per account (each mails the new and the old address). */
  emailChangeMail: { max: 3, windowMs: 60 * MINUTE_MS },
  /** Attempts to confirm a new e-mail address with a link a minute per client address. */
  confirmEmail: { max: 10, windowMs: MINUTE_MS },
} as const;

type Kind = keyof typeof ACCOUNT_LIMITS;
type ClientKind = Exclude<Kind, 'resetMail' | 'emailChangeMail'>;

const MESSAGES: Record<Exclude<Kind, 'resetMail'>, string> = {
  signIn: 'Too many sign-ins from this address. Try again later.',
  setPassword: 'Too many attempts to set a password from this address. Try again later.',
  resetRequest: 'Too many password-reset requests. Try again later.',
  emailChange: 'Too many e-mail address changes from this address. Try again later.',
  emailChangeMail: 'Too many e-mail address changes for this account. Try again in an hour.',
  confirmEmail:
    'Too many attempts to confirm an e-mail address from this address. Try again later.',
};

const tooMany = (kind: Exclude<Kind, 'resetMail'>, resetInMs: number) =>
  new AppError(
    'rate_limited',
    'rest_rate_limited',
    MESSAGES[kind],
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
  );

export function createAccountLimits(counter: WindowCounter) {
  return {
    /** Takes a slot of the client's limit of `kind`; a 429 with `Retry-After` past it. */
    async perClient(kind: ClientKind, ip: string): Promise<void> {
      const { max, windowMs } = ACCOUNT_LIMITS[kind];
      const { count, resetInMs } = await counter.hit(`accounts-${kind}:ip:${ip}`, windowMs);
      if (count > max) throw tooMany(kind, resetInMs);
    },
    /** Takes a slot of the account's e-mail-change links; a 429 with `Retry-After` past it. */
    async emailChangeMail(userId: number): Promise<void> {
      const { max, windowMs } = ACCOUNT_LIMITS.emailChangeMail;
      const { count, resetInMs } = await counter.hit(
        `accounts-emailChangeMail:#${userId}`,
        windowMs,
      );
      if (count > max) throw tooMany('emailChangeMail', resetInMs);
    },
    /** Takes a slot of the account's reset e-mails: false when none is left this hour. */
    async resetMailAllowed(account: number | string): Promise<boolean> {
      const { max, windowMs } = ACCOUNT_LIMITS.resetMail;
      const key = `accounts-resetMail:${typeof account === 'number' ? `#${account}` : account}`;
      return (await counter.hit(key, windowMs)).count <= max;
    },
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
