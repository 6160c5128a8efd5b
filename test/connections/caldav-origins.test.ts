/**
 * CalDAV credentials go only to the origin (scheme, host, port) they were given for. A hostile
 * server that names a principal, a calendar home or a calendar on another origin, or redirects
 * there, gets an error on the connection; the other origin never sees the credentials.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const multistatus = (responses: string, extra = '') =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  '<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">' +
  `${responses}${extra}</d:multistatus>`;
const response = (href: string, props: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop>${props}</d:prop>` +
  '<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>';

/** Where the server says things are; each may be a path (same origin) or another origin's URL. */
interface Layout {
  principal: string;
  home: string;
  calendar: string;
  /** A redirect answered to the first PROPFIND instead of the principal. */
  redirect: string | null;
}

/** A small CalDAV server (one empty calendar) that records every request's credentials. */
async function startDavPeer() {
  const seen: { method: string; url: string; authorization: string | undefined }[] = [];
  const layout: Layout = {
    principal: '/dav/principal/',
    home: '/dav/home/',
    calendar: '/dav/home/team/',
    redirect: null,
  };
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
    });
    req.resume();
    req.on('end', () => {
      const url = req.url ?? '';
      const dav = (body: string) =>
        res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' }).end(body);
      if (req.method === 'PROPFIND' && (url === '/dav/' || url === '/.well-known/caldav')) {
        if (layout.redirect) return res.writeHead(301, { location: layout.redirect }).end();
        const principal = `<d:current-user-principal><d:href>${layout.principal}</d:href></d:current-user-principal>`;
        return dav(multistatus(response(url, principal)));
      }
      if (req.method === 'PROPFIND' && url === '/dav/principal/') {
        const home = `<c:calendar-home-set><d:href>${layout.home}</d:href></c:calendar-home-set>`;
        return dav(multistatus(response(url, home)));
      }
      if (req.method === 'PROPFIND' && url === '/dav/home/') {
        const calendar =
          '<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>' +
          '<d:displayname>Work</d:displayname>' +
          '<c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>';
        const home = '<d:resourcetype><d:collection/></d:resourcetype>';
        return dav(multistatus(response(url, home) + response(layout.calendar, calendar)));
      }
      if (req.method === 'REPORT' && url === '/dav/home/team/') {
        return dav(multistatus('', '<d:sync-token>http://example.com/sync/1</d:sync-token>'));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    layout,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

type Peer = Awaited<ReturnType<typeof startDavPeer>>;

describe.each(DIALECTS)('CalDAV credentials stay with their origin (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let peer: Peer;
  let other: Peer;
  let host: Account;

  beforeAll(async () => {
    peer = await startDavPeer();
    other = await startDavPeer();
  });
  afterAll(async () => {
    await peer?.close();
    await other?.close();
  });
  beforeEach(async () => {
    host = await t.createAccount();
    Object.assign(peer.layout, {
      principal: '/dav/principal/',
      home: '/dav/home/',
      calendar: '/dav/home/team/',
      redirect: null,
    });
    peer.seen.length = 0;
    other.seen.length = 0;
  });

  const create = () =>
    t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: {
        kind: 'caldav',
        server_url: `${peer.origin}/dav/`,
        username: 'alice',
        password: 'secret-app-password',
      },
    });

  /** The ways a server can point elsewhere: its principal, its home, a calendar, a redirect. */
  const hostile: [string, () => Partial<Layout>][] = [
    ['principal', () => ({ principal: `${other.origin}/dav/principal/` })],
    ['calendar home', () => ({ home: `${other.origin}/dav/home/` })],
    ['calendar', () => ({ calendar: `${other.origin}/dav/home/team/` })],
    ['redirect', () => ({ redirect: `${other.origin}/dav/` })],
  ];

  it.each(hostile)(
    'refuses a new connection whose server names a %s on another origin',
    async (_what, layout) => {
      Object.assign(peer.layout, layout());
      const res = await create();
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('connection_failed');
      expect(res.json().message).toContain(other.origin);
      expect(res.body).not.toContain('secret-app-password');
      expect(other.seen.filter((r) => r.authorization !== undefined)).toEqual([]);
      expect(peer.seen.length).toBeGreaterThan(0);
      expect(peer.seen.every((r) => r.authorization !== undefined)).toBe(true);
      const list = await t.request({ url: '/api/v2/connections', as: host });
      expect(list.json().connections).toEqual([]);
    },
  );

  it.each(hostile)(
    'shows the error on a connection whose server later names a %s on another origin',
    async (_what, layout) => {
      const created = await create();
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().connection.id as number;
      expect(created.json().connection.sync.last_error).toBeNull();
      Object.assign(peer.layout, layout());
      other.seen.length = 0;
      const synced = await t.request({
        method: 'POST',
        url: `/api/v2/connections/${id}/sync`,
        as: host,
      });
      expect(synced.statusCode, synced.body).toBe(200);
      expect(synced.json().result.ok).toBe(false);
      const shown = await t.request({ url: `/api/v2/connections/${id}`, as: host });
      const error = shown.json().connection.sync.last_error as string;
      expect(error).toContain(other.origin);
      expect(error).not.toContain('secret-app-password');
      expect(other.seen.filter((r) => r.authorization !== undefined)).toEqual([]);
    },
  );
});
