import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TypedApp } from '../../http/typed-app.js';
import { principalOf } from '../../http/auth-hook.js';
import { Message, withErrors } from '../../http/schemas.js';
import {
  AttemptList,
  AttemptParams,
  CreateWebhookBody,
  PingAnswer,
  Redelivery,
  RotateSecretBody,
  UpdateWebhookBody,
  Webhook,
  WebhookAnswer,
  WebhookList,
  WebhookListQuery,
  WebhookParams,
  WebhookWithSecret,
} from './webhooks.schemas.js';
import type { WebhooksService } from './webhooks.service.js';

const tags = ['webhooks'];

function registerCollection(app: TypedApp, webhooks: WebhooksService) {
  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: "List webhook subscriptions (own, or everyone's for administrators)",
        querystring: WebhookListQuery,
        response: withErrors({ 200: WebhookList }),
      },
    },
    (request) => webhooks.list(principalOf(request), request.query),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Subscribe a URL to booking events of a calendar (or of all, for administrators)',
        body: CreateWebhookBody,
        response: withErrors({ 201: WebhookWithSecret }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await webhooks.create(principalOf(request), request.body)),
  );
}

function registerSubscription(app: TypedApp, webhooks: WebhooksService) {
  app.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Get a webhook subscription',
        params: WebhookParams,
        response: withErrors({ 200: WebhookAnswer }),
      },
    },
    (request) => webhooks.get(principalOf(request), request.params.id),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/webhooks/:id',
      schema: {
        tags,
        summary: 'Update a webhook subscription: URL, events, description, on or off',
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: withErrors({ 200: WebhookAnswer }),
      },
      handler: (request) => webhooks.update(principalOf(request), request.params.id, request.body),
    });
  }

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook subscription, its log and its pending deliveries',
        params: WebhookParams,
        response: withErrors({ 200: Message }),
      },
    },
    (request) => webhooks.remove(principalOf(request), request.params.id),
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'New signing secret; the old one also signs deliveries for a while',
        params: WebhookParams,
        body: RotateSecretBody,
        response: withErrors({ 200: WebhookWithSecret }),
      },
    },
    (request) => webhooks.rotateSecret(principalOf(request), request.params.id, request.body ?? {}),
  );
}

function registerDeliveries(app: TypedApp, webhooks: WebhooksService) {
  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'The delivery log of a subscription, newest first',
        params: WebhookParams,
        querystring: WebhookListQuery,
        response: withErrors({ 200: AttemptList }),
      },
    },
    (request) => webhooks.deliveries(principalOf(request), request.params.id, request.query),
  );

  app.post(
    '/webhooks/:id/ping',
    {
      schema: {
        tags,
        summary: 'Send a signed webhook.ping now and answer how the receiver responded',
        params: WebhookParams,
        response: withErrors({ 200: PingAnswer }),
      },
    },
    (request) => webhooks.ping(principalOf(request), request.params.id),
  );

  app.post(
    '/webhooks/:id/deliveries/:attempt_id/redeliver',
    {
      schema: {
        tags,
        summary: 'Queue the message of a logged delivery again (same webhook-id)',
        params: AttemptParams,
        response: withErrors({ 202: Redelivery }),
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await webhooks.redeliver(
            principalOf(request),
            request.params.id,
            request.params.attempt_id,
          ),
        ),
  );
}

export const webhooksRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  // One scope for webhooks, reads included: a subscription shows where bookings are sent.
  declareScopes(app, { read: 'webhooks:write', write: 'webhooks:write' });
  app.addSchema(Webhook);
  registerCollection(app, webhooks);
  registerSubscription(app, webhooks);
  registerDeliveries(app, webhooks);
};
