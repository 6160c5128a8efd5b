/**
 * Renaming a calendar's or an event type's slug: the API changes it (or refuses with 422 naming
 * `slug`), and links made with the old one redirect (301) to the page's new address.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { seedHost } from '../helpers/browser.js';
import { createEvent } from '../helpers/factories.js';
import { DIALECTS } from '../helpers/db.js';

describe.each(DIALECTS)('slugs (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const renameEvent = (
    as: Parameters<typeof t.request>[0]['as'],
    cal: number,
    id: number,
    slug: string,
  ) =>
    t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${cal}/events/${id}`,
      as,
      payload: { slug },
    });

  it("changes an event type's slug, and its old link redirects to the new one", async () => {
    const { host, calendar, event } = await seedHost(t);
    const old = `/book/${calendar.slug}/${event.slug}`;
    expect((await get(old)).statusCode).toBe(200);

    const renamed = await renameEvent(host, calendar.id, event.id, 'strategy-session');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().event.slug).toBe('strategy-session');

    const moved = await get(old);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/book/${calendar.slug}/strategy-session`);
    expect((await get(`/book/${calendar.slug}/strategy-session`)).statusCode).toBe(200);

    // Renamed again: the first slug leads to the latest address in one step.
    expect((await renameEvent(host, calendar.id, event.id, 'deep-dive')).statusCode).toBe(200);
    expect((await get(old)).headers.location).toBe(`/book/${calendar.slug}/deep-dive`);
    // Sending the slug it has changes nothing.
    expect((await renameEvent(host, calendar.id, event.id, 'deep-dive')).statusCode).toBe(200);
  });

  it('refuses a slug of the wrong form or used by another event type, and changes nothing', async () => {
    const { host, calendar, event } = await seedHost(t);
    const other = await createEvent(t, host, calendar.id, { title: 'Other', duration: 45 });
    for (const [slug, rule] of [
      [other.slug as string, 'available'],
      ['ab', 'slug'],
      ['Has Spaces', 'slug'],
    ] as const) {
      const res = await renameEvent(host, calendar.id, event.id, slug);
      expect(res.statusCode, slug).toBe(422);
      expect(Object.keys(res.json().data.errors.slug), slug).toEqual([rule]);
    }
    const stored = await t.request({
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}`,
      as: host,
    });
    expect(stored.json().calendar_event.slug).toBe(event.slug);
  });

  it('creates an event type with the slug given, or refuses one already used', async () => {
    const { host, calendar } = await seedHost(t);
    const made = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events`,
      as: host,
      payload: { title: 'Office hours', duration: 20, slug: 'office-hours' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().slot.slug).toBe('office-hours');
    const again = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events`,
      as: host,
      payload: { title: 'Office hours 2', duration: 20, slug: 'office-hours' },
    });
    expect(again.statusCode, again.body).toBe(422);
  });

  it("redirects a renamed calendar's landing page and event pages; a new owner of the old slug wins", async () => {
    const { host, calendar, event } = await seedHost(t);
    const oldSlug = calendar.slug as string;
    const newSlug = `${oldSlug}-renamed`;
    const put = await t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${calendar.id}`,
      as: host,
      payload: { slug: newSlug },
    });
    expect(put.statusCode, put.body).toBe(200);
    const landing = await get(`/book/${oldSlug}`);
    expect(landing.statusCode).toBe(301);
    expect(landing.headers.location).toBe(`/book/${newSlug}`);
    const page = await get(`/book/${oldSlug}/${event.slug}`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/book/${newSlug}/${event.slug}`);
    expect((await get(`/book/${oldSlug}/no-such-event`)).statusCode).toBe(404);

    // Another host takes the old slug: its page is served, not the redirect.
    const other = await seedHost(t);
    const taken = await t.request({
      method: 'PUT',
      url: `/api/v2/calendars/${other.calendar.id}`,
      as: other.host,
      payload: { slug: oldSlug },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await get(`/book/${oldSlug}`)).statusCode).toBe(200);
  });
});
