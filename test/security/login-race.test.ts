/**
 * Failed-login limits hold against guesses sent all at once: each attempt takes its place on the
 * counters before its password is checked, so no more guesses are checked than the limit allows,
 * and the right password afterwards is refused too. With the counters in memory and in Redis.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryCounter,
  createRedisCounter,
  type WindowCounter,
} from '../../src/infra/counters.js';
import { PASSWORD, personWithPassword, signIn } from '../helpers/accounts.js';
import { basic, createTestApp, errorBody, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const redisUrl = process.env.TEST_REDIS_URL;
const COUNTERS: [string, () => WindowCounter][] = [['memory', () => createMemoryCounter()]];
if (redisUrl) {
  COUNTERS.push([
    'redis',
    () => createRedisCounter(new Redis(redisUrl), `slotbook-test:${randomUUID()}:`),
  ]);
}

const GUESSES = 25;

function statuses(responses: { statusCode: number }[]) {
  const count = (status: number) => responses.filter((r) => r.statusCode === status).length;
  return { refused: count(429), failed: count(401), ok: count(200) };
}

describe.each(DIALECTS)('failed-login limits against simultaneous guesses (%s)', (dialect) => {
  describe.each(COUNTERS)('counters in %s', (_kind, makeCounter) => {
    let t: TestApp;
    let counter: WindowCounter;
    afterEach(async () => {
      await t.close();
      await counter.close();
    });

    it('checks at most ten sign-in guesses sent at once, then refuses the right password', async () => {
      counter = makeCounter();
      t = await createTestApp(dialect, { counter });
      const person = await personWithPassword(t);
      const from = '203.0.113.40';
      const batch = await Promise.all([
        ...Array.from({ length: GUESSES }, (_, i) => signIn(t, person.login, `guess ${i}!`, from)),
        signIn(t, person.login, PASSWORD, from),
      ]);
      const seen = statuses(batch);
      // Ten wrong guesses at most are checked (the right one, if checked early, gives its slot back).
      expect(seen.failed).toBeLessThanOrEqual(10);
      expect(seen.refused).toBeGreaterThanOrEqual(GUESSES - 10);
      const after = await signIn(t, person.login, PASSWORD, from);
      errorBody(after, 429, 'rest_rate_limited');
      expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
      // From the person's own address, the right password still signs in.
      expect((await signIn(t, person.login, PASSWORD, '203.0.113.41')).statusCode).toBe(200);
    });

    it('checks at most ten application-password guesses sent at once, then refuses the right one', async () => {
      counter = makeCounter();
      t = await createTestApp(dialect, { counter });
      const host = await t.createAccount();
      const from = '203.0.113.50';
      const me = (password: string) =>
        t.app.inject({
          url: '/api/v2/users/me',
          remoteAddress: from,
          headers: { authorization: basic(host.login, password) },
        });
      const batch = await Promise.all([
        ...Array.from({ length: GUESSES }, (_, i) => me(`guess ${i}`)),
        me(host.password),
      ]);
      const seen = statuses(batch);
      expect(seen.failed).toBeLessThanOrEqual(10);
      expect(seen.refused).toBeGreaterThanOrEqual(GUESSES - 10);
      errorBody(await me(host.password), 429, 'rest_rate_limited');
    });

    it('lets one client send its right credentials many times at once', async () => {
      counter = makeCounter();
      t = await createTestApp(dialect, { counter });
      const host = await t.createAccount();
      const batch = await Promise.all(
        Array.from({ length: 30 }, () =>
          t.app.inject({
            url: '/api/v2/users/me',
            remoteAddress: '203.0.113.60',
            headers: { authorization: host.auth },
          }),
        ),
      );
      expect(statuses(batch).ok).toBe(30);
    });
  });
});
