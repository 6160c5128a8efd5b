/**
 * The booking tools of `/mcp` through the SDK's client over real HTTP, on both engines: bookings
 * listed and summarised with guests' addresses masked unless the token has `contacts:read`;
 * moves and cancellations in two steps (a preview, then `apply_change` with its approval token),
 * seen through the API afterwards and named in the booking's activities with the credential;
 * refused when the booking changed after the preview (also when the change races the apply),
 * when the token is altered, expired or another credential's, and for a token without
 * `bookings:write`; another host's booking is not found. The client checks every answer against
 * the tool's output schema.
 */
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAppPassword } from '../../src/modules/users/user-rules.js';
import { issueToken } from '../helpers/access-tokens.js';
import { basic, useTestApp, type Account } from '../helpers/app.js';
import {
  adminBook,
  bookableEvent,
  enableGuests,
  hoursAhead,
} from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Json;
}

/** The app's clock: real time, moved on by `skew` to expire approval tokens. */
let skew = 0;
const clock = () => Date.now() + skew;

const NEW_TOOLS = [
  'list_bookings',
  'summarise_bookings',
  'preview_move',
  'preview_cancel',
  'apply_change',
];

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
    // Listing the tools lets the client check each answer against its output schema.
    await client.listTools();
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
    expect(answer.isError, JSON.stringify(answer)).toBe(true);
    expect(answer.content[0]?.text).toContain(text);
  };

  async function booking(extra: Record<string, unknown> = {}): Promise<Json> {
    hour += 3;
    return adminBook(t, host, eventId, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      start_utc: hoursAhead(hour),
      ...extra,
    });
  }
  const read = async (id: number) =>
    (await t.request({ url: `/api/v2/schedules/${id}`, as: host })).json().booking;
  const activities = async (id: number): Promise<Json[]> =>
    (await t.request({ url: `/api/v2/schedules/${id}/activities`, as: host })).json().activities;
  const restMove = (id: number, start: string) =>
    t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${id}`,
      as: host,
      payload: { start_utc: start },
    });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/mcp`);
    host = await t.createAccount();
    other = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host, { timezone: 'Europe/Paris' });
    eventId = event.id;
    await enableGuests(t, host, calendar.id, eventId);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  const range = () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { start_date: day(clock()), end_date: day(clock() + 30 * 86_400_000) };
  };

  it('lists the new tools with input and output schemas', async () => {
    const { tools } = await (await connect(host.auth)).listTools();
    for (const name of NEW_TOOLS) {
      const tool = tools.find((candidate) => candidate.name === name);
      expect(tool, name).toBeDefined();
      expect(tool!.inputSchema.type).toBe('object');
      expect(tool!.outputSchema?.type, name).toBe('object');
    }
    const preview = tools.find((tool) => tool.name === 'preview_move')!;
    expect(preview.inputSchema.required).toEqual(['booking_id', 'start_utc']);
    expect(preview.description).toContain('bookings:write');
    expect(tools.find((tool) => tool.name === 'list_bookings')!.description).toContain(
      'bookings:read',
    );
  });

  it('lists and summarises bookings, masking addresses and phones without contacts:read', async () => {
    const made = await booking({ phone_number: '+44 20 7946 0967' });
    const reader = await issueToken(t, host, ['bookings:read']);
    const masked = ok(await call(await connect(reader.account.auth), 'list_bookings', range()));
    const listed = masked.bookings.find((b: Json) => b.id === made.id);
    expect(listed).toMatchObject({
      event_id: eventId,
      status: 'scheduled',
      start_utc: made.start_time_iso.replace('+00:00', 'Z'),
      guest: { name: 'Grace Hopper', email: 'g•••@example.com' },
    });
    expect(listed.guest.phone).not.toContain('7946');
    expect(JSON.stringify(masked)).not.toContain('grace@example.com');

    const contacts = await issueToken(t, host, ['bookings:read', 'contacts:read']);
    const client = await connect(contacts.account.auth);
    const plain = ok(await call(client, 'list_bookings', range()));
    const shown = plain.bookings.find((b: Json) => b.id === made.id);
    expect(shown.guest.email).toBe('grace@example.com');
    // An application password has every scope: addresses shown.
    const byPassword = ok(await call(await connect(host.auth), 'list_bookings', range()));
    expect(byPassword.bookings.find((b: Json) => b.id === made.id).guest.email).toBe(
      'grace@example.com',
    );

    const paged = ok(await call(client, 'list_bookings', { ...range(), per_page: 1 }));
    expect(paged).toMatchObject({ per_page: 1, current_page: 1 });
    expect(paged.bookings).toHaveLength(1);
    expect(paged.last_page).toBe(paged.total);
    const cancelledOnly = ok(
      await call(client, 'list_bookings', { ...range(), status: 'cancelled' }),
    );
    expect(cancelledOnly.bookings.every((b: Json) => b.status === 'cancelled')).toBe(true);

    const summary = ok(
      await call(client, 'summarise_bookings', { ...range(), timezone: 'Europe/Paris' }),
    );
    expect(summary).toMatchObject({ timezone: 'Europe/Paris', complete: true });
    expect(summary.total).toBeGreaterThanOrEqual(1);
    expect(summary.counted).toBe(summary.total);
    expect(summary.by_status.scheduled).toBeGreaterThanOrEqual(1);
    expect(summary.by_event).toContainEqual({
      event_id: eventId,
      event_title: 'Consultation',
      count: expect.any(Number),
    });
    expect(summary.busiest_days[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      count: expect.any(Number),
    });

    refused(
      await call(client, 'list_bookings', { start_date: '2030-01-01', end_date: '2030-06-01' }),
      'at most 62 days',
    );
    refused(await call(client, 'list_bookings', { start_date: 'soon' }), 'Invalid input');
    refused(await call(client, 'list_bookings', { ...range(), status: 'lost' }), 'Invalid input');
    refused(
      await call(client, 'list_bookings', { ...range(), timezone: 'Mars/Olympus' }),
      'not a valid IANA time zone',
    );
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

  it('moves a booking after a preview, and cancels one the same way, naming the token', async () => {
    const made = await booking({ guests: ['ada@example.com'] });
    const agent = await issueToken(t, host, ['bookings:read', 'bookings:write'], {
      name: 'Calendar assistant',
    });
    const client = await connect(agent.account.auth);
    const to = hoursAhead(hour + 1);
    refused(
      await call(client, 'preview_move', { booking_id: made.id, start_utc: 'next tuesday' }),
      'ISO-8601',
    );
    refused(await call(client, 'preview_move', { booking_id: made.id }), 'Invalid input');
    refused(
      await call(client, 'preview_move', { booking_id: 'one', start_utc: to }),
      'Invalid input',
    );
    refused(
      await call(client, 'preview_move', {
        booking_id: made.id,
        start_utc: made.start_time_iso,
      }),
      'already starts at that time',
    );
    refused(
      await call(client, 'preview_move', {
        booking_id: made.id,
        start_utc: to,
        timezone: 'Nowhere',
      }),
      'not a valid IANA time zone',
    );
    refused(await call(client, 'preview_cancel', { booking_id: -1 }), 'Invalid input');
    refused(
      await call(client, 'preview_cancel', { booking_id: made.id, notify_guest: false }),
      'Invalid input',
    );
    refused(
      await call(client, 'preview_cancel', { booking_id: made.id, reason: 'x'.repeat(2001) }),
      'Invalid input',
    );
    refused(await call(client, 'apply_change', {}), 'Invalid input');
    refused(await call(client, 'apply_change', { approval_token: 7 }), 'Invalid input');

    const preview = ok(
      await call(client, 'preview_move', { booking_id: made.id, start_utc: to, reason: 'Clash' }),
    );
    const toUtc = new Date(to).toISOString().replace('.000', '');
    expect(preview).toMatchObject({
      booking: { id: made.id, status: 'scheduled', guest: { email: 'g•••@example.com' } },
      change: { kind: 'move', start_utc: toUtc, notify_guest: true, reason: 'Clash' },
      timezone: 'Europe/Paris',
      from: { start_utc: made.start_time_iso.replace('+00:00', 'Z') },
      to: { start_utc: toUtc },
      new_start: { offered: true, reason: 'offered' },
      told: [
        { who: 'guest', email: 'g•••@example.com' },
        { who: 'additional_guest', email: 'a•••@example.com' },
      ],
    });
    // The named zone's wall clock, with its offset (Paris is UTC+1 or +2).
    expect(preview.to.start_local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[12]:00$/);
    expect(Date.parse(preview.to.start_local)).toBe(Date.parse(to));
    expect(preview.summary).toContain('(Europe/Paris)');
    expect(preview.summary).toContain('g•••@example.com');
    expect(Date.parse(preview.expires_at) - clock()).toBeGreaterThan(9 * 60_000);
    // A preview changes nothing.
    expect((await read(made.id)).start_time).toBe(made.start_time);

    const applied = ok(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
    );
    expect(applied).toMatchObject({
      message: 'Booking has been rescheduled',
      change: { kind: 'move' },
      booking: { id: made.id, start_utc: toUtc },
    });
    expect((await read(made.id)).start_time_iso).toBe(toUtc.replace('Z', '+00:00'));
    const named = `${host.login} through MCP (token “Calendar assistant”)`;
    const moved = (await activities(made.id)).find((a) => a.title === 'Meeting Rescheduled');
    expect(moved?.description).toContain(`Moved by ${named}.`);
    expect(moved?.description).toContain('Reason: Clash');
    // A token is spent with its change: the booking is not as it was any more.
    refused(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
      'changed after the preview',
    );

    const cancel = ok(await call(client, 'preview_cancel', { booking_id: made.id, reason: 'Ill' }));
    expect(cancel).toMatchObject({
      change: { kind: 'cancel', reason: 'Ill' },
      timezone: 'Europe/Paris',
      when: { start_utc: toUtc },
      told: [{ who: 'guest' }, { who: 'additional_guest' }],
    });
    expect((await read(made.id)).status).toBe('scheduled');
    ok(await call(client, 'apply_change', { approval_token: cancel.approval_token }));
    expect((await read(made.id)).status).toBe('cancelled');
    expect((await activities(made.id)).map((a) => a.title)).toContain(
      `Meeting has been cancelled by ${named}`,
    );
    refused(await call(client, 'preview_cancel', { booking_id: made.id }), 'cancelled already');
    refused(
      await call(client, 'preview_move', { booking_id: made.id, start_utc: hoursAhead(hour + 2) }),
      'Only scheduled or pending bookings',
    );
  });

  it('says when the slot engine does not offer the new start, and apply is then refused', async () => {
    const first = await booking();
    const second = await booking();
    const client = await connect(host.auth);
    const preview = ok(
      await call(client, 'preview_move', {
        booking_id: second.id,
        start_utc: first.start_time_iso,
        notify_guest: false,
      }),
    );
    expect(preview.new_start).toMatchObject({ offered: false, reason: 'booking' });
    expect(preview.told).toEqual([]);
    expect(preview.summary).toContain('does not offer');
    refused(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
      'Please choose another time',
    );
    expect((await read(second.id)).start_time).toBe(second.start_time);
    // Half an hour on overlaps the booking's own time, which does not hold it back.
    const near = new Date(Date.parse(second.start_time_iso) + 30 * 60_000).toISOString();
    const nearby = ok(
      await call(client, 'preview_move', { booking_id: second.id, start_utc: near }),
    );
    expect(nearby.new_start.offered).toBe(true);
  });

  it('refuses to apply a change whose booking changed after the preview', async () => {
    const made = await booking();
    const client = await connect(host.auth);
    const preview = ok(await call(client, 'preview_cancel', { booking_id: made.id }));
    const moved = await restMove(made.id, hoursAhead(hour + 1));
    expect(moved.statusCode, moved.body).toBe(200);
    refused(
      await call(client, 'apply_change', { approval_token: preview.approval_token }),
      'changed after the preview',
    );
    expect((await read(made.id)).status).toBe('scheduled');

    // A change of the guest's details in the same second also voids a previewed move.
    const next = await booking();
    const move = ok(
      await call(client, 'preview_move', { booking_id: next.id, start_utc: hoursAhead(hour + 1) }),
    );
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${next.id}`,
      as: host,
      payload: { first_name: 'Amazing Grace' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    refused(
      await call(client, 'apply_change', { approval_token: move.approval_token }),
      'changed after the preview',
    );
    expect((await read(next.id)).start_time).toBe(next.start_time);
  });

  it('never applies a change and a move made at the same moment both', async () => {
    const client = await connect(host.auth);
    for (let i = 0; i < 6; i += 1) {
      const made = await booking();
      const preview = ok(await call(client, 'preview_cancel', { booking_id: made.id }));
      const [applied, moved] = await Promise.all([
        call(client, 'apply_change', { approval_token: preview.approval_token }),
        restMove(made.id, hoursAhead(hour + 1)),
      ]);
      const now = await read(made.id);
      if (applied.isError) {
        expect(applied.content[0]?.text).toContain('changed after the preview');
        expect(moved.statusCode, moved.body).toBe(200);
        expect(now.status).toBe('scheduled');
      } else {
        // Cancelled first: the move found a cancelled booking.
        expect(moved.statusCode, moved.body).toBe(409);
        expect(now).toMatchObject({ status: 'cancelled', start_time: made.start_time });
      }
    }
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
    refused(
      await call(client, 'apply_change', { approval_token: `${token}.${mac}` }),
      'not one Slotbook',
    );
    const flipped = `${body}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    refused(await call(client, 'apply_change', { approval_token: flipped }), 'not one Slotbook');

    // A token of the same user, another application password of the same user: refused.
    const agent = await issueToken(t, host, ['bookings:write']);
    refused(
      await call(await connect(agent.account.auth), 'apply_change', { approval_token: token }),
      'issued to another credential',
    );
    const { password } = await issueAppPassword(
      t.testDb.database.db,
      t.secret,
      clock(),
      host.id,
      'Second laptop',
    );
    refused(
      await call(await connect(basic(host.login, password)), 'apply_change', {
        approval_token: token,
      }),
      'issued to another credential',
    );
    // Another host cannot apply it either.
    refused(
      await call(await connect(other.auth), 'apply_change', { approval_token: token }),
      'issued to another credential',
    );

    const readOnly = await issueToken(t, host, ['bookings:read', 'event-types:read']);
    const reader = await connect(readOnly.account.auth);
    for (const [name, args] of [
      [
        'book',
        {
          event_id: eventId,
          idempotency_key: 'read-only-book',
          name: 'Ada',
          email: 'ada@example.com',
          start_utc: hoursAhead(hour + 1),
        },
      ],
      ['preview_move', { booking_id: made.id, start_utc: hoursAhead(hour + 1) }],
      ['preview_cancel', { booking_id: made.id }],
      ['apply_change', { approval_token: token }],
    ] as const) {
      refused(await call(reader, name, args), 'lacks the bookings:write scope');
    }
    const writeOnly = await connect((await issueToken(t, host, ['bookings:write'])).account.auth);
    refused(await call(writeOnly, 'list_bookings', range()), 'lacks the bookings:read scope');
    refused(await call(writeOnly, 'summarise_bookings', range()), 'lacks the bookings:read scope');

    skew = 11 * 60_000;
    try {
      refused(await call(client, 'apply_change', { approval_token: token }), 'expired');
    } finally {
      skew = 0;
    }
    expect((await read(made.id)).status).toBe('scheduled');
    // Still good within its ten minutes.
    ok(await call(client, 'apply_change', { approval_token: token }));
    expect((await read(made.id)).status).toBe('cancelled');
  });

  it("answers another host's booking as a missing one", async () => {
    const made = await booking();
    const stranger = await connect(other.auth);
    const id = (answer: ToolAnswer) =>
      answer.content[0]?.text.replace(String(made.id), 'N').replace('2000000000', 'N');
    for (const [name, args] of [
      ['preview_cancel', {}],
      ['preview_move', { start_utc: hoursAhead(hour + 1) }],
    ] as const) {
      const theirs = await call(stranger, name, { booking_id: made.id, ...args });
      const missing = await call(stranger, name, { booking_id: 2_000_000_000, ...args });
      expect(theirs.isError).toBe(true);
      expect(id(theirs)).toBe(id(missing));
      expect(id(theirs)).toBe('No booking with id N was found.');
    }
    expect((await read(made.id)).status).toBe('scheduled');
  });

  it('names the application password in what it books and moves through MCP', async () => {
    const client = await connect(host.auth);
    const booked = ok(
      await call(client, 'book', {
        event_id: eventId,
        idempotency_key: 'app-password-named',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        start_utc: hoursAhead((hour += 3)),
      }),
    );
    const id = booked.booking.id as number;
    const preview = ok(
      await call(client, 'preview_move', { booking_id: id, start_utc: hoursAhead(hour + 1) }),
    );
    ok(await call(client, 'apply_change', { approval_token: preview.approval_token }));
    const text = JSON.stringify(await activities(id));
    const named = `${host.login} through MCP (application password “test”)`;
    expect(text).toContain(`Booked by ${named}.`);
    expect(text).toContain(`Moved by ${named}.`);
  });
});
