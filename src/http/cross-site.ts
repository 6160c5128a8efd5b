/**
 * No credentialed write can come from another site. Browsers attach cached Basic credentials
 * (and cookies) to a form that another site submits; such a request says where it comes from
 * in `Sec-Fetch-Site` (every current browser) and `Origin` (every browser on a POST). An unsafe
 * request (anything but GET, HEAD and OPTIONS) to a route that needs credentials is refused
 * with 403 `cross_site_request` when either header says another site, unless that origin is
 * allowed by `ALLOWED_ORIGINS`. Clients that are not browsers (curl, FluentBooking's clients,
 * servers posting forms) send neither header and are not affected.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteOptions {
  /** The server's own origin (`PUBLIC_URL`'s). */
  ownOrigin: string;
  /** Other origins whose pages may write with the user's credentials (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

/** The origin of a URL, or null when it is not one (`null`, garbage). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Why the request is cross-site, or undefined when it is not. */
export function crossSiteReason(
  request: Pick<FastifyRequest, 'method' | 'headers' | 'protocol' | 'host'>,
  options: CrossSiteOptions,
): string | undefined {
  if (SAFE.has(request.method)) return undefined;
  const originHeader = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (originHeader === undefined && fetchSite === undefined) return undefined;
  const origin = originHeader === undefined ? undefined : originOf(originHeader);
  const own = new Set([options.ownOrigin, `${request.protocol}://${request.host}`]);
  if (origin && (own.has(origin) || options.allowedOrigins.includes(origin))) return undefined;
  if (originHeader !== undefined) return `its Origin is ${originHeader}`;
  // No Origin: only Sec-Fetch-Site tells, and only same-origin or a user's own action is fine.
  if (fetchSite === 'same-origin' || fetchSite === 'none') return undefined;
  return `Sec-Fetch-Site says ${String(fetchSite)}`;
}

/** Refuses cross-site unsafe requests on every route of `app` not marked public. */
export function refuseCrossSiteWrites(app: FastifyInstance, options: CrossSiteOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.public) return done();
    const reason = crossSiteReason(request, options);
    if (!reason) return done();
    done(
      new AppError(
        'forbidden',
        'cross_site_request',
        `This request comes from another site (${reason}); credentialed changes are accepted only from this server's own pages and the origins in ALLOWED_ORIGINS.`,
      ),
    );
  });
}
