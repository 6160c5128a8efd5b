/**
 * `POST /payments/stripe/webhook` (under `/api/v2`): where Stripe posts its events. Open to
 * anyone, since Stripe signs rather than signs in: the body is kept as sent (the signature
 * covers its exact bytes), at most 256 KiB, and nothing happens without a valid signature.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../http/schemas.js';
import type { StripeEvents } from './stripe-events.js';

/** Stripe's events are a few KiB; this leaves room without taking anything large. */
export const STRIPE_BODY_LIMIT = 256 * 1024;

export const stripeWebhookRoutes: FastifyPluginAsyncTypebox<{
  stripeEvents: StripeEvents;
}> = async (app, { stripeEvents }) => {
  // This scope only: every body is the raw text the signature was made over.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: STRIPE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/stripe/webhook',
    {
      config: { public: true },
      bodyLimit: STRIPE_BODY_LIMIT,
      schema: {
        tags: ['payments (Pro)'],
        summary:
          "Stripe's events (signed with the webhook signing secret): a completed checkout confirms the booking, an expired one releases it",
        headers: Type.Object({
          'stripe-signature': Type.Optional(Type.String({ maxLength: 2048 })),
        }),
        response: withErrors({
          200: Type.Object({ received: Type.Boolean(), applied: Type.Boolean() }),
        }),
      },
    },
    (request) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      return stripeEvents.receive(payload, request.headers['stripe-signature']);
    },
  );
};
