/**
 * A booking's payment and its no-show in the dashboard, in Debian's Chromium: the order's state,
 * recording the guest's payment (which confirms the pending booking), a refund after a
 * confirmation (dismissed: nothing happens), the API's own refusal of too large a refund, what a
 * viewer sees, and marking a guest who did not come as a no-show.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { launchBrowser, newContext } from '../helpers/browser.js';
import {
  createPerson,
  expectHeading,
  signIn,
  startDashboardApp,
  UI_TIMEOUT,
  type DashboardApp,
  type Person,
  DASHBOARD_DIALECTS,
} from '../helpers/dashboard.js';

import { enablePayments, paidEvent, publicBook, readBooking } from '../helpers/paid-events.js';

describe.each(DASHBOARD_DIALECTS)(
  "a booking's payment and no-show in the dashboard (%s)",
  (dialect) => {
    let app: DashboardApp;
    let browser: Browser;
    let host: Person;
    let eventHash: string;
    let hour = 30;
    beforeAll(async () => {
      [app, browser] = await Promise.all([startDashboardApp(dialect), launchBrowser()]);
      host = await createPerson(app.t, { timezone: 'Europe/London' });
      await enablePayments(app.t, 'EUR');
      const { event } = await paidEvent(app.t, host);
      eventHash = event.hash;
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await app?.close();
    });

    /** A guest's booking of the paid event, paid offline later: pending, with its order. */
    async function paidBooking(): Promise<number> {
      hour += 2;
      const res = await publicBook(app.t, eventHash, {
        start_utc: hoursAhead(hour),
        payment_method: 'offline',
        name: 'Grace Hopper',
        email: 'grace@example.com',
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().booking.id;
    }

    async function open(page: Page, id: number) {
      await page.goto(`${app.origin}/app/bookings/${id}`);
      await expectHeading(page, /with Grace Hopper/);
      await page
        .getByRole('heading', { name: 'Payment', exact: true })
        .waitFor({ timeout: UI_TIMEOUT });
    }

    const facts = (page: Page) => page.getByTestId('payment-facts').textContent();

    it('records the payment, then refunds part of it after a confirmation', async () => {
      const id = await paidBooking();
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, app.origin, host);
      await open(page, id);
      expect(await facts(page)).toContain('Due€59.99');

      await page.getByLabel('Amount paid (EUR)').fill('59.99');
      await page.getByRole('button', { name: 'Record the payment' }).click();
      await page.getByText('Payment has been recorded: €59.99.').waitFor({ timeout: UI_TIMEOUT });
      let saved = await readBooking(app.t, id);
      expect(saved.booking.status).toBe('scheduled');
      expect(saved.order).toMatchObject({ status: 'paid', total_paid: '5999' });
      // Once paid in full, a refund is offered and nothing is left to record.
      await page.getByRole('button', { name: 'Refund…' }).waitFor({ timeout: UI_TIMEOUT });
      expect(await page.getByRole('button', { name: 'Record the payment' }).count()).toBe(0);

      // Dismissing the confirmation refunds nothing.
      await page.getByLabel('Amount to refund (EUR)').fill('10');
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole('button', { name: 'Refund…' }).click();
      await expect
        .poll(() => asked, { timeout: UI_TIMEOUT })
        .toContain('Refund €10.00 to grace@example.com');
      expect((await readBooking(app.t, id)).order.total_refunded).toBe('0');

      await page
        .getByLabel('Reason for the refund (kept in the activity)')
        .fill('Materials were not needed.');
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Refund…' }).click();
      await page.getByText('Partial refund recorded: €10.00.').waitFor({ timeout: UI_TIMEOUT });
      saved = await readBooking(app.t, id);
      expect(saved.order).toMatchObject({ total_refunded: '1000' });
      expect(saved.booking.payment_status).toBe('partially-refunded');
      await expect.poll(() => facts(page), { timeout: UI_TIMEOUT }).toContain('Refunded€10.00');

      // More than is left to refund: the API's own message.
      await page.getByLabel('Amount to refund (EUR)').fill('100');
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Refund…' }).click();
      const refusal = await app.t.request({
        method: 'POST',
        url: `/api/v2/schedules/${id}/refund`,
        as: host,
        payload: { amount: '10000' },
      });
      expect(refusal.statusCode).toBe(422);
      await page
        .getByRole('alert')
        .filter({ hasText: refusal.json().message })
        .waitFor({ timeout: UI_TIMEOUT });
      expect((await readBooking(app.t, id)).order.total_refunded).toBe('1000');
      await context.close();
    }, 180_000);

    it("shows a viewer the payment without the actions, and a free booking's empty state", async () => {
      const id = await paidBooking();
      const viewer = await createPerson(app.t, {
        role: 'viewer',
        permissions: ['read_all_bookings', 'read_other_calendars'],
      });
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, app.origin, viewer);
      await open(page, id);
      expect(await facts(page)).toContain('Total€59.99');
      expect(await page.getByRole('button', { name: 'Record the payment' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Refund/ }).count()).toBe(0);
      await context.close();

      const { event: freeEvent } = await bookableEvent(app.t, host);
      const booked = await adminBook(app.t, host, freeEvent.id, {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        start_utc: hoursAhead(200),
      });
      const hostContext = await newContext(browser);
      const hostPage = await hostContext.newPage();
      await signIn(hostPage, app.origin, host);
      await open(hostPage, booked.id);
      await hostPage
        .getByText('No payment: this booking has no order.')
        .waitFor({ timeout: UI_TIMEOUT });
      await hostContext.close();
    }, 180_000);

    it('marks a guest who did not come as a no-show, once the meeting has begun', async () => {
      const id = await paidBooking();
      const context = await newContext(browser);
      const page = await context.newPage();
      await signIn(page, app.origin, host);
      await open(page, id);
      await page.getByLabel('Amount paid (EUR)').fill('59.99');
      await page.getByRole('button', { name: 'Record the payment' }).click();
      await page.getByText(/Payment has been recorded/).waitFor({ timeout: UI_TIMEOUT });
      // Not before the meeting's start.
      expect(await page.getByRole('button', { name: 'Mark as no-show' }).count()).toBe(0);

      // The meeting began an hour ago.
      const now = Date.now();
      await app.t.testDb.database.db
        .updateTable('bookings')
        .set({ start_at: now - 3_600_000, end_at: now - 1_800_000 })
        .where('id', '=', id)
        .execute();
      await open(page, id);
      await page.getByRole('button', { name: 'Mark as no-show' }).click({ timeout: UI_TIMEOUT });
      await page.getByText('Marked as a no-show.').waitFor({ timeout: UI_TIMEOUT });
      expect((await readBooking(app.t, id)).booking.status).toBe('no_show');
      await context.close();
    }, 180_000);
  },
);
