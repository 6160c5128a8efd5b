/**
 * Embedding: a booking page framed by another site works when that site's origin is in
 * EMBED_ORIGINS (and the frame grows to the page's height through /embed.js), and is refused by
 * the browser for any other site.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/free-port.js';
import { launchBrowser, newContext, onServer, seedHost, serve } from '../helpers/browser.js';

/** Another site: one page with the snippet the README gives, framing `src`. */
async function hostSite(port: number, slotbook: string, src: string) {
  const page = `<!doctype html><html><head><title>Another site</title></head><body>
<h1>Book with Ada</h1>
<iframe data-slotbook src="${src}" style="width:100%;border:0" title="Book a time"></iframe>
<script src="${slotbook}/embed.js" async></script>
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('embedding the booking page', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  let allowedPort: number;
  beforeAll(async () => {
    allowedPort = await freePort();
    t = await createTestApp('sqlite', {
      env: { EMBED_ORIGINS: `http://localhost:${allowedPort}` },
    });
    origin = await serve(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await t.close();
  });

  it('shows in a frame on an allowed site, at its full height, and not on others', async () => {
    const { event } = await seedHost(t);
    const src = onServer(origin, event.public_url);
    const allowed = await hostSite(allowedPort, origin, src);
    const other = await hostSite(await freePort(), origin, src);
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(allowed.url);
      const frame = page.frameLocator('iframe[data-slotbook]');
      await expect
        .poll(() => frame.locator('h1').first().textContent(), { timeout: 15_000 })
        .toContain('Project consultation');
      await expect
        .poll(() => page.locator('iframe').evaluate((f) => f.getBoundingClientRect().height), {
          timeout: 10_000,
        })
        .toBeGreaterThan(400);

      const refused = await context.newPage();
      await refused.goto(other.url);
      await refused.waitForTimeout(1_500);
      const inner = refused.frames().find((f) => f !== refused.mainFrame());
      expect(inner).toBeDefined();
      // The browser shows its own error page in the frame: nothing of the booking page.
      expect(await inner!.content()).not.toContain('Project consultation');
    } finally {
      await context.close();
      await allowed.close();
      await other.close();
    }
  });
});
