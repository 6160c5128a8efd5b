import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The Fastify instance a routes plugin receives, typed by its TypeBox schemas. */
export type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];
