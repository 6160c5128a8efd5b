/**
 * The built dashboard is served under /app: the app's page for every path (the app routes in
 * the browser) with a fresh nonce in its policy, hashed files cached for a year, / leading there.
 * Needs `npm run build` (npm test runs it first).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('serving the dashboard (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('leads / to /app/, while the compatibility root still reaches the API', async () => {
    const root = await t.request({ method: 'GET', url: '/', as: null });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
    const compat = await t.request({
      method: 'GET',
      url: '/?rest_route=/fluent-booking/v2/users/me',
    });
    expect(compat.statusCode).toBe(200);
    expect(compat.json().username).toBe('admin');
  });

  it('answers the app for every path under /app, uncached, with a nonce only it knows', async () => {
    const pages = await Promise.all(
      ['/app', '/app/', '/app/bookings/12', '/app/set-password?token=x'].map((url) =>
        t.request({ method: 'GET', url, as: null }),
      ),
    );
    const nonces = pages.map((page) => {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}"`);
      expect(page.body).not.toContain('__CSP_NONCE__');
      return nonce;
    });
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('serves the hashed files for a year and answers 404 for a missing one', async () => {
    const page = await t.request({ method: 'GET', url: '/app/', as: null });
    const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const asset = await t.request({ method: 'GET', url: script!, as: null });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.request({
      method: 'GET',
      url: '/app/assets/nothing-1234.js',
      as: null,
    });
    expect(missing.statusCode).toBe(404);
  });
});
