/**
 * The retention loop `serve()` runs deletes credentials that can no longer authenticate anybody,
 * once they are older than its period: OAuth authorization codes and access and refresh tokens
 * past their expiry, and personal access tokens expired or revoked. Live ones stay and work.
 */
import { describe, expect, it } from 'vitest';
import { startOutboxRetention } from '../../src/modules/outbox/index.js';
import { RETENTION_STEPS } from '../../src/server.js';
import { issueToken } from '../helpers/access-tokens.js';
import { useTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';
import {
  approve,
  asBearer,
  challengeOf,
  newClient,
  tokensFor,
  verifier,
} from '../helpers/oauth.js';

const DAY = 86_400_000;
const START = Date.parse('2031-03-03T09:00:00Z');
const RETENTION_DAYS = 30;

/** One pass of the retention loop as `serve()` starts it, at the app's clock. */
async function retentionPass(t: TestApp, clock: () => number) {
  const retention = startOutboxRetention({
    db: t.testDb.database.db,
    clock,
    retentionDays: RETENTION_DAYS,
    steps: RETENTION_STEPS,
    firstRunMs: 3_600_000,
    onError: (error) => {
      throw error;
    },
  });
  await retention.runOnce();
  await retention.stop();
}

describe.each(DIALECTS)('expired tokens are deleted (%s)', (dialect) => {
  let now = START;
  const clock = () => now;
  const t = useTestApp(dialect, { clock });

  it('deletes expired OAuth codes and tokens and dead access tokens after the period', async () => {
    now = START;
    const person = await t.createAccount({ role: 'host' });
    const counts = async () => {
      const db = t.testDb.database.db;
      const count = async (table: 'oauth_codes' | 'oauth_tokens' | 'access_tokens') => {
        const rows = await db.selectFrom(table).select('id').execute();
        return rows.length;
      };
      const mine = await db
        .selectFrom('access_tokens')
        .select('name')
        .where('user_id', '=', person.id)
        .orderBy('name')
        .execute();
      return {
        codes: await count('oauth_codes'),
        tokens: await count('oauth_tokens'),
        accessTokens: mine.map((r) => r.name),
      };
    };
    const before = await counts();
    // A code exchanged for an access and a refresh token, and a code never used.
    const issued = await tokensFor(t, person);
    await approve(t, person, await newClient(t), challengeOf(verifier()));
    const forever = await issueToken(t, person, ['bookings:read'], { name: 'forever' });
    await issueToken(t, person, ['bookings:read'], {
      name: 'a day',
      expires_at: new Date(START + DAY).toISOString(),
    });
    const revoked = await issueToken(t, person, ['bookings:read'], { name: 'revoked' });
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/v2/access-tokens/${revoked.id}`,
      as: person,
    });
    expect(revoke.statusCode).toBe(200);
    const made = await counts();
    expect(made).toEqual({
      codes: before.codes + 2,
      tokens: before.tokens + 2,
      accessTokens: ['a day', 'forever', 'revoked'],
    });

    // Expired, but not yet past the period: kept.
    now = START + 2 * DAY;
    await retentionPass(t, clock);
    expect(await counts()).toEqual(made);

    // Past it: the codes, the access token, and the expired and revoked access tokens go.
    now = START + (RETENTION_DAYS + 2) * DAY;
    await retentionPass(t, clock);
    expect(await counts()).toEqual({
      codes: before.codes,
      tokens: before.tokens + 1,
      accessTokens: ['forever'],
    });
    const live = await t.request({ url: '/api/v2/schedules', as: forever.account });
    expect(live.statusCode).toBe(200);
    const listed = await t.request({ url: '/api/v2/access-tokens', as: person });
    expect(listed.json().access_tokens.map((a: { name: string }) => a.name)).toEqual(['forever']);

    // The refresh token, 30 days after it expired.
    now = START + (2 * RETENTION_DAYS + 2) * DAY;
    await retentionPass(t, clock);
    expect((await counts()).tokens).toBe(before.tokens);
    const refused = await t.request({
      url: '/api/v2/schedules',
      as: asBearer(person, issued.access_token),
    });
    expect(refused.statusCode).toBe(401);
  });
});
