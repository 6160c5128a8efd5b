/**
 * No route answers 2xx to a field it ignores. For every operation of the OpenAPI document with
 * a JSON body: a valid body plus an undocumented field is refused (422 naming it) unless the
 * route's schema says it takes additional properties and TOLERANT says why; and each documented
 * top-level field,
 * set to a valid value of its own, is refused or shows in the resource read back afterwards,
 * unless WRITE_ONLY says why it cannot. The operations come from the document, so a new route is
 * covered without being listed here.
 *
 * Over 30 seconds: beside the rest of the suite (about 23 s alone), as every operation with a
 * JSON body is called once per documented field and read back, on both engines.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { createSchedule } from '../helpers/factories.js';
import { probeFor, shows, type Probe } from '../helpers/field-probes.js';
import {
  flatten,
  operationsOf,
  sample,
  type JsonSchema,
  type OpenApiDoc,
  type Operation,
} from '../helpers/fuzz-schema.js';
import type { Json } from '../helpers/json.js';

const UNKNOWN = 'zz_not_a_field';

/**
 * Operations that take fields they do not know, on purpose: why. Elsewhere the extra fields
 * FluentBooking's clients send sit inside documented objects (`calendar`, `settings`), whose own
 * schemas decide (test/http/compat-shapes.test.ts).
 */
const TOLERANT: Record<string, string> = {
  'POST /api/v2/calendars/{id}/clone-event/{event_id}':
    "FluentBooking's clients send the destination calendar's fields along; only new_calendar_id acts",
  'POST /api/v2/schedules/{id}/send-confirmation-email':
    "FluentBooking's clients send the booking's fields along; only email_to acts",
};

/** Whole operations whose fields are not stored on anything that can be read back: why. */
const ACTIONS: Record<string, string> = {
  'POST /api/v2/accounts/sign-in': 'credentials, checked and never stored as sent',
  'PUT /api/v2/accounts/password': 'passwords are stored only as hashes',
  'POST /api/v2/accounts/password-reset': 'names the account a link is mailed to',
  'POST /api/v2/accounts/password/set': 'a one-time token and a password (hashed)',
  'POST /api/v2/accounts/invitations': 'names the user an invitation is mailed to',
  'POST /api/v2/accounts/email':
    'the new address is mailed a link and applies only when it is opened (test/users/email-change)',
  'POST /api/v2/accounts/email/confirm': 'a one-time token',
  'POST /api/v2/calendars/check-slug': 'a question: is this slug free',
  'POST /api/v2/settings/test-email': 'sends one e-mail now; nothing is stored',
  'POST /api/v2/webhooks/{id}/rotate-secret': 'the old secret stays valid that long; not a field',
  'POST /api/v2/schedules/{id}/send-confirmation-email': 'sends an e-mail now',
  'POST /api/v2/public/bookings/{hash}/cancel': 'the booking is cancelled; the reason is mailed',
  'POST /api/v2/schedules/{id}/payment': 'records a payment (covered by test/payments)',
  'POST /api/v2/schedules/{id}/refund': 'records a refund (covered by test/payments)',
  'POST /api/v2/oauth/consent':
    "a person's answer to a pending OAuth request: a redirect to the client (test/oauth)",
};

/** Single fields that are write-only by nature: why. */
const WRITE_ONLY: Record<string, string> = {
  'PUT /api/v2/connections/{id} password': 'a credential: sealed at rest, never answered',
  'POST /api/v2/connections url': 'the feed address is secret: only its origin is answered',
  'PUT /api/v2/schedules/{id} notify_guest': 'whether the guest is mailed about a move',
  'POST /api/v2/public/bookings/{hash}/reschedule reason': 'goes to the e-mails about the move',
  'POST /api/v2/public/bookings/{hash}/reschedule rescheduling_reason':
    'goes to the e-mails about the move',
  'PUT /api/v2/users/{id} zone_confirmed': 'answered as zone_confirmed_at, when it was given',
  'POST /api/v2/users/{id} zone_confirmed': 'answered as zone_confirmed_at, when it was given',
};

/** Answer keys that show a request field under another name. */
const SHOWN_AS: Record<string, string[]> = {
  'POST /api/v2/users login': ['username'],
};

/** Where an operation's resource is read back, when not at its own path. */
const READ_BACK: Record<string, (url: string, body: Record<string, unknown>) => string[]> = {
  'POST /api/v2/integrations/settings/payment-methods': (url, body) => [
    `${url}?method=${String(body.method)}`,
  ],
  // The landing page here, the calendar's title, zone and description on the calendar.
  'POST /api/v2/calendars/{id}/sharing-settings': (url) => [
    url,
    url.replace(/\/sharing-settings$/, ''),
  ],
};

