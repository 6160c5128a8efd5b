/**
 * No credentialed write can come from another site: a page elsewhere that auto-submits a form
 * while an administrator's browser holds their Basic credentials must not change anything.
 * Clients that are not browsers keep working.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, errorBody, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const EVIL = 'https://evil.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('cross-site writes (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    env: { PUBLIC_URL: 'https://book.example.com', ALLOWED_ORIGINS: 'https://admin.example.com' },
  });
  let viewer: Account;
  beforeAll(async () => {
    viewer = await t.createAccount({ role: 'viewer' });
  });

  const promote = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/users/${viewer.id}`,
      headers: { authorization: t.admin.auth, ...FORM, ...headers },
      payload: 'role=administrator',
    });
  const roleOfViewer = async () =>
    (await t.request({ url: `/api/v2/users/${viewer.id}` })).json().user?.role ??
    (await t.request({ url: `/api/v2/users/${viewer.id}` })).json().role;

  it('sends no Basic challenge, so browsers never cache credentials for this host', async () => {
    const res = await t.app.inject({ url: '/api/v2/users/me' });
    errorBody(res, 401, 'rest_forbidden');
    expect(res.headers['www-authenticate']).toBeUndefined();
  });

  it("refuses a form another site posts with an administrator's credentials", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: EVIL },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://other.book.example.com' },
    ]) {
      errorBody(await promote(headers), 403, 'cross_site_request');
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v2/users/${viewer.id}`,
        headers: { authorization: t.admin.auth, origin: EVIL },
      });
      errorBody(res, 403, 'cross_site_request');
    }
    expect(await roleOfViewer()).toBe('viewer');
  });

  it('accepts the same request from curl, the own pages and an allowed origin', async () => {
    expect((await promote({})).statusCode).toBe(200);
    expect((await promote({ origin: 'https://book.example.com' })).statusCode).toBe(200);
    expect((await promote({ origin: 'https://admin.example.com' })).statusCode).toBe(200);
    expect((await promote({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await roleOfViewer()).toBe('administrator');
  });

  it('lets other sites read and lets guests use the public routes', async () => {
    const read = await t.app.inject({
      url: '/api/v2/users/me',
      headers: { authorization: t.admin.auth, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v2/public/events/0123456789abcdef0123456789abcdef/bookings',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(guest.statusCode).not.toBe(403);
  });
});
