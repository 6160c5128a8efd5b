/**
 * Slotbook's side of Stripe, through Stripe's official SDK: a Checkout Session for a booking's
 * order, reading one back, and verifying a webhook event's signature. The keys are the Stripe
 * method's settings in its current mode; the address, time limit and retries are configuration
 * (`STRIPE_API_BASE_URL`, `STRIPE_TIMEOUT_MS`). Whatever Stripe answers is checked before use.
 */
import type Stripe from 'stripe';
import type { OrderItemRow, OrderRow } from '../../db/tables-payments.js';
import { AppError } from '../../errors.js';
import type { MethodSettings } from './payment-methods.js';

export interface StripeConnection {
  apiBaseUrl: string | null;
  timeoutMs: number;
  maxNetworkRetries: number;
}

/** How long signed events stay acceptable, in seconds (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe refuses a Checkout Session that expires sooner than this after its creation. */
const MIN_SESSION_MS = 30 * 60_000 + 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000 - 60_000;

export type StripeMode = 'test' | 'live';

export function stripeMode(settings: MethodSettings): StripeMode {
  return settings.payment_mode === 'live' ? 'live' : 'test';
}

let sdk: Promise<typeof Stripe> | undefined;
/**
 * Stripe's SDK, loaded when a server first talks to Stripe rather than at start: a few
 * megabytes of every process's memory that a server without online payments never needs.
 */
const stripeSdk = () => (sdk ??= import('stripe').then((module) => module.default));

async function stripeClient(secretKey: string, connection: StripeConnection): Promise<Stripe> {
  const Stripe = await stripeSdk();
  const base = connection.apiBaseUrl === null ? null : new URL(connection.apiBaseUrl);
  const https = base?.protocol !== 'http:';
  return new Stripe(secretKey, {
    timeout: connection.timeoutMs,
    maxNetworkRetries: connection.maxNetworkRetries,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port === '' ? (https ? 443 : 80) : Number(base.port),
          protocol: https ? 'https' : 'http',
        }
      : {}),
  });
}

export interface CheckoutSession {
  id: string;
  url: string | null;
  /** `open`, `complete` or `expired`. */
  status: string;
  /** `paid`, `unpaid` or `no_payment_required`. */
  paymentStatus: string;
  /** The PaymentIntent's id, once there is one; else ''. */
  paymentIntent: string;
  /** Minor units, or null when Stripe did not say. */
  amountTotal: number | null;
  /** Upper case, or '' when Stripe did not say. */
  currency: string;
}

export interface CheckoutRequest {
  order: OrderRow;
  items: readonly OrderItemRow[];
  bookingId: number;
  successUrl: string;
  cancelUrl: string;
  /** When the booking's hold ends (epoch ms). */
  holdEndsAt: number;
  now: number;
}

/**
 * When the session expires: with the hold, within the window Stripe accepts (30 minutes to 24
 * hours after creation).
 */
export function sessionExpiry(holdEndsAt: number, now: number): number {
  const at = Math.min(Math.max(holdEndsAt, now + MIN_SESSION_MS), now + MAX_SESSION_MS);
  return Math.floor(at / 1000);
}

export function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const { order } = request;
  const metadata = { booking_id: String(request.bookingId), order_id: String(order.id) };
  return {
    mode: 'payment',
    line_items: request.items.map((item) => ({
      quantity: item.quantity,
      price_data: {
        currency: order.currency.toLowerCase(),
        unit_amount: item.item_price,
        product_data: { name: item.item_name.slice(0, 250) || 'Booking' },
      },
    })),
    metadata,
    payment_intent_data: { metadata },
    client_reference_id: `order-${order.id}`,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: sessionExpiry(request.holdEndsAt, request.now),
  };
}

/** What Slotbook keeps of an answer: a session id and, for an open one, its https address. */
function checkedSession(value: Stripe.Checkout.Session): CheckoutSession {
  const id: unknown = value?.id;
  const url: unknown = value?.url;
  const status: unknown = value?.status;
  if (typeof id !== 'string' || !/^cs_[A-Za-z0-9_]{1,250}$/.test(id)) {
    throw unreachable(new Error('Stripe answered without a Checkout Session id'));
  }
  const safeUrl = typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
  const text = (v: unknown, max = 255) => (typeof v === 'string' ? v.slice(0, max) : '');
  const intent: unknown = value.payment_intent;
  const amount: unknown = value.amount_total;
  return {
    id,
    url: safeUrl,
    status: typeof status === 'string' ? status : 'open',
    paymentStatus: text(value.payment_status, 40),
    paymentIntent:
      typeof intent === 'string' ? text(intent) : text((intent as { id?: unknown })?.id),
    amountTotal: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    currency: text(value.currency, 3).toUpperCase(),
  };
}

