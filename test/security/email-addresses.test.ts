/**
 * Every route that accepts an e-mail address applies one rule: a single plain address. An address
 * that a mail header would read as several recipients (`a>,<b@evil.example`) is refused with a
 * 4xx and nothing is stored, so no confirmation or reminder can go to a second mailbox.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type Account } from '../helpers/app.js';
import { adminBook, bookableEvent, guest } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import type { Json } from '../helpers/json.js';

const HOSTILE = [
  'a>,<attacker@evil.example',
  'ada@x.example, attacker@evil.example',
  'ada@x.example;attacker@evil.example',
  '"Ada" <ada@x.example>',
  'ada@x.example\r\nbcc: attacker@evil.example',
  // A local part over 64 characters.
  `${'a'.repeat(70)}@example.com`,
];

describe.each(DIALECTS)('e-mail addresses (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let host: Account;
  let event: Json;

  beforeAll(async () => {
    host = await t.createAccount();
    ({ event } = await bookableEvent(t, host));
  });

  const refused = async (
    label: string,
    request: (email: string) => Parameters<typeof t.request>[0],
  ) => {
    for (const email of HOSTILE) {
      const res = await t.request(request(email));
      expect(
        res.statusCode,
        `${label}: ${JSON.stringify(email)} ${res.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expect(res.body, label).not.toContain('attacker@evil.example"');
    }
  };

  it('refuses them when a guest or a host books, with the guest or an additional guest', async () => {
    const start = (n: number) => `2031-03-0${n}T10:00:00Z`;
    await refused('guest booking', (email) => ({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: guest({ email, start_utc: start(1) }),
    }));
    await refused('additional guest', (email) => ({
      method: 'POST',
      url: `/api/v2/public/events/${event.hash}/bookings`,
      payload: guest({ start_utc: start(2), guests: [{ name: 'Friend', email }] }),
    }));
    await refused('host booking', (email) => ({
      method: 'POST',
      url: `/api/v2/bookings/create/${event.id}`,
      as: host,
      payload: guest({ email, start_utc: start(3) }),
    }));
    const list = await t.request({ url: '/api/v2/schedules?period=all', as: host });
    expect(list.json().bookings).toEqual([]);
  });

  it("refuses them when a booking's e-mail is edited, in either form", async () => {
    const booking = await adminBook(t, host, event.id, { start_utc: '2031-03-05T10:00:00Z' });
    const url = `/api/v2/schedules/${booking.id}`;
    await refused('booking edit by column', (email) => ({
      method: 'PUT',
      url,
      as: host,
      payload: { column: 'email', value: email },
    }));
    await refused('booking edit', (email) => ({
      method: 'PUT',
      url,
      as: host,
      payload: { email },
    }));
    const read = await t.request({ url, as: host });
    expect(read.json().booking?.email ?? read.json().email).toBe('ada@example.com');
  });

  it('refuses them for users, contacts and the test e-mail', async () => {
    await refused('user create', (email) => ({
      method: 'POST',
      url: '/api/v2/users',
      as: t.admin,
      payload: { login: `u${Math.random().toString(36).slice(2, 8)}`, email, role: 'host' },
    }));
    await refused('user update', (email) => ({
      method: 'PUT',
      url: `/api/v2/users/${host.id}`,
      as: host,
      payload: { email },
    }));
    await refused('contact create', (email) => ({
      method: 'POST',
      url: '/api/v2/contacts',
      as: host,
      payload: { email, name: 'Eve' },
    }));
    await refused('test e-mail', (email) => ({
      method: 'POST',
      url: '/api/v2/settings/test-email',
      as: t.admin,
      payload: { to: email },
    }));
  });
});
