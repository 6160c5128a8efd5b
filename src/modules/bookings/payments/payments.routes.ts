/**
 * Pro routes: payments and refunds on a booking's order (MeetingPolicy write: 404 for a booking
 * the caller may not read, 403 for one it may only read). `bookingsRoutes` registers them only
 * in the Pro edition; with `core` they answer 404 `rest_no_route`.
 */
import { declareScopes } from '../../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../../http/auth-hook.js';
import { withErrors } from '../../../http/schemas.js';
import { BookingPaymentBody, BookingRefundBody } from '../../payments/index.js';
import { BookingIdParams } from '../bodies.schemas.js';
import type { BookingPayments } from './payments.service.js';
import { BookingPaymentSaved } from '../answers.schemas.js';
import type { StripeEvents } from './stripe-events.js';
import { stripeWebhookRoutes } from './stripe.routes.js';
import type { PaypalEvents } from './paypal-events.js';
import { paypalWebhookRoutes } from './paypal.routes.js';

const tags = ['payments (Pro)'];

export const bookingPaymentsRoutes: FastifyPluginAsyncTypebox<{
  payments: BookingPayments;
  stripeEvents: StripeEvents;
  paypalEvents: PaypalEvents;
}> = async (app, { payments, stripeEvents, paypalEvents }) => {
  declareScopes(app, { read: 'bookings:read', write: 'bookings:write' });
  await app.register(stripeWebhookRoutes, { stripeEvents });
  await app.register(paypalWebhookRoutes, { paypalEvents });

  app.post(
    '/schedules/:id/payment',
    {
      schema: {
        tags,
        summary:
          "Record a payment on the booking's order (everything due by default); paid in full, a pending booking is scheduled",
        params: BookingIdParams,
        // Recording everything due needs no body at all.
        body: Type.Union([BookingPaymentBody, Type.Null()]),
        response: withErrors({ 200: BookingPaymentSaved }),
      },
    },
    (request) => payments.pay(principalOf(request), request.params.id, request.body ?? {}),
  );

  app.post(
    '/schedules/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Refund all or part of what was paid; `cancel_booking: true` also cancels the booking (full refunds only)',
        params: BookingIdParams,
        body: Type.Union([BookingRefundBody, Type.Null()]),
        response: withErrors({ 200: BookingPaymentSaved }),
      },
    },
    (request) => payments.refund(principalOf(request), request.params.id, request.body ?? {}),
  );
};
