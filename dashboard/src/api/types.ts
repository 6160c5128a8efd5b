/**
 * The API's types as the screens name them, all derived from the generated `schema.ts`: a named
 * schema (`Schema<'Booking'>`), a route's JSON answer (`Answer<'/api/v2/schedules'>`) and its
 * JSON body (`Body<'/api/v2/availability', 'post'>`). A screen never writes its own copy of an
 * API type, so a change of a route's schema shows up here as a type error.
 */
import type { components, paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never;

export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

/** The JSON of a route's successful answer (200, else 201, else 202). */
export type Answer<P extends keyof paths, M extends Method = 'get'> = Json<
  Success<Operation<P, M> extends { responses: infer R } ? R : never>
>;

/** The JSON body a route accepts. */
export type Body<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;
