/**
 * Password-reset requests answer alike whether the account exists or not, and an account gets
 * at most three reset e-mails an hour, however it is named and from wherever it is asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitLinkToken,
  linkTokensFor,
  personWithPassword,
  requestReset,
} from '../helpers/accounts.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

const HOUR_MS = 3_600_000;
const NOW = Date.parse('2031-04-07T07:00:00Z');

/** What a client sees of an answer, but for the request id and the date. */
function seen(res: Awaited<ReturnType<typeof requestReset>>) {
  const { date, 'x-request-id': _id, ...headers } = res.headers;
  void date;
  return { status: res.statusCode, headers, body: res.body };
}

describe.each(DIALECTS)('password-reset requests (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  /** Waits until every reset asked so far is done: the marker's e-mail comes after them. */
  async function settled(marker: { email: string }, count: number) {
    expect((await requestReset(t, marker.email, '192.0.2.250')).statusCode).toBe(202);
    await awaitLinkToken(t, marker.email, 'account_password_reset', count);
  }

  it('answers a known and an unknown account alike', async () => {
    t = await createTestApp(dialect);
    const person = await personWithPassword(t);
    const known = await requestReset(t, person.email, '192.0.2.1');
    const unknown = await requestReset(t, `nobody-${person.email}`, '192.0.2.2');
    const unknownLogin = await requestReset(t, `nobody${person.login}`, '192.0.2.3');
    expect(seen(known).status).toBe(202);
    expect(seen(unknown)).toEqual(seen(known));
    expect(seen(unknownLogin)).toEqual(seen(known));
    await awaitLinkToken(t, person.email, 'account_password_reset');
  });

  it('mails an account at most three reset links an hour, whatever names it, from anywhere', async () => {
    let now = NOW;
    t = await createTestApp(dialect, { clock: () => now });
    const person = await personWithPassword(t);
    const marker = await personWithPassword(t);
    const answers = [];
    for (let i = 0; i < 20; i++) {
      const name = i % 2 ? person.email : person.login;
      answers.push(seen(await requestReset(t, name, `198.51.100.${i + 1}`)));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(202);
    await settled(marker, 1);
    expect(await linkTokensFor(t, person.email, 'account_password_reset')).toHaveLength(3);
    // An hour later, the account may be mailed again.
    now += HOUR_MS + 1_000;
    expect((await requestReset(t, person.login, '198.51.100.99')).statusCode).toBe(202);
    await settled(marker, 2);
    expect(await linkTokensFor(t, person.email, 'account_password_reset')).toHaveLength(4);
  });
});
