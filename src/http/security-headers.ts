import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once. Helmet decides the values (it is the maintained source of
 * them); running its middleware chain on every request would cost more than the rest of an
 * authenticated read, and the values never change for the API.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
    getHeader: (name: string) => headers[name],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({ headers: {} } as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw new Error('Invalid security header options', { cause: failure });
  return headers;
}

/** Sends helmet's headers on every answer; over plain HTTP, without HSTS or upgrades. */
export function installSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = securityHeaders({
    hsts: https,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null } },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
