/**
 * A booking page's public MCP endpoint (`/mcp/book/<calendar>[/<event>]`) through the SDK's own
 * client over real HTTP, on both engines: the page's tools and events, its free slots, a booking
 * made once for a retried key, what the page hides staying unreachable, bad input refused as a
 * tool error, a paid event refused, a missing page as a 404 and the public routes' rate limits.
 * Each client comes from an address of its own (X-Forwarded-For through a trusted proxy), as
 * guests do, since the limits count per client address.
 */
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { saveSharing } from '../helpers/browser.js';
import { DIALECTS } from '../helpers/db.js';
import { createEvent } from '../helpers/factories.js';
import type { Json } from '../helpers/json.js';

interface ToolAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
}

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `203.0.113.${(addresses % 250) + 1}`;
};

describe.each(DIALECTS)('a booking page’s MCP endpoint (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { TRUST_PROXY: '127.0.0.1' } });
  let origin: string;
  let host: Account;
  let calendar: Json;
  let event: Json;
  let secret: Json;
  let draft: Json;
  let paid: Json;
  let otherEvent: Json;
  const clients: Client[] = [];

  async function connect(path: string, address = nextAddress()): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(new URL(`${origin}${path}`), {
      requestInit: { headers: { 'x-forwarded-for': address } },
    });
    const client = new Client({ name: 'guest-agent', version: '1' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const page = () => `/mcp/book/${calendar.slug}`;
  const countBookings = async (eventId: number) =>
    (
      await t.testDb.database.db
        .selectFrom('bookings')
        .select('id')
        .where('event_id', '=', eventId)
        .execute()
    ).length;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    host = await t.createAccount();
    ({ calendar, event } = await bookableEvent(t, host));
    const base = `/api/v2/calendars/${calendar.id}/events`;
    const fields = await t.request({
      method: 'POST',
      url: `${base}/${event.id}/booking-fields`,
      as: host,
      payload: {
        fields: [
          { name: 'company', type: 'text', label: 'Company', required: true },
          { name: 'topic', type: 'dropdown', label: 'Topic', options: ['Design', 'Review'] },
        ],
      },
    });
    expect(fields.statusCode, fields.body).toBe(200);
    secret = await createEvent(t, host, calendar.id, { title: 'Secret' });
    draft = await createEvent(t, host, calendar.id, { title: 'Draft', status: 'draft' });
    paid = await createEvent(t, host, calendar.id, { title: 'Paid review' });
    const price = await t.request({
      method: 'POST',
      url: `${base}/${paid.id}/payment-settings`,
      as: host,
      payload: { settings: { enabled: 'yes', items: [{ title: 'Review', value: 49 }] } },
    });
    expect(price.statusCode, price.body).toBe(200);
    await saveSharing(t, host, calendar.id, {
      landing_page_settings: {
        show_type: 'selected',
        enabled_slots: [event.id, draft.id, paid.id],
      },
    });
    // Another host's event, with a slug this page does not use.
    ({ event: otherEvent } = await bookableEvent(t, await t.createAccount(), { duration: 50 }));
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('lists its tools and only the events its page shows, with their questions', async () => {
    const client = await connect(page());
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['book', 'find_slots', 'list_events']);
    const book = tools.find((tool) => tool.name === 'book')!;
    expect(book.inputSchema.required).toEqual(
      expect.arrayContaining(['idempotency_key', 'name', 'email']),
    );
    const answer = await call(client, 'list_events');
    const listed = answer.structuredContent!.events as Json[];
    expect(listed.map((e) => e.event)).toEqual([event.slug, paid.slug]);
    expect(answer.structuredContent!.page).toEqual({
      title: calendar.title,
      url: `${t.config.publicUrl}/book/${calendar.slug}`,
    });
    expect(listed[0]).toMatchObject({ title: 'Consultation', bookable_here: true });
    expect(listed[0]!.questions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ argument: 'name', required: true }),
        expect.objectContaining({ argument: 'email', required: true }),
        { argument: 'custom_fields.company', label: 'Company', type: 'text', required: true },
        expect.objectContaining({ argument: 'custom_fields.topic', options: ['Design', 'Review'] }),
      ]),
    );
    expect(listed[1]).toMatchObject({
      bookable_here: false,
      durations: [{ minutes: paid.duration, price: '$49.00' }],
    });
    expect(JSON.stringify(answer)).not.toMatch(/Secret|Draft/);
  });

  it('finds free slots, within the public route’s range limit', async () => {
    const client = await connect(page());
    const day = hoursAhead(48).slice(0, 10);
    const args = { event: event.slug, timezone: 'Europe/Paris', start_date: day, end_date: day };
    const slots = await call(client, 'find_slots', args);
    expect(slots.isError, slots.content[0]!.text).toBeUndefined();
    expect(slots.structuredContent!.timezone).toBe('Europe/Paris');
    expect((slots.structuredContent!.available_slots as Record<string, Json[]>)[day]).not.toEqual(
      [],
    );
    const long = await call(client, 'find_slots', { ...args, end_date: '2099-01-01' });
    expect(long.isError).toBe(true);
    expect(long.content[0]!.text).toMatch(/At most 62 days/);
  });

  it('books once for a retried idempotency key, through the booking form’s checks', async () => {
    const address = nextAddress();
    const client = await connect(page(), address);
    const args = {
      event: event.slug,
      idempotency_key: `page-${dialect}-1`,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      start_utc: hoursAhead(72),
      custom_fields: { company: 'Analytical Engines Ltd', topic: 'Design' },
    };
    const first = await call(client, 'book', args);
    expect(first.isError, first.content[0]!.text).toBeUndefined();
    expect(first.structuredContent).toMatchObject({
      message: 'Booking has been confirmed',
      replayed: false,
      booking: { status: 'scheduled' },
    });
    const again = await call(await connect(page(), address), 'book', args);
    expect(again.structuredContent).toMatchObject({
      replayed: true,
      booking_hash: first.structuredContent!.booking_hash,
    });
    expect(await countBookings(event.id)).toBe(1);
    // The host sees where it came from.
    const { source_url } = await t.testDb.database.db
      .selectFrom('bookings')
      .select('source_url')
      .where('event_id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(source_url).toBe(`${t.config.publicUrl}/mcp/book/${calendar.slug}`);

    const { idempotency_key: _key, ...keyless } = args;
    const noKey = await call(client, 'book', { ...keyless, start_utc: hoursAhead(80) });
    expect(noKey.isError).toBe(true);
    expect(noKey.content[0]!.text).toMatch(/idempotency_key/);
    const unanswered = await call(client, 'book', {
      ...args,
      idempotency_key: `page-${dialect}-2`,
      start_utc: hoursAhead(80),
      custom_fields: { topic: 'Nonsense' },
    });
    expect(unanswered.isError).toBe(true);
    expect(unanswered.content[0]!.text).toMatch(/Company is required/);
    expect(unanswered.content[0]!.text).toMatch(/Topic has an invalid value/);
    expect(await countBookings(event.id)).toBe(1);
  });

  it('refuses invalid input as a tool error, never a crash', async () => {
    const client = await connect(page());
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['find_slots', { event: event.slug, start_date: 'tomorrow' }, /start_date/],
      ['find_slots', { event: event.slug, timezone: 'Mars/Base' }, /IANA/],
      ['find_slots', {}, /Name the event \(one of: /],
      ['list_events', { everything: true }, /Invalid input for list_events/],
      ['book', { event: event.slug, idempotency_key: 'k', name: 'A', email: 'not-mail' }, /email/],
      [
        'book',
        { event: event.slug, idempotency_key: 'k', name: 'A', email: 'a@example.com' },
        /event_time/,
      ],
      ['book', { event: event.slug, idempotency_key: 'k', payment_method: 'offline' }, /Invalid/],
    ];
    for (const [tool, args, message] of cases) {
      const answer = await call(client, tool, args);
      expect(answer.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(answer.content[0]!.text).toMatch(message);
    }
  });

  it('never reaches a hidden, draft or another host’s event, nor books a paid one', async () => {
    const client = await connect(page());
    for (const slug of [secret.slug, draft.slug, otherEvent.slug]) {
      const slots = await call(client, 'find_slots', { event: slug });
      expect(slots.isError).toBe(true);
      expect(slots.content[0]!.text).toMatch(/This page offers no event/);
      const booked = await call(client, 'book', {
        event: slug,
        idempotency_key: `hidden-${slug}`,
        name: 'Eve',
        email: 'eve@example.com',
        start_utc: hoursAhead(96),
      });
      expect(booked.isError).toBe(true);
    }
    const payment = await call(client, 'book', {
      event: paid.slug,
      idempotency_key: 'paid',
      name: 'Ada',
      email: 'ada@example.com',
      start_utc: hoursAhead(96),
    });
    expect(payment.isError).toBe(true);
    expect(payment.content[0]!.text).toMatch(
      new RegExp(`costs \\$49\\.00.*the guest books it on .*/book/${calendar.slug}`),
    );
    for (const id of [secret.id, draft.id, otherEvent.id, paid.id]) {
      expect(await countBookings(id)).toBe(0);
    }
  });

  it('serves one event’s page alone, and answers 404 where the page does', async () => {
    const single = await connect(`/mcp/book/${calendar.slug}/${event.slug}`);
    const listed = (await call(single, 'list_events')).structuredContent!.events as Json[];
    expect(listed.map((e) => e.event)).toEqual([event.slug]);
    const slots = await call(single, 'find_slots', { timezone: 'UTC' });
    expect(slots.isError, slots.content[0]!.text).toBeUndefined();
    const other = await call(single, 'find_slots', { event: paid.slug });
    expect(other.isError).toBe(true);

    const missing = [
      '/mcp/book/no-such-calendar',
      `/mcp/book/${calendar.slug}/${secret.slug}`,
      `/mcp/book/${calendar.slug}/${draft.slug}`,
      `/mcp/book/${calendar.slug}/${otherEvent.slug}`,
    ];
    for (const path of missing) {
      await expect(connect(path)).rejects.toMatchObject({ code: 404 });
    }
  });

  it('answers 404 once the host stops sharing the page, and GET with 405', async () => {
    const { calendar: closed } = await bookableEvent(t, host);
    const path = `/mcp/book/${closed.slug}`;
    const stream = await fetch(`${origin}${path}`, { headers: { accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
    expect(stream.headers.get('allow')).toBe('POST');
    await saveSharing(t, host, closed.id, { landing_page_settings: { enabled: 'no' } });
    const error = await connect(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamableHTTPError);
    expect(error).toMatchObject({ code: 404 });
  });

  it('answers malformed requests with a 4xx, never a 500', async () => {
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    };
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const requests: { url: string; body?: string; type?: string }[] = [
      { url: '/mcp/book/%00' },
      { url: '/mcp/book/a%ZZ' },
      { url: `/mcp/book/${'x'.repeat(201)}` },
      { url: `/mcp/book/${calendar.slug}/${event.slug}/more` },
      { url: page(), body: '{"jsonrpc":' },
      { url: page(), body: 'null' },
      { url: page(), body: '[1, null, {"method": {"x": 1}}]' },
      { url: page(), body: JSON.stringify({ ...list, params: null }) },
      { url: page(), body: JSON.stringify(list), type: 'text/plain' },
    ];
    for (const { url, body = JSON.stringify(list), type } of requests) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...headers,
          ...(type ? { 'content-type': type } : {}),
          'x-forwarded-for': nextAddress(),
        },
        body,
      });
      expect(res.statusCode, `${url} ${body}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${body}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('counts against the public routes’ limits per client address', async () => {
    const address = nextAddress();
    const client = await connect(page(), address);
    const args = { event: event.slug, timezone: 'UTC' };
    for (let i = 0; i < 20; i += 1) {
      expect((await call(client, 'find_slots', args)).isError).toBeUndefined();
    }
    await expect(call(client, 'find_slots', args)).rejects.toMatchObject({ code: 429 });
    // The page's JSON route shares the budget, and another guest is not held back.
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/events/${event.hash}/slots`,
      headers: { 'x-forwarded-for': address },
    });
    expect(json.statusCode).toBe(429);
    expect(json.headers['retry-after']).toMatch(/^\d+$/);
    const someoneElse = await connect(page());
    expect((await call(someoneElse, 'find_slots', args)).isError).toBeUndefined();
  });
});
