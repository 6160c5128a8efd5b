import { describe, expect, it } from 'vitest';
import { parseQueryString, rewriteCompatUrl } from '../../src/http/compat.js';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe('compatibility URL rewriting', () => {
  it.each([
    ['/wp-json/fluent-booking/v2/users/me', '/api/v2/users/me'],
    ['/wp-json/fluent-booking/v2/users?page=2', '/api/v2/users?page=2'],
    ['/?rest_route=/fluent-booking/v2/users/me', '/api/v2/users/me'],
    ['/index.php?rest_route=%2Ffluent-booking%2Fv2%2Fusers&per_page=2', '/api/v2/users?per_page=2'],
    ['/?rest_route=/wp/v2/posts', '/wp-json/wp/v2/posts'],
    ['/wp-json/fluent-booking/v22/users', '/wp-json/fluent-booking/v22/users'],
    ['/api/v2/users', '/api/v2/users'],
  ])('%s -> %s', (from, to) => {
    expect(rewriteCompatUrl(from)).toBe(to);
  });

  it('parses PHP-style arrays and nested keys, with bounds', () => {
    expect(parseQueryString('with[]=a&with[]=b&filters[period]=all&page=2')).toEqual({
      with: ['a', 'b'],
      filters: { period: 'all' },
      page: '2',
    });
    const deep = parseQueryString('a[b][c][d][e][f][g][h]=1');
    expect(JSON.stringify(deep).length).toBeLessThan(100);
  });
});

describe.each(DIALECTS)('compatibility mounts (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('serves the same route under /api/v2, /wp-json/fluent-booking/v2 and ?rest_route=', async () => {
    for (const url of [
      '/api/v2/users/me',
      '/api/v2/users/me/',
      '/wp-json/fluent-booking/v2/users/me',
      '/wp-json/fluent-booking/v2/users/me/',
      '/?rest_route=/fluent-booking/v2/users/me',
      '/?rest_route=/fluent-booking/v2/users/me/',
    ]) {
      const res = await t.request({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().username).toBe('admin');
    }
    errorBody(
      await t.request({ url: '/wp-json/fluent-booking/v2/users/me', as: null }),
      401,
      'rest_forbidden',
    );
    errorBody(
      await t.request({ url: '/?rest_route=/fluent-booking/v2/nowhere' }),
      404,
      'rest_no_route',
    );
  });

  it('keeps query parameters through ?rest_route=', async () => {
    await t.createAccount({ login: 'restroute1' });
    const res = await t.request({
      url: '/?rest_route=/fluent-booking/v2/users&search=restroute&per_page=1',
    });
    expect(res.json()).toMatchObject({ total: 1, per_page: 1 });
  });

  it('accepts form-encoded bodies with PHP-style arrays', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/wp-json/fluent-booking/v2/users',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'username=formuser&email=formuser%40example.com&role=viewer&permissions[]=read_all_bookings&permissions[]=read_other_calendars',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'formuser',
      role: 'viewer',
      permissions: ['read_all_bookings', 'read_other_calendars'],
    });
  });
});
