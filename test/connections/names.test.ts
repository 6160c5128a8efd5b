/**
 * Connection names: chosen by the host, or by default the calendar's name on its server (a
 * feed's X-WR-CALNAME), else the host name of its address; renamed later; validated (not blank,
 * at most 100 characters); nobody renames another host's connection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const calendar = (...header: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...header, 'END:VCALENDAR'].join('\r\n');

const FEEDS: Record<string, string> = {
  '/named.ics': calendar('X-WR-CALNAME:Team offsite\\, Lisbon'),
  '/folded.ics': calendar('X-WR-CALNAME;VALUE=TEXT:Work', '  calendar'),
  '/nameless.ics': calendar(),
};

async function startFeeds() {
  const server = http.createServer((req, res) => {
    const body = FEEDS[req.url ?? ''];
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(DIALECTS)('connection names (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let feeds: Awaited<ReturnType<typeof startFeeds>>;
  let host: Account;
  beforeAll(async () => {
    feeds = await startFeeds();
    host = await t.createAccount();
  });
  afterAll(() => feeds?.close());

  const connect = (payload: Record<string, unknown>, as = host) =>
    t.request({ method: 'POST', url: '/api/v2/connections', as, payload });
  const rename = (id: number, payload: Record<string, unknown>, as = host) =>
    t.request({ method: 'PUT', url: `/api/v2/connections/${id}`, as, payload });

  it("defaults to the feed's calendar name, else the address's host name", async () => {
    const named = await connect({ kind: 'ics', url: feeds.url('/named.ics') });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().connection.name).toBe('Team offsite, Lisbon');
    const folded = await connect({ kind: 'ics', url: feeds.url('/folded.ics') });
    expect(folded.json().connection.name).toBe('Work calendar');
    const nameless = await connect({ kind: 'ics', url: feeds.url('/nameless.ics') });
    expect(nameless.json().connection.name).toBe('127.0.0.1');
    const chosen = await connect({ kind: 'ics', url: feeds.url('/named.ics'), name: '  Home  ' });
    expect(chosen.json().connection.name).toBe('Home');
  });

  it('renames a connection, refusing a blank or too long name', async () => {
    const made = await connect({ kind: 'ics', url: feeds.url('/nameless.ics') });
    const id: number = made.json().connection.id;
    const renamed = await rename(id, { name: ' Work calendar ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().connection.name).toBe('Work calendar');
    const listed = await t.request({ url: '/api/v2/connections', as: host });
    const names = listed.json().connections.map((c: { name: string }) => c.name);
    expect(names).toContain('Work calendar');

    const blank = errorBody(await rename(id, { name: '   ' }), 422, 'rest_validation_failed');
    expect(blank.data).toHaveProperty('errors.name');
    const long = await rename(id, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(long.json().data.errors).toHaveProperty('name');
    expect((await rename(id, { name: 'x'.repeat(100) })).statusCode).toBe(200);
    const refused = await connect({ kind: 'ics', url: feeds.url('/named.ics'), name: '' });
    expect(refused.statusCode).toBe(422);
  });

  it("does not let a host rename another host's connection", async () => {
    const made = await connect({ kind: 'ics', url: feeds.url('/named.ics') });
    const id: number = made.json().connection.id;
    const other = await t.createAccount();
    errorBody(await rename(id, { name: 'Mine now' }, other), 404, 'connection_not_found');
    const mine = await t.request({ url: `/api/v2/connections/${id}`, as: host });
    expect(mine.json().connection.name).toBe('Team offsite, Lisbon');
  });
});
