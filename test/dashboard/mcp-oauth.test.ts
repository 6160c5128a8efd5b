/**
 * An MCP client connects to `/mcp` with the SDK's own OAuth support, end to end in Debian's
 * Chromium: its first request meets a 401, it discovers the resource's and the authorization
 * server's metadata, registers itself, and the authorization URL it opens is answered by a
 * person who signs in to the dashboard and approves; the client exchanges the code and calls a
 * tool. Once the person revokes the app on the Profile screen, the very next call is refused
 * with a 401 and the client is sent back to ask for consent again.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  UnauthorizedError,
  type OAuthClientProvider,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableEvent } from '../helpers/booking-factories.js';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  DASHBOARD_DIALECTS,
  expectHeading,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
} from '../helpers/dashboard.js';

/** The client's loopback redirect endpoint: each visit's URL, in order. */
async function startCallback() {
  const visits: URL[] = [];
  let arrived: () => void = () => {};
  const server: Server = createServer((req, res) => {
    visits.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    arrived();
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You may close this window.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const next = () => new Promise<void>((resolve) => (arrived = resolve));
  return { server, uri: `http://127.0.0.1:${port}/callback`, visits, next };
}

/** What an MCP client keeps between runs, here in memory; it records where it was sent. */
class MemoryProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  readonly opened: URL[] = [];
  readonly states: string[] = [];
  constructor(readonly redirectUrl: string) {}
  get clientMetadata() {
    return {
      client_name: 'Agent desk',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() {
    const state = `state-${this.states.length + 1}-${Math.random().toString(36).slice(2)}`;
    this.states.push(state);
    return state;
  }
  clientInformation = () => this.client;
  saveClientInformation(information: OAuthClientInformationMixed) {
    this.client = information;
  }
  tokens = () => this.saved;
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.opened.push(url);
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier = () => this.verifier;
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    if (scope === 'all' || scope === 'client') this.client = undefined;
    if (scope === 'all' || scope === 'tokens') this.saved = undefined;
  }
}

describe.each(DASHBOARD_DIALECTS)('an MCP client connects through OAuth (%s)', (dialect) => {
  let app: DashboardApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('meets a 401, registers, is approved in the dashboard, calls a tool, and is refused once revoked', async () => {
    const { t, origin } = app;
    const person = await createPerson(t);
    const { event } = await bookableEvent(t, person);
    const callback = await startCallback();
    const provider = new MemoryProvider(callback.uri);
    // Every answer /mcp gives the client, in order.
    const statuses: number[] = [];
    const mcp = new URL(`${origin}/mcp`);
    const transport = () =>
      new StreamableHTTPClientTransport(mcp, {
        authProvider: provider,
        fetch: async (url, init) => {
          const response = await fetch(url, init);
          if (String(url) === mcp.href) statuses.push(response.status);
          return response;
        },
      });

    // No token yet: the 401 starts discovery, registration and the authorization request.
    const first = transport();
    await expect(new Client({ name: 'agent', version: '1' }).connect(first)).rejects.toThrow(
      UnauthorizedError,
    );
    expect(statuses).toEqual([401]);
    expect(provider.client?.client_id).toEqual(expect.any(String));
    const [authorization] = provider.opened;
    expect(authorization?.origin).toBe(origin);
    expect(authorization?.searchParams.get('resource')).toBe(mcp.href);

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const returned = callback.next();
    await page.goto(authorization!.toString());
    await page.getByLabel('Login or e-mail').fill(person.login);
    await page.getByLabel('Password').fill(person.accountPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(page, 'Agent desk wants to use your Slotbook account');
    expect(await page.locator('main').innerText()).toContain(new URL(callback.uri).host);
    await page.getByRole('button', { name: 'Approve' }).click();
    await returned;
    const answer = callback.visits[0]!;
    expect(answer.searchParams.get('state')).toBe(provider.states[0]);
    await first.finishAuth(answer.searchParams.get('code')!);
    expect(provider.saved?.access_token).toMatch(/^sbo_/);

    const client = new Client({ name: 'agent', version: '1' });
    await client.connect(transport());
    const listed = await client.callTool({ name: 'list_event_types', arguments: {} });
    expect(listed.isError).toBeUndefined();
    const types = (listed.structuredContent as { event_types: { id: number }[] }).event_types;
    expect(types.map((type) => type.id)).toContain(event.id);

    // An hour later the access token has expired: the client refreshes (rotation) and retries.
    const firstToken = provider.saved!.access_token;
    await t.testDb.database.db
      .updateTable('oauth_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('kind', '=', 'access')
      .execute();
    const sinceExpiry = statuses.length;
    const again = await client.callTool({ name: 'list_event_types', arguments: {} });
    expect(again.isError).toBeUndefined();
    expect(statuses.slice(sinceExpiry)).toEqual([401, 200]);
    expect(provider.saved?.access_token).toMatch(/^sbo_/);
    expect(provider.saved?.access_token).not.toBe(firstToken);

    await page.goto(`${origin}/app/profile`);
    const apps = page.getByRole('list', { name: 'Connected apps' });
    await apps.getByText('Agent desk', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke Agent desk' }).click();
    await page.getByText('Agent desk was revoked.').waitFor({ timeout: UI_TIMEOUT });

    // The very next call is refused; the refresh token died with the grant, so the client can
    // only ask the person again.
    const before = statuses.length;
    await expect(client.callTool({ name: 'list_event_types', arguments: {} })).rejects.toThrow(
      UnauthorizedError,
    );
    expect(statuses[before]).toBe(401);
    expect(provider.opened).toHaveLength(2);
    expect(problems).toEqual([]);
    await client.close();
    await context.close();
    callback.server.close();
  });
});
