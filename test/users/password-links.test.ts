/**
 * A set-password link works only while it is the user's newest of its kind and their password
 * has not changed since: setting or changing the password, a newer link and signing out
 * everywhere end every outstanding one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitLinkToken,
  cookieOf,
  PASSWORD,
  personWithPassword,
  requestReset,
  setPassword,
  signIn,
} from '../helpers/accounts.js';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('set-password links end with the password (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const signedIn = async (login: string) => cookieOf(await signIn(t, login, PASSWORD));
  const reset = async (email: string, count: number) => {
    expect((await requestReset(t, email, `192.0.2.${count}`)).statusCode).toBe(202);
    return awaitLinkToken(t, email, 'account_password_reset', count);
  };

  it('ends an invitation once the password is chosen another way', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    const invited = await t.request({
      method: 'POST',
      url: '/api/v2/accounts/invitations',
      payload: { user_id: host.id },
    });
    expect(invited.statusCode).toBe(202);
    const invitation = await awaitLinkToken(t, `${host.login}@example.com`, 'account_invitation');
    // Signed in with an application password, the host chooses a password without the link.
    const chosen = await t.request({
      as: host,
      method: 'PUT',
      url: '/api/v2/accounts/password',
      payload: { new_password: PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);
    errorBody(await setPassword(t, invitation, 'taken over the account'), 422, 'invalid_link');
    expect((await signIn(t, host.login, PASSWORD)).statusCode).toBe(200);
  });

  it('ends an older reset link when a newer one is mailed', async () => {
    t = await createTestApp(dialect);
    const person = await personWithPassword(t);
    const older = await reset(person.email, 1);
    const newer = await reset(person.email, 2);
    expect(newer).not.toBe(older);
    errorBody(await setPassword(t, older, 'an older link password'), 422, 'invalid_link');
    expect((await setPassword(t, newer, 'the newest link password')).statusCode).toBe(200);
  });

  it('ends reset links when the password is changed', async () => {
    t = await createTestApp(dialect);
    const person = await personWithPassword(t);
    const link = await reset(person.email, 1);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/accounts/password',
      headers: { cookie: await signedIn(person.login) },
      payload: { current_password: PASSWORD, new_password: 'a changed long password' },
    });
    expect(changed.statusCode).toBe(200);
    errorBody(await setPassword(t, link, 'a password of the link'), 422, 'invalid_link');
  });

  it('ends reset links when the user signs out everywhere', async () => {
    t = await createTestApp(dialect);
    const person = await personWithPassword(t);
    const link = await reset(person.email, 1);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/accounts/sessions',
      headers: { cookie: await signedIn(person.login) },
    });
    expect(out.statusCode).toBe(200);
    errorBody(await setPassword(t, link, 'a password of the link'), 422, 'invalid_link');
    expect((await signIn(t, person.login, PASSWORD)).statusCode).toBe(200);
  });
});