/** Fields set together by the valid bodies, per operation (`n` keeps each request apart). */
const VALID: Record<string, (n: number, ctx: Context) => Record<string, unknown>> = {
  'POST /api/v2/users': (n) => ({ login: `probe${n}`, email: `probe${n}@example.net` }),
  'POST /api/v2/calendars': (n) => ({ type: 'team', title: `Team ${n}` }),
  'POST /api/v2/calendars/{id}/events': (n) => ({ title: `Event ${n}`, duration: 30 }),
  'POST /api/v2/availability': (n) => ({ title: `Hours ${n}`, timezone: 'UTC' }),
  'POST /api/v2/bookings/create/{event_id}': () => guestBody(),
  'POST /api/v2/public/events/{hash}/bookings': () => guestBody(),
  'POST /api/v2/public/bookings/{hash}/reschedule': () => ({ start_utc: nextStart() }),
  'POST /api/v2/contacts': (n) => ({ email: `contact${n}@example.net`, name: 'Probe Contact' }),
  'POST /api/v2/webhooks': (_n, ctx) => ({
    url: 'http://127.0.0.1:9/hooks',
    events: ['booking.created'],
    calendar_id: Number(ctx.ids.calendar),
  }),
  // The feed form: the CalDAV one needs a CalDAV server (test/connections/caldav.test.ts).
  'POST /api/v2/connections': (n, ctx) => ({ kind: 'ics', name: `Feed ${n}`, url: ctx.feedUrl }),
  'POST /api/v2/calendars/{id}/event-order': (_n, ctx) => ({
    event_order: [Number(ctx.ids.event)],
  }),
  'PUT /api/v2/users/{id}': () => ({}),
  'POST /api/v2/users/{id}': () => ({}),
  'PUT /api/v2/schedules/{id}': () => ({ internal_note: 'Seen' }),
  'POST /api/v2/schedules/{id}/crm-contact/tags': () => ({ tags: ['Seen'] }),
  'PUT /api/v2/contacts/{id}': () => ({ name: 'Seen' }),
  'POST /api/v2/contacts/{id}': () => ({ name: 'Seen' }),
  'POST /api/v2/integrations/settings/payment-methods': () => ({
    method: 'offline',
    settings: { is_active: 'yes' },
  }),
};

/** Every booking of the test at an hour of its own: the administrator hosts them all. */
let hours = 48;
const nextStart = () => hoursAhead((hours += 1));

const guestBody = () => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  timezone: 'UTC',
  start_utc: nextStart(),
});

interface Context {
  ids: Record<string, string>;
  feedUrl: string;
}

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//EN',
  'BEGIN:VEVENT',
  'UID:probe@example.org',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20300101T100000Z',
  'DTEND:20300101T110000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const nameOf = (op: Operation) => `${op.method} ${op.path}`;

/** The record a path parameter names, from the path around it. */
function kindOf(op: Operation, param: string): string {
  const before = op.path.split(`/{${param}}`)[0]?.split('/').pop() ?? '';
  if (param === 'event_id') return 'event';
  if (param === 'schedule_id') return 'schedule';
  if (param === 'attempt_id') return 'attempt';
  if (param === 'calendar_id' && op.path.includes('/connections/')) return 'connectionCalendar';
  if (param === 'hash') return op.path.includes('/public/events/') ? 'eventHash' : 'bookingHash';
  const bySegment: Record<string, string> = {
    users: 'user',
    calendars: 'calendar',
    schedules: 'booking',
    contacts: 'contact',
    webhooks: 'webhook',
    connections: 'connection',
  };
  return bySegment[before] ?? `unknown (${before}/{${param}})`;
}

const kindsOf = (op: Operation) => op.pathParams.map((p) => kindOf(op, p));

const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

