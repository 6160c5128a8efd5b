/**
 * Errors that services throw. They never mention HTTP: the error handler maps each kind to a
 * status with the one table below.
 */
export type ErrorKind =
  | 'no_route'
  | 'invalid_json'
  | 'invalid_param'
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'timeout'
  | 'bad_gateway'
  | 'headers_too_large'
  | 'unavailable'
  | 'internal';

export const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  no_route: 404,
  invalid_json: 400,
  invalid_param: 400,
  validation: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  timeout: 408,
  bad_gateway: 502,
  headers_too_large: 431,
  unavailable: 503,
  internal: 500,
};

/** `data` extras of the WordPress error shape, besides `status`. */
export interface ErrorDetails {
  params?: Record<string, string>;
  errors?: Record<string, Record<string, string>>;
  [key: string]: unknown;
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
    /** Response headers the error needs (WWW-Authenticate, Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export const notFound = (resource: string, id?: number | string): AppError =>
  new AppError(
    'not_found',
    `${resource}_not_found`,
    id === undefined
      ? `The ${resource.replace(/_/g, ' ')} was not found.`
      : `No ${resource.replace(/_/g, ' ')} with id ${id} was found.`,
  );

export const forbidden = (message = 'Sorry, you are not allowed to do that.'): AppError =>
  new AppError('forbidden', 'rest_forbidden', message);

export const conflict = (code: string, message: string, details: ErrorDetails = {}): AppError =>
  new AppError('conflict', code, message, details);

/** A 422 with FluentBooking's `{ field: { rule: message } }` map under `data.errors`. */
export const validationFailed = (errors: Record<string, Record<string, string>>): AppError => {
  const fields = Object.keys(errors);
  const first = fields[0] ? Object.values(errors[fields[0]] ?? {})[0] : undefined;
  const message =
    fields.length === 1 && first ? first : `The request has invalid fields: ${fields.join(', ')}.`;
  return new AppError('validation', 'rest_validation_failed', message, { errors });
};

export const invalidParam = (params: Record<string, string>): AppError =>
  new AppError(
    'invalid_param',
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    { params },
  );

/** Validation failures by field: each field maps its failed rules to a message. */
export type FieldErrors = Record<string, Record<string, string>>;
