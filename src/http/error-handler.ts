import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, invalidParam } from '../errors.js';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Fastify's own errors, by code, turned into the API's kinds and codes. */
const FASTIFY_ERRORS: Readonly<Record<string, (e: FastifyError) => AppError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    new AppError('invalid_json', 'rest_invalid_json', 'Invalid JSON body passed.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new AppError('invalid_json', 'rest_invalid_json', 'The JSON body is empty.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new AppError('payload_too_large', 'rest_payload_too_large', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError(
      'unsupported_media_type',
      'rest_unsupported_media_type',
      'Send application/json or application/x-www-form-urlencoded bodies.',
    ),
  // Raised by the router before any route runs: see `answerFrameworkError`.
  FST_ERR_BAD_URL: () => invalidParam({ url: 'The URL is not valid percent-encoded UTF-8.' }),
  FST_ERR_MAX_PARAM_LENGTH: () => invalidParam({ url: 'A path parameter of the URL is too long.' }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new AppError(
      'invalid_param',
      'rest_invalid_content_length',
      'Content-Length does not match the body.',
    ),
};

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.kind === 'internal') {
    request.log.error({ err: error }, 'unexpected error');
  }
  return sendError(reply, appError);
}

/**
 * Fastify's `frameworkErrors` option: the router's own errors (a URL that is not valid
 * percent-encoding, a path parameter over `maxParamLength`) never reach the error handler.
 */
export const answerFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  void answerError(error, request, reply);
};

/** The API's error body of an AppError. */
function errorPayload(error: AppError) {
  return {
    code: error.code,
    message: error.message,
    data: { status: error.status, ...error.details },
  };
}

/**
 * Fastify's `clientErrorHandler`: requests that Node's HTTP parser rejects (not HTTP, headers too
 * large, too slow to arrive) never reach a route; they are answered on the socket, in the
 * API's error shape too, and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? new AppError('timeout', 'rest_request_timeout', 'The request took too long to arrive.')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? new AppError('headers_too_large', 'rest_headers_too_large', 'The headers are too large.')
        : new AppError('invalid_param', 'rest_bad_request', 'The request is not valid HTTP/1.1.');
  const body = JSON.stringify(errorPayload(appError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** One place that turns anything thrown into the WordPress error shape. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      new AppError(
        'no_route',
        'rest_no_route',
        'No route was found matching the URL and request method.',
      ),
    ),
  );
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorPayload(error));
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as FastifyError & { validationContext?: string };
  if (Array.isArray(e.validation)) return validationError(e.validation, e.validationContext);
  const mapped = e.code ? FASTIFY_ERRORS[e.code] : undefined;
  if (mapped) return mapped(e);
  if (e.statusCode === 429) {
    return new AppError('rate_limited', 'rest_rate_limited', 'Too many requests. Try again later.');
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new AppError(
      'invalid_param',
      'rest_bad_request',
      'The request could not be understood.',
    );
  }
  return new AppError('internal', 'internal_error', 'An unexpected error occurred.');
}

/**
 * A choice among literals (TypeBox's union of constants) fails with one `const` issue per
 * literal and an `anyOf`: they become one `enum` issue that lists what is allowed.
 */
function collapseChoices(issues: AjvIssue[]): AjvIssue[] {
  const choices = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword !== 'const') continue;
    const values = choices.get(issue.instancePath) ?? [];
    values.push(issue.params.allowedValue);
    choices.set(issue.instancePath, values);
  }
  if (choices.size === 0) return issues;
  const kept = issues.filter(
    (i) => i.keyword !== 'const' && !(i.keyword === 'anyOf' && choices.has(i.instancePath)),
  );
  const merged = [...choices].map(([instancePath, allowedValues]) => ({
    instancePath,
    keyword: 'enum',
    params: { allowedValues },
  }));
  return [...kept, ...merged];
}

function validationError(all: AjvIssue[], context: string | undefined): AppError {
  const issues = collapseChoices(all);
  if (context === 'body') {
    const errors: Record<string, Record<string, string>> = {};
    for (const issue of issues) {
      const field = fieldOf(issue) || 'body';
      (errors[field] ??= {})[issue.keyword] = describe(field, issue);
    }
    const fields = Object.keys(errors);
    const first = fields.length === 1 ? Object.values(errors[fields[0] ?? ''] ?? {})[0] : undefined;
    return new AppError(
      'validation',
      'rest_validation_failed',
      first ?? `The request has invalid fields: ${fields.join(', ')}.`,
      { errors },
    );
  }
  const params: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldOf(issue) || context || 'request';
    params[name] ??= describe(name, issue);
  }
  return invalidParam(params);
}

/** `/slot/duration` -> `slot.duration`; a missing property names itself. */
function fieldOf(issue: AjvIssue): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  const missing = issue.params.missingProperty;
  if (issue.keyword === 'required' && typeof missing === 'string') parts.push(missing);
  const extra = issue.params.additionalProperty;
  if (issue.keyword === 'additionalProperties' && typeof extra === 'string') parts.push(extra);
  return parts.join('.');
}

function describe(field: string, issue: AjvIssue): string {
  switch (issue.keyword) {
    case 'required':
      return `The ${field} field is required.`;
    case 'additionalProperties':
      return `The ${field} field is not allowed.`;
    case 'format':
      return `The ${field} must be a valid ${String(issue.params.format)}.`;
    case 'type':
      return field === 'body'
        ? 'The request needs a JSON object body (Content-Type: application/json).'
        : `The ${field} ${issue.message ?? 'is invalid'}.`;
    case 'enum': {
      const allowed = issue.params.allowedValues;
      return Array.isArray(allowed)
        ? `The ${field} must be one of: ${allowed.map(String).join(', ')}.`
        : `The ${field} is not one of the allowed values.`;
    }
    default:
      return `The ${field} ${issue.message ?? 'is invalid'}.`;
  }
}
