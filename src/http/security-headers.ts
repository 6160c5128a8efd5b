import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once. Helmet decides the values (it is the maintained source of
 * them); running its middleware chain on every request would cost more than the rest of an
 * authenticated read, and the values never change.
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

/**
 * JSON answers are never rendered as documents, so they get the short set that OWASP's REST
 * guidance asks for: no sniffing, no framing, no caching of authenticated data, HSTS over
 * HTTPS. Pages get helmet's full set through `installPageSecurityHeaders` in their scope.
 */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function installApiSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = apiSecurityHeaders(https);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Helmet's full set for HTML; over plain HTTP, without HSTS or upgrade-insecure-requests. */
export function installPageSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = securityHeaders({
    hsts: https,
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: https ? [] : null } },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The API explorer's policy: its own files only, plus the one `<style>` element Swagger UI's
 * renderer inserts (allowed by its hash, so no other inline style runs). Insecure requests are
 * upgraded only when the server is reached over https, so /docs works on a plain-http address.
 */
const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
export function docsContentSecurityPolicy(https: boolean): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' ${SWAGGER_UI_STYLE}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
