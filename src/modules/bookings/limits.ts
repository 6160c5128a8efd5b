/**
 * Rate limits of the public booking routes, per client address (FluentBooking's documented
 * limits: 15 bookings or cancellations a minute; reads are cheaper and allowed more often).
 * Counters are the shared `WindowCounter`, in Redis when several processes run.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { WindowCounter } from '../../infra/counters.js';

export const PUBLIC_LIMITS = {
  write: { max: 15, windowMs: 60_000 },
  read: { max: 60, windowMs: 60_000 },
  /**
   * Slot answers cost the most of any read (up to a full answer of slots each): a booking page
   * asks for one month at a time, so 20 a minute leaves room for paging back and forth.
   */
  slots: { max: 20, windowMs: 60_000 },
} as const;

/** Slot answers for a signed-in user, across all their clients (hosts page through months). */
export const USER_SLOT_LIMIT = { max: 60, windowMs: 60_000 } as const;

/**
 * Booking searches for a signed-in user, across all their clients: a search that many bookings
 * match counts them all (a tenth of a second or more with 10,000 bookings), where a plain list
 * page reads a few rows through an index.
 */
export const USER_SEARCH_LIMIT = { max: 20, windowMs: 60_000 } as const;

export type LimitKind = keyof typeof PUBLIC_LIMITS;

async function limit(
  counter: WindowCounter,
  key: string,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<void> {
  const { count, resetInMs } = await counter.hit(key, windowMs);
  if (count <= max) return;
  throw new AppError(
    'rate_limited',
    'rest_rate_limited',
    'Too many requests. Try again later.',
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
  );
}

/** An `onRequest` hook refusing a client over the limit with 429 and `Retry-After`. */
export function publicLimit(counter: WindowCounter, kind: LimitKind) {
  return (request: FastifyRequest): Promise<void> =>
    limit(counter, `public-${kind}:ip:${request.ip}`, PUBLIC_LIMITS[kind]);
}

/** A `preHandler` hook (it runs after authentication) limiting the signed-in slot route per user. */
export function userSlotLimit(counter: WindowCounter) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = request.principal?.userId;
    if (userId !== undefined) await limit(counter, `slots:user:${userId}`, USER_SLOT_LIMIT);
  };
}

/** A `preHandler` hook limiting a signed-in user's booking searches (lists without one pass). */
export function userSearchLimit(counter: WindowCounter) {
  return async (request: FastifyRequest<{ Querystring: { search?: string } }>): Promise<void> => {
    const userId = request.principal?.userId;
    if (userId === undefined || !request.query.search?.trim()) return;
    await limit(counter, `search:user:${userId}`, USER_SEARCH_LIMIT);
  };
}
