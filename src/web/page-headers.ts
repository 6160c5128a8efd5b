/**
 * Helmet's page headers, with two widenings: hosts' avatars and featured images are absolute
 * http(s) URLs on other sites, which helmet's `img-src 'self' data:` would block; and other sites
 * may frame the pages (`frame-ancestors`; the older `X-Frame-Options`, which cannot name another
 * origin, is then left out). Every page may be framed by the origins of `EMBED_ORIGINS`; a
 * calendar's pages also by the sites its booking-page settings allow (`framedBy`), so the policy
 * of those pages is the one computed here with the calendar's origins appended.
 * Scripts stay `'self'` only: no inline scripts, no inline handlers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { installPageSecurityHeaders, securityHeaders } from '../http/security-headers.js';

const SELF_ONLY = "frame-ancestors 'self'";

export interface PageFraming {
  /** Lets `origins` frame this answer too (with the global ones); origins are well-formed. */
  framedBy(reply: FastifyReply, origins: readonly string[]): void;
}

export function installPublicPageHeaders(
  app: FastifyInstance,
  https: boolean,
  embedOrigins: readonly string[] = [],
): PageFraming {
  installPageSecurityHeaders(app, https);
  const base = securityHeaders({
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'https:', ...(https ? [] : ['http:'])],
        upgradeInsecureRequests: https ? [] : null,
        frameAncestors: ["'self'"],
      },
    },
  })['Content-Security-Policy'];
  if (!base?.includes(SELF_ONLY)) throw new Error('helmet gave no frame-ancestors directive');
  const policyFor = (origins: readonly string[]) =>
    origins.length === 0 ? base : base.replace(SELF_ONLY, [SELF_ONLY, ...origins].join(' '));
  const csp = policyFor(embedOrigins);
  const embeddable = embedOrigins.length > 0;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Content-Security-Policy', csp);
    if (embeddable) reply.removeHeader('X-Frame-Options');
    done();
  });
  return {
    framedBy(reply, origins) {
      const own = origins.filter((o) => !embedOrigins.includes(o));
      if (own.length === 0) return;
      reply.header('Content-Security-Policy', policyFor([...embedOrigins, ...own]));
      reply.removeHeader('X-Frame-Options');
    },
  };
}
