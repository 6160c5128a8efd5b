/** When to try a failed e-mail again, and when to give up. Pure: no clock, no I/O. */

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** Temporary failures are retried at least this long after the message was queued. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;

/** 30 s after the first failed attempt, doubling, capped at an hour. */
export function retryDelay(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

export interface SendFailure {
  /** The SMTP reply code, when the server answered. */
  responseCode?: number;
  /** The SMTP command that failed (`RCPT TO`, `DATA`, ...). */
  command?: string;
  message: string;
  /** Set on a message the mailer refused before sending (a recipient it will never accept). */
  permanent?: boolean;
}

export type FailureDecision =
  { action: 'retry'; at: number; error: string } | { action: 'fail'; error: string };

/**
 * A recipient the server refuses for good (5xx to RCPT TO) fails at once; anything else (4xx,
 * network errors, timeouts, other 5xx such as a misconfigured login that an operator can fix) is
 * retried with back-off until the message is older than the retry window. A message refused
 * before sending fails at once too.
 */
export function decideAfterFailure(
  failure: SendFailure,
  attempts: number,
  queuedAt: number,
  now: number,
): FailureDecision {
  const error = describeFailure(failure);
  const code = failure.responseCode ?? 0;
  const rejectedRecipient = code >= 500 && code < 600 && /^RCPT/i.test(failure.command ?? '');
  if (failure.permanent || rejectedRecipient || now - queuedAt >= RETRY_WINDOW_MS)
    return { action: 'fail', error };
  return { action: 'retry', at: now + retryDelay(attempts), error };
}

/** One line for `last_error`, bounded, without line breaks. */
export function describeFailure(failure: SendFailure): string {
  const text = failure.message.replace(/\s+/g, ' ').trim() || 'Unknown delivery error';
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/** Reads the fields nodemailer puts on its errors from anything thrown. */
export function toSendFailure(error: unknown): SendFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    message: typeof e.message === 'string' ? e.message : String(error),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === 'string' ? { command: e.command } : {}),
    ...(e.permanent === true ? { permanent: true } : {}),
  };
}
