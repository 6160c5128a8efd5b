/** When a failed delivery is tried again, and when its subscription is given up. Pure. */

/**
 * Delays after the 1st, 2nd, ... failed attempt (the Standard Webhooks schedule): 5 s, 5 min,
 * 30 min, 2 h, 5 h, then every 10 h. Attempts go on until the delivery is older than the
 * retry window, so a receiver is tried for more than 24 hours before its subscription is disabled.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
];
export const RETRY_WINDOW_MS = 24 * 3_600_000;

export interface RetryPolicy {
  delaysMs: readonly number[];
  windowMs: number;
}

export type AfterFailure = { action: 'retry'; at: number } | { action: 'give_up' };

export function afterFailure(
  policy: RetryPolicy,
  attempts: number,
  queuedAt: number,
  now: number,
): AfterFailure {
  if (now - queuedAt >= policy.windowMs) return { action: 'give_up' };
  const delays = policy.delaysMs;
  const delay = delays[Math.min(Math.max(attempts - 1, 0), delays.length - 1)] ?? 0;
  return { action: 'retry', at: now + delay };
}
