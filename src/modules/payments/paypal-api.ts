/**
 * Requests to PayPal's REST API through `outbound` (time and size limits): an OAuth 2.0
 * client-credentials token (`POST /v1/oauth2/token`), kept until shortly before it expires, and
 * JSON calls made with it. PayPal's answers are hostile until checked: at most 64 KiB, JSON
 * objects only; anything else is `PaypalError`. The client secret never appears in an error.
 */
import { outbound, OutboundError, type OutboundResponse } from '../../infra/outbound.js';
import { AppError } from '../../errors.js';
import type { MethodSettings } from './payment-methods.js';

export interface PaypalConnection {
  /** `PAYPAL_API_BASE_URL`; null: PayPal's own address for the method's mode. */
  apiBaseUrl: string | null;
  timeoutMs: number;
}

export type PaypalMode = 'test' | 'live';

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

/** The largest answer of PayPal's taken (its orders and captures are a few KiB). */
const MAX_ANSWER_BYTES = 64 * 1024;
/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export function paypalMode(settings: MethodSettings): PaypalMode {
  return settings.payment_mode === 'live' ? 'live' : 'test';
}

/** PayPal could not be reached, or answered with an error or nonsense. */
export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    /** PayPal's error name (`ORDER_ALREADY_CAPTURED`...), when it gave one. */
    readonly issue: string | null = null,
  ) {
    super(message);
  }
}

export interface PaypalAnswer {
  status: number;
  body: Record<string, unknown>;
}

function parse(res: OutboundResponse): PaypalAnswer {
  let body: unknown;
  try {
    body = res.body === '' ? {} : JSON.parse(res.body);
  } catch {
    throw new PaypalError('PayPal answered malformed JSON.', res.status);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new PaypalError('PayPal answered something other than an object.', res.status);
  }
  return { status: res.status, body: body as Record<string, unknown> };
}

function issueOf(body: Record<string, unknown>): string | null {
  const details = Array.isArray(body.details) ? (body.details as unknown[]) : [];
  const issue = (details[0] as { issue?: unknown } | undefined)?.issue ?? body.name;
  return typeof issue === 'string' ? issue.slice(0, 100) : null;
}

function credentials(connection: PaypalConnection, settings: MethodSettings) {
  const mode = paypalMode(settings);
  const username = settings[`${mode}_client_id`] ?? '';
  const password = settings[`${mode}_client_secret`] ?? '';
  if (username === '' || password === '') {
    throw new AppError('unavailable', 'payment_unavailable', 'PayPal is not configured.');
  }
  const base = connection.apiBaseUrl ?? (mode === 'live' ? PAYPAL_LIVE_URL : PAYPAL_SANDBOX_URL);
  return { base, auth: { username, password } };
}

export function createPaypalApi(connection: PaypalConnection) {
  const tokens = new Map<string, { token: string; until: number }>();
  // PayPal's own hosts are public; a configured address (a proxy, a stand-in) is the operator's.
  const limits = {
    allowPrivate: connection.apiBaseUrl !== null,
    timeoutMs: connection.timeoutMs,
    maxBytes: MAX_ANSWER_BYTES,
  };

  async function send(request: Parameters<typeof outbound>[0]): Promise<PaypalAnswer> {
    try {
      return parse(await outbound(request, limits));
    } catch (error) {
      if (error instanceof PaypalError) throw error;
      const reason = error instanceof OutboundError ? error.message : 'Network error.';
      throw new PaypalError(`PayPal could not be reached: ${reason}`);
    }
  }

  async function token(settings: MethodSettings, renew = false): Promise<string> {
    const { base, auth } = credentials(connection, settings);
    const key = `${base} ${auth.username} ${auth.password}`;
    const kept = tokens.get(key);
    if (kept && !renew && kept.until > performance.now()) return kept.token;
    const answer = await send({
      method: 'POST',
      url: `${base}/v1/oauth2/token`,
      auth,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const { access_token: value, expires_in: seconds } = answer.body;
    if (
      answer.status !== 200 ||
      typeof value !== 'string' ||
      !/^[\x21-\x7e]{1,4096}$/.test(value)
    ) {
      throw new PaypalError('PayPal refused the client id and secret.', answer.status);
    }
    const lifetime = typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : 0;
    tokens.set(key, { token: value, until: performance.now() + lifetime - TOKEN_MARGIN_MS });
    return value;
  }

  return {
    /**
     * A JSON call with the method's token (renewed once when PayPal refuses it); answers with
     * any status, for the caller to judge. `requestId` is PayPal's idempotency key.
     */
    async call(
      settings: MethodSettings,
      method: 'GET' | 'POST',
      path: string,
      options: { body?: string; requestId?: string } = {},
    ): Promise<PaypalAnswer> {
      const { base } = credentials(connection, settings);
      const attempt = async (renew: boolean) =>
        send({
          method,
          url: `${base}${path}`,
          headers: {
            authorization: `Bearer ${await token(settings, renew)}`,
            accept: 'application/json',
            ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
          },
          ...(options.body !== undefined ? { body: options.body } : {}),
        });
      const first = await attempt(false);
      return first.status === 401 ? attempt(true) : first;
    },

    /** A PayPal error for an answer the caller did not expect. */
    refused(what: string, answer: PaypalAnswer): PaypalError {
      const issue = issueOf(answer.body);
      return new PaypalError(
        `PayPal answered ${answer.status} to ${what}${issue ? ` (${issue})` : ''}.`,
        answer.status,
        issue,
      );
    },
  };
}

export type PaypalApi = ReturnType<typeof createPaypalApi>;
