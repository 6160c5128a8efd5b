/**
 * The booking tools of `/mcp` through the SDK's client over real HTTP, on both engines: bookings
 * listed and summarised with guests' addresses masked unless the token has `contacts:read`;
 * moves and cancellations in two steps (a preview, then `apply_change` with its approval token),
 * refused when the booking changed after the preview, when the token is altered, expired or
 * another credential's, and for a token without `bookings:write`; another host's booking is not
 * found.
 */
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../helpers/access-tokens.js';
import { useTestApp, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Json;
}

/** The app's clock: real time, moved on by `later` to expire approval tokens. */
let skew = 0;
const clock = () => Date.now() + skew;

describe.each(DIALECTS)('MCP booking tools (%s)', (dialect) => {
  const t = useTestApp(dialect, { clock });
  let base: URL;
  let host: Account;
  let other: Account;
  let eventId: number;
  let hour = 48;
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
  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const ok = (answer: ToolAnswer): Json => {
    expect(answer.isError, answer.content[0]?.text).toBeFalsy();
    return answer.structuredContent;
  };
  const refused = (answer: ToolAnswer, text: string) => {
    expect(answer.isError).toBe(true);
    expect(answer.content[0]?.text).toContain(text);
  };

  async function booking(): Promise<Json> {
    hour += 3;
    return adminBook(t, host, eventId, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      start_utc: hoursAhead(hour),
    });
  }
  const read = async (id: number) =>
    (await t.request({ url: `/api/v2/schedules/${id}`, as: host })).json().booking;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
    host = await t.createAccount();
    other = await t.createAccount();
    eventId = (await bookableEvent(t, host)).event.id;
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  const range = () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { start_date: day(clock()), end_date: day(clock() + 30 * 86_400_000) };
  };

  it('lists and summarises bookings, masking addresses without contacts:read', async () => {
    const made = await booking();
    const reader = await issueToken(t, host, ['bookings:read']);
    const masked = ok(await call(await connect(reader.account.auth), 'list_bookings', range()));
    const listed = masked.bookings.find((b: Json) => b.id === made.id);
    expect(listed.guest).toEqual({ name: 'Grace Hopper', email: 'g•••@example.com', phone: '' });
    expect(JSON.stringify(masked)).not.toContain('grace@example.com');

    const contacts = await issueToken(t, host, ['bookings:read', 'contacts:read']);
    const client = await connect(contacts.account.auth);
    const plain = ok(await call(client, 'list_bookings', range()));
    expect(plain.bookings.find((b: Json) => b.id === made.id).guest.email).toBe(
      'grace@example.com',
    );
    const summary = ok(await call(client, 'summarise_bookings', range()));
    expect(summary.total).toBeGreaterThanOrEqual(1);
    expect(summary.by_status.scheduled).toBeGreaterThanOrEqual(1);
    expect(summary.by_event).toContainEqual({ event_id: eventId, count: expect.any(Number) });

    refused(
      await call(client, 'list_bookings', { start_date: '2030-01-01', end_date: '2030-06-01' }),
      'at most 62 days',
    );
    refused(await call(client, 'list_bookings', { start_date: 'soon' }), 'Invalid input');
    refused(
      await call(client, 'summarise_bookings', { end_date: range().end_date }),
      'Invalid input',
    );
    refused(
      await call(client, 'summarise_bookings', {
        start_date: '2030-02-01',
        end_date: '2030-01-01',
      }),
      'run forwards',
    );
    // Another host's token sees none of these bookings.
    const stranger = await connect(other.auth);
    const theirs = ok(await call(stranger, 'list_bookings', range()));
    expect(theirs.bookings).toEqual([]);
  });

  it('moves a booking after a preview, and cancels one the same way', async () => {
    const made = await booking();
    const client = await connect(host.auth);
    const to = hoursAhead(hour + 1);
    refused(
      await call(client, 'preview_move', { booking_id: made.id, start_utc: 'next tuesday' }),
      'ISO-8601',
    );
    refused(await call(client, 'preview_move', { booking_id: made.id }), 'Invalid input');
    refused(await call(client, 'apply_change', {}), 'Invalid input');
    const preview = ok(await call(client, 'preview_move', { booking_id: made.id, start_utc: to }));
    expect(preview).toMatchObject({
      booking: { id: made.id, status: 'scheduled' },
      change: { kind: 'move', start_utc: new Date(to).toISOString() },
      offered: true,
      guest_told: true,
    });
    expect((await read(made.id)).start_time).toBe(made.start_time);
    const applied = ok(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
    );
    expect(applied.booking.start_utc).toBe(new Date(to).toISOString().replace('.000', ''));
    expect((await read(made.id)).start_time).not.toBe(made.start_time);
    // A token is spent with its change: the booking is not as it was any more.
    refused(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
      'changed after the preview',
    );

    const cancel = ok(await call(client, 'preview_cancel', { booking_id: made.id, reason: 'Ill' }));
    ok(await call(client, 'apply_change', { approval_token: cancel.approval_token }));
    expect((await read(made.id)).status).toBe('cancelled');
  });

  it('refuses to apply a change whose booking changed after the preview', async () => {
    const made = await booking();
    const client = await connect(host.auth);
    const preview = ok(await call(client, 'preview_cancel', { booking_id: made.id }));
    const moved = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${made.id}`,
      as: host,
      payload: { start_utc: hoursAhead(hour + 1) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    refused(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
      'changed after the preview',
    );
    expect((await read(made.id)).status).toBe('scheduled');
  });

  it('refuses altered, expired and other credentials’ tokens, and tokens without bookings:write', async () => {
    const made = await booking();
    const client = await connect(host.auth);
    const preview = ok(await call(client, 'preview_cancel', { booking_id: made.id }));
    const token = preview.approval_token as string;
    const [body, mac] = token.split('.');
    const altered = JSON.parse(Buffer.from(body!, 'base64url').toString());
    altered.change.reason = 'another change';
    const forged = `${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${mac}`;
    refused(await call(client, 'apply_change', { approval_token: forged }), 'not one Slotbook');
    refused(await call(client, 'apply_change', { approval_token: 'x.y' }), 'not one Slotbook');

    const agent = await issueToken(t, host, ['bookings:write']);
    const agentClient = await connect(agent.account.auth);
    refused(
      await call(agentClient, 'apply_change', { approval_token: token }),
      'issued to another credential',
    );

    const readOnly = await issueToken(t, host, ['bookings:read']);
    const reader = await connect(readOnly.account.auth);
    for (const [name, args] of [
      ['preview_move', { booking_id: made.id, start_utc: hoursAhead(hour + 1) }],
      ['preview_cancel', { booking_id: made.id }],
      ['apply_change', { approval_token: token }],
    ] as const) {
      refused(await call(reader, name, args), 'bookings:write');
    }

    skew = 11 * 60_000;
    try {
      refused(await call(client, 'apply_change', { approval_token: token }), 'expired');
    } finally {
      skew = 0;
    }
    expect((await read(made.id)).status).toBe('scheduled');
  });

  it("answers another host's booking as a missing one", async () => {
    const made = await booking();
    const stranger = await connect(other.auth);
    const theirs = await call(stranger, 'preview_cancel', { booking_id: made.id });
    const missing = await call(stranger, 'preview_cancel', { booking_id: 2_000_000_000 });
    expect(theirs.isError).toBe(true);
    const id = (answer: ToolAnswer) =>
      answer.content[0]?.text.replace(String(made.id), 'N').replace('2000000000', 'N');
    expect(id(theirs)).toBe(id(missing));
    expect(id(theirs)).toBe('No booking with id N was found.');
  });
});
