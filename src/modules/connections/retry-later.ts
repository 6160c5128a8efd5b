/**
 * A provider's answer asking to be called again later (429 or 503 with Retry-After): the
 * write-back waits that long before its next attempt.
 */
import { OutboundError } from '../../infra/outbound.js';

/** The provider asked to be called again later: not before `afterMs` from now. */
export class RetryLater extends OutboundError {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

/** Longest wait a Retry-After may ask for; beyond it the usual retry delays apply. */
const MAX_RETRY_AFTER_MS = 3_600_000;

/** Retry-After in milliseconds (seconds or an HTTP date), or null when absent or unusable. */
export function retryAfterMs(value: string | string[] | undefined, now: number): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const ms = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : null;
}
