/**
 * A CalDAV server without sync tokens: Radicale behind a proxy that refuses the sync-collection
 * report (501), as some servers do. Slotbook then asks the calendar's CTag, and when it changed
 * compares ETags, downloading only the objects that are new or changed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';
import { startRadicale, type Radicale } from '../helpers/radicale.js';

const T0 = Date.parse('2027-03-01T08:00:00Z');
const started = Date.now();
const clock = () => T0 + (Date.now() - started);

const event = (uid: string, day: string, hour: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20270101T000000Z',
    `DTSTART:${day}T${hour}0000Z`,
    `DTEND:${day}T${hour}3000Z`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\n');

/** Forwards everything to Radicale but the sync-collection report; counts what was refused. */
async function startProxy(target: string) {
  const counts = { refusedSyncReports: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'REPORT' && body.includes('sync-collection')) {
        counts.refusedSyncReports++;
        res.writeHead(501).end();
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'depth']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(target + (req.url ?? '/'), {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      }).then(
        async (answer) => {
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? '',
          });
          res.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, counts, close: () => server.close() };
}

describe.each(DIALECTS)('CalDAV without sync tokens (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock, env: { CONNECTIONS_ALLOW_PRIVATE: 'true' } });
  let radicale: Radicale;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let host: Account;

  beforeAll(async () => {
    radicale = await startRadicale();
    proxy = await startProxy(radicale.url);
    host = await t.createAccount();
  });
  afterAll(async () => {
    proxy?.close();
    await radicale?.close();
  });

  it('uses the CTag and ETags, and downloads only new or changed objects', async () => {
    const cal = await radicale.makeCalendar('work', 'Work');
    await radicale.put(cal, 'a.ics', event('a', '20270310', '10'));
    await radicale.put(cal, 'b.ics', event('b', '20270311', '10'));
    const res = await t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: {
        kind: 'caldav',
        server_url: proxy.url,
        username: radicale.username,
        password: radicale.password,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const connection: Json = res.json().connection;
    expect(connection.sync.last_fetched).toBe(2);
    expect(connection.calendars[0].busy_intervals).toBe(2);
    expect(proxy.counts.refusedSyncReports).toBeGreaterThan(0);
    const sync = async () => {
      const answer = await t.request({
        method: 'POST',
        url: `/api/v2/connections/${connection.id}/sync`,
        as: host,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect((await sync()).result).toEqual({ ok: true, fetched: 0, error: null });
    await radicale.put(cal, 'b.ics', event('b', '20270311', '12'));
    await radicale.put(cal, 'c.ics', event('c', '20270312', '10'));
    expect((await sync()).result.fetched).toBe(2);
    await radicale.remove(cal, 'a.ics');
    const after = await sync();
    expect(after.result.fetched).toBe(0);
    expect(after.connection.calendars[0].busy_intervals).toBe(2);
  });
});
