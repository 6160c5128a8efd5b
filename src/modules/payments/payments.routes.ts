/**
 * Pro routes. `app.ts` registers this plugin
 * only when `config.edition === 'pro'`; with `core` these paths answer 404 `rest_no_route`.
 */
import type { TypedApp } from '../../http/typed-app.js';
import { declareScopes } from '../../http/scopes.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf } from '../../http/auth-hook.js';
import { withErrors } from '../../http/schemas.js';
import {
  CurrencyList,
  GatewayList,
  GlobalSettingsAnswer,
  GlobalSettingsBody,
  GlobalSettingsSaved,
  MethodAnswer,
  MethodQuery,
  OrderCreated,
  OrdersQuery,
  SettingsSaved,
  StoreBody,
} from './payments.schemas.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments (Pro)'];

/** Payment methods, their settings, and manual orders. */
function registerPaymentSettings(app: TypedApp, payments: PaymentsService) {
  app.post(
    '/integrations/settings/payment-methods',
    {
      schema: {
        tags,
        summary:
          'Record a manual order (201), or save a method’s settings with `{ method, settings }` (200)',
        body: StoreBody,
        response: withErrors({ 200: SettingsSaved, 201: OrderCreated }),
      },
    },
    async (request, reply) => {
      const result = await payments.store(principalOf(request), request.body);
      return reply.code(result.kind === 'order' ? 201 : 200).send(result.body);
    },
  );

  app.get(
    '/integrations/settings/payment-methods',
    {
      schema: {
        tags,
        summary: 'One method’s settings (secrets masked) and form fields',
        querystring: MethodQuery,
        response: withErrors({ 200: MethodAnswer }),
      },
    },
    (request) => payments.getMethod(principalOf(request), request.query.method),
  );

  app.get(
    '/integrations/settings/payment-methods/all',
    {
      schema: {
        tags,
        summary: 'Orders (paged) and the payment gateways',
        querystring: OrdersQuery,
        response: withErrors({ 200: GatewayList }),
      },
    },
    (request) => payments.listGateways(principalOf(request), request.query),
  );

  app.get(
    '/integrations/settings/payment-methods/currencies',
    {
      schema: {
        tags,
        summary: 'Orders (paged) and every ISO 4217 currency',
        querystring: OrdersQuery,
        response: withErrors({ 200: CurrencyList }),
      },
    },
    (request) => payments.listCurrencies(principalOf(request), request.query),
  );

  app.get(
    '/settings/payment',
    {
      schema: {
        tags,
        summary: 'Global payment settings: currency, payments on or off, unpaid hold time',
        response: withErrors({ 200: GlobalSettingsAnswer }),
      },
    },
    (request) => payments.getGlobalSettings(principalOf(request)),
  );

  app.post(
    '/settings/payment',
    {
      schema: {
        tags,
        summary: 'Save the global payment settings (FluentBooking: `{ payments: {...} }`)',
        body: GlobalSettingsBody,
        response: withErrors({ 200: GlobalSettingsSaved }),
      },
    },
    (request) => payments.saveGlobalSettings(principalOf(request), request.body),
  );
}

export const paymentsRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  // No scope covers payment settings: no token reaches them.
  declareScopes(app, {});
  registerPaymentSettings(app, payments);
};
