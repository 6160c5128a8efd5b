/**
 * Slotbook's side of PayPal (Orders v2): an order for a booking's order (intent CAPTURE, the
 * amount due, our order in `custom_id` and `reference_id`, one per order through
 * `PayPal-Request-Id`), reading one back, capturing it when the guest returns, refunding a
 * capture, and asking PayPal whether a webhook delivery is genuine
 * (`/v1/notifications/verify-webhook-signature` with the configured webhook id). The keys are
 * the PayPal method's settings in its current mode (sandbox in test mode); the address and time
 * limit are configuration (`PAYPAL_API_BASE_URL`, `PAYPAL_TIMEOUT_MS`).
 */
import type { OrderRow } from '../../db/tables-payments.js';
import {
  DEFAULT_CURRENCY,
  findCurrency,
  formatMajorUnits,
  toMinorUnits,
} from '../../domain/money.js';
import { AppError } from '../../errors.js';
import type { MethodSettings } from './payment-methods.js';
import {
  createPaypalApi,
  PaypalError,
  type PaypalApi,
  type PaypalConnection,
} from './paypal-api.js';

export interface PaypalOrder {
  id: string;
  /** `CREATED`, `PAYER_ACTION_REQUIRED`, `APPROVED`, `COMPLETED`, ... */
  status: string;
  /** Where the guest approves the payment (an http(s) address), when PayPal gave one. */
  approveUrl: string | null;
  /** The order's captures (its first purchase unit's), once it was captured. */
  captures: PaypalCapture[];
}

/** A capture of an order: the money moved, in minor units of its currency. */
export interface PaypalCapture {
  id: string;
  /** `COMPLETED`, `PENDING`, `DECLINED`, `REFUNDED`, ... */
  status: string;
  amount: number | null;
  currency: string;
}

export interface PaypalOrderRequest {
  order: OrderRow;
  returnUrl: string;
  cancelUrl: string;
}

/** The webhook headers PayPal signs a delivery with, as received (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

const ORDER_ID = /^[A-Z0-9]{1,36}$/;
const PAYMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/** What `verify-webhook-signature` accepts for each signed header (PayPal's description). */
const SIGNED_HEADERS = {
  auth_algo: ['paypal-auth-algo', /^[a-zA-Z0-9]{1,100}$/],
  cert_url: ['paypal-cert-url', /^https:\/\/[\x21-\x7e]{1,490}$/],
  transmission_id: ['paypal-transmission-id', /^(?!\d+$)\w[\x21-\x7e]{1,49}$/],
  transmission_sig: ['paypal-transmission-sig', /^(?!\d+$)\w[\x21-\x7e]{1,499}$/],
  transmission_time: [
    'paypal-transmission-time',
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
  ],
} as const;

const text = (value: unknown, max = 255) =>
  typeof value === 'string' && value.length <= max ? value : '';

/** PayPal's money (`{currency_code, value}`) in minor units of its currency (null: unreadable). */
export function paypalMoney(value: unknown): { amount: number | null; currency: string } {
  const money = (value ?? {}) as Record<string, unknown>;
  const currency = text(money.currency_code, 3).toUpperCase();
  const decimals = (findCurrency(currency) ?? DEFAULT_CURRENCY).decimals;
  const major = text(money.value, 32);
  return { amount: major === '' ? null : toMinorUnits(major, decimals), currency };
}

/** The captures of an order answer's first purchase unit, each checked; at most 10. */
function capturesOf(units: unknown): PaypalCapture[] {
  const unit = (Array.isArray(units) ? units[0] : null) as Record<string, unknown> | null;
  const payments = (unit?.payments ?? null) as Record<string, unknown> | null;
  const list = Array.isArray(payments?.captures) ? (payments.captures as unknown[]) : [];
  return list.slice(0, 10).flatMap((item) => {
    const capture = (item ?? {}) as Record<string, unknown>;
    const id = text(capture.id, 64);
    if (!PAYMENT_ID.test(id)) return [];
    return [{ id, status: text(capture.status, 40), ...paypalMoney(capture.amount) }];
  });
}

/** Minor units as PayPal writes money: `"59.99"` USD, `"1250"` JPY. */
export function paypalValue(minor: number, currencyCode: string): string {
  const currency = findCurrency(currencyCode) ?? DEFAULT_CURRENCY;
  return formatMajorUnits(minor, currency.decimals);
}

/** PayPal could not be reached, or answered with an error or nonsense: 502 for the guest. */
export function unreachable(cause: unknown): AppError {
  const error = new AppError(
    'bad_gateway',
    'payment_provider_unavailable',
    'The payment service could not be reached. Your booking is still held; please try again in a moment.',
  );
  return Object.assign(error, { cause });
}

function checkedOrder(body: Record<string, unknown>): PaypalOrder {
  const { id, status, links, purchase_units: units } = body;
  if (typeof id !== 'string' || !ORDER_ID.test(id)) {
    throw unreachable(new PaypalError('PayPal answered without an order id.'));
  }
  const list = Array.isArray(links) ? (links as unknown[]).slice(0, 20) : [];
  const approve = list.find((link) => {
    const rel = (link as { rel?: unknown } | null)?.rel;
    return rel === 'payer-action' || rel === 'approve';
  }) as { href?: unknown } | undefined;
  const href = typeof approve?.href === 'string' ? approve.href : '';
  return {
    id,
    status: typeof status === 'string' ? status.slice(0, 40) : '',
    approveUrl: /^https?:\/\/[\x21-\x7e]{1,2000}$/.test(href) ? href : null,
    captures: capturesOf(units),
  };
}

