/**
 * Embedding, in Chromium, from other sites (other origins: Slotbook listens on 127.0.0.1, the
 * sites on localhost) with the dashboard's three snippets. A site the calendar allows shows the
 * booking page inline (at its full height, through /embed.js), in a popup and from the floating
 * button; a site allowed by EMBED_ORIGINS does too; on any other site the browser refuses the
 * frame and /embed.js explains why, with a link to the page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedSnippets } from '../../dashboard/src/screens/embed-code.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/free-port.js';
import {
  launchBrowser,
  newContext,
  onServer,
  saveSharing,
  seedHost,
  serve,
} from '../helpers/browser.js';

interface Site {
  origin: string;
  close: () => Promise<unknown>;
}

/** Another site on localhost: one page with every snippet of the booking page at `url`. */
async function otherSite(port: number, url: string): Promise<Site> {
  const snippets = embedSnippets(url, 'Project consultation').map((s) =>
    s.key === 'floating'
      ? s.code.replace('data-label="Book a time"', 'data-label="Book now"')
      : s.code,
  );
  const page = `<!doctype html><html lang="en"><head><title>Another site</title></head><body>
<h1>Book with Ada</h1>
${snippets.join('\n<hr>\n')}
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const EXPLANATION = "This booking page can't be shown on this site.";

/** The event's title inside the frame `frameSelector` points at. */
async function expectBookingPage(page: Page, frameSelector: string) {
  const frame = page.frameLocator(frameSelector);
  await expect
    .poll(() => frame.locator('h1').first().textContent(), { timeout: 15_000 })
    .toContain('Project consultation');
}

describe('embedding the booking page', () => {
  let t: TestApp;
  let browser: Browser;
  let slotbook: string;
  let globalPort: number;
  beforeAll(async () => {
    globalPort = await freePort();
    t = await createTestApp('sqlite', {
      env: { EMBED_ORIGINS: `http://localhost:${globalPort}` },
    });
    slotbook = await serve(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await t.close();
  });

  it('shows inline, in a popup and from the floating button on a site the calendar allows', async () => {
    const { host, calendar, event } = await seedHost(t);
    const site = await otherSite(await freePort(), onServer(slotbook, event.public_url));
    await saveSharing(t, host, calendar.id, {
      landing_page_settings: { embed_origins: [site.origin] },
    });
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/`);
      await expectBookingPage(page, 'iframe[data-slotbook]');
      await expect
        .poll(() => page.locator('iframe[data-slotbook]').evaluate((f) => f.clientHeight), {
          timeout: 10_000,
        })
        .toBeGreaterThan(400);

      await page.getByRole('button', { name: 'Book a time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book a time' });
      await dialog.waitFor({ timeout: 10_000 });
      await expectBookingPage(page, '[role=dialog] iframe');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });

      await page.getByRole('button', { name: 'Book now' }).click();
      await expectBookingPage(page, '[role=dialog] iframe');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      // Nothing was refused, so nothing was explained.
      expect(await page.getByText(EXPLANATION).count()).toBe(0);
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('shows on a site of EMBED_ORIGINS, for every calendar', async () => {
    const { event } = await seedHost(t);
    const site = await otherSite(globalPort, onServer(slotbook, event.public_url));
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/`);
      await expectBookingPage(page, 'iframe[data-slotbook]');
    } finally {
      await context.close();
      await site.close();
    }
  });

  it('explains itself, with a link to the page, on a site nobody allowed', async () => {
    const { host, calendar, event } = await seedHost(t);
    await saveSharing(t, host, calendar.id, {
      landing_page_settings: { embed_origins: ['https://www.example.com'] },
    });
    const pageUrl = onServer(slotbook, event.public_url);
    const site = await otherSite(await freePort(), pageUrl);
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${site.origin}/`);
      const note = page.locator('[data-slotbook-refused]').first();
      await note.waitFor({ timeout: 20_000 });
      expect(await note.textContent()).toBe(
        `${EXPLANATION} The host can allow ${site.origin} under Booking page → Sites allowed to embed, or you can open the booking page: ${pageUrl}`,
      );
      expect(await note.getByRole('link').getAttribute('href')).toBe(pageUrl);
      expect(await page.locator('iframe[data-slotbook]').isVisible()).toBe(false);
      // The browser refused the frame: nothing of the booking page is in it.
      const inner = page.frames().find((f) => f !== page.mainFrame());
      expect(await inner?.content()).not.toContain('Project consultation');

      // The popup explains itself the same way.
      await page.getByRole('button', { name: 'Book a time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book a time' });
      await dialog.locator('[data-slotbook-refused]').waitFor({ timeout: 20_000 });
      expect(await dialog.getByRole('link').getAttribute('href')).toBe(pageUrl);
    } finally {
      await context.close();
      await site.close();
    }
  });
});
