/**
 * Upgrading to the outbox of its own (`mail_outbox` renamed `outbox`, each row given its topic)
 * keeps every row that was still pending, and each is delivered once afterwards: e-mails over
 * real SMTP, webhooks to a real receiver. The rows are written by the server's own flows, then
 * the database is taken back to the schema before the upgrade, as a server of that version left it.
 */
import { Migrator, sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../src/db/migrate.js';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import { createConfiguredMailer } from '../../src/modules/mail/mailer.js';
import { createWebhookDispatcher } from '../../src/modules/webhooks/dispatcher.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminBook, bookableEvent, hoursAhead } from '../helpers/booking-factories.js';
import { DIALECTS } from '../helpers/db.js';
import { silentLogger, startSmtpServer, type TestSmtp } from '../helpers/smtp.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

const UPGRADE = '0026-outbox';

describe.each(DIALECTS)('the outbox upgrade (%s)', (dialect) => {
  let t: TestApp | undefined;
  let smtp: TestSmtp | undefined;
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    await receiver?.close();
  });

  /** Takes the database back to the schema before the upgrade, keeping its rows. */
  async function downgrade(app: TestApp) {
    const database = app.testDb.database;
    const all = migrations(dialect);
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < UPGRADE));
    const upgrade = all[UPGRADE];
    if (!upgrade?.down) throw new Error(`${UPGRADE} has no way back`);
    await upgrade.down(database.db as never);
    await sql`delete from kysely_migration where name = ${UPGRADE}`.execute(database.db);
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => before },
      allowUnorderedMigrations: true,
    });
    expect((await migrator.getMigrations()).every((m) => m.executedAt !== undefined)).toBe(true);
  }

  it('keeps every pending e-mail and webhook row and delivers each once', async () => {
    smtp = await startSmtpServer();
    receiver = await startReceiver();
    t = await createTestApp(dialect, {
      env: {
        PUBLIC_URL: 'https://book.example.com',
        SMTP_URL: smtp.url,
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      },
    });
    const host = await t.createAccount();
    const { calendar, event } = await bookableEvent(t, host);
    const subscribed = await t.request({
      method: 'POST',
      url: '/api/v2/webhooks',
      as: host,
      payload: { url: receiver.url, calendar_id: calendar.id, events: ['booking.created'] },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    receiver.secrets = [subscribed.json().secret];
    const reminders = await t.request({
      method: 'POST',
      url: `/api/v2/calendars/${calendar.id}/events/${event.id}/email-notifications`,
      as: host,
      payload: {
        notifications: {
          reminder_to_attendee: { enabled: true, email: { times: [{ value: 1, unit: 'days' }] } },
        },
      },
    });
    expect(reminders.statusCode, reminders.body).toBe(200);
    // A booking: its change (the e-mails to render), its reminder and its webhook event.
    const booking = await adminBook(t, host, event.id, { start_utc: hoursAhead(30) });
    // An e-mail a crashed server was sending: claimed, its lease over.
    const db = t.testDb.database.db;
    const now = Date.now();
    await db
      .insertInto('outbox')
      .values({
        topic: 'mail',
        kind: 'account_invitation',
        recipient: 'late@example.com',
        subject: 'Left behind',
        text: 'Sent once after the upgrade.',
        html: '<p>Sent once after the upgrade.</p>',
        status: 'sending',
        claim_token: 'a-crashed-claim',
        attempts: 1,
        next_attempt_at: now - 1_000,
        created_at: now - 60_000,
        updated_at: now - 60_000,
      })
      .execute();
    const pending = await db
      .selectFrom('outbox')
      .select(['kind', 'status'])
      .where('status', 'in', ['queued', 'sending'])
      .execute();
    expect(new Set(pending.map((r) => r.kind))).toEqual(
      new Set(['booking_change', 'booking_reminder', 'webhook_event', 'account_invitation']),
    );

    await downgrade(t);
    const old = await sql<{
      n: number;
    }>`select count(*) as n from mail_outbox where status in ('queued', 'sending')`.execute(db);
    expect(Number(old.rows[0]?.n)).toBe(pending.length);

    expect(await migrateToLatest(t.testDb.database)).toEqual([UPGRADE]);
    const topics = await db.selectFrom('outbox').select(['kind', 'topic']).execute();
    for (const row of topics) {
      expect(row.topic, row.kind).toBe(row.kind.startsWith('webhook_') ? 'webhook' : 'mail');
    }

    // The server's mailer and webhook dispatcher, as they run after the upgrade.
    const mailer = createConfiguredMailer(
      t.config,
      t.testDb.database,
      silentLogger,
      createBookingMailSource(t.config.publicUrl),
    );
    for (;;) {
      const run = await mailer.runOnce();
      if (run.claimed === 0 && run.expanded === 0) break;
    }
    await mailer.stop();
    const dispatcher = createWebhookDispatcher({
      db,
      dialect,
      clock: Date.now,
      logger: silentLogger,
      delivery: t.config.webhooks,
      publicUrl: t.config.publicUrl,
    });
    const deadline = Date.now() + 20_000;
    while (receiver.accepted().length < 1 && Date.now() < deadline) {
      await dispatcher.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await dispatcher.runOnce();
    await dispatcher.stop();

    const recipients = (m: ParsedMail) =>
      [m.to ?? []]
        .flat()
        .map((a) => a.text)
        .join(', ');
    const subjects = smtp.received.map((m) => `${recipients(m)}: ${m.subject ?? ''}`);
    expect(subjects.filter((s) => s.includes('late@example.com'))).toEqual([
      'late@example.com: Left behind',
    ]);
    // The booking's confirmation e-mails, each once (the guest's and the host's).
    expect(subjects.filter((s) => s.includes(booking.email as string))).toHaveLength(1);
    expect(smtp.received.length).toBeGreaterThanOrEqual(3);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(smtp.received.length);
    const accepted = receiver.accepted();
    expect(accepted.map((r) => [r.json.type, r.verified])).toEqual([['booking.created', true]]);
    expect(accepted[0]?.json.data.booking.id).toBe(booking.id);

    // Nothing is left pending but the reminders, planned for later.
    const left = await db
      .selectFrom('outbox')
      .select('kind')
      .where('status', 'in', ['queued', 'sending'])
      .execute();
    expect(new Set(left.map((r) => r.kind))).toEqual(new Set(['booking_reminder']));
  });
});
