/**
 * The authenticated MCP endpoint (`/mcp`) through the SDK's own client over real HTTP, on both
 * engines: the tools it lists, each tool with valid and invalid input (invalid input is a tool
 * error, never a crash), a retried `book` booking once, another host's event not found, and the
 * endpoint refusing a client without credentials.
 */
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
}

describe.each(DIALECTS)('MCP host tools (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let base: URL;
  let host: Account;
  let other: Account;
  let eventId: number;
  let otherEventId: number;
  const clients: Client[] = [];

  async function connect(as: Account): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(base, {
      requestInit: { headers: { authorization: as.auth } },
    });
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }
  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
    host = await t.createAccount();
    other = await t.createAccount();
    eventId = (await bookableEvent(t, host)).event.id;
    otherEventId = (await bookableEvent(t, other)).event.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('lists its tools with their input schemas', async () => {
    const { tools } = await (await connect(host)).listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'apply_change',
      'book',
      'explain_time',
      'find_slots',
      'list_bookings',
      'list_event_types',
      'preview_cancel',
      'preview_move',
      'summarise_bookings',
    ]);
    const book = tools.find((tool) => tool.name === 'book')!;
    expect(book.inputSchema.required).toEqual(
      expect.arrayContaining(['event_id', 'idempotency_key', 'name', 'email']),
    );
  });

  it('lists only the caller’s event types, and refuses unknown input', async () => {
    const client = await connect(host);
    const answer = await call(client, 'list_event_types', {});
    const ids = (answer.structuredContent!.event_types as { id: number }[]).map((e) => e.id);
    expect(ids).toContain(eventId);
    expect(ids).not.toContain(otherEventId);
    const bad = await call(client, 'list_event_types', { everything: true });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]!.text).toMatch(/Invalid input for list_event_types/);
  });

  it('finds slots in a range or answers for one start, and refuses bad ranges and zones', async () => {
    const client = await connect(host);
    const start = hoursAhead(48);
    const day = start.slice(0, 10);
    const slots = await call(client, 'find_slots', {
      event_id: eventId,
      timezone: 'Europe/Paris',
      start_date: day,
      end_date: day,
    });
    expect(slots.isError).toBeUndefined();
    expect(slots.structuredContent!.timezone).toBe('Europe/Paris');
    const exact = await call(client, 'find_slots', {
      event_id: eventId,
      timezone: 'UTC',
      start_utc: start,
    });
    expect(exact.structuredContent).toMatchObject({ free: true });
    const long = await call(client, 'find_slots', {
      event_id: eventId,
      timezone: 'UTC',
      start_date: '2031-01-01',
      end_date: '2031-03-15',
    });
    expect(long.isError).toBe(true);
    expect(long.content[0]!.text).toMatch(/at most 62 days/);
    const zone = await call(client, 'find_slots', { event_id: eventId, timezone: 'Mars/Base' });
    expect(zone.isError).toBe(true);
    expect(zone.content[0]!.text).toMatch(/IANA/);
    const mistyped = await call(client, 'find_slots', { event_id: 'one', timezone: 'UTC' });
    expect(mistyped.isError).toBe(true);
  });

  it('explains a start, and refuses a call without one', async () => {
    const client = await connect(host);
    const answer = await call(client, 'explain_time', {
      event_id: eventId,
      start_utc: hoursAhead(50),
    });
    expect(answer.structuredContent).toMatchObject({ offered: true, reason: 'offered' });
    const missing = await call(client, 'explain_time', { event_id: eventId });
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toMatch(/start_utc/);
  });

  it('books once for a retried idempotency key, and needs the key', async () => {
    const client = await connect(host);
    const args = {
      event_id: eventId,
      idempotency_key: `mcp-${dialect}-1`,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      start_utc: hoursAhead(72),
    };
    const first = await call(client, 'book', args);
    expect(first.content[0]!.text).not.toMatch(/^(Invalid|Sorry)/);
    expect(first.isError).toBeUndefined();
    const again = await call(await connect(host), 'book', args);
    expect(again.structuredContent).toMatchObject({ replayed: true });
    const booking = (answer: ToolAnswer) => answer.structuredContent!.booking as { id: number };
    expect(booking(again).id).toBe(booking(first).id);
    const rows = await t.testDb.database.db
      .selectFrom('bookings')
      .select('id')
      .where('event_id', '=', eventId)
      .execute();
    expect(rows).toEqual([{ id: booking(first).id }]);
    const { idempotency_key: _key, ...withoutKey } = args;
    const keyless = await call(client, 'book', { ...withoutKey, start_utc: hoursAhead(80) });
    expect(keyless.isError).toBe(true);
    expect(keyless.content[0]!.text).toMatch(/idempotency_key/);
  });

  it("answers another host's event as not found", async () => {
    const client = await connect(host);
    const answer = await call(client, 'explain_time', {
      event_id: otherEventId,
      start_utc: hoursAhead(50),
    });
    expect(answer.isError).toBe(true);
    const booked = await call(client, 'book', {
      event_id: otherEventId,
      idempotency_key: 'other',
      name: 'Eve',
      email: 'eve@example.com',
      start_utc: hoursAhead(90),
    });
    expect(booked.isError).toBe(true);
    expect(booked.content[0]!.text.toLowerCase()).toMatch(/no event with id \d+ was found/);
  });

  it('refuses a client without credentials and a cross-site write', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    const anonymous = await fetch(base, { method: 'POST', headers, body });
    expect(anonymous.status).toBe(401);
    const crossSite = await fetch(base, {
      method: 'POST',
      headers: { ...headers, authorization: host.auth, origin: 'https://evil.example' },
      body,
    });
    expect(crossSite.status).toBe(403);
  });

  it('holds no stream open: GET and DELETE are refused with 405', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(base, {
        method,
        headers: { authorization: host.auth, accept: 'text/event-stream' },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect((await res.json()).code).toBe('method_not_allowed');
    }
  });
});
