/**
 * A real Radicale CalDAV server for connection tests: started on a free loopback port with its
 * own temporary storage folder and htpasswd users file (plain passwords), stopped (and started
 * again on the same port and storage) by the test. Objects are written to it over CalDAV, as a
 * host's calendar app would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export interface Radicale {
  url: string;
  port: number;
  username: string;
  password: string;
  /** The storage folder (collections are under `collection-root/<user>/<name>`). */
  storage: string;
  /** Creates a calendar collection under the user's home; answers its URL. */
  makeCalendar(name: string, displayName?: string): Promise<string>;
  put(calendarUrl: string, name: string, ics: string): Promise<void>;
  remove(calendarUrl: string, name: string): Promise<void>;
  /** The object's text, or null when it does not exist. */
  get(url: string): Promise<string | null>;
  /** The object names (`x.ics`) of a calendar. */
  list(calendarUrl: string): Promise<string[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function waitForPort(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Radicale did not listen on ${port}`);
}

export async function startRadicale(): Promise<Radicale> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotbook-radicale-'));
  const username = 'host';
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(path.join(dir, 'users'), `${username}:${password}\n`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const auth = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  let child: ChildProcess | null = null;
  let log = '';

  async function start() {
    child = spawn(
      'radicale',
      [
        '--server-hosts',
        `127.0.0.1:${port}`,
        '--storage-filesystem-folder',
        path.join(dir, 'storage'),
        '--auth-type',
        'htpasswd',
        '--auth-htpasswd-filename',
        path.join(dir, 'users'),
        '--auth-htpasswd-encryption',
        'plain',
        '--auth-delay',
        '0',
        '--logging-level',
        'warning',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<never>((_, reject) =>
      child?.once('exit', (code) => reject(new Error(`radicale exited ${code}: ${log}`))),
    );
    await Promise.race([waitForPort(port, Date.now() + 15_000), exited]);
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await gone;
  }

  async function call(method: string, target: string, body?: string, headers = {}) {
    const res = await fetch(target, {
      method,
      headers: { authorization: auth, ...headers },
      ...(body === undefined ? {} : { body }),
    });
    return { status: res.status, text: await res.text() };
  }

  await start();
  return {
    url,
    port,
    username,
    password,
    storage: path.join(dir, 'storage'),
    async makeCalendar(name, displayName = name) {
      const target = `${url}/${username}/${name}/`;
      const body =
        '<?xml version="1.0"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">' +
        `<d:set><d:prop><d:displayname>${displayName}</d:displayname></d:prop></d:set></c:mkcalendar>`;
      const res = await call('MKCALENDAR', target, body, { 'content-type': 'application/xml' });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${res.status} ${res.text}`);
      return target;
    },
    async put(calendarUrl, name, ics) {
      const res = await call('PUT', calendarUrl + name, ics.replace(/\r?\n/g, '\r\n'), {
        'content-type': 'text/calendar',
      });
      if (res.status >= 300) throw new Error(`PUT ${res.status} ${res.text}`);
    },
    async remove(calendarUrl, name) {
      const res = await call('DELETE', calendarUrl + name);
      if (res.status >= 300) throw new Error(`DELETE ${res.status} ${res.text}`);
    },
    async get(target) {
      const res = await call('GET', target);
      return res.status === 200 ? res.text : null;
    },
    async list(calendarUrl) {
      const res = await call(
        'PROPFIND',
        calendarUrl,
        '<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
        { depth: '1', 'content-type': 'application/xml' },
      );
      return [...res.text.matchAll(/<href>([^<]+\.ics)<\/href>/g)].map(
        (m) => (m[1] ?? '').split('/').pop() ?? '',
      );
    },
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
