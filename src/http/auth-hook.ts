import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../domain/policy.js';
import { AppError } from '../errors.js';
import { sessionTokenOf } from './session-cookie.js';
import type { Scope } from '../domain/scopes.js';

/**
 * The signed-in user as the authenticator loads it. Empty here: the users module, which owns
 * the user's shape, extends it by declaration merging, so this edge never names a table row.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuthenticatedUser {}

export interface Authenticated {
  principal: Principal;
  user: AuthenticatedUser;
}

/** What the hook needs from the users module (the port it implements). */
export interface Authenticator {
  challenge: Record<string, string>;
  authenticateHeader(
    header: string | undefined,
    ip: string,
  ): Authenticated | Promise<Authenticated> | undefined;
}

/** Checks the dashboard's session cookie (sign-in for people); undefined when it is not valid. */
export type SessionAuthenticator = (
  token: string,
  ip: string,
) => Promise<Authenticated | undefined>;

/**
 * Checks a bearer token (`Authorization: Bearer ...`: personal access tokens and OAuth access
 * tokens); undefined when it is not valid.
 */
export type BearerAuthenticator = (token: string, ip: string) => Promise<Authenticated | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The authenticated user's row, loaded with the credentials. */
    currentUser: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** Routes open to anyone (public booking pages, operations). */
    public?: boolean;
    /** The scopes a token needs for this route (sessions and application passwords hold all). */
    scopes?: readonly Scope[];
    /**
     * Any token may use this route, whatever its scopes: what a token must always be able to
     * learn (who it acts for, `GET /users/me`).
     */
    anyToken?: boolean;
  }
}

/**
 * Authenticates every route of the scope unless it is marked `config: { public: true }`: with a
 * bearer token (`Authorization: Bearer ...`; an invalid one is a 401 with a Bearer challenge),
 * with HTTP Basic (application passwords) when another `Authorization` header is sent, else with
 * the dashboard's session cookie when there is one.
 */
export function requireAuthentication(
  app: FastifyInstance,
  auth: Authenticator,
  sessions?: SessionAuthenticator,
  bearer?: BearerAuthenticator,
): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('currentUser', null);
  const missing = () =>
    new AppError(
      'unauthenticated',
      'rest_forbidden',
      'Sorry, you are not allowed to do that. Sign in, or authenticate with an application password.',
      {},
      auth.challenge,
    );
  const invalidToken = () =>
    new AppError(
      'unauthenticated',
      'invalid_token',
      'The access token is invalid, expired or revoked.',
      {},
      { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    );
  // A callback hook: a recently verified header is answered without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.public) return done();
    const accept = ({ principal, user }: Authenticated) => {
      request.principal = principal;
      request.currentUser = user;
    };
    const header = request.headers.authorization;
    const cookie = header || !sessions ? undefined : sessionTokenOf(request.headers.cookie);
    const token = header ? bearerTokenOf(header) : undefined;
    const check =
      token && bearer
        ? () => bearer(token, request.ip)
        : cookie && sessions
          ? () => sessions(cookie, request.ip)
          : undefined;
    if (check) {
      check().then(
        (result) => {
          if (!result) return done(token && bearer ? invalidToken() : missing());
          accept(result);
          done();
        },
        (error: Error) => done(error),
      );
      return;
    }
    let outcome: ReturnType<Authenticator['authenticateHeader']>;
    try {
      outcome = auth.authenticateHeader(header, request.ip);
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

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
function bearerTokenOf(header: string): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route needs authentication but has no principal');
  return request.principal;
}

export function currentUserOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.currentUser) throw new Error('route needs authentication but has no user');
  return request.currentUser;
}
