/**
 * Helmet's page headers, with one widening: hosts' avatars and featured images are absolute
 * http(s) URLs on other sites, which helmet's `img-src 'self' data:` would block.
 * Scripts stay `'self'` only: no inline scripts, no inline handlers.
 */
import type { FastifyInstance } from 'fastify';
import { installPageSecurityHeaders, securityHeaders } from '../http/security-headers.js';

export function installPublicPageHeaders(app: FastifyInstance, https: boolean): void {
  installPageSecurityHeaders(app, https);
  const csp = securityHeaders({
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'https:', ...(https ? [] : ['http:'])],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  })['Content-Security-Policy'];
  if (!csp) throw new Error('helmet gave no Content-Security-Policy');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
  });
}
