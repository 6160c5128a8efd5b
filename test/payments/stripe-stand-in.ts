/**
 * A stand-in for Stripe's API, for tests: the endpoints Slotbook calls (`POST
 * /v1/checkout/sessions`, `GET /v1/checkout/sessions/{session}`, `POST /v1/refunds`), each request validated against
 * Stripe's published OpenAPI description (test/fixtures/stripe/checkout-operations.json; form
 * bodies decoded with qs, as Stripe reads its bracket notation, and checked with Ajv). A request
 * that breaks the description is answered 400 in Stripe's error shape and recorded in
 * `violations`, which tests assert empty. It also serves a hosted checkout page at each session's
 * `url`: its Pay button completes the session, delivers a `checkout.session.completed` event signed
 * as Stripe signs (`Stripe-Signature: t=<ts>,v1=<HMAC-SHA256 of "<ts>.<payload>">`), then
 * redirects to the session's `success_url`. `behaviour` turns it hostile: slow, 500, broken JSON.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';
import qs from 'qs';

interface Operation {
  operationId: string;
  parameters: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
}
const SPEC = JSON.parse(
  readFileSync(new URL('../fixtures/stripe/checkout-operations.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> };

const FORM = 'application/x-www-form-urlencoded';

export type Behaviour = 'normal' | 'slow' | 'error500' | 'malformed';

export interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  payment_intent: string | null;
  livemode: boolean;
  line_items_sent: unknown;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

/** The part of Stripe's `charge` object a `charge.refunded` event carries that Slotbook reads. */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  paid: boolean;
  refunded: boolean;
  livemode: boolean;
  metadata: Record<string, string>;
  refunds: { object: 'list'; data: Refund[]; has_more: boolean; url: string };
}

export interface Violation {
  operation: string;
  errors: string[];
}

export interface Delivery {
  payload: string;
  signature: string;
}

