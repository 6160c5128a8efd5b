import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('error model (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A route that fails unexpectedly, to see what a caller gets from a 500.
    t.app.get('/api/v2/__explode', { config: { public: true } }, () => {
      throw new Error('SELECT secret FROM internals');
    });
  });
  afterAll(() => t.close());

  it('answers an unknown route with 404 rest_no_route, with or without credentials', async () => {
    errorBody(await t.request({ url: '/api/v2/nope' }), 404, 'rest_no_route');
    errorBody(await t.request({ url: '/api/v2/nope', as: null }), 404, 'rest_no_route');
    errorBody(await t.request({ method: 'PATCH', url: '/api/v2/users/me' }), 404, 'rest_no_route');
  });

  it('answers malformed JSON with 400 rest_invalid_json', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    errorBody(res, 400, 'rest_invalid_json');
  });

  it('answers bad params with 400 rest_invalid_param naming the parameter', async () => {
    for (const url of [
      '/api/v2/users/abc',
      '/api/v2/users/0',
      '/api/v2/users/-1',
      '/api/v2/users/99999999999999999999',
    ]) {
      const body = errorBody(await t.request({ url }), 400, 'rest_invalid_param');
      expect(body.data).toHaveProperty('params.id');
    }
    const body = errorBody(
      await t.request({ url: '/api/v2/users?page=abc' }),
      400,
      'rest_invalid_param',
    );
    expect(body.data).toHaveProperty('params.page');
  });

  it('answers invalid bodies with 422 and a field map under data.errors', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { email: 'not-an-email', role: 'king' },
    });
    const body = errorBody(res, 422, 'rest_validation_failed');
    const errors = body.data.errors as Record<string, unknown>;
    expect(Object.keys(errors).sort()).toEqual(['email', 'role']);
    expect(errors.email).toHaveProperty('format');
  });

  it('answers a body over 1 MiB with 413 rest_payload_too_large', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    errorBody(res, 413, 'rest_payload_too_large');
  });

  it('answers an unsupported content type with a clear 415', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    errorBody(res, 415, 'rest_unsupported_media_type');
  });

  it('answers the unexpected with 500 internal_error and no internals', async () => {
    const res = await t.request({ url: '/api/v2/__explode' });
    const body = errorBody(res, 500, 'internal_error');
    expect(res.body).not.toContain('SELECT');
    expect(body.message).toBe('An unexpected error occurred.');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends JSON with charset and a request id on every answer', async () => {
    const res = await t.request({
      url: '/api/v2/users/me',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.request({
      url: '/api/v2/users/me',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers what is not HTTP, or has headers too large, in the same shape', async () => {
    const other = await createTestApp(dialect);
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = other.app.server.address() as net.AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      const parse = (answer: string) => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as object };
      };
      const garbage = parse(
        await raw('GET /api/v2/users/me HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n'),
      );
      expect(garbage.status).toBe(400);
      expect(garbage.head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(garbage.body).toEqual({
        code: 'rest_bad_request',
        message: expect.any(String),
        data: { status: 400 },
      });
      const huge = parse(
        await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
      );
      expect(huge.status).toBe(431);
      expect(huge.body).toMatchObject({ code: 'rest_headers_too_large', data: { status: 431 } });
    } finally {
      await other.close();
    }
  });
});
