/**
 * Fastify compiles every route's validators (Ajv) and serializers (fast-json-stringify) while the
 * server starts: about half of the CPU time before the first request, for routes most processes
 * never see. These compilers are Fastify's own, wrapped so that each route's schema is compiled
 * on the route's first request instead. Every route is exercised by the tests (the request
 * fuzzer sends each one), so a schema that does not compile still fails the suite.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Validate = ((data: unknown, context?: unknown) => unknown) & {
  errors?: unknown;
  schemaEnv?: unknown;
};
type Factory<R, F> = (externalSchemas: unknown, options: unknown) => (route: R) => F;

function lazyValidator<R>(factory: Factory<R, Validate>): Factory<R, Validate> {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let compiled: Validate | undefined;
      const get = () => (compiled ??= compile(route));
      const validate: Validate = (data, context) => {
        const fn = get();
        const result = context === undefined ? fn(data) : fn(data, context);
        validate.errors = fn.errors;
        return result;
      };
      // Fastify reads this before each call to hand Ajv the parent of the value it validates.
      Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
      return validate;
    };
  };
}

function lazySerializer<R>(
  factory: Factory<R, (data: unknown) => string>,
): Factory<R, (data: unknown) => string> {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data) => (compiled ??= compile(route))(data);
    };
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Fastify's `schemaController.compilersFactory`. Fastify's types want Ajv's function type; the
 * wrappers answer like one (a call, `errors`, `schemaEnv`), which is all Fastify uses.
 */
export function lazyCompilers(): CompilersFactory {
  return {
    buildValidator: lazyValidator(AjvCompiler() as unknown as Factory<unknown, Validate>),
    buildSerializer: lazySerializer(
      SerializerSelector() as unknown as Factory<unknown, (data: unknown) => string>,
    ),
  } as unknown as CompilersFactory;
}
