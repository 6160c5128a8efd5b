/**
 * Helmet's page headers, with two widenings: hosts' avatars and featured images are absolute
 * http(s) URLs on other sites, which helmet's `img-src 'self' data:` would block; and the
 * origins of `EMBED_ORIGINS` may frame the pages (`frame-ancestors`; the older
 * `X-Frame-Options`, which cannot name another origin, is then left out).
 * Scripts stay `'self'` only: no inline scripts, no inline handlers.
 */
import type { FastifyInstance } from 'fastify';
import { installPageSecurityHeaders, securityHeaders } from '../http/security-headers.js';

export function installPublicPageHeaders(
  app: FastifyInstance,
  https: boolean,
  embedOrigins: readonly string[] = [],
): void {
  installPageSecurityHeaders(app, https);
  const csp = securityHeaders({
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'https:', ...(https ? [] : ['http:'])],
        upgradeInsecureRequests: https ? [] : null,
        frameAncestors: ["'self'", ...embedOrigins],
      },
    },
  })['Content-Security-Policy'];
  if (!csp) throw new Error('helmet gave no Content-Security-Policy');
  const embeddable = embedOrigins.length > 0;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Content-Security-Policy', csp);
    if (embeddable) reply.removeHeader('X-Frame-Options');
    done();
  });
}
