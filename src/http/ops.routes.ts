import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../errors.js';

const tags = ['operations'];
const Status = Type.Object({ status: Type.String() });

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics` tells how the process is used (routes, rates, memory): it answers only to
 * `Authorization: Bearer <METRICS_TOKEN>`, and without a token configured it does not exist.
 */
function metricsGuard(token: string | null) {
  const expected = token === null ? null : digest(token);
  return (request: FastifyRequest): void => {
    if (!expected) {
      throw new AppError(
        'no_route',
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    }
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    // Digests of equal length, compared in constant time.
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(
        'unauthenticated',
        'rest_forbidden',
        'The metrics need the bearer token configured in METRICS_TOKEN.',
      );
    }
  };
}

export const opsRoutes: FastifyPluginAsyncTypebox<{
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase: () => Promise<void>;
  metrics: Registry;
  /** `METRICS_TOKEN`; null hides `/metrics`. */
  metricsToken: string | null;
}> = async (app, { pingDatabase, metrics, metricsToken }) => {
  const metricsAllowed = metricsGuard(metricsToken);
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: { tags, summary: 'The process is up', response: { 200: Status } },
    },
    () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The database is reachable',
        response: { 200: Status, 503: Type.Ref('Error') },
      },
    },
    async (request) => {
      try {
        await pingDatabase();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('unavailable', 'database_unavailable', 'The database is not reachable.');
      }
      return { status: 'ready' };
    },
  );

  app.get(
    '/metrics',
    { config: { public: true }, schema: { tags, summary: 'Prometheus metrics', hide: true } },
    async (request, reply) => {
      metricsAllowed(request);
      return reply.type(metrics.contentType).send(await metrics.metrics());
    },
  );

  app.get(
    '/openapi.json',
    { config: { public: true }, schema: { tags, summary: 'This OpenAPI document', hide: true } },
    () => app.swagger(),
  );
};
