/**
 * The API explorer at /docs renders in a real browser under its content security policy with no
 * blocked resource: every policy violation the page raises is collected and must be none.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, serve } from '../helpers/browser.js';

describe('the API explorer page', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    origin = await serve(t);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('renders the operations without any content security policy violation', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await page.close();
  });

  it('does not upgrade requests to https when served over plain http', async () => {
    const res = await t.request({ url: '/docs/static/index.html', as: null });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
