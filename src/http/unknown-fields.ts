import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../errors.js';

interface BodySchema {
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
  allOf?: BodySchema[];
}

/** The top-level fields a body schema names, or null when it takes any (or is no object). */
function knownFields(schema: BodySchema): Set<string> | null {
  const parts = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const open = parts.some(
    (p) => p.additionalProperties !== undefined && p.additionalProperties !== false,
  );
  if (open || !parts.some((p) => p.properties)) return null;
  return new Set(parts.flatMap((p) => Object.keys(p.properties ?? {})));
}

const cache = new WeakMap<object, Set<string> | null>();

function fieldsOf(schema: unknown): Set<string> | null {
  if (typeof schema !== 'object' || schema === null) return null;
  if (!cache.has(schema)) cache.set(schema, knownFields(schema));
  return cache.get(schema) ?? null;
}

/**
 * A top-level body field the route's schema does not document is refused (422 naming it), after
 * validation, instead of being accepted and ignored: a 2xx must not hide that part of the request
 * did nothing. A route whose schema sets `additionalProperties` takes any field on purpose (the
 * request shapes FluentBooking's clients send); nested objects keep their own schemas' rules.
 */
export function refuseUnknownFields(app: FastifyInstance): void {
  // A callback hook: most requests pass, and they pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return done();
    const known = fieldsOf(request.routeOptions.schema?.body);
    if (!known) return done();
    const unknown = Object.keys(body).filter((key) => !known.has(key));
    if (unknown.length === 0) return done();
    const errors = Object.fromEntries(
      unknown
        .slice(0, 10)
        .map((key) => [key, { additionalProperties: `The ${key} field is not allowed.` }]),
    );
    done(validationFailed(errors));
  });
}
