import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/types.js';
import type { Principal } from '../domain/policy.js';
import { AppError } from '../errors.js';
import type { Authenticated, AuthService } from '../modules/users/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The authenticated user's row, loaded with the credentials. */
    currentUser: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Routes open to anyone (public booking pages, operations). */
    public?: boolean;
  }
}

/** Authenticates every route of the scope unless it is marked `config: { public: true }`. */
export function requireAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('currentUser', null);
  const missing = () =>
    new AppError(
      'unauthenticated',
      'rest_forbidden',
      'Sorry, you are not allowed to do that. Authenticate with an application password.',
      {},
      auth.challenge,
    );
  // A callback hook: a recently verified header is answered without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.public) return done();
    const accept = ({ principal, user }: Authenticated) => {
      request.principal = principal;
      request.currentUser = user;
    };
    let outcome: ReturnType<AuthService['authenticateHeader']>;
    try {
      outcome = auth.authenticateHeader(request.headers.authorization, request.ip);
    } catch (error) {
      return done(error as Error);
    }
    if (!outcome) return done(missing());
    if (!(outcome instanceof Promise)) {
      accept(outcome);
      return done();
    }
    outcome.then(
      (result) => {
        accept(result);
        done();
      },
      (error: Error) => done(error),
    );
  });
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route needs authentication but has no principal');
  return request.principal;
}

export function currentUserOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error('route needs authentication but has no user');
  return request.currentUser;
}
