/**
 * Microsoft's OAuth against the stand-in's token endpoint: the authorization URL (PKCE, state,
 * scopes), tokens kept while they have time to live, refreshed ahead of expiry, and a revoked
 * grant reported as needing a reconnect, never showing a token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MicrosoftSettings } from '../../src/config-sections.js';
import {
  freshMicrosoftTokens,
  MicrosoftGrantRevoked,
  microsoftAuthorizationRequest,
  REFRESH_MARGIN_MS,
} from '../../src/modules/connections/microsoft-oauth.js';
import { startMicrosoftStandIn } from './microsoft-stand-in.js';

const CLIENT = { id: '11111111-2222-3333-4444-555555555555', secret: 'ms-client-secret' };
let ms: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
let settings: MicrosoftSettings;
const limits = { allowPrivate: true, timeoutMs: 2_000 };

beforeAll(async () => {
  ms = await startMicrosoftStandIn({ accessToken: 'unused', client: CLIENT });
  settings = {
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    loginBaseUrl: ms.loginBaseUrl,
    graphBaseUrl: ms.graphBaseUrl,
  };
});
afterAll(() => ms.close());

describe('Microsoft OAuth', () => {
  it('asks for consent with PKCE, state and the calendar and meeting scopes', async () => {
    const { url, state, verifier } = await microsoftAuthorizationRequest(
      settings,
      'https://book.example',
    );
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe(`${ms.loginBaseUrl}/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: 'https://book.example/api/v2/connections/microsoft/callback',
      response_type: 'code',
      scope: 'offline_access Calendars.ReadWrite OnlineMeetings.ReadWrite User.Read',
      state,
      code_challenge_method: 'S256',
    });
    expect(u.searchParams.get('code_challenge')).not.toContain(verifier);
  });

  it('keeps a token with time to live, and refreshes one about to expire', async () => {
    ms.refreshTokens.add('refresh-1');
    const now = Date.now();
    const tokens = {
      refresh_token: 'refresh-1',
      access_token: 'old',
      expires_at: now + REFRESH_MARGIN_MS + 60_000,
    };
    expect(await freshMicrosoftTokens(settings, limits, tokens, now)).toBe(tokens);
    expect(ms.issued).toEqual([]);
    const soon = { ...tokens, expires_at: now + REFRESH_MARGIN_MS - 1 };
    const fresh = await freshMicrosoftTokens(settings, limits, soon, now);
    expect(fresh).toEqual({
      refresh_token: 'refresh-1',
      access_token: ms.issued[0],
      expires_at: now + 3_599_000,
    });
    expect(ms.issued).toHaveLength(1);
    expect(ms.violations).toEqual([]);
  });

  it('reports a revoked grant as needing a reconnect, without the token', async () => {
    ms.refreshTokens.delete('refresh-1');
    const expired = { refresh_token: 'refresh-1', access_token: 'old', expires_at: 0 };
    const error = await freshMicrosoftTokens(settings, limits, expired, Date.now()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MicrosoftGrantRevoked);
    expect(String((error as Error).message)).not.toMatch(/refresh-1|old|secret/);
  });
});
