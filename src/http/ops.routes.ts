import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Registry } from 'prom-client';
import { AppError } from '../errors.js';

const tags = ['operations'];
const Status = Type.Object({ status: Type.String() });

export const opsRoutes: FastifyPluginAsyncTypebox<{
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase: () => Promise<void>;
  metrics: Registry;
}> = async (app, { pingDatabase, metrics }) => {
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
    async (_request, reply) => reply.type(metrics.contentType).send(await metrics.metrics()),
  );

  app.get(
    '/openapi.json',
    { config: { public: true }, schema: { tags, summary: 'This OpenAPI document', hide: true } },
    () => app.swagger(),
  );
};
