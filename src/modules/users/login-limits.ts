/**
 * Failed logins, for application passwords and account passwords alike, are counted per account
 * and client address: ten a minute lock that account for that client only, so nobody can lock a
 * user out from everywhere by failing on purpose. The login and the e-mail of one account count
 * as the same account (its id); an unknown name is counted as it was typed. A client failing on
 * many accounts is stopped by its own, wider counter.
 *
 * Every attempt takes its slot on both counters before the password is checked (an atomic
 * increment), and a success gives it back: guesses sent all at once cannot all pass a check made
 * before any of them has failed.
 */
import { AppError } from '../../errors.js';
import type { WindowCounter } from '../../infra/counters.js';

export const FAILED_LOGIN_LIMIT = 10;
export const FAILED_LOGINS_PER_CLIENT = 50;
const FAILED_LOGIN_WINDOW_MS = 60_000;

function locked(resetInMs: number): AppError {
  return new AppError(
    'rate_limited',
    'rest_rate_limited',
    'Too many failed login attempts. Try again later.',
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
  );
}

export function createLoginLimits(counter: WindowCounter) {
  const clientKey = (ip: string) => `login-fail:ip:${ip}`;
  const accountKey = (account: number | string, ip: string) =>
    `login-fail:account:${typeof account === 'number' ? `#${account}` : account}:ip:${ip}`;

  /** Takes a slot; a 429 when it is over the limit (the slot stays taken: it was an attempt). */
  async function take(key: string, limit: number): Promise<void> {
    const { count, resetInMs } = await counter.hit(key, FAILED_LOGIN_WINDOW_MS);
    if (count > limit) throw locked(resetInMs);
  }

  return {
    /**
     * Before looking the account up: takes this attempt's slot on the client's counter, a 429
     * when this client failed too often on any account.
     */
    takeClient: (ip: string) => take(clientKey(ip), FAILED_LOGINS_PER_CLIENT),
    /**
     * Before checking the password: takes this attempt's slot on the account's counter (its id,
     * or the unknown name), a 429 when this client failed too often on it. A refused attempt
     * gives the client's slot back: it is counted against the account already.
     */
    async takeAccount(account: number | string, ip: string): Promise<void> {
      try {
        await take(accountKey(account, ip), FAILED_LOGIN_LIMIT);
      } catch (error) {
        await counter.release(clientKey(ip));
        throw error;
      }
    },
    /** The password was right: both slots are given back, as only failures count. */
    async succeeded(account: number | string, ip: string): Promise<void> {
      await Promise.all([counter.release(clientKey(ip)), counter.release(accountKey(account, ip))]);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