// The engines' blocks run side by side: most of the time is spent waiting for a database.
describe.concurrent.each(DIALECTS)('no route answers 2xx to a field it ignores (%s)', (dialect) => {
  let t: TestApp;
  let feed: Server;
  let feedUrl: string;
  let doc: OpenApiDoc;
  let operations: Operation[];
  let requests = 0;

  beforeAll(async () => {
    feed = createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED),
    );
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.ics`;
    t = await createTestApp(dialect, {
      env: { WEBHOOKS_ALLOW_PRIVATE: 'true', CONNECTIONS_ALLOW_PRIVATE: 'true' },
    });
    doc = (await t.request({ url: '/openapi.json', as: null })).json<OpenApiDoc>();
    operations = operationsOf(doc).filter((op) => op.method !== 'GET' && op.body !== null);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    feed.close();
  });

  const call = (method: string, url: string, payload?: unknown) => {
    requests += 1;
    return t.request({
      method: method as 'GET',
      url,
      remoteAddress: `10.7.${Math.floor(requests / 250) % 250}.${requests % 250}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  const json = async (res: Promise<LightMyRequestResponse>) => {
    const answer = await res;
    if (!ok(answer)) throw new Error(`${answer.statusCode} ${answer.body}`);
    return answer.json<Json>();
  };

  /** The administrator's own records of these kinds (and a calendar with an event), made fresh. */
  async function seed(kinds: string[]): Promise<Context> {
    const needs = (...wanted: string[]) => wanted.some((k) => kinds.includes(k));
    const { calendar, event } = await bookableEvent(t, t.admin);
    const ids: Record<string, string> = {
      calendar: String(calendar.id),
      event: String(event.id),
      eventHash: String(event.hash),
    };
    if (needs('booking', 'bookingHash')) {
      const booking = await adminBook(t, t.admin, event.id, { start_utc: nextStart() });
      ids.booking = String(booking.id);
      ids.bookingHash = String(booking.hash);
    }
    if (needs('schedule')) ids.schedule = String((await createSchedule(t, t.admin)).id);
    if (needs('user')) ids.user = String((await t.createAccount({ role: 'host' })).id);
    if (needs('contact')) {
      const payload = { email: `c${requests}@example.org`, name: 'Seed' };
      const contact = await json(call('POST', '/api/v2/contacts', payload));
      ids.contact = String(contact.id ?? contact.contact?.id);
    }
    if (needs('webhook')) {
      const payload = { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'] };
      const { webhook } = await json(call('POST', '/api/v2/webhooks', payload));
      ids.webhook = String(webhook.id);
    }
    if (needs('connection', 'connectionCalendar')) {
      const payload = { kind: 'ics', name: 'Seed feed', url: feedUrl };
      const { connection } = await json(call('POST', '/api/v2/connections', payload));
      ids.connection = String(connection.id);
      ids.connectionCalendar = String(connection.calendars?.[0]?.id ?? '');
    }
    return { ids, feedUrl };
  }

  const urlOf = (op: Operation, ctx: Context) =>
    op.path.replace(/\{(\w+)\}/g, (_, p: string) => ctx.ids[kindOf(op, p)] ?? 'unseeded');

  /** The body's schema; of alternatives, the one the valid body is. */
  function bodySchema(op: Operation, body: Record<string, unknown>): JsonSchema {
    const raw = op.body ?? {};
    const alternatives = raw.anyOf ?? raw.oneOf;
    if (!alternatives) return flatten(raw);
    const fits = alternatives.find((a) => (a.required ?? []).every((k) => k in body));
    return flatten(fits ?? alternatives[0] ?? {});
  }

  function validBody(op: Operation, n: number, ctx: Context): Record<string, unknown> {
    const own = VALID[nameOf(op)];
    if (own) return own(n, ctx);
    const sampled = sample(op.body ?? {});
    return typeof sampled === 'object' && sampled !== null && !Array.isArray(sampled)
      ? (sampled as Record<string, unknown>)
      : {};
  }

  /** Where the resource a write made or changed can be read back. */
  function readUrl(op: Operation, url: string, answer: Json): string | null {
    const gets = operationsOf(doc).filter((o) => o.method === 'GET');
    const has = (path: string) => gets.some((g) => g.path === path);
    if (op.path.startsWith('/api/v2/bookings/create/') || op.path.includes('/public/')) {
      const id = answer?.booking?.id ?? answer?.data?.booking?.id;
      return id ? `/api/v2/schedules/${id}` : null;
    }
    if (op.method !== 'POST' || !gets.some((g) => g.path.startsWith(`${op.path}/{`))) {
      return has(op.path) ? url : null;
    }
    const first: Json = Object.values(answer ?? {}).find((v: Json) => v?.id);
    const id = answer?.id ?? first?.id;
    return id ? `${url}/${id}` : null;
  }

  /** The caller's own record of the kind a field names, or another form of the start. */
  async function specialProbe(field: string): Promise<Probe | null> {
    switch (field) {
      case 'availability_id': {
        const { id } = await createSchedule(t, t.admin);
        return { value: id, key: field, shown: id };
      }
      case 'calendar_id':
      case 'new_calendar_id': {
        const { calendar } = await bookableEvent(t, t.admin);
        return { value: calendar.id, key: 'calendar_id', shown: calendar.id };
      }
      case 'date_overrides': {
        const value = { '2031-03-04': [{ start: '10:15', end: '11:45' }] };
        return { value, key: 'start', shown: '10:15' };
      }
      case 'custom_fields':
        return { value: { probe_field: 'Probe' }, key: 'probe_field', shown: 'Probe' };
      case 'hosts_schedules': {
        const { id } = await createSchedule(t, t.admin);
        return { value: { [t.admin.id]: id }, key: String(t.admin.id), shown: id };
      }
      case 'event_time':
      case 'start_date': {
        // A start in the guest's zone (UTC), in place of the body's start_utc.
        const start = nextStart().replace('T', ' ').slice(0, 19);
        return { value: start, key: 'start_time', shown: start, drop: ['start_utc'] };
      }
      default:
        return null;
    }
  }

  it('refuses a field no route documents, unless the route takes any on purpose', async () => {
    const failures: string[] = [];
    // One set of records: a refused request changes none of them.
    const ctx = await seed(operations.flatMap(kindsOf));
    for (const op of operations) {
      const body = validBody(op, 1, ctx);
      const res = await call(op.method, urlOf(op, ctx), { ...body, [UNKNOWN]: 1 });
      const takesAny = bodySchema(op, body).additionalProperties === true;
      const reason = TOLERANT[nameOf(op)];
      if (reason && !takesAny) failures.push(`${nameOf(op)}: listed, but its schema says no`);
      else if (!reason && !(res.statusCode === 422 && res.body.includes(UNKNOWN))) {
        failures.push(`${nameOf(op)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('stores and answers every documented field, or refuses it', async () => {
    const failures: string[] = [];
    // An entry of the lists that names no operation or field any more fails: reasons stay true.
    const names = new Set(operations.map(nameOf));
    const fields = new Set(
      operations.flatMap((op) =>
        Object.keys(bodySchema(op, validBody(op, 0, { ids: {}, feedUrl })).properties ?? {}).map(
          (f) => `${nameOf(op)} ${f}`,
        ),
      ),
    );
    for (const key of [...Object.keys(ACTIONS), ...Object.keys(TOLERANT)])
      if (!names.has(key)) failures.push(`${key}: listed, but no such operation takes a body`);
    for (const key of [...Object.keys(WRITE_ONLY), ...Object.keys(SHOWN_AS)])
      if (!fields.has(key)) failures.push(`${key}: listed, but no such documented field`);
    for (const op of operations.filter((o) => !ACTIONS[nameOf(o)])) {
      const ctx = await seed(kindsOf(op));
      const url = urlOf(op, ctx);
      let n = 0;
      const base = validBody(op, n, ctx);
      const schema = bodySchema(op, base);
      const first = await call(op.method, url, base);
      if (!ok(first)) {
        failures.push(`${nameOf(op)}: the valid body got ${first.statusCode} ${first.body}`);
        continue;
      }
      for (const [field, sub] of Object.entries(schema.properties ?? {})) {
        if (WRITE_ONLY[`${nameOf(op)} ${field}`]) continue;
        n += 1;
        const body = validBody(op, n, ctx);
        const probe =
          (await specialProbe(field)) ?? probeFor(field, sub, body[field], sample(sub, field), n);
        if (!probe) {
          failures.push(`${nameOf(op)} ${field}: no distinguishable value to send`);
          continue;
        }
        for (const key of probe.drop ?? []) delete body[key];
        const res = await call(op.method, url, { ...body, [field]: probe.value });
        if (res.statusCode >= 400 && res.statusCode < 500) continue;
        const answer = res.json<Json>();
        const readBack = READ_BACK[nameOf(op)];
        const own = readUrl(op, url, answer);
        const reads = readBack
          ? readBack(url, { ...body, [field]: probe.value })
          : own
            ? [own]
            : [];
        const back: Json[] = [];
        for (const read of reads) back.push((await call('GET', read)).json<Json>());
        if (reads.length === 0) back.push(answer);
        const read = reads.join(' and ') || null;
        const aliases = SHOWN_AS[`${nameOf(op)} ${field}`] ?? [];
        if (!ok(res) || !shows(back, probe.key, probe.shown, aliases)) {
          failures.push(
            `${nameOf(op)} ${field}: ${res.statusCode} for ${JSON.stringify(probe.value).slice(0, 80)}, ` +
              `not shown by ${read ?? 'the answer'}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
