import { describe, expect, it } from 'vitest';
import { useTestApp, errorBody } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('users and application passwords (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('creates a user with every field and answers 201', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: {
        username: 'Ada',
        email: 'Ada@Example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        timezone: 'Europe/London',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      username: 'ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'host',
      roles: ['host'],
      permissions: ['manage_own_calendar'],
      timezone: 'Europe/London',
      created_at: expect.stringMatching(/\+00:00$/),
    });
  });

  it('refuses duplicates with 409 and invalid time zones with 422', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: 'dup1', email: 'dup1@example.com' },
    });
    expect(first.statusCode).toBe(201);
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/users',
        payload: { username: 'DUP1', email: 'other@example.com' },
      }),
      409,
      'existing_user_login',
    );
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/users',
        payload: { username: 'dup2', email: 'DUP1@example.com' },
      }),
      409,
      'existing_user_email',
    );
    const tz = errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/users',
        payload: { username: 'tz1', email: 'tz1@example.com', timezone: 'Mars/Olympus' },
      }),
      422,
      'rest_validation_failed',
    );
    expect(tz.data).toHaveProperty('errors.timezone');
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/users',
        payload: { email: 'nologin@example.com' },
      }),
      422,
      'rest_validation_failed',
    );
  });

  it('paginates with the flat envelope and bounded page sizes', async () => {
    for (let i = 0; i < 3; i++) await t.createAccount({ login: `pager${i}` });
    const res = await t.request({ url: '/api/v2/users?search=pager&per_page=2&page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
      from: 3,
      to: 3,
    });
    expect(res.json().users.map((u: { username: string }) => u.username)).toEqual(['pager2']);
    const empty = await t.request({ url: '/api/v2/users?search=pager&page=9' });
    expect(empty.json()).toMatchObject({
      users: [],
      total: 3,
      per_page: 15,
      current_page: 9,
      last_page: 1,
      from: null,
      to: null,
    });
    const none = await t.request({ url: '/api/v2/users?search=nobody-matches' });
    expect(none.json()).toMatchObject({ total: 0, last_page: 1, from: null, to: null });
    for (const q of [
      'per_page=0',
      'per_page=101',
      'per_page=-5',
      'page=0',
      'page=1.5',
      'per_page=abc',
    ]) {
      errorBody(await t.request({ url: `/api/v2/users?${q}` }), 400, 'rest_invalid_param');
    }
    expect((await t.request({ url: '/api/v2/users?per_page=100' })).statusCode).toBe(200);
  });

  it('treats search wildcards literally', async () => {
    await t.createAccount({ login: 'under_score' });
    const res = await t.request({ url: '/api/v2/users?search=_' });
    expect(res.json().users.map((u: { username: string }) => u.username)).toEqual(['under_score']);
  });

  it('keeps user management for administrators: hosts get 403 on lists, 404 on other users', async () => {
    const host = await t.createAccount();
    const other = await t.createAccount();
    errorBody(await t.request({ url: '/api/v2/users', as: host }), 403, 'rest_forbidden');
    errorBody(
      await t.request({
        method: 'POST',
        url: '/api/v2/users',
        as: host,
        payload: { username: 'x1', email: 'x1@example.com' },
      }),
      403,
      'rest_forbidden',
    );
    errorBody(
      await t.request({ url: `/api/v2/users/${other.id}`, as: host }),
      404,
      'user_not_found',
    );
    errorBody(
      await t.request({ url: `/api/v2/users/${other.id}/application-passwords`, as: host }),
      404,
      'user_not_found',
    );
    errorBody(
      await t.request({ method: 'DELETE', url: `/api/v2/users/${other.id}`, as: host }),
      403,
      'rest_forbidden',
    );
    expect((await t.request({ url: `/api/v2/users/${host.id}`, as: host })).statusCode).toBe(200);
    errorBody(await t.request({ url: '/api/v2/users/424242' }), 404, 'user_not_found');
  });

  it('lets users edit their profile but only administrators change roles and permissions', async () => {
    const host = await t.createAccount();
    const self = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { name: 'New Name', timezone: 'Asia/Kathmandu' },
    });
    expect(self.json()).toMatchObject({
      name: 'New Name',
      timezone: 'Asia/Kathmandu',
      role: 'host',
    });
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/users/${host.id}`,
        as: host,
        payload: { role: 'administrator' },
      }),
      403,
      'rest_forbidden',
    );
    const promoted = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      payload: { permissions: ['read_all_bookings'] },
    });
    expect(promoted.json().permissions).toEqual(['read_all_bookings']);
    expect(promoted.json().name).toBe('New Name');
    errorBody(
      await t.request({
        method: 'PUT',
        url: `/api/v2/users/${host.id}`,
        payload: { timezone: 'Nowhere/Land' },
      }),
      422,
      'rest_validation_failed',
    );
  });

  it('never deletes or demotes the last administrator', async () => {
    errorBody(
      await t.request({ method: 'DELETE', url: '/api/v2/users/1' }),
      409,
      'last_administrator',
    );
    errorBody(
      await t.request({ method: 'PUT', url: '/api/v2/users/1', payload: { role: 'host' } }),
      409,
      'last_administrator',
    );
    const host = await t.createAccount();
    const del = await t.request({ method: 'DELETE', url: `/api/v2/users/${host.id}` });
    expect(del.json()).toMatchObject({ deleted: true, previous: { id: host.id } });
    errorBody(await t.request({ url: `/api/v2/users/${host.id}` }), 404, 'user_not_found');
    errorBody(await t.request({ url: '/api/v2/users/me', as: host }), 401, 'invalid_username');
  });

  it('issues application passwords shown once, in the WordPress shape', async () => {
    const host = await t.createAccount();
    const created = await t.request({
      method: 'POST',
      url: `/api/v2/users/${host.id}/application-passwords`,
      as: host,
      payload: { name: 'Zapier' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(Object.keys(body).sort()).toEqual([
      'app_id',
      'created',
      'last_ip',
      'last_used',
      'name',
      'password',
      'uuid',
    ]);
    expect(body.password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    expect(body).toMatchObject({ name: 'Zapier', last_used: null, last_ip: null });
    const withNew = await t.request({
      url: '/api/v2/users/me',
      as: {
        ...host,
        auth: `Basic ${Buffer.from(`${host.login}:${body.password}`).toString('base64')}`,
      },
    });
    expect(withNew.statusCode).toBe(200);
    const list = await t.request({
      url: `/api/v2/users/${host.id}/application-passwords`,
      as: host,
    });
    expect(list.json().application_passwords).toHaveLength(2);
    expect(list.body).not.toContain(body.password);
    expect(list.body).not.toContain('password_hash');
    // An administrator manages anyone's; a wrong uuid is a 404.
    errorBody(
      await t.request({
        method: 'DELETE',
        url: `/api/v2/users/${host.id}/application-passwords/00000000-0000-4000-8000-000000000000`,
      }),
      404,
      'application_password_not_found',
    );
    errorBody(
      await t.request({
        method: 'DELETE',
        url: `/api/v2/users/${host.id}/application-passwords/not-a-uuid`,
      }),
      400,
      'rest_invalid_param',
    );
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/v2/users/${host.id}/application-passwords/${body.uuid}`,
    });
    expect(revoked.json()).toMatchObject({ deleted: true, previous: { uuid: body.uuid } });
  });
});
