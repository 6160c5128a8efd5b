import { describe, expect, it } from 'vitest';
import { basic, createTestApp, useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const METRICS_TOKEN = 'ops-test-metrics-token';

describe.each(DIALECTS)('operations routes (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { METRICS_TOKEN } });

  it('reports liveness and readiness without credentials', async () => {
    expect((await t.request({ url: '/healthz', as: null })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ url: '/readyz', as: null })).json()).toEqual({ status: 'ready' });
  });

  it('exposes Prometheus metrics with request latency by route', async () => {
    await t.request({ url: '/api/v2/users/me' });
    const res = await t.request({
      url: '/metrics',
      as: null,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /slotbook_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/users\/me",status_code="200"\} \d+/,
    );
    expect(res.body).toContain('slotbook_process_resident_memory_bytes');
  });

  it('generates the OpenAPI document from the route schemas', async () => {
    const doc = (await t.request({ url: '/openapi.json', as: null })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/users/me',
        '/api/v2/users/{id}/application-passwords/{uuid}',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('Error');
    expect(doc.components.schemas).toHaveProperty('User');
    expect(doc.paths['/api/v2/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page']),
    );
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await t.request({ url: '/docs/', as: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("sends the REST security headers on JSON and helmet's full set on the docs page", async () => {
    const res = await t.request({ url: '/api/v2/users/me' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
    const notFound = await t.request({ url: '/api/v2/nothing-here' });
    expect(notFound.headers['x-content-type-options']).toBe('nosniff');
    const docs = await t.request({ url: '/docs/', as: null });
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers 503 when the database is gone', async () => {
    const other = await (await import('../helpers/app.js')).createTestApp(dialect);
    await other.testDb.database.close();
    errorBody(await other.app.inject({ url: '/readyz' }), 503, 'database_unavailable');
    await other.app.close();
  });
});

describe.each(DIALECTS)('request logs (%s)', (dialect) => {
  it('logs each request in one line, with its id, and never the credentials', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const t = await createTestApp(dialect, { logStream });
    try {
      await t.request({ url: '/api/v2/users/me', headers: { 'x-request-id': 'trace-me-1' } });
      const wrong = basic('admin', 'wrong password value');
      await t.request({ url: '/api/v2/users/me', as: { ...t.admin, auth: wrong } });
      const text = lines.join('');
      const traced = lines.filter((line) => line.includes('"reqId":"trace-me-1"'));
      expect(traced).toHaveLength(1);
      expect(JSON.parse(traced[0] ?? '{}')).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/v2/users/me' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(text).toContain('"statusCode":401');
      for (const secret of [
        t.admin.auth.slice(6),
        wrong.slice(6),
        'wrong password value',
        t.admin.password,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});

describe('security headers', () => {
  it("are helmet's, without HSTS over plain HTTP and with it over HTTPS", async () => {
    const { securityHeaders } = await import('../../src/http/security-headers.js');
    const http = securityHeaders({
      hsts: false,
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
    expect(http).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'no-referrer',
    });
    expect(http).not.toHaveProperty('Strict-Transport-Security');
    expect(http['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    const https = securityHeaders({});
    expect(https['Strict-Transport-Security']).toContain('max-age=');
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });
});
