/**
 * Sites allowed to embed a calendar's pages (`embed_origins` in its sharing settings): read and
 * written through the sharing routes, refused when malformed, hidden from other hosts, and
 * written into the `frame-ancestors` of that calendar's pages only.
 */
import { describe, expect, it } from 'vitest';
import { errorBody, useTestApp, type TestApp } from '../helpers/app.js';
import { seedHost } from '../helpers/browser.js';
import { DIALECTS } from '../helpers/db.js';
import { createCalendar } from '../helpers/factories.js';

const url = (id: number) => `/api/v2/calendars/${id}/sharing-settings`;
type Host = Awaited<ReturnType<TestApp['createAccount']>>;

function saveOrigins(t: TestApp, as: Host, id: number, embed_origins: unknown) {
  return t.request({
    method: 'POST',
    url: url(id),
    as,
    payload: { landing_page_settings: { embed_origins } },
  });
}

/** The sources of a page's `frame-ancestors`. */
function frameAncestors(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe.each(DIALECTS)('sites allowed to embed (%s)', (dialect) => {
  const t = useTestApp(dialect, {
    env: { PUBLIC_URL: 'https://book.example.com', EMBED_ORIGINS: 'https://global.example.org' },
  });

  it('stores the origins normalised, once each, and reads them back', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const before = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(before.settings.embed_origins).toEqual([]);
    const save = await saveOrigins(t, host, calendar.id, [
      'https://www.example.com',
      ' HTTPS://WWW.Example.com:443/ ',
      'http://localhost:8080',
      'https://shop.example.net:8443',
    ]);
    expect(save.statusCode, save.body).toBe(200);
    const got = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(got.settings.embed_origins).toEqual([
      'https://www.example.com',
      'http://localhost:8080',
      'https://shop.example.net:8443',
    ]);
    // Other settings keep their value; an empty list clears the sites.
    expect(got.settings.enabled).toBe('yes');
    expect((await saveOrigins(t, host, calendar.id, [])).statusCode).toBe(200);
    const cleared = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(cleared.settings.embed_origins).toEqual([]);
  });

  it.each([
    ['a path', 'https://www.example.com/booking'],
    ['another scheme', 'ftp://www.example.com'],
    ['no host', 'https://'],
    ['a query', 'https://www.example.com?x=1'],
    ['credentials', 'https://user:secret@www.example.com'],
    ['a script URL', 'javascript:alert(1)'],
    ['a word', 'example'],
    ['an empty line', ''],
  ])('refuses %s with a 422 naming the field, and changes nothing', async (_what, origin) => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    await saveOrigins(t, host, calendar.id, ['https://kept.example.com']);
    const res = await saveOrigins(t, host, calendar.id, ['https://ok.example.com', origin]);
    const body = errorBody(res, 422, 'rest_validation_failed');
    expect(body.message).toContain('https://www.example.com');
    expect(body.data.errors).toHaveProperty(['landing_page_settings.embed_origins']);
    const got = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(got.settings.embed_origins).toEqual(['https://kept.example.com']);
  });

  it('refuses more than 20 sites and a list that is not of strings', async () => {
    const host = await t.createAccount();
    const { calendar } = await createCalendar(t, host);
    const many = Array.from({ length: 21 }, (_, i) => `https://site${i}.example.com`);
    const tooMany = await saveOrigins(t, host, calendar.id, many);
    expect(errorBody(tooMany, 422, 'rest_validation_failed').message).toContain('20');
    expect((await saveOrigins(t, host, calendar.id, many.slice(1))).statusCode).toBe(200);
    expect((await saveOrigins(t, host, calendar.id, [42])).statusCode).toBe(422);
    expect((await saveOrigins(t, host, calendar.id, [['x']])).statusCode).toBe(422);
    // One string is a list of one, as every list field of the API takes it.
    expect((await saveOrigins(t, host, calendar.id, 'https://a.example.com')).statusCode).toBe(200);
    const got = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(got.settings.embed_origins).toEqual(['https://a.example.com']);
  });

  it("answers 404 for another host's calendar, reading or writing", async () => {
    const owner = await t.createAccount();
    const other = await t.createAccount();
    const { calendar } = await createCalendar(t, owner);
    await saveOrigins(t, owner, calendar.id, ['https://owner.example.com']);
    errorBody(await t.request({ url: url(calendar.id), as: other }), 404, 'calendar_not_found');
    const write = await saveOrigins(t, other, calendar.id, ['https://evil.example.com']);
    const missing = await saveOrigins(t, other, 2 ** 40, ['https://evil.example.com']);
    expect(write.statusCode).toBe(404);
    expect(write.json().code).toBe(missing.json().code);
    const got = (await t.request({ url: url(calendar.id), as: owner })).json();
    expect(got.settings.embed_origins).toEqual(['https://owner.example.com']);
  });

  it("lets a calendar's own sites frame its pages, and no other calendar's", async () => {
    const a = await seedHost(t);
    const b = await seedHost(t);
    await saveOrigins(t, a.host, a.calendar.id, ['https://a.example.com']);
    await saveOrigins(t, b.host, b.calendar.id, ['https://b.example.com']);
    const get = (path: string) => t.app.inject({ method: 'GET', url: path });
    const pathOf = (u: string) => new URL(u).pathname;
    for (const page of [pathOf(a.shareUrl), pathOf(a.event.public_url)]) {
      const res = await get(page);
      expect(res.statusCode).toBe(200);
      expect(frameAncestors(res.headers['content-security-policy'])).toEqual([
        "'self'",
        'https://global.example.org',
        'https://a.example.com',
      ]);
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    const pageOfB = await get(pathOf(b.shareUrl));
    const ofB = frameAncestors(pageOfB.headers['content-security-policy']);
    expect(ofB).toContain('https://b.example.com');
    expect(ofB).not.toContain('https://a.example.com');
    // Pages of no calendar keep the global rule.
    const missing = await get('/book/no-such-calendar');
    expect(missing.statusCode).toBe(404);
    expect(frameAncestors(missing.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://global.example.org',
    ]);
  });

  it('reads back only well-formed origins, whatever the stored settings hold', async () => {
    const { host, calendar, shareUrl } = await seedHost(t);
    await saveOrigins(t, host, calendar.id, ['https://ok.example.com']);
    const hostile = JSON.stringify({
      enabled: 'yes',
      show_type: 'all',
      enabled_slots: [],
      embed_origins: [
        "https://a.example.com; script-src 'unsafe-inline'",
        42,
        'https://ok.example.com',
      ],
    });
    await t.testDb.database.db
      .updateTable('meta')
      .set({ value: hostile })
      .where('object_type', '=', 'calendar')
      .where('object_id', '=', calendar.id)
      .where('key', '=', 'sharing_settings')
      .execute();
    const got = (await t.request({ url: url(calendar.id), as: host })).json();
    expect(got.settings.embed_origins).toEqual(['https://ok.example.com']);
    const page = await t.app.inject({ method: 'GET', url: new URL(shareUrl).pathname });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('a.example.com');
    expect(frameAncestors(csp)).toEqual([
      "'self'",
      'https://global.example.org',
      'https://ok.example.com',
    ]);
  });
});

describe("a calendar's sites without EMBED_ORIGINS", () => {
  const t = useTestApp('sqlite', { env: { PUBLIC_URL: 'https://book.example.com' } });

  it('keeps X-Frame-Options until the calendar allows a site', async () => {
    const { host, calendar, shareUrl } = await seedHost(t);
    const path = new URL(shareUrl).pathname;
    const before = await t.app.inject({ method: 'GET', url: path });
    expect(before.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(frameAncestors(before.headers['content-security-policy'])).toEqual(["'self'"]);
    await saveOrigins(t, host, calendar.id, ['https://www.example.com']);
    const after = await t.app.inject({ method: 'GET', url: path });
    expect(after.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(after.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://www.example.com',
    ]);
  });
});
