/**
 * What a request's log line says of its URL: everything but the secrets some URLs carry. A
 * set-password link's `token` (and any query parameter named like a credential), an OAuth
 * callback's `code` and `state`, a booking's hash (which lets anyone holding it cancel or move
 * the booking) and a private feed's token are replaced by `[redacted]`, so that logs can be kept
 * and shared without handing those out.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = 'redacted';

/** Query parameters whose value is a credential. */
const SECRET_PARAM = /token|secret|password|signature|^key$|^hash$|^code$|^state$/i;

/**
 * Path segments that are secrets, after the segments that announce them: `/booking/<hash>`,
 * `.../public/bookings/<hash>/...` and `.../public/feeds/<token>.ics`, in the path or in a
 * parameter's value (`rest_route`).
 */
const SECRET_SEGMENT = /(\/booking\/|\/public\/bookings\/|\/public\/feeds\/)[^/?#]+/g;

const withoutSegments = (text: string) => text.replace(SECRET_SEGMENT, `$1${REDACTED}`);

/** The URL (path and query) with its secrets replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return withoutSegments(url);
  let query = url.slice(at);
  let changed = false;
  const params = [...new URLSearchParams(query)].map(([name, value]) => {
    const kept = SECRET_PARAM.test(name) ? REDACTED : withoutSegments(value);
    changed ||= kept !== value;
    return [name, kept];
  });
  if (changed) query = `?${new URLSearchParams(params).toString()}`;
  return withoutSegments(url.slice(0, at)) + query;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
