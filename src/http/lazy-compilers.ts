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

type Serialize = (data: unknown) => string;

/**
 * Serializers already made in this process, by the shared schemas and options they were made
 * with, then by response schema: fast-json-stringify builds code (and an Ajv of its own) for
 * each, so an app built again in the same process (the tests build hundreds) reuses them.
 */
const madeSerializers = new Map<string, WeakMap<object, Serialize>>();

function lazySerializer<R extends { schema: object }>(
  factory: Factory<R, Serialize>,
): Factory<R, Serialize> {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    let made = madeSerializers.get(key);
    if (!made) madeSerializers.set(key, (made = new WeakMap()));
    const cache = made;
    return (route) => {
      let compiled = cache.get(route.schema);
      return (data) => {
        if (!compiled) cache.set(route.schema, (compiled = compile(route)));
        return compiled(data);
      };
    };
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * One Ajv per process for each set of shared schemas and options (`@fastify/ajv-compiler` keeps
 * a pool of them), rather than one per app: Ajv keeps what it compiled by schema object, so an
 * app built again in the same process (the tests build hundreds) reuses the validators.
 */
const validators = AjvCompiler() as unknown as Factory<unknown, Validate>;

/**
 * Fastify's `schemaController.compilersFactory`. Fastify's types want Ajv's function type; the
 * wrappers answer like one (a call, `errors`, `schemaEnv`), which is all Fastify uses.
 */
export function lazyCompilers(): CompilersFactory {
  return {
    buildValidator: lazyValidator(validators),
    buildSerializer: lazySerializer(
      SerializerSelector() as unknown as Factory<{ schema: object }, Serialize>,
    ),
  } as unknown as CompilersFactory;
}
