/**
 * A stand-in for PayPal's REST API, for tests: the endpoints Slotbook calls (`POST
 * /v1/oauth2/token`, `POST /v2/checkout/orders`, `GET /v2/checkout/orders/{id}`, `POST
 * /v2/checkout/orders/{id}/capture`, `POST /v2/payments/captures/{capture_id}/refund`, `POST
 * /v1/notifications/verify-webhook-signature`), each request checked against PayPal's published
 * descriptions (test/fixtures/paypal/operations.json): path parameters, required headers and
 * JSON bodies with Ajv, a bearer token it issued. A request that breaks them is answered 400 in
 * PayPal's error shape and recorded in `violations`, which tests assert empty. It serves the
 * approval page each order's `payer-action` link names: its Pay button approves the order and
 * redirects to the order's return URL, as PayPal does (`token` and `PayerID` appended). A
 * capture or refund queues its webhook event (`PAYMENT.CAPTURE.COMPLETED`,
 * `PAYMENT.CAPTURE.REFUNDED`) with PayPal's transmission headers; `deliverQueued()` posts them,
 * and the verification call says SUCCESS only for a delivery it made, unchanged, for its
 * webhook id (`state.verdict` forces FAILURE).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv, type ValidateFunction } from 'ajv';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}
interface Operation {
  operationId: string;
  parameters: ({ $ref: string } | Parameter)[];
  requestBody?: { content: Record<string, { schema: object }> };
}
interface SpecFile {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}
const SPEC = JSON.parse(
  readFileSync(new URL('../fixtures/paypal/operations.json', import.meta.url), 'utf8'),
) as { files: Record<string, SpecFile> };

export interface Violation {
  operation: string;
  errors: string[];
}
export interface PaypalDelivery {
  payload: string;
  headers: Record<string, string>;
}
export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Posts an event to Slotbook; returns the status it answered. */
  deliver: (delivery: PaypalDelivery) => Promise<number>;
}

interface Checked {
  operation: string;
  pattern: RegExp;
  method: string;
  params: Parameter[];
  body: ValidateFunction | null;
}

const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();

function compile(): Checked[] {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    unicodeRegExp: false,
  });
  const checked: Checked[] = [];
  for (const [file, spec] of Object.entries(SPEC.files)) {
    const id = `https://stand-in.invalid/${file}.json`;
    const text = JSON.stringify({ components: spec.components }).replaceAll('"#/', `"${id}#/`);
    ajv.addSchema({ $id: id, ...(JSON.parse(text) as object) });
    const resolve = (p: { $ref: string } | Parameter): Parameter =>
      '$ref' in p ? (spec.components.parameters?.[p.$ref.split('/').pop() ?? ''] as Parameter) : p;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const schema = op.requestBody?.content['application/json']?.schema;
        const body = schema
          ? JSON.parse(JSON.stringify(schema).replaceAll('"#/', `"${id}#/`))
          : null;
        checked.push({
          operation: `${method.toUpperCase()} ${path}`,
          pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
          method: method.toUpperCase(),
          params: op.parameters.map(resolve),
          body: body ? ajv.compile(body as object) : null,
        });
      }
    }
  }
  return checked;
}

