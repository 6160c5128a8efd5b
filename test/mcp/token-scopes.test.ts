/**
 * `/mcp` with personal access tokens, through the SDK's client over real HTTP: a token acts only
 * within its scopes (a read-only token lists event types but cannot book) and, when restricted
 * to some calendars, only within them; a revoked token is refused at once, and a 401 names the
 * resource metadata an OAuth client starts from.
 */
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../helpers/access-tokens.js';
import { useTestApp, type Account } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
}

describe.each(DIALECTS)('MCP with access tokens (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let base: URL;
  let host: Account;
  let eventId: number;
  const clients: Client[] = [];

  async function connect(auth: string): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(base, {
      requestInit: { headers: { authorization: auth } },
    });
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
    host = await t.createAccount();
    eventId = (await bookableEvent(t, host)).event.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('lets a token use only the tools its scopes allow', async () => {
    const reader = await issueToken(t, host, ['event-types:read', 'availability:read']);
    const client = await connect(reader.account.auth);
    const listed = (await client.callTool({
      name: 'list_event_types',
      arguments: {},
    })) as ToolAnswer;
    expect(listed.isError).toBeFalsy();
    const booked = (await client.callTool({
      name: 'book',
      arguments: {
        event_id: eventId,
        idempotency_key: 'no-write-scope-1',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        start_utc: hoursAhead(50),
      },
    })) as ToolAnswer;
    expect(booked.isError).toBe(true);
    expect(booked.content[0]!.text).toContain('bookings:write');
    const { rows } = await t.testDb.database.db
      .selectFrom('bookings')
      .select('id')
      .where('event_id', '=', eventId)
      .execute()
      .then((r) => ({ rows: r }));
    expect(rows).toHaveLength(0);
  });

  it('names the token in the activities of what it booked through MCP and moved through the API', async () => {
    const writer = await issueToken(t, host, ['bookings:write'], { name: 'Calendar assistant' });
    const client = await connect(writer.account.auth);
    const own = await bookableEvent(t, host);
    const booked = (await client.callTool({
      name: 'book',
      arguments: {
        event_id: own.event.id,
        idempotency_key: 'activity-names-token-1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        start_utc: hoursAhead(60),
      },
    })) as ToolAnswer;
    expect(booked.isError, booked.content[0]?.text).toBeFalsy();
    const id = JSON.parse(booked.content[0]!.text).booking.id as number;
    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${id}`,
      as: writer.account,
      payload: { start_utc: hoursAhead(62) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await t.request({ url: `/api/v2/schedules/${id}/activities`, as: host });
    const text = JSON.stringify(res.json().activities);
    expect(text).toContain(`Booked by ${host.login} through MCP (token “Calendar assistant”).`);
    expect(text).toContain(`Moved by ${host.login} through the token “Calendar assistant”.`);
  });

  it('refuses a revoked token at once, naming where OAuth starts', async () => {
    const issued = await issueToken(t, host, ['event-types:read']);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v2/access-tokens/${issued.id}`,
      as: host,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await fetch(base, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${issued.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(
      /^Bearer error="invalid_token", resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/mcp"$/,
    );
    const anonymous = await fetch(base, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/resource_metadata=/);
  });

  it('lets a token restricted to a calendar list and book only there', async () => {
    const other = await bookableEvent(t, host);
    const restricted = await issueToken(
      t,
      host,
      ['event-types:read', 'availability:read', 'bookings:write'],
      { calendar_ids: [other.calendar.id] },
    );
    const client = await connect(restricted.account.auth);
    const listed = (await client.callTool({
      name: 'list_event_types',
      arguments: {},
    })) as ToolAnswer;
    expect(listed.isError).toBeFalsy();
    const text = listed.content.map((c) => c.text).join('\n');
    expect(text).toContain(`"id":${other.event.id}`);
    expect(text).not.toContain(`"id":${eventId}`);
    const book = (event_id: number, key: string) =>
      client.callTool({
        name: 'book',
        arguments: {
          event_id,
          idempotency_key: key,
          name: 'Grace Hopper',
          email: 'grace@example.com',
          start_utc: hoursAhead(60),
        },
      }) as Promise<ToolAnswer>;
    const refused = await book(eventId, 'restricted-outside-1');
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toBe(`No event with id ${eventId} was found.`);
    const booked = await book(other.event.id, 'restricted-inside-1');
    expect(booked.isError, booked.content[0]?.text).toBeFalsy();
    const rows = await t.testDb.database.db
      .selectFrom('bookings')
      .select('event_id')
      .where('event_id', 'in', [eventId, other.event.id])
      .execute();
    expect(rows.map((r) => Number(r.event_id))).toEqual([other.event.id]);
  });
});