/** The refunds of a list that succeeded, each with an id, a whole positive amount and a currency. */
function checkedRefunds(data: unknown) {
  if (!Array.isArray(data)) throw unreachable(new Error('Stripe answered no refund list'));
  return data.slice(0, 100).flatMap((refund: Partial<Stripe.Refund> | null) => {
    const { id, amount, currency, status } = refund ?? {};
    const valid =
      typeof id === 'string' &&
      /^re_[A-Za-z0-9_]{1,250}$/.test(id) &&
      typeof amount === 'number' &&
      Number.isSafeInteger(amount) &&
      amount > 0 &&
      typeof currency === 'string';
    if (!valid || status !== 'succeeded') return [];
    return [{ id, amount, currency: currency.toUpperCase() }];
  });
}

/** Stripe could not be reached, or answered with an error or nonsense: 502 for the guest. */
function unreachable(cause: unknown): AppError {
  const error = new AppError(
    'bad_gateway',
    'payment_provider_unavailable',
    'The payment service could not be reached. Your booking is still held; please try again in a moment.',
  );
  return Object.assign(error, { cause });
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unreachable(error);
  }
}

export function createStripeGateway(connection: StripeConnection) {
  const clientFor = (settings: MethodSettings) => {
    const key = settings[`${stripeMode(settings)}_secret_key`] ?? '';
    if (key === '') {
      throw new AppError(
        'unavailable',
        'payment_unavailable',
        'Stripe is not configured at the moment.',
      );
    }
    return stripeClient(key, connection);
  };

  return {
    /** A new Checkout Session; the same order always sends the same idempotency key. */
    async createSession(settings: MethodSettings, request: CheckoutRequest) {
      const stripe = await clientFor(settings);
      const params = checkoutParams(request);
      const idempotencyKey = `slotbook-checkout-${request.order.uuid}`;
      return checkedSession(
        await guarded(() => stripe.checkout.sessions.create(params, { idempotencyKey })),
      );
    },

    /**
     * Refunds `amount` minor units of the PaymentIntent; the same `idempotencyKey` never
     * refunds twice. Returns the refund's id.
     */
    async refund(
      settings: MethodSettings,
      request: { paymentIntent: string; amount: number; idempotencyKey: string },
    ): Promise<string> {
      const stripe = await clientFor(settings);
      const refund = await guarded(() =>
        stripe.refunds.create(
          { payment_intent: request.paymentIntent, amount: request.amount },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      const refundId: unknown = refund?.id;
      if (typeof refundId !== 'string' || !/^re_[A-Za-z0-9_]{1,250}$/.test(refundId)) {
        throw unreachable(new Error('Stripe answered without a refund id'));
      }
      return refundId;
    },

    async retrieveSession(settings: MethodSettings, id: string) {
      const stripe = await clientFor(settings);
      return checkedSession(await guarded(() => stripe.checkout.sessions.retrieve(id)));
    },

    /**
     * The refunds of a PaymentIntent that succeeded (at most 100, the newest first), each
     * checked: an id, a whole positive amount and a currency.
     */
    async listRefunds(settings: MethodSettings, paymentIntent: string) {
      const stripe = await clientFor(settings);
      const page = await guarded(() =>
        stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }),
      );
      return checkedRefunds(page?.data);
    },

    /** Ends an open Checkout Session, so that it can no longer be paid. */
    async expireSession(settings: MethodSettings, id: string) {
      const stripe = await clientFor(settings);
      return checkedSession(await guarded(() => stripe.checkout.sessions.expire(id)));
    },

    /**
     * The event, if `signature` is a valid `Stripe-Signature` of `payload` with the webhook
     * signing secret of the current mode, made at most 5 minutes before `now`; else null.
     */
    async verifyEvent(
      settings: MethodSettings,
      payload: Buffer,
      signature: string,
      now: number,
    ): Promise<Stripe.Event | null> {
      const secret = settings[`${stripeMode(settings)}_webhook_secret`] ?? '';
      if (secret === '') return null;
      const Stripe = await stripeSdk();
      try {
        return Stripe.webhooks.constructEvent(
          payload,
          signature,
          secret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          // The SDK takes the moment of receipt in milliseconds.
          now,
        );
      } catch {
        return null;
      }
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
export type StripeEvent = Stripe.Event;
