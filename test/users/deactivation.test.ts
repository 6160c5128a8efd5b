/**
 * Deactivating a user: an administrator turns a user off and on again with `active`; while off,
 * the user cannot sign in and their sessions and application passwords are refused; their
 * sessions and unused set-password links end. Nobody else may do it, nor to themselves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  cookieOf,
  PASSWORD,
  personWithPassword,
  setPassword,
  signIn,
} from '../helpers/accounts.js';
import { basic, createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { issueAppPassword } from '../../src/modules/users/user-rules.js';

describe.each(DIALECTS)('deactivated users (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const setActive = (id: number, active: boolean, as = t.admin) =>
    t.request({ as, method: 'PUT', url: `/api/v2/users/${id}`, payload: { active } });

  it('refuses their sign-in, sessions and application passwords until reactivated', async () => {
    t = await createTestApp(dialect);
    const person = await personWithPassword(t);
    const { password } = await issueAppPassword(
      t.testDb.database.db,
      t.secret,
      Date.now(),
      person.id,
      'script',
    );
    const auth = basic(person.login, password);
    const cookie = cookieOf(await signIn(t, person.login, PASSWORD));
    const me = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/v2/users/me', headers });
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await me({ authorization: auth })).statusCode).toBe(200);

    const off = await setActive(person.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: person.id, active: false });
    errorBody(await me({ authorization: auth }), 401, 'account_deactivated');
    errorBody(await me({ cookie }), 401, 'rest_forbidden');
    errorBody(await signIn(t, person.login, PASSWORD, '10.1.1.1'), 403, 'account_deactivated');
    // A wrong password says nothing about the account.
    errorBody(
      await signIn(t, person.login, 'not the password', '10.1.1.2'),
      401,
      'invalid_credentials',
    );
    const listed = await t.request({ url: '/api/v2/users', query: { search: person.login } });
    expect(listed.json<{ users: { active: boolean }[] }>().users[0]?.active).toBe(false);

    const on = await setActive(person.id, true);
    expect(on.json()).toMatchObject({ active: true });
    expect((await me({ authorization: auth })).statusCode).toBe(200);
    // The session ended with the deactivation: it does not come back.
    errorBody(await me({ cookie }), 401, 'rest_forbidden');
    expect((await signIn(t, person.login, PASSWORD, '10.1.1.3')).statusCode).toBe(200);
  });

  it('is for administrators only, never on oneself', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    const other = await t.createAccount();
    // Another user is not even readable to a host; their own row is, but not this field.
    errorBody(await setActive(other.id, false, host), 404, 'user_not_found');
    errorBody(await setActive(host.id, false, host), 403, 'rest_forbidden');
    const self = await setActive(t.admin.id, false);
    errorBody(self, 422, 'rest_validation_failed');
    expect(self.body).toContain('You cannot deactivate yourself.');
    const bad = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${other.id}`,
      payload: { active: 'no' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await t.request({ as: other, url: '/api/v2/users/me' })).statusCode).toBe(200);
  });

  it('keeps an active administrator: a deactivated one does not count', async () => {
    t = await createTestApp(dialect);
    const second = await t.createAccount({ role: 'administrator' });
    expect((await setActive(second.id, false)).statusCode).toBe(200);
    // The first administrator is now the only active one: demoting them is refused.
    errorBody(
      await t.request({ method: 'PUT', url: '/api/v2/users/1', payload: { role: 'host' } }),
      409,
      'last_administrator',
    );
    // A deactivated administrator may still be demoted or deleted.
    const demoted = await t.request({
      method: 'PUT',
      url: `/api/v2/users/${second.id}`,
      payload: { role: 'host' },
    });
    expect(demoted.statusCode).toBe(200);
  });

  it('ends the invitation sent before: the link sets no password afterwards', async () => {
    t = await createTestApp(dialect);
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: 'invitee', email: 'invitee@example.com', role: 'host' },
    });
    const { id, invitation_url } = created.json<{ id: number; invitation_url: string }>();
    const token = new URL(invitation_url).searchParams.get('token') ?? '';
    expect((await setActive(id, false)).statusCode).toBe(200);
    errorBody(await setPassword(t, token), 422, 'invalid_link');
    // Reactivated, the account needs a new invitation; the old link stays ended.
    expect((await setActive(id, true)).statusCode).toBe(200);
    errorBody(await setPassword(t, token), 422, 'invalid_link');
  });
});
