import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../domain/policy.js';
import { AppError } from '../errors.js';
import { parseBasic, type AuthService } from '../modules/users/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Routes open to anyone (public booking pages, operations). */
    public?: boolean;
  }
}

/** Authenticates every route of the scope unless it is marked `config: { public: true }`. */
export function requireAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const credentials = parseBasic(request.headers.authorization);
    if (!credentials) {
      throw new AppError(
        'unauthenticated',
        'rest_forbidden',
        'Sorry, you are not allowed to do that. Authenticate with an application password.',
        {},
        auth.challenge,
      );
    }
    request.principal = await auth.authenticate(credentials, request.ip);
  });
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route needs authentication but has no principal');
  return request.principal;
}
