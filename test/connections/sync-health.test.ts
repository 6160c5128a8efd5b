/**
 * A connection's health: a failing sync records since when it fails (kept across failures,
 * cleared by a success), shown in the API; after an hour of failures the host gets one e-mail
 * over SMTP, not one per failure, and a new run of failures mails again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:lunch@example.com',
  'DTSTAMP:20300101T000000Z',
  'DTSTART:20310107T120000Z',
  'DTEND:20310107T130000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const MINUTE = 60_000;
/** The API's timestamps: UTC with an explicit offset. */
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', '+00:00');

/** A feed that answers 503 while `failing` is set. */
async function startFeed() {
  const state = { failing: false };
  const server = http.createServer((_req, res) => {
    if (state.failing) return res.writeHead(503).end('down for maintenance');
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/private/work.ics`,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(DIALECTS)('connection health (%s)', (dialect) => {
  let now = Date.parse('2031-01-06T08:00:00Z');
  let m: MailingApp;
  let feed: Awaited<ReturnType<typeof startFeed>>;
  let host: Account;

  beforeAll(async () => {
    feed = await startFeed();
    m = await startMailingApp(dialect, {
      clock: () => now,
      env: { CONNECTIONS_ALLOW_PRIVATE: 'true' },
    });
    host = await m.t.createAccount();
  });
  afterAll(async () => {
    await m?.close();
    await feed?.close();
  });

  async function sync(id: number) {
    const res = await m.t.request({
      method: 'POST',
      url: `/api/v2/connections/${id}/sync`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('keeps since when syncs fail, mails the host once after an hour, and clears on success', async () => {
    feed.state.failing = false;
    const created = await m.t.request({
      method: 'POST',
      url: '/api/v2/connections',
      as: host,
      payload: { kind: 'ics', name: 'Work', url: feed.url },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().connection.id;
    expect(created.json().connection.sync.failing_since).toBeNull();

    feed.state.failing = true;
    const first = now;
    const failed = await sync(id);
    expect(failed.result.ok).toBe(false);
    expect(failed.connection.sync.last_error).toMatch(/503/);
    expect(failed.connection.sync.failing_since).toBe(iso(first));

    // 59 minutes of failures: the start of the run is kept, nobody is mailed yet.
    now += 59 * MINUTE;
    const later = await sync(id);
    expect(later.connection.sync.failing_since).toBe(iso(first));
    expect(await m.deliver()).toEqual([]);

    // Past the hour: one e-mail to the host, naming the connection and the error.
    now += 2 * MINUTE;
    await sync(id);
    now += 10 * MINUTE;
    await sync(id);
    const mails = await m.deliver();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Slotbook cannot sync your calendar "Work"');
    expect(mail!.to).toMatchObject({ text: `${host.login}@example.com` });
    expect(mail!.text).toContain(iso(first));
    expect(mail!.text).toMatch(/503/);
    expect(mail!.text).not.toContain('private/work.ics');

    // A success clears it; a new run of failures mails again after its own hour.
    feed.state.failing = false;
    const healed = await sync(id);
    expect(healed.result.ok).toBe(true);
    expect(healed.connection.sync.failing_since).toBeNull();
    expect(healed.connection.sync.last_error).toBeNull();
    feed.state.failing = true;
    await sync(id);
    now += 61 * MINUTE;
    await sync(id);
    expect(await m.deliver()).toHaveLength(1);
  });
});
