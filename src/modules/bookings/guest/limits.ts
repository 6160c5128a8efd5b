/**
 * Rate limits of the public booking routes, per client address (FluentBooking's documented
 * limits: 15 bookings or cancellations a minute; reads are cheaper and allowed more often).
 * Counters are the shared `WindowCounter`, in Redis when several processes run.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../errors.js';
import type { WindowCounter } from '../../../infra/counters.js';

export const PUBLIC_LIMITS = {
  write: { max: 15, windowMs: 60_000 },
  read: { max: 60, windowMs: 60_000 },
} as const;

export type LimitKind = keyof typeof PUBLIC_LIMITS;

/** An `onRequest` hook refusing a client over the limit with 429 and `Retry-After`. */
export function publicLimit(counter: WindowCounter, kind: LimitKind) {
  const { max, windowMs } = PUBLIC_LIMITS[kind];
  return async (request: FastifyRequest): Promise<void> => {
    const { count, resetInMs } = await counter.hit(`public-${kind}:ip:${request.ip}`, windowMs);
    if (count <= max) return;
    throw new AppError(
      'rate_limited',
      'rest_rate_limited',
      'Too many requests. Try again later.',
      {},
      { 'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
    );
  };
}
