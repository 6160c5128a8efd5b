import { AppError } from '../errors.js';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

export const API_PREFIX = '/api/v2';
const WP_PREFIX = '/wp-json/fluent-booking/v2';
const REST_ROUTE_PREFIX = '/fluent-booking/v2';

/** PHP-style arrays (`with[]=x`, `filters[period]=all`), bounded so input cannot explode. */
export const parseQueryString = (text: string): Record<string, unknown> =>
  qs.parse(text, { depth: 5, arrayLimit: 100, parameterLimit: 1000, allowDots: false });

/**
 * FluentBooking clients only change their host: `/wp-json/fluent-booking/v2/...` and
 * `/?rest_route=/fluent-booking/v2/...` are rewritten to the same routes as `/api/v2/...`.
 */
export function rewriteCompatUrl(url: string): string {
  if (url.startsWith(WP_PREFIX)) {
    const rest = url.slice(WP_PREFIX.length);
    if (rest === '' || rest.startsWith('/') || rest.startsWith('?')) return API_PREFIX + rest;
  }
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (path !== '/' && path !== '/index.php') return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const route = params.get('rest_route');
  if (route === null) return url;
  params.delete('rest_route');
  const target = route.startsWith(REST_ROUTE_PREFIX)
    ? API_PREFIX + route.slice(REST_ROUTE_PREFIX.length)
    : `/wp-json${route.startsWith('/') ? '' : '/'}${route}`;
  const query = params.toString();
  return query ? `${target}?${query}` : target;
}

/** `curl -d '{...}'` without a content type sends JSON as a form: say so instead of guessing. */
const jsonSentAsForm = () =>
  new AppError(
    'unsupported_media_type',
    'rest_json_sent_as_form',
    'This body is JSON but was sent as a form (curl -d does that): add the header Content-Type: application/json.',
  );

/**
 * WordPress clients send form-encoded bodies with PHP-style keys. An empty JSON body is no body
 * (routes whose body is optional accept it; the others say which fields they need).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  // Bodies are JSON or forms; anything else is a 415, not a string the schemas then reject.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = body as string;
      if (/^\s*[[{]/.test(text)) return done(jsonSentAsForm(), undefined);
      try {
        done(null, parseQueryString(text));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    void json(request, body as string, done);
  });
}
