import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';
import { isEmailAddress } from '../shared/email.js';

/** A positive database id from the path; anything else is a 400 `rest_invalid_param`. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** ISO-8601 UTC with offset: `2026-11-21T11:49:22+00:00`. */
export const Timestamp = Type.String({ examples: ['2026-11-21T11:49:22+00:00'] });

/**
 * Every e-mail address a route accepts: the `email` format, which `addEmailFormat` makes the
 * project's one rule (`shared/email.ts`) instead of Ajv's own. `maxLength` is its column's.
 */
export const EmailAddress = (maxLength: number, options: StringOptions = {}) =>
  Type.String({ minLength: 3, maxLength, format: 'email', ...options });

/** Ajv's `onCreate`: the `email` format is `isEmailAddress` (after ajv-formats' own). */
export function addEmailFormat(ajv: {
  addFormat(name: string, format: { type: 'string'; validate: (text: string) => boolean }): unknown;
}): void {
  ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
}

export const ErrorBody = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    data: Type.Object({ status: Type.Integer() }, { additionalProperties: true }),
  },
  { $id: 'Error', description: 'Every error, in the WordPress REST shape.' },
);

export const Message = Type.Object({ message: Type.String() });

/** Standard error answers, added to every route's response schema. */
export function withErrors<T extends Record<number, TSchema>>(responses: T) {
  const error = Type.Ref('Error');
  return {
    ...responses,
    400: error,
    401: error,
    403: error,
    404: error,
    409: error,
    422: error,
    429: error,
  };
}
