/**
 * `POST /payments/paypal/webhook` (under `/api/v2`): where PayPal posts its events. Open to
 * anyone, since PayPal signs rather than signs in: the body is kept as sent (PayPal verifies it
 * byte for byte), at most 256 KiB, and nothing happens unless PayPal vouches for it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { withErrors } from '../../../http/schemas.js';
import type { PaypalEvents } from './paypal-events.js';

/** PayPal's events are a few KiB; this leaves room without taking anything large. */
export const PAYPAL_BODY_LIMIT = 256 * 1024;

const Signed = Type.Optional(Type.String({ maxLength: 2048 }));

export const paypalWebhookRoutes: FastifyPluginAsyncTypebox<{
  paypalEvents: PaypalEvents;
}> = async (app, { paypalEvents }) => {
  // This scope only: every body is the raw text PayPal verifies.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: PAYPAL_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/payments/paypal/webhook',
    {
      config: { public: true },
      bodyLimit: PAYPAL_BODY_LIMIT,
      schema: {
        tags: ['payments (Pro)'],
        summary:
          "PayPal's events (verified with PayPal for the configured webhook id): a completed capture confirms the booking, a refunded one is recorded",
        headers: Type.Object({
          'paypal-auth-algo': Signed,
          'paypal-cert-url': Signed,
          'paypal-transmission-id': Signed,
          'paypal-transmission-sig': Signed,
          'paypal-transmission-time': Signed,
        }),
        response: withErrors({
          200: Type.Object({ received: Type.Boolean(), applied: Type.Boolean() }),
        }),
      },
    },
    (request) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      return paypalEvents.receive(payload, request.headers);
    },
  );
};
