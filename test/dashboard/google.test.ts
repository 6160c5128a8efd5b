/**
 * Connecting Google Calendar in the dashboard, in Debian's Chromium, against the Google
 * stand-in: the host clicks "Connect Google Calendar", allows on the stand-in's consent page,
 * comes back to the connections screen, chooses a calendar, and a slot its event covers is no
 * longer offered.
 */
import { describe, expect, it } from 'vitest';
import { newContext, watchPage } from '../helpers/browser.js';
import { bookableEvent } from '../helpers/booking-factories.js';
import {
  connectInDashboard,
  offeredOn,
  useProviderDashboard,
} from '../helpers/calendar-providers.js';
import { createPerson, DASHBOARD_DIALECTS, UI_TIMEOUT } from '../helpers/dashboard.js';
import { startGoogleStandIn } from '../connections/google-stand-in.js';

const CLIENT = { clientId: 'dashboard-test.apps.googleusercontent.com', clientSecret: 'shh' };
/** Tomorrow, 10:00-11:00 UTC. */
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe.each(DASHBOARD_DIALECTS)('Google Calendar in the dashboard (%s)', (dialect) => {
  const suite = useProviderDashboard(
    dialect,
    () => startGoogleStandIn(CLIENT),
    (g) => ({
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      GOOGLE_OAUTH_BASE_URL: g.base,
      GOOGLE_API_BASE_URL: g.base,
    }),
  );

  it('connects an account through the consent page and blocks the chosen calendar', async () => {
    const { app, browser, standIn: g } = suite;
    const { t, origin } = app;
    g.calendars.push(
      { id: 'ada@example.com', summary: 'Ada', timeZone: 'UTC', primary: true, events: [] },
      { id: 'work@group.calendar.google.com', summary: 'Work', timeZone: 'UTC', events: [] },
    );
    g.put('work@group.calendar.google.com', {
      id: 'dentist',
      start: { dateTime: `${day}T10:00:00Z` },
      end: { dateTime: `${day}T11:00:00Z` },
    });
    const host = await createPerson(t);
    const { event } = await bookableEvent(t, host, { duration: 60 });
    const offered = () => offeredOn(t, host, event.id, day);
    expect(await offered()).toContain(`${day} 10:00`);

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchPage(page);
    await connectInDashboard(page, origin, host, {
      link: 'Connect Google Calendar',
      consent: 'Allow',
      connected: 'Google Calendar connected.',
    });
    const card = page.getByRole('article', { name: 'ada@example.com' });
    await card.waitFor({ timeout: UI_TIMEOUT });
    expect(await card.getByRole('status').textContent()).toMatch(/^Last read /);
    await card.getByLabel('Blocks my time (Work, ada@example.com)').check();
    await card.getByText('Work (1 busy times)').waitFor({ timeout: UI_TIMEOUT });

    expect(await offered()).not.toContain(`${day} 10:00`);
    expect(g.violations).toEqual([]);
    // The one 401 is the dashboard asking for a session before signing in.
    expect(problems.filter((p) => !p.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
