/**
 * `/booking/<hash>/pay` sends the guest to Stripe's checkout or PayPal's approval page (303), and
 * `/booking/<hash>/payment` is where they are sent back (PayPal's approved order is captured
 * there). Registered inside the `/booking` pages, with their HTML errors.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { StripeCheckout } from '../modules/bookings/index.js';
import type { TypedApp } from '../http/typed-app.js';
import type { Html } from './html.js';
import type { AssetUrls } from './layout.view.js';
import { paymentPage, paymentProblemPage } from './payment.view.js';

const Hash = Type.String({ minLength: 1, maxLength: 200 });
const schema = { hide: true } as const;
const GATEWAY_KINDS: ReadonlySet<string> = new Set(['bad_gateway', 'unavailable']);

function send(reply: FastifyReply, page: Html, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.value);
}

export function registerPaymentPages(
  booking: TypedApp,
  checkout: StripeCheckout,
  assets: AssetUrls,
  /** Refuses a client that opens checkouts too often (429), before Stripe is asked. */
  limit: (request: FastifyRequest) => Promise<void>,
): void {
  booking.get(
    '/:hash/pay',
    { onRequest: limit, schema: { ...schema, params: Type.Object({ hash: Hash }) } },
    async (request, reply) => {
      const { hash } = request.params;
      try {
        const url = await checkout.checkoutUrl(hash);
        return reply.header('Cache-Control', 'no-store').redirect(url, 303);
      } catch (error) {
        // The provider unreachable (502) or no longer configured (503): the booking stays held.
        const gateway = error instanceof AppError && GATEWAY_KINDS.has(error.kind);
        if (!gateway) throw error;
        request.log.warn({ err: error.cause ?? error }, 'The checkout could not be opened');
        const links = { payUrl: `/booking/${hash}/pay`, manageUrl: `/booking/${hash}` };
        return send(reply, paymentProblemPage(links, assets), error.status);
      }
    },
  );

  booking.get(
    '/:hash/payment',
    {
      schema: {
        ...schema,
        params: Type.Object({ hash: Hash }),
        querystring: Type.Object({
          checkout: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('cancel')])),
          // What PayPal appends to the return address (its order id, the payer); not trusted:
          // the order's own PayPal order is the one captured.
          token: Type.Optional(Type.String({ maxLength: 64 })),
          PayerID: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      if (request.query.checkout === 'success') {
        // The capture only moves the money; if PayPal cannot be reached, the page says
        // "waiting" and "Check again" asks once more.
        await checkout.returned(hash).catch((error: unknown) => {
          const gateway = error instanceof AppError && GATEWAY_KINDS.has(error.kind);
          if (!gateway) throw error;
          request.log.warn({ err: error.cause ?? error }, 'The payment could not be captured');
        });
      }
      const view = await checkout.standing(hash, request.query.checkout);
      return send(reply, paymentPage(view, assets));
    },
  );
}
