/**
 * An OAuth client (oauth4webapi) connects to Slotbook end to end, in Debian's Chromium: it
 * discovers the protected resource's and the authorization server's metadata, registers itself,
 * sends the person's browser to authorize; the person signs in, sees the app's name and scopes,
 * approves; the client exchanges the code (PKCE) and calls the API with its `sbo_` token. After
 * the person revokes the app on the Profile screen the token is refused at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  DASHBOARD_DIALECTS,
  expectHeading,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';

/** The client's own redirect endpoint, on loopback: resolves with the URL it was sent to. */
async function startCallback(): Promise<{ server: Server; uri: string; reached: Promise<URL> }> {
  let settle: (url: URL) => void = () => {};
  const reached = new Promise<URL>((resolve) => (settle = resolve));
  const server = createServer((req, res) => {
    settle(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You may close this window.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, uri: `http://127.0.0.1:${port}/callback`, reached };
}

describe.each(DASHBOARD_DIALECTS)('an OAuth client connects with consent (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('discovers, registers, is approved, calls the API, and is refused once revoked', async () => {
    const { t, origin } = app;
    const person = await createPerson(t);
    const insecure = { [oauth.allowInsecureRequests]: true };
    const callback = await startCallback();

    // Discovery: the API's 401 to a bearer names the resource metadata, which names the server.
    const refused = await fetch(`${origin}/api/v2/schedules`, {
      headers: { authorization: 'Bearer sbo_unknown' },
    });
    expect(refused.status).toBe(401);
    const challenge = refused.headers.get('www-authenticate') ?? '';
    expect(challenge).toContain(
      `resource_metadata="${origin}/.well-known/oauth-protected-resource/api/v2"`,
    );
    const resource = await oauth.processResourceDiscoveryResponse(
      new URL(`${origin}/mcp`),
      await oauth.resourceDiscoveryRequest(new URL(`${origin}/mcp`), insecure),
    );
    const issuer = new URL(resource.authorization_servers![0]!);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { ...insecure, algorithm: 'oauth2' }),
    );
    const client = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        { client_name: 'Desk assistant', redirect_uris: [callback.uri] },
        insecure,
      ),
    );

    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorize = new URL(as.authorization_endpoint!);
    authorize.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: callback.uri,
      response_type: 'code',
      scope: 'bookings:read',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(authorize.toString());
    await page.getByLabel('Login or e-mail').fill(person.login);
    await page.getByLabel('Password').fill(person.accountPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(page, 'Desk assistant wants to use your Slotbook account');
    expect(await page.locator('main').innerText()).toContain('Read bookings');
    expect(await page.locator('main').innerText()).toContain(new URL(callback.uri).host);
    await page.getByRole('button', { name: 'Approve' }).click();
    const returned = await callback.reached;
    // The browser's navigation to the client's callback ends before this page goes elsewhere.
    await page.waitForURL((url) => url.href.startsWith(callback.uri), { timeout: UI_TIMEOUT });

    const params = oauth.validateAuthResponse(as, client, returned, state);
    const answer = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.None(),
        params,
        callback.uri,
        verifier,
        insecure,
      ),
    );
    expect(answer.access_token).toMatch(/^sbo_/);
    const call = () =>
      fetch(`${origin}/api/v2/schedules`, {
        headers: { authorization: `Bearer ${answer.access_token}` },
      });
    expect((await call()).status).toBe(200);

    await page.goto(`${origin}/app/profile`);
    const list = page.getByRole('list', { name: 'Connected apps' });
    await list.getByText('Desk assistant', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke Desk assistant' }).click();
    await page.getByText('Desk assistant was revoked.').waitFor({ timeout: UI_TIMEOUT });
    expect((await call()).status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
    callback.server.close();
  });
});
