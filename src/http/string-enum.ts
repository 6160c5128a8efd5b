import { Type, type TUnsafe } from '@sinclair/typebox';

/**
 * One of `values`, as `{ type: 'string', enum }` rather than TypeBox's union of literals: with
 * Ajv's array coercion a union lets `?type[]=simple` through as an array, an enum does not.
 */
export function stringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
