/**
 * Per-user rate limit on authenticated routes: every request an authenticated user makes counts
 * in a one-minute window of the shared counters (in memory, or in Redis when several processes
 * run), and a user over the limit is answered 429 `rest_rate_limited` with `Retry-After` until
 * the window ends. A few runaway clients of one user cannot take the process from everyone
 * else. Public routes are limited per client address by their own hooks.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import type { WindowCounter } from '../infra/counters.js';

export const USER_LIMIT_WINDOW_MS = 60_000;

/** Runs after authentication, in the same scope: `request.principal` is set by then. */
export function limitPerUser(app: FastifyInstance, counter: WindowCounter, perMinute: number) {
  if (perMinute === 0) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const principal = request.principal;
    if (!principal) return done();
    counter.hit(`user:${principal.userId}`, USER_LIMIT_WINDOW_MS).then(({ count, resetInMs }) => {
      if (count <= perMinute) return done();
      done(
        new AppError(
          'rate_limited',
          'rest_rate_limited',
          `Too many requests from this user (at most ${perMinute} a minute). Try again later.`,
          {},
          { 'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))) },
        ),
      );
    }, done);
  });
}