function orderBody(request: PaypalOrderRequest) {
  const { order } = request;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: `order-${order.id}`,
        custom_id: String(order.id),
        description: `Booking, order ${order.id}`,
        amount: {
          currency_code: order.currency,
          value: paypalValue(order.total_amount - order.total_paid, order.currency),
        },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
      },
    },
  };
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof AppError ? error : unreachable(error);
  }
}

/**
 * Whether PayPal vouches for the delivery: its signed headers, the configured webhook id and
 * the event exactly as received. False without a webhook id, with a header missing or
 * malformed (PayPal would refuse to check it), or when PayPal says FAILURE; throws when
 * PayPal cannot be asked.
 */
async function verifyDelivery(
  api: PaypalApi,
  settings: MethodSettings,
  headers: WebhookHeaders,
  payload: string,
): Promise<boolean> {
  const webhookId = settings.webhook_id ?? '';
  if (!/^[a-zA-Z0-9]{1,50}$/.test(webhookId)) return false;
  const signed: Record<string, string> = {};
  for (const [field, [header, format]] of Object.entries(SIGNED_HEADERS)) {
    const value = headers[header];
    if (typeof value !== 'string' || !format.test(value)) return false;
    signed[field] = value;
  }
  // The event goes as it came: PayPal checks the signature over its exact bytes.
  const head = JSON.stringify({ ...signed, webhook_id: webhookId });
  const body = `${head.slice(0, -1)},"webhook_event":${payload}}`;
  return guarded(async () => {
    const answer = await api.call(settings, 'POST', '/v1/notifications/verify-webhook-signature', {
      body,
    });
    if (answer.status !== 200) throw api.refused('verify-webhook-signature', answer);
    return answer.body.verification_status === 'SUCCESS';
  });
}

export function createPaypalGateway(connection: PaypalConnection) {
  const api = createPaypalApi(connection);

  return {
    /** A new PayPal order; the same Slotbook order always sends the same `PayPal-Request-Id`. */
    async createOrder(settings: MethodSettings, request: PaypalOrderRequest) {
      const { order } = request;
      const body = orderBody(request);
      return guarded(async () => {
        const answer = await api.call(settings, 'POST', '/v2/checkout/orders', {
          body: JSON.stringify(body),
          requestId: `slotbook-order-${order.uuid}`,
        });
        if (answer.status !== 200 && answer.status !== 201) throw api.refused('orders', answer);
        return checkedOrder(answer.body);
      });
    },

    async getOrder(settings: MethodSettings, id: string): Promise<PaypalOrder> {
      if (!ORDER_ID.test(id)) throw unreachable(new PaypalError('Not a PayPal order id.'));
      return guarded(async () => {
        const answer = await api.call(settings, 'GET', `/v2/checkout/orders/${id}`);
        if (answer.status !== 200) throw api.refused('orders.get', answer);
        return checkedOrder(answer.body);
      });
    },

    /**
     * Captures the approved order `id`; the same order always sends the same
     * `PayPal-Request-Id`. Answers the order as PayPal answers the capture (with its capture),
     * or null when PayPal says it was captured before or is not approved.
     */
    async captureOrder(
      settings: MethodSettings,
      id: string,
      requestId: string,
    ): Promise<PaypalOrder | null> {
      if (!ORDER_ID.test(id)) throw unreachable(new PaypalError('Not a PayPal order id.'));
      return guarded(async () => {
        const answer = await api.call(settings, 'POST', `/v2/checkout/orders/${id}/capture`, {
          body: '{}',
          requestId,
        });
        if (answer.status === 200 || answer.status === 201) return checkedOrder(answer.body);
        const error = api.refused('orders.capture', answer);
        if (error.issue === 'ORDER_ALREADY_CAPTURED' || error.issue === 'ORDER_NOT_APPROVED') {
          return null;
        }
        throw error;
      });
    },

    /** Refunds `amount` minor units of the capture; the same key never refunds twice. */
    async refund(
      settings: MethodSettings,
      request: { captureId: string; amount: number; currency: string; idempotencyKey: string },
    ): Promise<string> {
      return guarded(async () => {
        const answer = await api.call(
          settings,
          'POST',
          `/v2/payments/captures/${request.captureId}/refund`,
          {
            body: JSON.stringify({
              amount: {
                currency_code: request.currency,
                value: paypalValue(request.amount, request.currency),
              },
            }),
            requestId: request.idempotencyKey.slice(0, 108),
          },
        );
        if (answer.status !== 200 && answer.status !== 201) throw api.refused('refund', answer);
        const id = answer.body.id;
        if (typeof id !== 'string' || !PAYMENT_ID.test(id)) {
          throw new PaypalError('PayPal answered without a refund id.');
        }
        return id;
      });
    },

    verifyWebhook: (settings: MethodSettings, headers: WebhookHeaders, payload: string) =>
      verifyDelivery(api, settings, headers, payload),
  };
}

export type PaypalGateway = ReturnType<typeof createPaypalGateway>;