export async function startPaypalStandIn(options: StandInOptions) {
  const operations = compile();
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: false,
    unicodeRegExp: false,
  });
  const violations: Violation[] = [];
  const requests: { method: string; path: string; requestId: string | undefined }[] = [];
  const orders = new Map<string, Record<string, unknown> & { id: string; status: string }>();
  const captures = new Map<
    string,
    { id: string; orderId: string; value: string; currency: string; refunded: number }
  >();
  const answered = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const queued: PaypalDelivery[] = [];
  const sent = new Map<string, PaypalDelivery>();
  const deliveries: { delivery: PaypalDelivery; status: number }[] = [];
  const state = {
    verdict: 'normal' as 'normal' | 'FAILURE',
    tokensIssued: 0,
    /** Hostile answers to every API call: a 500, broken JSON, or an answer of 1 MiB. */
    behaviour: 'normal' as 'normal' | 'error500' | 'malformed' | 'huge',
    /** Calls answered with that behaviour. */
    hostileAnswers: 0,
  };
  let base = '';

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': hex(6) });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, name: string, issue?: string) =>
    send(res, status, {
      name,
      message: `${name}${issue ? `: ${issue}` : ''}`,
      debug_id: hex(6),
      ...(issue ? { details: [{ issue }] } : {}),
    });

  function violation(res: http.ServerResponse, operation: string, errors: string[]) {
    violations.push({ operation, errors });
    return refuse(res, 400, 'INVALID_REQUEST', errors.join('; '));
  }

  /** Checks a request against its operation; the errors PayPal would refuse it for. */
  function check(op: Checked, req: http.IncomingMessage, path: string[], raw: string): string[] {
    const errors: string[] = [];
    let i = 0;
    for (const p of op.params) {
      if (p.in === 'path') {
        const value = decodeURIComponent(path[i++] ?? '');
        if (p.schema && !ajv.validate(p.schema, value))
          errors.push(`path ${p.name} ${ajv.errorsText()}`);
      } else if (p.in === 'header') {
        const value = req.headers[p.name.toLowerCase()];
        if (value === undefined) {
          if (p.required) errors.push(`header ${p.name} is required`);
        } else if (p.schema && !ajv.validate(p.schema, value)) {
          errors.push(`header ${p.name} ${ajv.errorsText()}`);
        }
      }
    }
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      errors.push('no bearer token issued by /v1/oauth2/token');
    }
    if (op.body) {
      if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
        errors.push('content-type is not application/json');
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return [...errors, 'body is not JSON'];
      }
      if (!op.body(body)) {
        errors.push(...(op.body.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
      }
    } else if (raw !== '') errors.push('a body where the operation takes none');
    return errors;
  }

  function token(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const expected = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const errors: string[] = [];
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      errors.push('content-type is not a form');
    }
    if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
      errors.push('grant_type is not client_credentials');
    }
    if (errors.length > 0) return violation(res, 'POST /v1/oauth2/token', errors);
    if (req.headers.authorization !== `Basic ${expected}`) {
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    const value = `A21AA${hex(24)}`;
    tokens.add(value);
    state.tokensIssued += 1;
    return send(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: value,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: hex(8),
    });
  }

  /** PayPal's webhook event around `resource`, queued with its transmission headers. */
  function queue(type: string, resourceType: string, resource: Record<string, unknown>) {
    const event = {
      id: `WH-${hex(8)}-${hex(8)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: type,
      resource,
    };
    const delivery = { payload: JSON.stringify(event), headers: transmission() };
    queued.push(delivery);
    return delivery;
  }

  function transmission(): Record<string, string> {
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url':
        'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
      'paypal-transmission-id': randomUUID(),
      // Base64, starting with a word character as PayPal's description of the field requires.
      'paypal-transmission-sig': `S${randomBytes(96).toString('base64')}`,
      'paypal-transmission-time': new Date().toISOString(),
    };
  }

  async function deliver(delivery: PaypalDelivery) {
    sent.set(delivery.headers['paypal-transmission-id'] ?? '', delivery);
    const status = await options.deliver(delivery);
    deliveries.push({ delivery, status });
    return status;
  }

  /** Posts every queued event, in order; the statuses Slotbook answered. */
  async function deliverQueued(): Promise<number[]> {
    const statuses: number[] = [];
    while (queued.length > 0) statuses.push(await deliver(queued.shift() as PaypalDelivery));
    return statuses;
  }

  const handlers: Record<
    string,
    (
      req: http.IncomingMessage,
      body: Record<string, unknown>,
      path: string[],
    ) => { status: number; body: unknown }
  > = {
    'POST /v2/checkout/orders': (_req, body) => {
      const unit = (body.purchase_units as Record<string, unknown>[])[0] ?? {};
      const context =
        (body.payment_source as Record<string, Record<string, Record<string, string>>> | undefined)
          ?.paypal?.experience_context ?? {};
      const id = hex(9).slice(0, 17);
      const order = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        intent: body.intent,
        purchase_units: [unit],
        return_url: context.return_url,
        cancel_url: context.cancel_url,
      };
      orders.set(id, order);
      return { status: 200, body: present(order) };
    },
    'GET /v2/checkout/orders/{id}': (_req, _body, [id]) => {
      const order = orders.get(id ?? '');
      return order
        ? { status: 200, body: present(order) }
        : {
            status: 404,
            body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
          };
    },
    'POST /v2/checkout/orders/{id}/capture': (_req, _body, [id]) => capture(id ?? ''),
    'POST /v2/payments/captures/{capture_id}/refund': (_req, body, [id]) => refund(id ?? '', body),
    'POST /v1/notifications/verify-webhook-signature': (_req, body) => {
      const delivery = sent.get(String(body.transmission_id));
      const genuine =
        delivery !== undefined &&
        body.webhook_id === options.webhookId &&
        body.transmission_sig === delivery.headers['paypal-transmission-sig'] &&
        JSON.stringify(body.webhook_event) === delivery.payload;
      const verdict = genuine && state.verdict === 'normal' ? 'SUCCESS' : 'FAILURE';
      return { status: 200, body: { verification_status: verdict } };
    },
  };

  function present(order: Record<string, unknown> & { id: string; status: string }) {
    const { return_url: _r, cancel_url: _c, ...rest } = order;
    const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `${base}/checkoutnow?token=${order.id}`,
        rel: 'payer-action',
        method: 'GET',
      });
    }
    return { ...rest, links };
  }

  function capture(id: string) {
    const order = orders.get(id);
    if (!order)
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      };
    if (order.status === 'COMPLETED')
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
      };
    if (order.status !== 'APPROVED')
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
      };
    const unit = (order.purchase_units as Record<string, unknown>[])[0] as Record<string, unknown>;
    const amount = unit.amount as { currency_code: string; value: string };
    const captureId = hex(9).slice(0, 17);
    captures.set(captureId, {
      id: captureId,
      orderId: id,
      value: amount.value,
      currency: amount.currency_code,
      refunded: 0,
    });
    order.status = 'COMPLETED';
    const resource = {
      id: captureId,
      status: 'COMPLETED',
      amount,
      final_capture: true,
      custom_id: unit.custom_id,
      supplementary_data: { related_ids: { order_id: id } },
      links: [{ href: `${base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' }],
    };
    queue('PAYMENT.CAPTURE.COMPLETED', 'capture', resource);
    // Reading the order back shows its capture, as PayPal's does.
    order.purchase_units = [{ ...unit, payments: { captures: [resource] } }];
    return { status: 201, body: present(order) };
  }

  function refund(captureId: string, body: Record<string, unknown>) {
    const paid = captures.get(captureId);
    if (!paid)
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      };
    const amount = (body.amount as { currency_code: string; value: string } | undefined) ?? {
      currency_code: paid.currency,
      value: String(Number(paid.value) - paid.refunded),
    };
    if (
      amount.currency_code !== paid.currency ||
      Number(amount.value) + paid.refunded > Number(paid.value) + 1e-9
    ) {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
      };
    }
    paid.refunded += Number(amount.value);
    const resource = {
      id: hex(9).slice(0, 17),
      status: 'COMPLETED',
      amount,
      links: [
        { href: `${base}/v2/payments/refunds/${hex(4)}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    queue('PAYMENT.CAPTURE.REFUNDED', 'refund', resource);
    return { status: 201, body: resource };
  }

  function api(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    if (state.behaviour !== 'normal') state.hostileAnswers += 1;
    if (state.behaviour === 'error500') return refuse(res, 500, 'INTERNAL_SERVER_ERROR');
    if (state.behaviour === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"id": "5O190127TN364715T", "links": ');
    }
    if (state.behaviour === 'huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(`{"pad": "${'x'.repeat(2 ** 20)}"}`);
    }
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') return token(req, res, raw);
    for (const op of operations) {
      const match = op.pattern.exec(url.pathname);
      if (!match || op.method !== req.method) continue;
      const errors = check(op, req, match.slice(1), raw);
      if (errors.length > 0) return violation(res, op.operation, errors);
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      requests.push({ method: op.method, path: url.pathname, requestId });
      const key = requestId ? `${op.operation} ${requestId}` : '';
      const earlier = key ? answered.get(key) : undefined;
      if (earlier) return send(res, earlier.status, earlier.body);
      const handler = handlers[op.operation];
      if (!handler) break;
      const answer = handler(
        req,
        raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>),
        match.slice(1),
      );
      if (key && answer.status < 300) answered.set(key, answer);
      return send(res, answer.status, answer.body);
    }
    return violation(res, `${req.method} ${url.pathname}`, [
      'not an operation Slotbook should call',
    ]);
  }

  /** The approval page: Pay approves the order and goes back to its return URL. */
  function approvalPage(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', base);
    const id = url.searchParams.get('token') ?? new URLSearchParams(raw).get('token') ?? '';
    const order = orders.get(id);
    if (!order) return refuse(res, 404, 'RESOURCE_NOT_FOUND');
    if (req.method === 'GET') {
      const unit = (
        order.purchase_units as Record<string, { value: string; currency_code: string }>[]
      )[0];
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><title>PayPal stand-in</title>
<main><h1>Pay ${unit?.amount?.value} ${unit?.amount?.currency_code} with PayPal</h1>
<form method="post" action="/checkoutnow"><input type="hidden" name="token" value="${id}"><button type="submit">Pay</button></form>
<a href="${String(order.cancel_url)}">Cancel and return</a></main></html>`);
    }
    order.status = 'APPROVED';
    const back = String(order.return_url);
    res.writeHead(303, {
      location: `${back}${back.includes('?') ? '&' : '?'}token=${id}&PayerID=${hex(6)}`,
    });
    return res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        if (req.url?.startsWith('/checkoutnow')) approvalPage(req, res, raw);
        else api(req, res, raw);
      } catch (error) {
        if (!res.headersSent) refuse(res, 500, 'INTERNAL_SERVER_ERROR', String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    orders,
    captures,
    violations,
    requests,
    deliveries,
    queued,
    state,
    deliver,
    deliverQueued,
    transmission,
    /** Approves the order as the guest's click on Pay does (for tests without a browser). */
    approve(id: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no order ${id}`);
      order.status = 'APPROVED';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;
