/**
 * The invitation link in the answer: an administrator who creates a user or invites one again
 * gets the one-time link itself, told whether an e-mail server was there to mail it; a newer
 * invitation ends the older link; nobody else gets a link; the OpenAPI document describes it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { linkTokensFor, PASSWORD, setPassword, signIn } from '../helpers/accounts.js';
import { createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

interface Invited {
  invitation_url: string;
  invitation_mailed: boolean;
  message: string;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

describe.each(DIALECTS)('invitation links for administrators (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function createHost(login: string) {
    const created = await t.request({
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: login, email: `${login}@example.com`, role: 'host' },
    });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: number } & Invited>();
  }

  const invite = (userId: number, as = t.admin) =>
    t.request({
      as,
      method: 'POST',
      url: '/api/v2/accounts/invitations',
      payload: { user_id: userId },
    });

  it('answers the link of a new user, the one mailed, and says no e-mail server is set', async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://book.example' } });
    const host = await createHost('newhost');
    expect(host.invitation_url).toMatch(
      /^https:\/\/book\.example\/app\/set-password\?token=[A-Za-z0-9_-]{20,}$/,
    );
    expect(host.invitation_mailed).toBe(false);
    // The e-mail written for the user carries the same link.
    expect(await linkTokensFor(t, 'newhost@example.com', 'account_invitation')).toEqual([
      tokenOf(host.invitation_url),
    ]);
    expect((await setPassword(t, tokenOf(host.invitation_url))).statusCode).toBe(200);
    expect((await signIn(t, 'newhost', PASSWORD)).statusCode).toBe(200);
  });

  it('says an e-mail was queued when an e-mail server is configured', async () => {
    t = await createTestApp(dialect, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    const host = await createHost('mailedhost');
    expect(host.invitation_mailed).toBe(true);
    const again = await invite(host.id);
    expect(again.statusCode).toBe(202);
    expect(again.json<Invited>()).toMatchObject({
      invitation_mailed: true,
      message: 'The invitation is on its way.',
    });
  });

  it('a new invitation answers a new link and ends the older one', async () => {
    t = await createTestApp(dialect);
    const host = await createHost('resent');
    const again = await invite(host.id);
    expect(again.statusCode).toBe(202);
    const body = again.json<Invited>();
    expect(body.invitation_mailed).toBe(false);
    expect(body.message).toBe('No e-mail server is configured: send this link yourself.');
    expect(body.invitation_url).not.toBe(host.invitation_url);
    errorBody(await setPassword(t, tokenOf(host.invitation_url)), 422, 'invalid_link');
    expect((await setPassword(t, tokenOf(body.invitation_url))).statusCode).toBe(200);
  });

  it('gives no link to anyone but an administrator, nor for a missing user', async () => {
    t = await createTestApp(dialect);
    const host = await t.createAccount();
    const other = await createHost('someone');
    const refused = await invite(other.id, host);
    errorBody(refused, 403, 'rest_forbidden');
    expect(refused.body).not.toContain('set-password');
    const created = await t.request({
      as: host,
      method: 'POST',
      url: '/api/v2/users',
      payload: { username: 'sneaky', email: 'sneaky@example.com' },
    });
    expect(created.statusCode).toBe(403);
    expect(created.body).not.toContain('set-password');
    expect((await invite(987_654)).statusCode).toBe(404);
    // Nor does reading users show a link.
    const read = await t.request({ url: `/api/v2/users/${other.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('invitation_url');
  });

  it('documents the fields in the OpenAPI document', async () => {
    t = await createTestApp(dialect);
    const doc = (await t.request({ url: '/openapi.json', as: null })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const schemaOf = (path: string, method: string, status: string) =>
      JSON.stringify(doc.paths[path]?.[method]?.responses[status]);
    for (const [path, method, status] of [
      ['/api/v2/users', 'post', '201'],
      ['/api/v2/accounts/invitations', 'post', '202'],
    ] as const) {
      const text = schemaOf(path, method, status);
      expect(text).toContain('"invitation_url"');
      expect(text).toContain('"invitation_mailed"');
      expect(text).toContain('Shown only in this answer');
    }
  });
});
