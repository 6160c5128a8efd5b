/**
 * Opening a Stripe checkout (`/booking/<hash>/pay`) asks Stripe, so one client may open at most
 * as many a minute as it may make other guest writes: over that, a readable 429 page with
 * `Retry-After`, before Stripe or the database is asked; other clients are not affected.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('opening checkouts, per client (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers 429 with Retry-After past the guest write limit, and only to that client', async () => {
    const open = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/booking/no-such-booking/pay', remoteAddress });
    for (let i = 0; i < 15; i++) expect((await open('203.0.113.7')).statusCode).toBe(404);
    const refused = await open('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.body).toContain('Too many requests');
    expect((await open('203.0.113.8')).statusCode).toBe(404);
  });
});
