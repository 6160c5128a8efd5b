import type { ParsedMail } from 'mailparser';
import type { Dialect } from '../../src/db/database.js';
import { createBookingMailSource } from '../../src/modules/bookings/index.js';
import {
  createConfiguredMailer,
  createMailer,
  type Mailer,
  type MailerLogger,
} from '../../src/modules/mail/mailer.js';
import { createSmtpTransport, senderFor } from '../../src/modules/mail/transports.js';
import { createTestApp, type TestApp } from './app.js';
import { silentLogger, startSmtpServer, type TestSmtp } from './smtp.js';

export interface MailingApp {
  t: TestApp;
  smtp: TestSmtp;
  /** Runs the server's own mailer until nothing is due; returns what arrived meanwhile. */
  deliver(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const PUBLIC_URL = 'https://book.example.com';

/**
 * A test app whose mail goes over SMTP_URL to a real SMTP server in this process. With `clock`,
 * the app and its mailer read that clock and `logger` hears the mailer (which is otherwise the
 * server's own).
 */
export async function startMailingApp(
  dialect: Dialect,
  options: { clock?: () => number; logger?: MailerLogger; env?: Record<string, string> } = {},
): Promise<MailingApp> {
  const smtp = await startSmtpServer();
  const t = await createTestApp(dialect, {
    env: { ...options.env, PUBLIC_URL, SMTP_URL: smtp.url },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const source = createBookingMailSource(PUBLIC_URL);
  const mailer: Mailer = options.clock
    ? createMailer({
        db: t.testDb.database.db,
        dialect,
        transport: createSmtpTransport(smtp.url),
        sender: senderFor(PUBLIC_URL, smtp.url),
        clock: options.clock,
        logger: options.logger ?? silentLogger,
        source,
      })
    : createConfiguredMailer(t.config, t.testDb.database, silentLogger, source);
  return {
    t,
    smtp,
    async deliver() {
      const before = smtp.received.length;
      for (;;) {
        const run = await mailer.runOnce();
        if (run.claimed === 0 && run.expanded === 0) break;
      }
      return smtp.received.slice(before);
    },
    async close() {
      await mailer.stop();
      await t.close();
      await smtp.close();
    },
  };
}
