/**
 * The public pages as the server renders them, on every database engine: what they show, what
 * sharing settings hide (as an HTML 404), escaping, headers and the static assets.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { adminBook } from '../helpers/booking-factories.js';
import { saveSharing, seedHost, weekdayAhead } from '../helpers/browser.js';
import { createEvent } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/db.js';

const SCRIPT = '<script>window.pwned = 1</script>';

/** The markup without the whitespace that formatting puts between and inside tags. */
const squash = (markup: string) =>
  markup
    .replace(/\s+/g, ' ')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s+(\/?)>/g, '$1>');
/** Tags that `plainText` would strip, written as entities it decodes back into text. */
const ENCODED = '&lt;script&gt;window.pwned = 1&lt;/script&gt;';

describe.each(DIALECTS)('public pages (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: { PUBLIC_URL: 'https://book.example.com' } });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const path = (url: string) => new URL(url).pathname;

  function expectHtml(res: Awaited<ReturnType<typeof get>>, status: number) {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="en">/);
  }

  it('serves the landing page of share_url with the profile and the shared events', async () => {
    const { calendar, event, shareUrl } = await seedHost(t);
    expect(shareUrl).toBe(`https://book.example.com/book/${calendar.slug}`);
    const res = await get(path(shareUrl));
    expectHtml(res, 200);
    expect(squash(res.body)).toContain('<h1>Dr. Ada Lovelace</h1>');
    expect(squash(res.body)).toContain('<p class="host-name">Ada Lovelace</p>');
    expect(squash(res.body)).toContain('<strong>analytical engine</strong>');
    expect(squash(res.body)).toContain('src="https://images.example.com/avatar.svg"');
    expect(squash(res.body)).toContain('src="https://images.example.com/cover.svg"');
    expect(squash(res.body)).toContain('href="tel:+442079460958">+44 20 7946 0958</a>');
    expect(squash(res.body)).toContain(
      `href="/book/${calendar.slug}/${event.slug}">Project consultation`,
    );
    expect(squash(res.body)).toContain('30 min · Video call');
    expect(squash(res.body)).toContain(`href="/book/${calendar.slug}/30min">Intro call`);
    // Helmet's page headers; scripts only from this origin, images also from hosts' sites.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The landing page's only script is the pages' own (a framed page reports its height).
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).toContain('<script type="module" src="/assets/pages.js?v=');
  });

  it('shows only what sharing allows: selected events, never drafts, 404 when disabled', async () => {
    const { host, calendar, event } = await seedHost(t);
    const draft = await createEvent(t, host, calendar.id, {
      title: 'Secret draft',
      status: 'draft',
    });
    const other = await createEvent(t, host, calendar.id, { title: 'Not selected' });
    await saveSharing(t, host, calendar.id, {
      landing_page_settings: { show_type: 'selected', enabled_slots: [event.id, draft.id] },
    });
    const landing = await get(`/book/${calendar.slug}`);
    expectHtml(landing, 200);
    expect(squash(landing.body)).toContain('Project consultation');
    expect(landing.body).not.toContain('Secret draft');
    expect(landing.body).not.toContain('Not selected');
    expectHtml(await get(`/book/${calendar.slug}/${event.slug}`), 200);
    expectHtml(await get(`/book/${calendar.slug}/${draft.slug}`), 404);
    expectHtml(await get(`/book/${calendar.slug}/${other.slug}`), 404);

    await saveSharing(t, host, calendar.id, { landing_page_settings: { enabled: 'no' } });
    for (const url of [`/book/${calendar.slug}`, `/book/${calendar.slug}/${event.slug}`]) {
      const res = await get(url);
      expectHtml(res, 404);
      expect(squash(res.body)).toContain('<h1>Page not found</h1>');
      expect(res.body).not.toContain('Ada Lovelace');
    }
  });

  it('answers an HTML 404 for unknown calendars, events, bookings and paths', async () => {
    const { calendar } = await seedHost(t);
    for (const url of [
      '/book/no-such-calendar',
      `/book/${calendar.slug}/no-such-event`,
      `/book/${calendar.slug}/30min/extra`,
      '/booking/0123456789abcdef0123456789abcdef',
      '/booking/not-a-hash',
    ]) {
      const res = await get(url);
      expectHtml(res, 404);
      expect(squash(res.body)).toContain('Page not found');
    }
  });

  it('renders the booking page: durations, location, price, custom fields, seats', async () => {
    const { host, calendar, event } = await seedHost(t, {
      event: { event_type: 'group', max_book_per_slot: 5, is_display_spots: true },
      settings: {
        multi_duration: { enabled: true, default_duration: 30, available_durations: [30, 60] },
      },
    });
    const base = `/api/v2/calendars/${calendar.id}/events/${event.id}`;
    const fields = await t.request({
      method: 'POST',
      url: `${base}/booking-fields`,
      as: host,
      payload: {
        fields: [
          {
            name: 'company',
            type: 'text',
            label: 'Company',
            required: true,
            help_text: 'Legal name',
          },
          { name: 'topic', type: 'dropdown', label: 'Topic', options: ['Design', 'Review'] },
          {
            name: 'terms',
            type: 'terms-and-conditions',
            label: 'I accept the terms',
            required: true,
          },
        ],
      },
    });
    expect(fields.statusCode, fields.body).toBe(200);
    const price = await t.request({
      method: 'POST',
      url: `${base}/payment-settings`,
      as: host,
      payload: { settings: { enabled: 'yes', items: [{ title: 'Session', value: 49 }] } },
    });
    expect(price.statusCode, price.body).toBe(200);

    const res = await get(`/book/${calendar.slug}/${event.slug}`);
    expectHtml(res, 200);
    const body = squash(res.body);
    expect(body).toContain('<h1 id="event-title">Project consultation</h1>');
    expect(body).toContain('<dd>30 min / 1 h</dd>');
    expect(body).toContain('<dd id="price">$49.00</dd>');
    expect(body).toContain('Group event, 5 seats per time');
    expect(body).toContain('<input type="radio" name="duration" value="30" checked/>');
    expect(body).toContain('<label for="f-name">Your Name<span class="req">(required)</span>');
    expect(body).toContain('<label for="f-email">');
    expect(body).toContain('<label for="f-company">Company');
    expect(body).toContain('<p class="help" id="f-company-help">Legal name</p>');
    expect(body).toContain('aria-describedby="f-company-help f-company-error" required');
    expect(body).toContain('<option value="Review">Review</option>');
    expect(body).toContain('data-custom="terms" data-type="flag"');
    expect(body).toContain('<strong>Video call</strong>');
    expect(body).toContain('<script type="module" src="/assets/pages.js?v=');
    const config = JSON.parse(
      (/data-config="([^"]*)"/.exec(body)?.[1] ?? '{}').replace(/&quot;/g, '"'),
    );
    expect(config).toMatchObject({
      hash: event.hash,
      duration: 30,
      hostZone: 'Europe/Berlin',
      lockedZone: null,
      spots: true,
      durations: [
        { minutes: 30, price: '$49.00' },
        { minutes: 60, price: '$49.00' },
      ],
    });
    // No inline script or handler anywhere (CSP: script-src 'self', script-src-attr 'none').
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(body).not.toMatch(/\son[a-z]+=/i);
  });

  it('renders every user-provided field as text', async () => {
    const { host, calendar, event } = await seedHost(t, {
      title: `${ENCODED} Host`,
      description: `<p>About me</p>${SCRIPT}<img src=x onerror="window.pwned=2">`,
      eventTitle: `${ENCODED} Event`,
      eventDescription: `<p onclick="window.pwned=3">Details</p>${SCRIPT}`,
    });
    const booking = await adminBook(t, host, event.id, {
      start_utc: weekdayAhead(7),
      name: `${SCRIPT} Guest`,
      message: `Hello ${SCRIPT}`,
    });
    const pages = [
      await get(`/book/${calendar.slug}`),
      await get(`/book/${calendar.slug}/${event.slug}`),
      await get(`/booking/${booking.hash}`),
    ];
    for (const res of pages) {
      expectHtml(res, 200);
      expect(res.body).not.toContain('<script>window');
      expect(res.body).not.toContain('<img src=x');
      expect(res.body).not.toMatch(/onclick|onerror/);
    }
    const [landing, book, manage] = pages.map((p) => squash(p.body));
    expect(landing).toContain('<h1>&lt;script&gt;window.pwned = 1&lt;/script&gt; Host</h1>');
    expect(landing).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt; Event</a>');
    expect(landing).toContain('<p>About me</p>');
    expect(book).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt; Event</h1>');
    expect(manage).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt; Guest');
    expect(manage).toContain('Hello &lt;script&gt;window.pwned = 1&lt;/script&gt;');
  });

  it("shows a guest's booking with its .ics link, and the cut-off instead of a button", async () => {
    const { host, event } = await seedHost(t);
    const booking = await adminBook(t, host, event.id, {
      start_utc: weekdayAhead(3),
      timezone: 'Asia/Tokyo',
    });
    const res = await get(`/booking/${booking.hash}`);
    expectHtml(res, 200);
    expect(squash(res.body)).toContain('<h1 id="booking-title">Project consultation</h1>');
    expect(squash(res.body)).toContain(
      '<p class="badge badge-scheduled" id="booking-status">Scheduled</p>',
    );
    expect(squash(res.body)).toContain(`data-start="${booking.start_time_iso}"`);
    expect(squash(res.body)).toContain(
      '6:00 PM – 6:30 PM</span><span class="note" id="booking-zone">(Asia/Tokyo)',
    );
    expect(squash(res.body)).toContain(
      `href="/api/v2/public/bookings/${booking.hash}/ics" download`,
    );
    expect(squash(res.body)).toContain('id="open-cancel"');
    expect(squash(res.body)).toContain('id="open-reschedule"');
    expect(squash(res.body)).toContain('href="https://meet.example.com/ada"');

    const stored = await t.testDb.database.db
      .selectFrom('events')
      .select('settings')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    const rule = { enabled: true, type: 'always', message: 'Please call us to cancel.' };
    await t.testDb.database.db
      .updateTable('events')
      .set({ settings: JSON.stringify({ ...JSON.parse(stored.settings), can_not_cancel: rule }) })
      .where('id', '=', event.id)
      .execute();
    const refused = await get(`/booking/${booking.hash}`);
    expect(refused.body).not.toContain('id="open-cancel"');
    expect(squash(refused.body)).toContain('<p class="note">Please call us to cancel.</p>');
    expect(squash(refused.body)).toContain('id="open-reschedule"');
  });

  it("offers no calendar entry on a cancelled booking's page", async () => {
    const { host, event } = await seedHost(t);
    const booking = await adminBook(t, host, event.id, { start_utc: weekdayAhead(4) });
    expect((await get(`/booking/${booking.hash}`)).body).toContain('id="add-to-calendar"');
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/v2/schedules/${booking.id}`,
      as: host,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const page = await get(`/booking/${booking.hash}`);
    expectHtml(page, 200);
    expect(page.body).toContain('badge-cancelled');
    expect(page.body).not.toContain('/ics');
    expect(page.body).not.toContain('id="add-to-calendar"');
  });

  it('serves the script and the stylesheet, cacheable by content hash, within budget', async () => {
    const { calendar, event } = await seedHost(t);
    const page = await get(`/book/${calendar.slug}/${event.slug}`);
    const js = /src="(\/assets\/pages\.js\?v=[0-9a-f]{16})"/.exec(page.body)?.[1] ?? '';
    const css = /href="(\/assets\/pages\.css\?v=[0-9a-f]{16})"/.exec(page.body)?.[1] ?? '';
    const script = await get(js);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The page-weight budget: under 100 KB of script.
    expect(script.rawPayload.length).toBeLessThan(100 * 1024);
    const style = await get(css);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const unversioned = await get('/assets/pages.js');
    expect(unversioned.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: js,
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('has an icon, where pages name it and where browsers look for one', async () => {
    const { calendar } = await seedHost(t);
    const page = await get(`/book/${calendar.slug}`);
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const icon = await get(path);
      expect(icon.statusCode, path).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.body).toMatch(/^<svg /);
    }
  });
});
