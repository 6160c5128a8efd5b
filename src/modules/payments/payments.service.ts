/**
 * The Pro payment endpoints and the global payment settings. Administrators
 * only (`settings:manage`). Method secrets are stored and never returned.
 */
import type { Db } from '../../db/database.js';
import { CURRENCIES } from '../../domain/money.js';
import { can, type Principal } from '../../domain/policy.js';
import { forbidden, validationFailed } from '../../errors.js';
import { envelope, toPage } from '../../http/pagination.js';
import { mergeGlobalSettings, presentGlobalSettings } from './global-settings.js';
import { createManualOrder, planManualOrder } from './manual-order.js';
import {
  METHODS,
  assertValidSettings,
  isActive,
  isConfigured,
  mergeSettings,
  methodDefinition,
  publicSettings,
  type Method,
  type MethodSettings,
} from './payment-methods.js';
import * as settingsRepo from './payment-settings.repo.js';
import { presentOrder, recordsOf, type PresentedOrder } from './orders.presenter.js';
import * as repo from './orders.repo.js';
import type { GlobalSettingsBody, OrdersQuery, StoreBody } from './payments.schemas.js';

export interface PaymentsDeps {
  db: Db;
  clock: () => number;
}

export interface MethodSaved {
  message: string;
  success: true;
  method: Method;
  configured: boolean;
  data: MethodSettings;
}

export type StoreResult =
  | { kind: 'order'; body: { message: string; order: PresentedOrder } }
  | { kind: 'settings'; body: MethodSaved };

const required = (field: string) =>
  validationFailed({ [field]: { required: `The ${field} field is required.` } });

export function createPaymentsService(deps: PaymentsDeps) {
  return { ...methodEndpoints(deps), ...globalSettingsEndpoints(deps) };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

function methodEndpoints({ db, clock }: PaymentsDeps) {
  return {
    /**
     * `POST /integrations/settings/payment-methods`: `{ method, settings }` saves a method's
     * settings; an order body records an order.
     */
    async store(principal: Principal, body: StoreBody): Promise<StoreResult> {
      requireAdmin(principal);
      if (body.method !== undefined || body.settings !== undefined) {
        // The two forms share one route: an order's field with a method's would do nothing.
        const stray = Object.keys(body).find((key) => key !== 'method' && key !== 'settings');
        if (stray) {
          throw validationFailed({
            [stray]: {
              form: `The ${stray} field is an order's, not allowed with method settings.`,
            },
          });
        }
        return { kind: 'settings', body: await saveMethod({ db, clock }, body) };
      }
      const now = clock();
      const row = planManualOrder(body, await settingsRepo.findGlobalCurrency(db), now);
      const record = await db.transaction().execute((trx) => createManualOrder(trx, row, now));
      return {
        kind: 'order',
        body: { message: 'Order has been created', order: presentOrder(record) },
      };
    },

    async getMethod(principal: Principal, method: Method) {
      requireAdmin(principal);
      return methodView(db, method);
    },

    /**
     * `GET /integrations/settings/payment-methods/all`: the orders page, and every gateway with
     * whether it is on and configured.
     */
    async listGateways(principal: Principal, query: OrdersQuery) {
      requireAdmin(principal);
      const gateways = await Promise.all(METHODS.map((method) => gatewayOf(db, method)));
      return { ...(await ordersPage(db, query)), gateways };
    },

    /**
     * `GET /integrations/settings/payment-methods/currencies`: the orders page, and every ISO 4217
     * currency.
     */
    async listCurrencies(principal: Principal, query: OrdersQuery) {
      requireAdmin(principal);
      const data = CURRENCIES.map((c) => ({
        label: c.name,
        value: c.code,
        sign: c.sign,
        decimals: c.decimals,
      }));
      return { ...(await ordersPage(db, query)), data };
    },
  };
}

function globalSettingsEndpoints({ db, clock }: PaymentsDeps) {
  return {
    async getGlobalSettings(principal: Principal) {
      requireAdmin(principal);
      return { payments: presentGlobalSettings(await settingsRepo.findGlobalSettings(db)) };
    },

    async saveGlobalSettings(principal: Principal, body: GlobalSettingsBody) {
      requireAdmin(principal);
      const { payments, ...flat } = body;
      const next = mergeGlobalSettings(await settingsRepo.findGlobalSettings(db), {
        ...flat,
        ...payments,
      });
      await settingsRepo.saveGlobalSettings(db, next, clock());
      return { message: 'Settings updated successfully', payments: presentGlobalSettings(next) };
    },
  };
}

function requireAdmin(principal: Principal): void {
  if (!can(principal, 'settings:manage')) throw forbidden();
}

async function ordersPage(db: Db, query: OrdersQuery) {
  const page = toPage(query);
  const [total, orders] = await Promise.all([repo.countOrders(db), repo.listOrders(db, page)]);
  const ids = orders.map((o) => o.id);
  const [items, transactions] = await Promise.all([
    repo.listItemsOf(db, ids),
    repo.listTransactionsOf(db, ids),
  ]);
  const records = recordsOf(orders, items, transactions);
  return { orders: records.map(presentOrder), ...envelope(page, total, orders.length) };
}

async function methodView(db: Db, method: Method) {
  const settings = await settingsRepo.findMethodSettings(db, method);
  return {
    method,
    configured: isConfigured(method, settings),
    settings: publicSettings(method, settings),
    fields: [...methodDefinition(method).fields],
  };
}

async function gatewayOf(db: Db, method: Method) {
  const settings = await settingsRepo.findMethodSettings(db, method);
  const definition = methodDefinition(method);
  const enabled = isActive(settings);
  return {
    method,
    title: definition.title,
    enabled,
    configured: isConfigured(method, settings),
    route: method,
    description: definition.description,
    logo: '',
    status: enabled,
    brand_color: definition.brandColor,
  };
}

async function saveMethod(
  { db, clock }: PaymentsDeps,
  { method, settings: input }: StoreBody,
): Promise<MethodSaved> {
  if (method === undefined) throw required('method');
  if (input === undefined) throw required('settings');
  const stored = await settingsRepo.findMethodSettings(db, method);
  const next = mergeSettings(method, stored, input);
  assertValidSettings(method, next);
  await settingsRepo.saveMethodSettings(db, method, next, clock());
  return {
    message: 'Settings have been saved',
    success: true,
    method,
    configured: isConfigured(method, next),
    data: publicSettings(method, next),
  };
}
