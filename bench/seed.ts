import type { FastifyInstance } from 'fastify';

export const BENCH_LOGIN = 'bench';
export const BENCH_PASSWORD = 'Bb11 Ee22 Nn33 Cc44 Hh55 Mm66';
export const BENCH_AUTH = `Basic ${Buffer.from(`${BENCH_LOGIN}:${BENCH_PASSWORD}`).toString('base64')}`;

async function call(app: FastifyInstance, method: 'POST', url: string, payload: object) {
  const res = await app.inject({ method, url, payload, headers: { authorization: BENCH_AUTH } });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id?: number; calendar?: { id: number } }>();
}

/**
 * 50 host calendars with 5 events each, created through the API as an administrator would,
 * so `GET /calendars` lists real data (form B, first page of 50).
 */
export async function seedCalendars(app: FastifyInstance, count = 50): Promise<void> {
  for (let i = 0; i < count; i++) {
    const user = await call(app, 'POST', '/api/v2/users', {
      username: `host${i}`,
      email: `host${i}@example.com`,
      name: `Host Number ${i}`,
    });
    const created = await call(app, 'POST', '/api/v2/calendars', {
      calendar: {
        user_id: user.id,
        author_timezone: 'Europe/Berlin',
        slot: { title: 'Intro call', duration: 30 },
      },
    });
    const calendarId = created.calendar?.id ?? 0;
    for (let e = 0; e < 4; e++) {
      await call(app, 'POST', `/api/v2/calendars/${calendarId}/events`, {
        title: `Session ${e}`,
        duration: 30 + 15 * e,
      });
    }
  }
}

/**
 * One user sends every authenticated request of a scenario, thousands a second: far over the
 * per-user limit meant for real traffic. The benchmarks count every request against this
 * limit, as production does, but never reach it.
 */
export const BENCH_USER_RATE_LIMIT = '1000000000';
