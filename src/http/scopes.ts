import type { FastifyInstance } from 'fastify';
import type { BearerAuthenticator } from './auth-hook.js';
import { missingScope, type Scope } from '../domain/scopes.js';
import { AppError } from '../errors.js';

/**
 * The scopes a plugin's routes need unless a route declares its own `config.scopes`: `read` for
 * GET and HEAD, `write` for the others. A scope left out means no token may use those routes
 * (only a session or an application password).
 */
export function declareScopes(app: FastifyInstance, scopes: { read?: Scope; write?: Scope }) {
  app.addHook('onRoute', (route) => {
    if (route.config?.public || route.config?.scopes || route.config?.anyToken) return;
    const methods = [route.method].flat();
    const reads = methods.every((m) => m === 'GET' || m === 'HEAD');
    const scope = reads ? scopes.read : scopes.write;
    route.config = { ...route.config, scopes: scope ? [scope] : [] };
  });
}

/**
 * After authentication: a token (a principal with scopes) is refused, 403, on a route that needs
 * a scope it lacks, or that names no scope at all (unless it is open to any token). Sessions and
 * application passwords pass.
 */
export function refuseOutOfScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const principal = request.principal;
    if (!principal?.scopes || request.routeOptions.config.anyToken) return done();
    const needed = request.routeOptions.config.scopes ?? [];
    if (needed.length === 0) {
      return done(
        new AppError(
          'forbidden',
          'rest_forbidden',
          'An access token cannot be used here: sign in, or use an application password.',
        ),
      );
    }
    const lacking = missingScope(principal, needed);
    if (lacking) {
      return done(
        new AppError(
          'forbidden',
          'rest_forbidden',
          `This access token lacks the scope ${lacking}.`,
          { scope: lacking },
        ),
      );
    }
    done();
  });
}

/**
 * One bearer authenticator from several, chosen by the token's prefix (`sbp_` personal access
 * tokens, ...); a token no prefix claims is invalid.
 */
export function bearerByPrefix(byPrefix: Record<string, BearerAuthenticator>): BearerAuthenticator {
  const entries = Object.entries(byPrefix);
  return (token, ip) => {
    const found = entries.find(([prefix]) => token.startsWith(prefix));
    return found ? found[1](token, ip) : Promise.resolve(undefined);
  };
}
