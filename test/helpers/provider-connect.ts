/**
 * Connecting a Google, Microsoft or Zoom account through the API against its stand-in, as the
 * dashboard does: the start (a redirect to the stand-in's consent page), the callback with the
 * state and code the consent page's button sends, and reading or syncing the connection.
 */
import { expect } from 'vitest';
import type { Account, TestApp } from './app.js';
import type { Json } from './json.js';

/** The suite's app, host and the host's session cookie (`slotbook_session=...`), once set up. */
export interface ConnectingHost {
  t: TestApp;
  host: Account;
  cookie: string;
}

export function providerConnections(
  kind: 'google' | 'microsoft' | 'zoom',
  suite: () => ConnectingHost,
  /** What the provider adds to its callback besides `state` and `code`. */
  extraQuery = '',
) {
  const session = () => suite().cookie;
  const host = () => suite().host;
  const get = (url: string, sessionCookie = session()) =>
    suite().t.app.inject({ method: 'GET', url, headers: { cookie: sessionCookie } });

  /** Starts the flow; answers the state and the code the consent page's button sends. */
  async function consent(sessionCookie = session()) {
    const start = await get(`/api/v2/connections/${kind}/start`, sessionCookie);
    expect(start.statusCode, start.body).toBe(302);
    const page = await (await fetch(String(start.headers.location))).text();
    const state = /name="state" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const code = /name="code" value="([^"]+)"/.exec(page)?.[1] ?? '';
    return { state, code, authorize: new URL(String(start.headers.location)) };
  }

  const callback = (state: string, code: string, sessionCookie = session()) =>
    get(
      `/api/v2/connections/${kind}/callback?state=${encodeURIComponent(state)}&code=${code}${extraQuery}`,
      sessionCookie,
    );

  async function connect(): Promise<number> {
    const { state, code } = await consent();
    const back = await callback(state, code);
    expect(back.statusCode, back.body).toBe(302);
    const location = String(back.headers.location);
    expect(location).toMatch(new RegExp(`^/app/connections\\?${kind}_connected=\\d+$`));
    return Number(location.split('=')[1]);
  }

  async function connection(id: number): Promise<Json> {
    const res = await suite().t.request({ url: `/api/v2/connections/${id}`, as: host() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().connection;
  }

  async function sync(id: number) {
    const res = await suite().t.request({
      method: 'POST',
      url: `/api/v2/connections/${id}/sync`,
      as: host(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  return { get, consent, callback, connect, connection, sync };
}
