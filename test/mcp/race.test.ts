/**
 * A hundred agents book the same start through `/mcp` at once on PostgreSQL (each its own MCP
 * client and idempotency key, over real HTTP): exactly one booking is made, every other call is
 * refused as a tool error, as through the API.
 */
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';

const AGENTS = 100;

describe.skipIf(!DIALECTS.includes('postgres'))('MCP book race (postgres)', () => {
  const t = useTestApp('postgres');
  let base: URL;
  let host: Account;
  let eventId: number;
  const clients: Client[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
    host = await t.createAccount();
    eventId = (await bookableEvent(t, host)).event.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('books one start once when a hundred agents ask for it at once', async () => {
    const start = hoursAhead(60);
    const answers = await Promise.all(
      Array.from({ length: AGENTS }, async (_, i) => {
        const client = new Client({ name: `agent-${i}`, version: '1' });
        clients.push(client);
        await client.connect(
          new StreamableHTTPClientTransport(base, {
            requestInit: { headers: { authorization: host.auth } },
          }),
        );
        return (await client.callTool({
          name: 'book',
          arguments: {
            event_id: eventId,
            idempotency_key: `race-${i}`,
            name: `Guest ${i}`,
            email: `guest${i}@example.com`,
            start_utc: start,
          },
        })) as { isError?: boolean };
      }),
    );
    expect(answers.filter((answer) => !answer.isError)).toHaveLength(1);
    const rows = await t.testDb.database.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('event_id', '=', eventId)
      .execute();
    expect(rows).toHaveLength(1);
  }, 120_000);
});
