import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('secrets in request logs (%s)', (dialect) => {
  it('logs no set-password token, booking hash or feed token that a URL carries', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const t = await createTestApp(dialect, { logStream });
    const token = 'Zt9xQv3LmK8pR2sW7yB4nC6dF1gH5jJ0aE';
    const hash = '0123456789abcdef0123456789abcdef';
    const feed = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed';
    try {
      await t.app.inject({ url: `/app/set-password?token=${token}` });
      await t.app.inject({ url: `/app/set-password?next=%2Fapp&token=${token}&x=1` });
      await t.app.inject({ url: `/booking/${hash}` });
      await t.app.inject({ url: `/api/v2/public/bookings/${hash}` });
      await t.app.inject({ url: `/wp-json/fluent-booking/v2/public/bookings/${hash}/ics` });
      await t.app.inject({ url: `/?rest_route=/fluent-booking/v2/public/bookings/${hash}` });
      await t.app.inject({ url: `/api/v2/public/feeds/${feed}.ics` });
      const text = lines.join('');
      // The requests were logged, with what does not identify a secret.
      expect(text).toContain('/app/set-password?token=');
      expect(text).toContain('/public/bookings/');
      expect(text).toContain('/public/feeds/');
      expect(text).toContain('next=%2Fapp');
      for (const secret of [token, hash, feed]) expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
