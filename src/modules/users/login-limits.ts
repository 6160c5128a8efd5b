/**
 * Failed logins, for application passwords and account passwords alike, are counted per account
 * and client address: ten a minute lock that account for that client only, so nobody can lock a
 * user out from everywhere by failing on purpose. The login and the e-mail of one account count
 * as the same account (its id); an unknown name is counted as it was typed. A client failing on
 * many accounts is stopped by its own, wider counter.
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

  async function refuse(key: string, limit: number): Promise<void> {
    const [count] = await counter.peek([key]);
    if (count && count.count >= limit) throw locked(count.resetInMs);
  }

  return {
    /** Before looking the account up: a 429 when this client failed too often on any account. */
    refuseClient: (ip: string) => refuse(clientKey(ip), FAILED_LOGINS_PER_CLIENT),
    /** A 429 when this client failed too often on this account (its id, or the unknown name). */
    refuseAccount: (account: number | string, ip: string) =>
      refuse(accountKey(account, ip), FAILED_LOGIN_LIMIT),
    /** Counts one failure against the client and the account. */
    async recordFailure(account: number | string, ip: string): Promise<void> {
      await Promise.all([
        counter.hit(clientKey(ip), FAILED_LOGIN_WINDOW_MS),
        counter.hit(accountKey(account, ip), FAILED_LOGIN_WINDOW_MS),
      ]);
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