export interface StandInOptions {
  /** The webhook signing secret events are signed with. */
  webhookSecret: string;
  /** Posts a signed event to Slotbook; returns the status it answered. */
  deliver: (delivery: Delivery) => Promise<number>;
  /** Seconds of the signatures' timestamps (the app's clock). */
  now?: () => number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function compile(ajv: Ajv) {
  const validators = new Map<string, { body: ValidateFunction; query: ValidateFunction }>();
  for (const [path, methods] of Object.entries(SPEC.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const bodySchema = op.requestBody?.content[FORM]?.schema ?? { type: 'object' };
      const query = op.parameters.filter((p) => p.in === 'query');
      const querySchema = {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
        required: query.filter((p) => p.required).map((p) => p.name),
      };
      validators.set(`${method.toUpperCase()} ${path}`, {
        body: ajv.compile(bodySchema),
        query: ajv.compile(querySchema),
      });
    }
  }
  return validators;
}

export async function startStripeStandIn(options: StandInOptions) {
  const ajv = new Ajv({
    strict: false,
    coerceTypes: true,
    allErrors: true,
    validateFormats: false,
  });
  const validators = compile(ajv);
  const sessions = new Map<string, Session>();
  const idempotency = new Map<string, { body: string; session: Session | Refund }>();
  const refunds = new Map<string, Refund>();
  const violations: Violation[] = [];
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  const deliveries: { delivery: Delivery; status: number }[] = [];
  const state = { behaviour: 'normal' as Behaviour, slowMs: 3_000 };
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  let base = '';

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const stripeError = (
    res: http.ServerResponse,
    status: number,
    message: string,
    type = 'invalid_request_error',
  ) => send(res, status, { error: { type, message } });

  /** Ajv's verdict on a request, recorded when it breaks the description. */
  function validate(operation: string, query: unknown, body: unknown): string[] {
    const v = validators.get(operation);
    if (!v) return [`${operation} is not an operation of the description`];
    const errors: string[] = [];
    if (!v.query(query))
      errors.push(...(v.query.errors ?? []).map((e) => `query${e.instancePath} ${e.message}`));
    if (!v.body(body))
      errors.push(...(v.body.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
    if (errors.length > 0) violations.push({ operation, errors });
    return errors;
  }

  async function deliver(type: string, session: Session | Charge) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2020-08-27',
      created: now(),
      livemode: false,
      type,
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    const delivery = { payload, signature: stripeSignature(payload, options.webhookSecret, now()) };
    const status = await options.deliver(delivery);
    deliveries.push({ delivery, status });
    return { event, delivery, status };
  }

  function createSession(body: Record<string, unknown>): Session {
    const items = (body.line_items ?? []) as {
      quantity: string;
      price_data: { currency: string; unit_amount: string };
    }[];
    const session: Session = {
      id: id('cs_test'),
      object: 'checkout.session',
      url: '',
      status: 'open',
      payment_status: 'unpaid',
      mode: String(body.mode),
      amount_total: items.reduce(
        (sum, i) => sum + Number(i.quantity) * Number(i.price_data.unit_amount),
        0,
      ),
      currency: items[0]?.price_data.currency ?? 'usd',
      metadata: (body.metadata ?? {}) as Record<string, string>,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      expires_at: Number(body.expires_at),
      payment_intent: null,
      livemode: false,
      line_items_sent: body.line_items,
    };
    session.url = `${base}/pay/${session.id}`;
    sessions.set(session.id, session);
    return session;
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
      return stripeError(res, 401, 'Invalid API Key provided.', 'authentication_error');
    }
    if (state.behaviour === 'slow') await new Promise((r) => setTimeout(r, state.slowMs));
    if (state.behaviour === 'error500')
      return stripeError(res, 500, 'Something went wrong.', 'api_error');
    if (state.behaviour === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": "cs_test_broken", "url": ');
    }
    const query = qs.parse(url.search.slice(1), { depth: 10, arrayLimit: 200 });
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!(req.headers['content-type'] ?? '').startsWith(FORM)) {
        violations.push({ operation: 'POST /v1/checkout/sessions', errors: ['not a form body'] });
        return stripeError(res, 400, 'Invalid request: expected a form body.');
      }
      const body = qs.parse(raw, { depth: 10, arrayLimit: 200 });
      const errors = validate('POST /v1/checkout/sessions', query, body);
      if (errors.length > 0) return stripeError(res, 400, `Invalid request: ${errors.join('; ')}`);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: 'POST', path: url.pathname, idempotencyKey: key });
      const earlier = key ? idempotency.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== raw)
          return stripeError(
            res,
            400,
            'Keys for idempotent requests can only be used with the same parameters.',
            'idempotency_error',
          );
        return send(res, 200, earlier.session);
      }
      const session = createSession(body);
      if (key) idempotency.set(key, { body: raw, session });
      return send(res, 200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      return refundRequest(req, res, raw, query);
    }
    if (req.method === 'GET' && retrieve?.[1]) {
      const errors = validate('GET /v1/checkout/sessions/{session}', query, qs.parse(raw));
      if (errors.length > 0) return stripeError(res, 400, `Invalid request: ${errors.join('; ')}`);
      requests.push({ method: 'GET', path: url.pathname, idempotencyKey: undefined });
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      return session ? send(res, 200, session) : stripeError(res, 404, 'No such checkout.session');
    }
    violations.push({
      operation: `${req.method} ${url.pathname}`,
      errors: ['not an operation Slotbook should call'],
    });
    return stripeError(res, 404, 'Unrecognized request URL.');
  }

  /** `POST /v1/refunds`: the refund of a paid session's PaymentIntent, up to what is left. */
  function refundRequest(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    raw: string,
    query: unknown,
  ) {
    const body = qs.parse(raw, { depth: 10, arrayLimit: 200 });
    const errors = validate('POST /v1/refunds', query, body);
    if (errors.length > 0) return stripeError(res, 400, `Invalid request: ${errors.join('; ')}`);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: 'POST', path: '/v1/refunds', idempotencyKey: key });
    const earlier = key ? idempotency.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== raw)
        return stripeError(
          res,
          400,
          'Keys for idempotent requests can only be used with the same parameters.',
          'idempotency_error',
        );
      return send(res, 200, earlier.session);
    }
    const intent = typeof body.payment_intent === 'string' ? body.payment_intent : '';
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) return stripeError(res, 404, `No such payment_intent: '${intent}'`);
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount =
      body.amount === undefined ? session.amount_total - refunded : Number(body.amount);
    if (amount <= 0 || refunded + amount > session.amount_total) {
      return stripeError(
        res,
        400,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total - refunded})`,
      );
    }
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: 'succeeded',
      created: now(),
    };
    refunds.set(refund.id, refund);
    if (key) idempotency.set(key, { body: raw, session: refund });
    return send(res, 200, refund);
  }

  async function checkoutPage(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const session = sessions.get(url.pathname.slice('/pay/'.length));
    if (!session) return stripeError(res, 404, 'No such checkout page.');
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><title>Stripe stand-in checkout</title>
<main><h1>Pay ${session.amount_total} ${session.currency.toUpperCase()}</h1>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form></main></html>`);
    }
    await complete(session.id);
    res.writeHead(303, { location: session.success_url });
    return res.end();
  }

  /** The guest pays: the session completes, and its signed event is delivered. */
  async function complete(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: id('pi_test'),
    });
    return deliver('checkout.session.completed', session);
  }

  /** The PaymentIntent's charge as a `charge.refunded` event shows it, its refunds newest first. */
  function chargeOf(intent: string): Charge {
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session) throw new Error(`no payment ${intent}`);
    const list = [...refunds.values()].filter((r) => r.payment_intent === intent).reverse();
    const refunded = list.reduce((sum, r) => sum + r.amount, 0);
    const chargeId = `ch_${intent.slice('pi_test_'.length)}`;
    return {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: refunded,
      currency: session.currency,
      payment_intent: intent,
      paid: true,
      refunded: refunded === session.amount_total,
      livemode: false,
      metadata: {},
      refunds: {
        object: 'list',
        data: list,
        has_more: false,
        url: `/v1/charges/${chargeId}/refunds`,
      },
    };
  }

  /**
   * Someone refunds `amount` in Stripe's dashboard (without an amount: all that is left); the
   * signed `charge.refunded` event is delivered.
   */
  async function refundInDashboard(intent: string, amount?: number) {
    const charge = chargeOf(intent);
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount: amount ?? charge.amount - charge.amount_refunded,
      currency: charge.currency,
      payment_intent: intent,
      status: 'succeeded',
      created: now(),
    };
    refunds.set(refund.id, refund);
    return { refund, ...(await deliver('charge.refunded', chargeOf(intent))) };
  }

  /** Delivers the `charge.refunded` event Stripe sends after any refund (Slotbook's too). */
  function chargeRefunded(intent: string) {
    return deliver('charge.refunded', chargeOf(intent));
  }

  /** The session's time runs out: it expires, and its signed event is delivered. */
  async function expire(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'expired';
    return deliver('checkout.session.expired', session);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const handler = req.url?.startsWith('/pay/') ? checkoutPage(req, res) : api(req, res, raw);
      handler.catch((error: unknown) => {
        if (!res.headersSent) stripeError(res, 500, String(error), 'api_error');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sessions,
    refunds,
    violations,
    requests,
    deliveries,
    state,
    complete,
    expire,
    refundInDashboard,
    chargeRefunded,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
